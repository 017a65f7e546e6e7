import { Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import type { Invoice, InvoiceLine } from '@chungcu/contracts';
import { type Settled, settledLines } from '@chungcu/mutations';
import { formatMoney, formatMonth, formatNumber } from '../../../lib/format';
import { type StringsOf, useStrings } from '../../../lib/i18n';
import { feeStrings } from '../strings';
import { numberedTiers } from '../tier-numbers';
import { NoticePaymentLine } from '../payments/notice-payment';
import { useNoticePayment } from '../payments/queries';
import { AmountDue } from './amount-due';
import { PaymentQr } from './payment-qr';

type NoticeText = StringsOf<typeof feeStrings>['notice'];

/** A line's price as charged ("108 m² × 12.000 ₫"); null for a metered, flagged or summed line. */
function pricedText(line: InvoiceLine, s: NoticeText): string | null {
  if (line.flag || line.reading || line.unitPrice === null) return null;
  return s.priced(
    s.measured(formatNumber(line.quantity), line.measure, line.quantity),
    formatMoney(line.unitPrice),
  );
}

/**
 * What a line was charged by, under its name: the price, or the readings and each tier. On
 * paper (`paper`) the type is smaller and the tiers stand in two columns, so that a notice with
 * both meters' tiers keeps to its A5 page.
 */
function LineDetail({ line, s, paper }: { line: InvoiceLine; s: NoticeText; paper: boolean }) {
  const variant = paper ? 'caption' : 'body2';
  if (line.flag) {
    return (
      <Typography variant={variant} component="p" color="warning.main">
        {line.flag === 'noReading' ? s.noReading : s.readingBelowPrevious}
      </Typography>
    );
  }
  const measured = (quantity: number) => s.measured(formatNumber(quantity), line.measure, quantity);
  if (line.reading) {
    const { previous, current, consumption, estimated } = line.reading;
    return (
      <Box>
        <Typography variant={variant} component="p" color="text.secondary">
          {s.readings(
            formatNumber(previous ?? 0),
            formatNumber(current ?? 0),
            measured(consumption),
          )}
          {estimated && (
            <Box component="span" data-testid="reading-estimated" sx={{ fontStyle: 'italic' }}>
              {` ${s.estimated}`}
            </Box>
          )}
        </Typography>
        <Box
          sx={
            paper
              ? // Two columns on an A5 sheet; one where a phone previews it.
                {
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
                  columnGap: 2,
                }
              : undefined
          }
        >
          {numberedTiers(line.tiers ?? [])
            .filter(({ tier }) => tier.milliUnits > 0)
            .map(({ tier, ordinal }, i) => (
              <Typography
                key={i}
                variant={variant}
                component="p"
                color="text.secondary"
                sx={{ pl: 1 }}
              >
                {s.tierLine(
                  ordinal,
                  tier.to === null
                    ? s.tier(measured(tier.from), null)
                    : s.tier(formatNumber(tier.from), measured(tier.to)),
                  measured(tier.milliUnits / 1000),
                  formatMoney(tier.price),
                )}
              </Typography>
            ))}
        </Box>
      </Box>
    );
  }
  const priced = pricedText(line, s);
  if (priced === null) return null;
  return (
    <Typography variant={variant} component="p" color="text.secondary">
      {priced}
    </Typography>
  );
}

/** Under a line's amount while the notice is paid in part: whether the payment settled it. */
function LineSettled({ settled, s }: { settled: Settled | null | undefined; s: NoticeText }) {
  if (!settled || settled.amount <= 0) return null;
  return (
    <Typography
      variant="body2"
      color={settled.outstanding === 0 ? 'success.main' : 'text.secondary'}
      data-testid="notice-line-settled"
    >
      {settled.outstanding === 0 ? s.linePaid : s.lineOutstanding(formatMoney(settled.outstanding))}
    </Typography>
  );
}

function Sum({
  label,
  amount,
  strong,
  paper,
}: {
  label: string;
  amount: string;
  strong?: boolean;
  paper: boolean;
}) {
  const variant = paper ? 'body2' : 'body1';
  const fontWeight = strong ? 700 : 400;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={variant} sx={{ fontWeight }}>
        {label}
      </Typography>
      <Typography variant={variant} sx={{ fontWeight, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Stack>
  );
}

/** One line: its name and what it was charged by, its amount, and (paid in part) whether settled. */
function NoticeLine({
  line,
  settled,
  s,
  paper,
}: {
  line: InvoiceLine;
  settled: Settled | null | undefined;
  s: NoticeText;
  paper: boolean;
}) {
  const amount = line.credit ? `−${formatMoney(line.amount)}` : formatMoney(line.amount);
  if (!paper) {
    return (
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography>{line.name}</Typography>
          <LineDetail line={line} s={s} paper={false} />
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Typography sx={{ whiteSpace: 'nowrap' }}>{amount}</Typography>
          <LineSettled settled={settled} s={s} />
        </Box>
      </Stack>
    );
  }
  // On paper a priced line keeps to one row: its price beside its name, not under it.
  const priced = pricedText(line, s);
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" sx={{ minWidth: 0 }}>
          {line.name}
          {priced && (
            <Typography component="span" variant="caption" color="text.secondary">
              {` · ${priced}`}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Typography>
      </Stack>
      {!priced && <LineDetail line={line} s={s} paper />}
    </Box>
  );
}

/**
 * One month's fee notice as its household reads it: what to pay and by when, whether it is paid
 * (live, as the unit's payments arrive), each line with what it was charged by (a meter's
 * readings and tiers), what earlier months left, and the QR code for what is still owed.
 * `paper`: the printed notice, laid out to keep to one A5 page (smaller type, prices beside
 * their lines, the code beside the transfer's details, no card frame on paper).
 */
export function NoticeView({ invoice, paper = false }: { invoice: Invoice; paper?: boolean }) {
  const s = useStrings(feeStrings).notice;
  const paid = useNoticePayment(invoice);
  // Paid in part: which lines that settled, earlier months first, then the board's order.
  const settled = paid?.status === 'partial' ? settledLines(invoice, paid.paid) : undefined;
  const sum = (label: string, amount: string, strong?: boolean) => (
    <Sum label={label} amount={amount} strong={strong} paper={paper} />
  );
  return (
    <Card
      variant="outlined"
      data-testid="fee-notice"
      sx={paper ? { '@media print': { border: 0 } } : undefined}
    >
      <CardContent
        sx={
          paper
            ? {
                p: 1.5,
                '&:last-child': { pb: 1.5 },
                '@media print': { p: 0, '&:last-child': { pb: 0 } },
              }
            : undefined
        }
      >
        <Stack spacing={paper ? 0.75 : 2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography
              variant={paper ? 'subtitle1' : 'h6'}
              component="h2"
              sx={paper ? { fontWeight: 700 } : undefined}
            >
              {s.title(formatMonth(invoice.month))}
            </Typography>
            <Chip
              size="small"
              label={invoice.number ? s.number(invoice.number) : s.provisional}
              data-testid="notice-number"
            />
          </Stack>
          <AmountDue
            label={s.amountDue}
            amount={invoice.amountDue}
            dueDate={invoice.dueDate}
            large={!paper}
            testId="notice-amount-due"
          />
          {/* On paper, "not paid" goes without saying; paid, or paid in part, is said. */}
          {paid && !(paper && paid.status === 'unpaid') && <NoticePaymentLine state={paid} />}
          <Divider />
          {!paper && (
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {s.lines}
            </Typography>
          )}
          <Stack spacing={paper ? 0.5 : 1.5} data-testid="notice-lines">
            {invoice.lines.map((line, i) => (
              <NoticeLine key={i} line={line} settled={settled?.lines[i]} s={s} paper={paper} />
            ))}
          </Stack>
          <Divider />
          <Stack spacing={paper ? 0 : 0.5}>
            {sum(s.charges, formatMoney(invoice.charges))}
            {invoice.previousBalance > 0 && (
              <>
                {sum(s.previousBalance, formatMoney(invoice.previousBalance))}
                {!paper && <LineSettled settled={settled?.previousBalance} s={s} />}
              </>
            )}
            {invoice.credits > 0 && sum(s.credits, `−${formatMoney(invoice.credits)}`)}
            {sum(s.total, formatMoney(invoice.amountDue), true)}
            {invoice.creditCarried > 0 && (
              <Typography variant={paper ? 'body2' : 'body1'} color="text.secondary">
                {s.creditCarried(formatMoney(invoice.creditCarried))}
              </Typography>
            )}
          </Stack>
          <PaymentQr invoice={invoice} outstanding={paid?.outstanding} paper={paper} />
        </Stack>
      </CardContent>
    </Card>
  );
}
