import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDate, formatMoney } from '../../../lib/format';
import { type StringsOf, enumStrings, useStrings } from '../../../lib/i18n';
import { PrintOnly } from '../../../ui/print-only';
import { receiptAmountInWords } from './amount-in-words';
import { type PaymentReceipt, isReceipt, usePaymentReceipt } from './queries';
import { paymentStrings } from './strings';

type ReceiptText = StringsOf<typeof paymentStrings>['receipt'];

/** Why the money was paid: staff's note, or the fees of the notice it pays (and its month). */
function reasonOf({ payment, noticeMonth }: PaymentReceipt, s: ReceiptText): string {
  if (payment.memo.trim()) return payment.memo;
  const [year, month] = (noticeMonth ?? '').split('-').map(Number);
  return payment.invoiceId && year && month ? s.feeReasonOf(month, year) : s.feeReason;
}

/** One line of the receipt: its label, then what was written on it. */
function Line({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Typography sx={{ py: 0.5 }}>
      {`${label}: `}
      <Box component="span" sx={{ fontWeight: 600 }} data-testid={testId}>
        {children}
      </Box>
    </Typography>
  );
}

/** 'Người nộp tiền', 'Người lập phiếu', 'Thủ quỹ': each signs and writes their name below. */
function Signatures({ s }: { s: ReceiptText }) {
  return (
    <Stack direction="row" sx={{ mt: 3, justifyContent: 'space-between', textAlign: 'center' }}>
      {[s.payerSign, s.makerSign, s.cashierSign].map((role) => (
        <Box key={role} sx={{ flex: 1, minHeight: '28mm' }}>
          <Typography sx={{ fontWeight: 700 }}>{role}</Typography>
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            {s.signHint}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** A voided receipt is stamped so across it, with the reason kept beside the payment. */
function VoidStamp({ reason, s }: { reason: string | null; s: ReceiptText }) {
  return (
    <Box
      data-testid="receipt-voided"
      sx={{
        position: 'absolute',
        top: '38%',
        left: '50%',
        transform: 'translate(-50%, -50%) rotate(-14deg)',
        border: '3px solid',
        borderColor: 'error.main',
        color: 'error.main',
        borderRadius: 1,
        px: 2,
        py: 0.5,
        textAlign: 'center',
        bgcolor: 'rgba(255,255,255,0.85)',
        pointerEvents: 'none',
      }}
    >
      <Typography sx={{ fontSize: '2rem', fontWeight: 800, letterSpacing: 4 }}>
        {s.voided}
      </Typography>
      {reason && <Typography variant="body2">{s.voidReason(reason)}</Typography>}
    </Box>
  );
}

/** The receipt itself, as a Vietnamese phiếu thu is laid out, sized for an A5 portrait page. */
function ReceiptSheet({ receipt, s }: { receipt: PaymentReceipt; s: ReceiptText }) {
  const methods = useStrings(enumStrings).paymentMethods;
  const { payment, complex, unitNumber } = receipt;
  return (
    <Box
      data-receipt-sheet
      data-testid="receipt-sheet"
      sx={{
        position: 'relative',
        maxWidth: '148mm',
        mx: 'auto',
        p: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
        breakInside: 'avoid',
        '@media print': { border: 0, p: 0, color: '#000' },
      }}
    >
      <Typography sx={{ fontWeight: 700 }} data-testid="receipt-complex">
        {complex?.name ?? ''}
      </Typography>
      {complex?.address && <Typography variant="body2">{complex.address}</Typography>}
      <Typography
        component="h2"
        sx={{ mt: 2, fontSize: '1.75rem', fontWeight: 800, textAlign: 'center', letterSpacing: 2 }}
      >
        {s.title}
      </Typography>
      <Stack sx={{ alignItems: 'center', mb: 2 }}>
        <Typography>
          {`${s.numberLine}: `}
          <Box
            component="span"
            sx={{ fontWeight: 700 }}
            data-testid="receipt-sheet-number"
            data-provisional={payment.receiptNumber ? undefined : ''}
          >
            {payment.receiptNumber ?? s.provisional}
          </Box>
        </Typography>
        <Typography>{`${s.date}: ${formatDate(payment.paidAt) ?? ''}`}</Typography>
      </Stack>
      <Line label={s.payer}>{payment.payerName ?? ''}</Line>
      <Line label={s.unit}>{unitNumber ?? ''}</Line>
      <Line label={s.reason}>{reasonOf(receipt, s)}</Line>
      <Line label={s.amount} testId="receipt-amount">
        {formatMoney(payment.amount)}
      </Line>
      <Line label={s.inWords} testId="receipt-words">
        {receiptAmountInWords(payment.amount)}
      </Line>
      <Line label={s.method}>{methods[payment.method]}</Line>
      <Signatures s={s} />
      {payment.status === 'voided' && <VoidStamp reason={payment.voidReason} s={s} />}
    </Box>
  );
}

/**
 * A receipt (phiếu thu) to print, A5 portrait, for a payment staff recorded (rule S34): its
 * official number once the server gave it (a provisional mark until then, live as it arrives),
 * the amount in figures and in words, and the signatures; read from the device, offline too.
 */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const s = useStrings(paymentStrings).receipt;
  const receipt = usePaymentReceipt(id);
  if (receipt === undefined) return null;
  const printable = receipt !== null && isReceipt(receipt.payment);
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PrintOnly marker="data-receipt-sheet" page={{ size: 'A5 portrait', margin: '10mm' }} />
      <Stack
        direction="row"
        sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2, displayPrint: 'none' }}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {s.pageTitle}
        </Typography>
        <Button
          variant="contained"
          sx={{ minHeight: 48 }}
          disabled={!printable}
          onClick={() => window.print()}
          data-testid="receipt-print"
        >
          {s.print}
        </Button>
        <Button component={RouterLink} to="/payments" sx={{ minHeight: 48 }}>
          {s.back}
        </Button>
      </Stack>
      {receipt === null && <Alert severity="warning">{s.notFound}</Alert>}
      {receipt && !printable && <Alert severity="info">{s.notReceipt}</Alert>}
      {receipt && printable && <ReceiptSheet receipt={receipt} s={s} />}
    </Box>
  );
}
