import { memo } from 'react';
import { PageHeader } from '../../../ui/page-header';
import { residentStrings as s } from '../strings';

/** Title, subtitle, the guide link and the add button (memoised: static while typing). */
export const ResidentsHeader = memo(function ResidentsHeader({ onAdd }: { onAdd(): void }) {
  return (
    <PageHeader
      title={s.title}
      subtitle={s.subtitle}
      guide={{ to: '/residents/guide', label: s.guideButton }}
      add={{ label: s.addButton, onClick: onAdd }}
    />
  );
});
