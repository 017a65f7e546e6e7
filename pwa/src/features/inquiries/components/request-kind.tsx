import { Box, Typography } from '@mui/material';
import type { Inquiry } from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { ResidentCategoryIcon } from '../../../ui/resident-category-icon';
import { categoryLabel, reportedCategory } from '../logic/list';
import { inquiryStrings } from '../strings';

/**
 * What a request is as its resident sees it: the category they reported ('Điện', with its icon),
 * else the request category ('Bảo trì') as before.
 */
export function RequestKind({ inquiry }: { inquiry: Inquiry }) {
  const names = useStrings(enumStrings).residentCategories;
  const reported = reportedCategory(inquiry);
  if (!reported) return <span data-testid="request-kind">{categoryLabel(inquiry.category)}</span>;
  return (
    <Box
      component="span"
      data-testid="request-kind"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, verticalAlign: 'bottom' }}
    >
      <ResidentCategoryIcon category={reported} fontSize="inherit" />
      {names[reported]}
    </Box>
  );
}

/** For staff, under the request category: what the resident reported ('Cư dân báo: Điện'), if any. */
export function ResidentReported({ inquiry }: { inquiry: Inquiry }) {
  const s = useStrings(inquiryStrings).detail;
  const names = useStrings(enumStrings).residentCategories;
  const reported = reportedCategory(inquiry);
  if (!reported) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="resident-reported"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <ResidentCategoryIcon category={reported} fontSize="inherit" />
      {s.residentReported(names[reported])}
    </Typography>
  );
}
