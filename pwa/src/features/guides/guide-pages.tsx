import { GuidePage } from './components/guide-page';
import { apartmentGuide, residentGuide } from './strings';

/** /apartments/guide: what each apartment field means. */
export function ApartmentGuidePage() {
  return <GuidePage guide={apartmentGuide} />;
}

/** /residents/guide: what each resident field means, and who may delete. */
export function ResidentGuidePage() {
  return <GuidePage guide={residentGuide} />;
}
