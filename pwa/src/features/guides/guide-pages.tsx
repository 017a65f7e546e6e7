import { useStrings } from '../../lib/i18n';
import { GuidePage } from './components/guide-page';
import { guideStrings } from './strings';

/** /apartments/guide: what each apartment field means. */
export function ApartmentGuidePage() {
  const s = useStrings(guideStrings);
  return (
    <GuidePage
      guide={s.apartment}
      backTo="/apartments"
      warning={[s.apartment.warning.edit, s.deletion.irreversible, s.deletion.who]}
    />
  );
}

/** /residents/guide: what each resident field means, and who may delete. */
export function ResidentGuidePage() {
  const s = useStrings(guideStrings);
  return (
    <GuidePage
      guide={s.resident}
      backTo="/residents"
      warning={[s.deletion.irreversible, s.deletion.who]}
    />
  );
}
