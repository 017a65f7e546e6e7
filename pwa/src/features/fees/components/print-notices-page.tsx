import { Box, Button, GlobalStyles, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useWorkingComplex } from '../../../data';
import { formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useComplexBilling } from '../queries';
import { feeStrings } from '../strings';
import { NoticeView } from './notice-view';

/**
 * Printing shows the notices alone, one A5 page each: everything that neither holds them nor is
 * inside them is hidden (the app's header and navigation, toasts).
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A5 portrait', margin: '8mm' },
        'html, body': { background: '#fff !important' },
        'body > *:not(#root)': { display: 'none !important' },
        '#root *:not(:has([data-notice-sheet])):not([data-notice-sheet]):not([data-notice-sheet] *)':
          { display: 'none !important' },
        '#root *:has([data-notice-sheet])': {
          margin: '0 !important',
          padding: '0 !important',
          maxWidth: 'none !important',
        },
      },
    }}
  />
);

/** A period's issued notices, each on its own A5 page, in unit order, in one print run. */
export function PrintNoticesPage() {
  const { id = '' } = useParams();
  const t = useStrings(feeStrings);
  const { scope } = useWorkingComplex();
  const billing = useComplexBilling(scope);
  if (billing === undefined) return null;
  const period = billing.periods.find((p) => p.id === id);
  const notices = billing
    .noticesOf(id)
    .filter((n) => n.invoice.status === 'issued')
    .sort((a, b) => a.unitNumber.localeCompare(b.unitNumber, 'vi', { numeric: true }));
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      {printStyles}
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mb: 2, displayPrint: 'none' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {t.billing.print}
          {period ? ` · ${formatMonth(period.month)}` : ''}
        </Typography>
        <Button variant="contained" sx={{ minHeight: 48 }} onClick={() => window.print()}>
          {t.billing.print}
        </Button>
      </Stack>
      <Box data-notice-sheet>
        {notices.map(({ invoice, unitNumber }) => (
          <Box
            key={invoice.id}
            data-testid="printed-notice"
            sx={{ mb: 2, breakAfter: 'page', '@media print': { mb: 0 } }}
          >
            <Typography sx={{ fontWeight: 700, mb: 1 }}>
              {t.billing.unit} {unitNumber}
            </Typography>
            <NoticeView invoice={invoice} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
