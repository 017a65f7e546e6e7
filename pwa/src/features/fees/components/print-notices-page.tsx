import { Box, Button, Stack, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDate, formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { PrintOnly } from '../../../ui/print-only';
import { useNoticesToPrint } from '../queries';
import { feeStrings } from '../strings';
import { NoticeView } from './notice-view';

/**
 * A period's issued notices in one print run, each on its own A5 page with its payment QR, by
 * block then unit, as they are handed out: all blocks, or the one of `?block=<blockId>`.
 */
export function PrintNoticesPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const t = useStrings(feeStrings);
  const printing = useNoticesToPrint(id, params.get('block'));
  if (printing === undefined) return null;
  const { period, complex, block, notices } = printing;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      {/* Printed, the notices alone, one A5 page each. */}
      <PrintOnly marker="data-notice-sheet" page={{ size: 'A5 portrait', margin: '8mm' }} />
      <Stack
        direction="row"
        sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2, displayPrint: 'none' }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {t.billing.print}
          {period ? ` · ${formatMonth(period.month)}` : ''}
          {block ? ` · ${t.billing.blockName(block.name)}` : ''}
        </Typography>
        <Button
          variant="contained"
          sx={{ minHeight: 48 }}
          disabled={notices.length === 0}
          onClick={() => window.print()}
        >
          {t.billing.print}
        </Button>
        <Typography color="text.secondary" data-testid="printed-count">
          {t.billing.printCount(notices.length)}
        </Typography>
      </Stack>
      <Box data-notice-sheet>
        {notices.map(({ invoice, unitNumber, block: blockOf, primaryName }) => (
          <Box
            key={invoice.id}
            data-testid="printed-notice"
            data-unit={unitNumber}
            data-block={blockOf}
            sx={{ mb: 2, breakAfter: 'page', breakInside: 'avoid', '@media print': { mb: 0 } }}
          >
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, mb: 0.5 }}
            >
              {complex && (
                <Box>
                  <Typography sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
                    {t.printed.board(complex.name)}
                  </Typography>
                  {complex.address && <Typography variant="body2">{complex.address}</Typography>}
                </Box>
              )}
              {invoice.issuedAt && (
                <Typography color="text.secondary">
                  {t.printed.issuedOn(formatDate(invoice.issuedAt) ?? '')}
                </Typography>
              )}
            </Stack>
            <Typography sx={{ fontWeight: 700, mb: 1 }} data-testid="printed-notice-to">
              {primaryName ? t.printed.to(primaryName, unitNumber) : t.printed.toUnit(unitNumber)}
            </Typography>
            <NoticeView invoice={invoice} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
