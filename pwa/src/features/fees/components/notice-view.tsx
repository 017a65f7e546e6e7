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

/** What a line was charged by, under its name: the price, or the readings and each tier. */
function LineDetail({ line, s }: { line: InvoiceLine; s: NoticeText }) {
  if (line.flag) {
    return (
      <Typography variant="body2" color="warning.main">
        {line.flag === 'noReading' ? s.noReading : s.readingBelowPrevious}
      </Typography>
    );
  }
  const measured = (quantity: number) => s.measured(formatNumber(quantity), line.measure, quantity);
  if (line.reading) {
    const { previous, current, consumption, estimated } = line.reading;
    return (
      <Box>
        <Typography variant="body2" color="text.secondary">
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
        {numberedTiers(line.tiers ?? [])
          .filter(({ tier }) => tier.milliUnits > 0)
          .map(({ tier, ordinal }, i) => (
            <Typography key={i} variant="body2" color="text.secondary" sx={{ pl: 1 }}>
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
    );
  }
  if (line.unitPrice === null) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {s.priced(measured(line.quantity), formatMoney(line.unitPrice))}
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

function Sum({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Stack>
  );
}

/**
 * One month's fee notice as its household reads it: what to pay and by when, whether it is paid
 * (live, as the unit's payments arrive), each line with what it was charged by (a meter's
 * readings and tiers), what earlier months left, and the QR code for what is still owed.
 */
export function NoticeView({ invoice }: { invoice: Invoice }) {
  const s = useStrings(feeStrings).notice;
  const paid = useNoticePayment(invoice);
  // Paid in part: which lines that settled, earlier months first, then the board's order.
  const settled = paid?.status === 'partial' ? settledLines(invoice, paid.paid) : undefined;
  return (
    <Card variant="outlined" data-testid="fee-notice">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6" component="h2">
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
            large
            testId="notice-amount-due"
          />
          {paid && <NoticePaymentLine state={paid} />}
          <Divider />
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {s.lines}
          </Typography>
          <Stack spacing={1.5} data-testid="notice-lines">
            {invoice.lines.map((line, i) => (
              <Stack key={i} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography>{line.name}</Typography>
                  <LineDetail line={line} s={s} />
                </Box>
                <Box sx={{ textAlign: 'right' }}>
                  <Typography sx={{ whiteSpace: 'nowrap' }}>
                    {line.credit ? `−${formatMoney(line.amount)}` : formatMoney(line.amount)}
                  </Typography>
                  <LineSettled settled={settled?.lines[i]} s={s} />
                </Box>
              </Stack>
            ))}
          </Stack>
          <Divider />
          <Stack spacing={0.5}>
            <Sum label={s.charges} amount={formatMoney(invoice.charges)} />
            {invoice.previousBalance > 0 && (
              <>
                <Sum label={s.previousBalance} amount={formatMoney(invoice.previousBalance)} />
                <LineSettled settled={settled?.previousBalance} s={s} />
              </>
            )}
            {invoice.credits > 0 && (
              <Sum label={s.credits} amount={`−${formatMoney(invoice.credits)}`} />
            )}
            <Sum label={s.total} amount={formatMoney(invoice.amountDue)} strong />
            {invoice.creditCarried > 0 && (
              <Typography color="text.secondary">
                {s.creditCarried(formatMoney(invoice.creditCarried))}
              </Typography>
            )}
          </Stack>
          <PaymentQr invoice={invoice} outstanding={paid?.outstanding} />
        </Stack>
      </CardContent>
    </Card>
  );
}
