import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ColumnPage } from '../../../ui/column-page';
import { formatMoney, formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useResidentFees } from '../queries';
import { feeStrings } from '../strings';
import { PaymentHistory } from '../payments/payment-history';
import { NoticeView } from './notice-view';

/**
 * A resident's "Phí & hóa đơn": the latest notice of the unit they live in, with its breakdown
 * and whether it is paid, what the household has paid, and the months before, each opened in its place; offline too, from what the device holds.
 * With two homes, they pick the unit.
 */
export function FeesPage() {
  const s = useStrings(feeStrings).page;
  const fees = useResidentFees();
  // The home's "Xem và thanh toán" names the unit (`?unit=`): with two homes, the one owing.
  const [params] = useSearchParams();
  const [chosenUnit, setChosenUnit] = useState<string | null>(params.get('unit'));
  const [chosenNotice, setChosenNotice] = useState<string | null>(null);
  if (fees === undefined) return null;
  const chosen = fees.homes.find((home) => home.id === chosenUnit);
  const unitId = chosen?.id ?? fees.homes[0]?.id ?? null;
  const notices = (unitId && fees.noticesOf.get(unitId)) || [];
  const shown = notices.find((n) => n.id === chosenNotice) ?? notices[0];
  return (
    <ColumnPage title={s.title} subtitle={s.subtitle}>
      {fees.homes.length === 0 && <Typography>{s.noHome}</Typography>}
      {fees.homes.length > 1 && (
        <TextField
          select
          label={s.unit}
          value={unitId ?? ''}
          onChange={(e) => {
            setChosenUnit(e.target.value);
            setChosenNotice(null);
          }}
        >
          {fees.homes.map((home) => (
            <MenuItem key={home.id} value={home.id} sx={{ minHeight: 48 }}>
              {home.unitNumber}
            </MenuItem>
          ))}
        </TextField>
      )}
      {unitId && !shown && <Typography color="text.secondary">{s.noNotice}</Typography>}
      {shown && <NoticeView invoice={shown} />}
      {unitId && <PaymentHistory apartmentId={unitId} />}
      {notices.length > 1 && (
        <Card variant="outlined" data-testid="notice-history">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {s.history}
            </Typography>
            <Stack spacing={1}>
              {notices.map((notice) => (
                <Stack
                  key={notice.id}
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                >
                  <Typography>{formatMonth(notice.month)}</Typography>
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(notice.amountDue)}
                    </Typography>
                    <Button
                      sx={{ minHeight: 48 }}
                      disabled={notice.id === shown?.id}
                      aria-label={s.showMonth(formatMonth(notice.month))}
                      onClick={() => setChosenNotice(notice.id)}
                    >
                      {s.show}
                    </Button>
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
    </ColumnPage>
  );
}
