import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { formatMoney, formatMonth } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useMayManageMoney } from '../may-manage';
import { removeUnitCharge } from '../mutations';
import type { UnitFees } from '../queries';
import { feeStrings } from '../strings';
import { UnitChargeDialog } from './unit-charge-dialog';

/**
 * The unit's own items by month (one-offs, adjustments, credit notes): each with its fee, amount
 * (a credit's taken off), the notice it corrects, and a remove button until its notice is issued;
 * removing asks first, as every change to money does.
 */
export function UnitChargesSection({
  data,
}: {
  data: UnitFees & { unit: NonNullable<UnitFees['unit']> };
}) {
  const s = useStrings(feeStrings).unitCharges;
  const kinds = useStrings(enumStrings).unitChargeKinds;
  const [adding, setAdding] = useState(false);
  const mayManage = useMayManageMoney();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<UnitFees['charges'][number] | null>(null);
  const feeName = new Map(data.fees.map((f) => [f.id, f.name]));
  const remove = async (item: UnitFees['charges'][number]) => {
    setError(null);
    try {
      await removeUnitCharge(
        item.charge,
        data.unit.unitNumber,
        data.periodOf.get(item.charge.month),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Stack spacing={1} data-testid="unit-charges">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {s.title}
        </Typography>
        {mayManage && (
          <Button
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            sx={{ minHeight: 44 }}
            data-testid="unit-charge-add"
          >
            {s.add}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {s.hint}
      </Typography>
      {data.charges.length === 0 && <Typography color="text.secondary">{s.none}</Typography>}
      {data.charges.map((item) => {
        const { charge } = item;
        const money = formatMoney(charge.amount);
        return (
          <Stack
            key={charge.id}
            direction="row"
            sx={{ alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
            data-testid="unit-charge"
          >
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{charge.name}</Typography>
              <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary">
                  {`${formatMonth(charge.month)} · ${feeName.get(charge.feeTypeId) ?? ''}`}
                </Typography>
                <Chip size="small" label={kinds[charge.kind]} />
                {item.corrects && <Chip size="small" label={s.correcting(item.corrects)} />}
                {item.frozen && <Chip size="small" variant="outlined" label={s.frozen} />}
              </Stack>
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
              <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {charge.kind === 'credit' ? s.creditAmount(money) : money}
              </Typography>
              {mayManage && !item.frozen && (
                <IconButton
                  aria-label={s.remove(charge.name)}
                  onClick={() => setRemoving(item)}
                  sx={{ width: 44, height: 44 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
          </Stack>
        );
      })}
      {error && <Alert severity="error">{error}</Alert>}
      {removing && (
        <ConfirmDialog
          title={s.confirmRemove.title(removing.charge.name)}
          text={s.confirmRemove.text(
            formatMoney(removing.charge.amount),
            formatMonth(removing.charge.month),
            data.unit.unitNumber,
          )}
          confirmLabel={s.confirmRemove.confirm}
          cancelLabel={s.cancel}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
          testId="confirm-remove-unit-charge"
        />
      )}
      {adding && <UnitChargeDialog data={data} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
