import {
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatMoney, formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useMayManageMoney } from '../may-manage';
import { setUnitFee } from '../mutations';
import { useUnitFees } from '../queries';
import { feeStrings } from '../strings';
import { PaymentHistory } from '../payments/payment-history';
import { RecordPaymentDialog, type Recorded } from '../payments/payment-dialogs';
import { RecordedAlert } from '../payments/recorded-alert';
import { paymentStrings } from '../payments/strings';
import { UnitChargesSection } from './unit-charges-section';

/**
 * The unit page's card: what the unit owes and money received for it at the door or the office
 * ('Ghi khoản thu', the unit chosen and its debt filled in, offline too), its notices by month,
 * its own charges and credit notes, and the complex's fees each switched on or off for this unit
 * (one it pays to EVN directly, say), offline too.
 */
export function UnitFeesCard({ apartmentId }: { apartmentId: string }) {
  const s = useStrings(feeStrings).unitCard;
  const record = useStrings(paymentStrings).page.record;
  const data = useUnitFees(apartmentId);
  const [recording, setRecording] = useState(false);
  const mayManage = useMayManageMoney();
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  if (!data?.unit) return null;
  const { unit, fees, notices, balance } = data;
  return (
    <Card variant="outlined" data-testid="unit-fees">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {s.title}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography>{s.balance}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="unit-balance">
              {balance > 0 ? formatMoney(balance) : s.balanceNone}
            </Typography>
          </Stack>
          {!unit.deletedAt && (
            <Button
              variant="outlined"
              sx={{ alignSelf: 'flex-start', minHeight: 44 }}
              onClick={() => setRecording(true)}
              data-testid="unit-record-payment"
            >
              {record}
            </Button>
          )}
          {recorded && <RecordedAlert recorded={recorded} onClose={() => setRecorded(null)} />}
          {recording && (
            <RecordPaymentDialog
              units={[unit]}
              initial={{ unit, amount: balance > 0 ? balance : null }}
              onClose={() => setRecording(false)}
              onRecorded={setRecorded}
            />
          )}
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {s.notices}
          </Typography>
          {notices.length === 0 && <Typography color="text.secondary">{s.noNotices}</Typography>}
          {notices.slice(0, 6).map((notice) => (
            <Stack
              key={notice.id}
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
            >
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography>{formatMonth(notice.month)}</Typography>
                <Chip size="small" label={notice.number ?? s.draft} />
              </Stack>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{formatMoney(notice.amountDue)}</Typography>
            </Stack>
          ))}
          <UnitChargesSection data={{ ...data, unit }} />
          <PaymentHistory apartmentId={unit.id} />
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {s.fees}
          </Typography>
          {fees.length === 0 && <Typography color="text.secondary">{s.noFees}</Typography>}
          {fees.map((fee) => {
            const charged = !fee.optedOutUnitIds.includes(unit.id);
            return mayManage ? (
              <FormControlLabel
                key={fee.id}
                sx={{ minHeight: 48 }}
                control={
                  <Switch
                    checked={charged}
                    onChange={(e) => void setUnitFee(fee, unit, e.target.checked)}
                    slotProps={{ input: { 'aria-label': s.feeOn(fee.name) } }}
                  />
                }
                label={fee.name}
              />
            ) : (
              <Stack
                key={fee.id}
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
              >
                <Typography>{fee.name}</Typography>
                <Chip
                  size="small"
                  variant={charged ? 'filled' : 'outlined'}
                  label={charged ? s.feeCharged : s.feeNotCharged}
                />
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
