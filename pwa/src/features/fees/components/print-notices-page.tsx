import { Box, Button, Stack, type Theme, ThemeProvider, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatDate, formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { PrintOnly } from '../../../ui/print-only';
import { useNoticesToPrint } from '../queries';
import { feeStrings } from '../strings';
import { NoticeView } from './notice-view';

/**
 * The type of a printed notice: a size smaller and set closer than on screen, so a notice with
 * both meters' tiers, a car and a payment in part keeps to its A5 page (about 9–10 pt on paper).
 */
const paperType = (outer: Theme): Theme => ({
  ...outer,
  typography: {
    ...outer.typography,
    body1: { ...outer.typography.body1, fontSize: '0.875rem', lineHeight: 1.35 },
    body2: { ...outer.typography.body2, fontSize: '0.8125rem', lineHeight: 1.35 },
    caption: { ...outer.typography.caption, lineHeight: 1.3 },
  },
});

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
      {/* On screen as on paper: an A5 page's width inside its margins (148 − 2 × 8 mm). */}
      <ThemeProvider theme={paperType}>
        <Box data-notice-sheet sx={{ maxWidth: '132mm' }}>
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
                    <Typography
                      variant="body2"
                      sx={{ fontWeight: 700, textTransform: 'uppercase' }}
                    >
                      {t.printed.board(complex.name)}
                    </Typography>
                    {complex.address && (
                      <Typography variant="caption" component="p">
                        {complex.address}
                      </Typography>
                    )}
                  </Box>
                )}
                {invoice.issuedAt && (
                  <Typography variant="caption" component="p" color="text.secondary">
                    {t.printed.issuedOn(formatDate(invoice.issuedAt) ?? '')}
                  </Typography>
                )}
              </Stack>
              <Typography
                variant="body2"
                sx={{ fontWeight: 700, mb: 0.5 }}
                data-testid="printed-notice-to"
              >
                {primaryName ? t.printed.to(primaryName, unitNumber) : t.printed.toUnit(unitNumber)}
              </Typography>
              <NoticeView invoice={invoice} paper />
            </Box>
          ))}
        </Box>
      </ThemeProvider>
    </Box>
  );
}
