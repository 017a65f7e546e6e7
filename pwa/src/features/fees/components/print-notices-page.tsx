import { Box, Button, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useWorkingComplex } from '../../../data';
import { formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { PrintOnly } from '../../../ui/print-only';
import { useComplexBilling } from '../queries';
import { feeStrings } from '../strings';
import { NoticeView } from './notice-view';

/** A period's issued notices, each on its own A5 page, in unit order, in one print run. */
export function PrintNoticesPage() {
  const { id = '' } = useParams();
  const t = useStrings(feeStrings);
  const { scope } = useWorkingComplex();
  const billing = useComplexBilling(scope);
  if (billing === undefined) return null;
  const period = billing.periods.find((p) => p.id === id);
  // In unit order: `noticesOf` puts flagged ones first, and no issued notice is flagged.
  const notices = billing.noticesOf(id).filter((n) => n.invoice.status === 'issued');
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      {/* Printed, the notices alone, one A5 page each. */}
      <PrintOnly marker="data-notice-sheet" page={{ size: 'A5 portrait', margin: '8mm' }} />
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
