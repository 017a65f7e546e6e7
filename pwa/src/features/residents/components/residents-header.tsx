import { type ReactNode, memo } from 'react';
import { useStrings } from '../../../lib/i18n';
import { PageHeader } from '../../../ui/page-header';
import { residentStrings } from '../strings';

/** Title, subtitle, the guide link and the add button (memoised: static while typing). */
export const ResidentsHeader = memo(function ResidentsHeader({
  onAdd,
  extra,
}: {
  onAdd(): void;
  /** The export button (re-rendered with the list's rows, not with each keystroke's page). */
  extra?: ReactNode;
}) {
  const s = useStrings(residentStrings);
  return (
    <PageHeader
      extra={extra}
      title={s.title}
      subtitle={s.subtitle}
      guide={{ to: '/residents/guide', label: s.guideButton }}
      add={{ label: s.addButton, onClick: onAdd }}
    />
  );
});
