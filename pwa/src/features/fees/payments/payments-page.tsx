import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Payment } from '@chungcu/contracts';
import { useState } from 'react';
import { useWorkingComplex } from '../../../data';
import { ColumnPage } from '../../../ui/column-page';
import { useToast } from '../../../ui/toast';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useMayManageMoney } from '../may-manage';
import { DebtsCard } from './debts-card';
import { matchPayment, unmatchPayment } from './mutations';
import {
  MatchPaymentDialog,
  RecordPaymentDialog,
  type Recorded,
  VoidPaymentDialog,
} from './payment-dialogs';
import { PaymentRow } from './payment-row';
import { useComplexPayments } from './queries';
import { ReceivedCard } from './received-card';
import { RecordedAlert } from './recorded-alert';
import { paymentStrings } from './strings';
import { ChooseComplex } from '../../../ui/choose-complex';

type Open =
  | { kind: 'record' }
  | { kind: 'match'; payment: Payment }
  | { kind: 'void'; payment: Payment }
  | null;

/**
 * The office's "Thu tiền" for the complex worked in (rule S34): transfers the bank reported that
 * no notice's code matched, each matched to its unit by hand; then the latest payments, each
 * unmatched again or voided, and found by a search; a receipt recorded at the office, offline too,
 * offered to print at once (and from the list, 'In phiếu thu', any time after); and the complex's
 * debts by age ('Công nợ', rule S35).
 */
export function PaymentsPage() {
  const s = useStrings(paymentStrings).page;
  const { scope, loaded, complexes, choose } = useWorkingComplex();
  const data = useComplexPayments(scope);
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const toast = useToast();
  const mayManage = useMayManageMoney();
  if (!loaded || data === undefined) return null;
  const failed = (e: unknown) => setError(String((e as Error).message ?? e));
  // No confirmation: the toast offers to match it back as it was, to the same unit and notice.
  const unmatch = (payment: Payment, unitNumber: string) => {
    setError(null);
    const { apartmentId, invoiceId } = payment;
    unmatchPayment(payment)
      .then(() => {
        const amount = formatMoney(payment.amount);
        toast({
          title: s.unmatchedToast(amount, unitNumber),
          action: apartmentId
            ? {
                label: s.undo,
                onClick: () =>
                  void matchPayment(payment, apartmentId, unitNumber, { invoiceId }).catch(failed),
              }
            : undefined,
        });
      })
      .catch(failed);
  };
  return (
    <ColumnPage title={s.title} subtitle={s.subtitle}>
      {scope === null ? (
        <ChooseComplex
          message={s.noComplex}
          complexes={complexes}
          onChoose={(id) => void choose(id)}
        />
      ) : (
        <>
          <Stack direction="row">
            <Button
              variant="contained"
              sx={{ minHeight: 48 }}
              onClick={() => setOpen({ kind: 'record' })}
              data-testid="payment-record"
            >
              {s.record}
            </Button>
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
          {recorded && <RecordedAlert recorded={recorded} onClose={() => setRecorded(null)} />}
          <Card variant="outlined" data-testid="payments-unmatched">
            <CardContent>
              <Typography variant="h6" component="h2">
                {s.unmatched}
              </Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {s.unmatchedHint}
              </Typography>
              {data.unmatched.length === 0 && (
                <Typography color="text.secondary">{s.noneUnmatched}</Typography>
              )}
              <Stack spacing={1.5}>
                {data.unmatched.map((payment) => (
                  <PaymentRow
                    key={payment.id}
                    payment={payment}
                    detail={
                      payment.payerName && (
                        <Typography variant="body2" color="text.secondary">
                          {s.payer(payment.payerName)}
                        </Typography>
                      )
                    }
                    actions={
                      <Button
                        sx={{ minHeight: 44 }}
                        aria-label={s.matchNamed(formatMoney(payment.amount))}
                        onClick={() => setOpen({ kind: 'match', payment })}
                      >
                        {s.match}
                      </Button>
                    }
                  />
                ))}
              </Stack>
            </CardContent>
          </Card>
          <DebtsCard complexId={scope} />
          <ReceivedCard
            received={data.received}
            onUnmatch={unmatch}
            onVoid={mayManage ? (payment) => setOpen({ kind: 'void', payment }) : undefined}
          />
        </>
      )}
      {open?.kind === 'record' && (
        <RecordPaymentDialog
          units={data.units}
          onClose={() => setOpen(null)}
          onRecorded={setRecorded}
        />
      )}
      {open?.kind === 'match' && (
        <MatchPaymentDialog
          payment={open.payment}
          units={data.units}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'void' && (
        <VoidPaymentDialog payment={open.payment} onClose={() => setOpen(null)} />
      )}
    </ColumnPage>
  );
}
