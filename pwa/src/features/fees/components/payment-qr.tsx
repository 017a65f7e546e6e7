import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { Invoice } from '@chungcu/contracts';
import { useEffect, useMemo, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { downloadBlob } from '../../../lib/download';
import { type PaymentRequest, paymentRequestOf } from '../payment-request';
import { useDefaultBankAccount } from '../queries';
import { feeStrings } from '../strings';
import type { QrDrawing } from '../vietqr';
import { useToast } from '../../../ui/toast';
import { qrPng } from './qr-image';
import { useCopyText } from './use-copy-text';

/**
 * The payment's QR code, drawn on the device (no network): the payload and the QR library are
 * loaded the first time a code is shown, so no other screen carries them.
 */
function useQrDrawing(payment: PaymentRequest | null): QrDrawing | null {
  const [drawn, setDrawn] = useState<{ of: PaymentRequest; drawing: QrDrawing } | null>(null);
  useEffect(() => {
    if (!payment) return;
    let live = true;
    import('../vietqr')
      .then(({ qrDrawing, vietQrPayload }) => {
        if (live) setDrawn({ of: payment, drawing: qrDrawing(vietQrPayload(payment)) });
      })
      // Without its chunk the code is not drawn; the transfer's details stay in text beside it.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [payment]);
  return drawn && drawn.of === payment ? drawn.drawing : null;
}

/**
 * One detail of the transfer; with `copy`, a button puts that text on the clipboard. The group
 * is a div of its dt and dd alone, the copy button inside the dd; on paper the div lets its dt and
 * dd into the list's two columns (label, value) and there is nothing to copy.
 */
function Detail({
  label,
  value,
  testId,
  copy,
  paper,
}: {
  label: string;
  value: string;
  testId: string;
  copy?: string;
  paper: boolean;
}) {
  const s = useStrings(feeStrings).payment;
  const copyText = useCopyText();
  const onCopy = () => copyText(copy ?? value, s.copied(label));
  const variant = paper ? 'body2' : 'body1';
  return (
    <Box sx={paper ? { display: 'contents' } : undefined}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant={variant}
        component="dd"
        sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <Box
          component="span"
          data-testid={testId}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {value}
        </Box>
        {copy !== undefined && !paper && (
          <Tooltip title={s.copy(label)}>
            <IconButton
              aria-label={s.copy(label)}
              onClick={() => void onCopy()}
              sx={{ width: 44, height: 44, displayPrint: 'none' }}
              data-testid={`${testId}-copy`}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Typography>
    </Box>
  );
}

/**
 * "Quét mã để thanh toán": an issued notice's VietQR code (NAPAS 247 to the complex's default
 * account, the amount due, the notice's payment code as memo) with the same in text beside it,
 * for a household to scan or type (rule S33). Nothing for a draft, a notice with nothing to pay,
 * or a complex without a default account.
 */
export function PaymentQr({
  invoice,
  outstanding,
  paper = false,
}: {
  invoice: Invoice;
  outstanding?: number;
  /** The printed notice's: the code beside the details, smaller, nothing to press. */
  paper?: boolean;
}) {
  const s = useStrings(feeStrings).payment;
  const account = useDefaultBankAccount(invoice.complexId);
  const payment = useMemo(
    () => paymentRequestOf(invoice, account ?? undefined, outstanding),
    [invoice, account, outstanding],
  );
  const drawing = useQrDrawing(payment);
  const toast = useToast();
  if (!payment) return null;
  const amount = formatMoney(payment.amount);
  const save = () => {
    if (!drawing) return;
    void qrPng(drawing).then((png) =>
      png
        ? downloadBlob(png, s.imageName(payment.memo))
        : toast({ title: s.saveFailed, variant: 'destructive' }),
    );
  };
  const details = (
    <>
      <Detail label={s.bank} value={payment.bank.shortName} testId="payment-bank" paper={paper} />
      <Detail
        label={s.accountNumber}
        value={payment.accountNumber}
        testId="payment-account"
        paper={paper}
        copy={payment.accountNumber}
      />
      <Detail
        label={s.accountName}
        value={payment.accountName}
        testId="payment-holder"
        paper={paper}
      />
      {/* A banking app's amount field takes digits only. */}
      <Detail
        label={s.amount}
        value={amount}
        testId="payment-amount"
        paper={paper}
        copy={String(payment.amount)}
      />
      <Detail
        label={s.memo}
        value={payment.memo}
        testId="payment-memo"
        paper={paper}
        copy={payment.memo}
      />
    </>
  );
  return (
    <Box
      data-testid="payment-qr"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: paper ? 1 : 1.5,
        breakInside: 'avoid',
      }}
    >
      <Typography
        variant={paper ? 'subtitle2' : 'subtitle1'}
        component="h3"
        sx={{ fontWeight: 600, mb: paper ? 0.5 : 1 }}
      >
        {s.title}
      </Typography>
      {/* On a phone the code stands above the details, large enough to scan from another phone,
          and the account number keeps its line; on paper it stands beside them. */}
      <Stack
        direction={paper ? 'row' : { xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: 'flex-start', flexWrap: paper ? 'wrap' : 'nowrap' }}
      >
        <Box
          sx={{
            width: paper ? '28mm' : { xs: 200, sm: 136 },
            height: paper ? '28mm' : { xs: 200, sm: 136 },
            alignSelf: paper ? 'flex-start' : { xs: 'center', sm: 'flex-start' },
            flexShrink: 0,
            '@media print': { width: paper ? '28mm' : '34mm', height: paper ? '28mm' : '34mm' },
          }}
        >
          {drawing && (
            <svg
              viewBox={`0 0 ${drawing.size} ${drawing.size}`}
              width="100%"
              height="100%"
              role="img"
              aria-label={s.qrLabel(amount, payment.memo)}
              data-testid="payment-qr-code"
              shapeRendering="crispEdges"
            >
              <rect width={drawing.size} height={drawing.size} fill="#fff" />
              <path d={drawing.path} fill="#000" />
            </svg>
          )}
        </Box>
        {paper ? (
          <Box
            component="dl"
            sx={{
              m: 0,
              minWidth: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              columnGap: 1.5,
              alignItems: 'baseline',
            }}
          >
            {details}
          </Box>
        ) : (
          <Stack component="dl" spacing={0.75} sx={{ m: 0, minWidth: 0 }}>
            {details}
          </Stack>
        )}
      </Stack>
      {!paper && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, displayPrint: 'none' }}>
          {s.hint}
        </Typography>
      )}
      {drawing && !paper && (
        <Button
          startIcon={<DownloadIcon />}
          onClick={save}
          sx={{ mt: 1, minHeight: 44, displayPrint: 'none' }}
          data-testid="payment-qr-save"
        >
          {s.save}
        </Button>
      )}
    </Box>
  );
}
