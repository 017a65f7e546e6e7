import { Box, Button } from '@mui/material';
import { type ResidentCategory, residentCategories } from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { ResidentCategoryIcon } from '../../../ui/resident-category-icon';
import { inquiryStrings } from '../strings';

/**
 * A resident's first step: what they report, as large tiles with an icon and a plain name ('Điện',
 * 'Nước', 'Thang máy', …), three to a row on a phone. The office maps each to its workflow.
 */
export function CategoryPicker({ onPick }: { onPick(category: ResidentCategory): void }) {
  const s = useStrings(inquiryStrings).resident;
  const names = useStrings(enumStrings).residentCategories;
  return (
    <Box
      role="group"
      aria-label={s.categories}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}
    >
      {residentCategories.values.map((key) => (
        <Button
          key={key}
          variant="outlined"
          onClick={() => onPick(key)}
          data-testid="resident-category"
          data-category={key}
          sx={{
            flexDirection: 'column',
            gap: 1,
            minHeight: 96,
            px: 1,
            py: 1.5,
            textTransform: 'none',
            lineHeight: 1.25,
            fontWeight: 600,
            textAlign: 'center',
          }}
        >
          <ResidentCategoryIcon category={key} sx={{ fontSize: 36 }} />
          {names[key]}
        </Button>
      ))}
    </Box>
  );
}
