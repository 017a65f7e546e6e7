import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { type FeeType, vehicleKinds } from '@chungcu/contracts';
import { useState } from 'react';
import { ColumnPage } from '../../../ui/column-page';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useWorkingComplex } from '../../../data';
import { formatDate, formatMoney } from '../../../lib/format';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { removeFeeType } from '../mutations';
import { useFeeTypes } from '../queries';
import { feeStrings } from '../strings';
import { BankAccountsSection } from './bank-accounts-section';
import { BankNotificationsSection } from './bank-notifications-section';
import { FeeTypeDialog } from './fee-type-dialog';
import { ChooseComplex } from '../../../ui/choose-complex';

/** What a fee charges, in one line: its price, its vehicles' prices, or its latest tariff. */
function useSummary() {
  const s = useStrings(feeStrings).feeTypes;
  const names = useStrings(enumStrings);
  return (fee: FeeType): string => {
    switch (fee.basis) {
      case 'perArea':
        return s.perArea(formatMoney(fee.unitPrice ?? 0));
      case 'perUnit':
        return s.perUnit(formatMoney(fee.unitPrice ?? 0));
      case 'perVehicle':
        return vehicleKinds.values
          .filter((kind) => fee.vehiclePrices[kind] !== undefined)
          .map((kind) => `${names.vehicleKinds[kind]} ${formatMoney(fee.vehiclePrices[kind] ?? 0)}`)
          .join(' · ');
      case 'metered': {
        const latest = [...fee.tariffs].sort((a, b) =>
          b.effectiveFrom.localeCompare(a.effectiveFrom),
        )[0];
        return latest
          ? s.tariffSummary(formatDate(latest.effectiveFrom) ?? '', latest.tiers.length)
          : '';
      }
      case 'oneOff':
        return names.feeBases.oneOff;
    }
  };
}

/**
 * The complex's fees and tariffs ("Khoản phí & biểu giá"): each fee with what it charges, made,
 * changed or removed offline too; the month's notices are made from these.
 */
export function FeeTypesPage() {
  const s = useStrings(feeStrings);
  const names = useStrings(enumStrings);
  const { scope, loaded, complexes, choose } = useWorkingComplex();
  const fees = useFeeTypes(scope);
  const summary = useSummary();
  const [editing, setEditing] = useState<FeeType | 'new' | null>(null);
  const [removing, setRemoving] = useState<FeeType | null>(null);
  if (!loaded || fees === undefined) return null;
  const t = s.feeTypes;
  return (
    <ColumnPage title={t.title} subtitle={t.subtitle}>
      {scope === null ? (
        <ChooseComplex
          message={s.billing.chooseComplex}
          complexes={complexes}
          onChoose={(id) => void choose(id)}
        />
      ) : (
        <>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            sx={{ minHeight: 48, alignSelf: 'flex-start' }}
            onClick={() => setEditing('new')}
            data-testid="add-fee-type"
          >
            {t.add}
          </Button>
          {fees.length === 0 && <Typography color="text.secondary">{t.empty}</Typography>}
          {fees.map((fee) => (
            <Card key={fee.id} variant="outlined" data-testid="fee-type">
              <CardContent>
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="h6" component="h2">
                      {fee.name}
                    </Typography>
                    <Typography color="text.secondary">{names.feeBases[fee.basis]}</Typography>
                    <Typography>{summary(fee)}</Typography>
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                      {fee.surcharges.map((x) => (
                        <Chip key={x.name} size="small" label={x.name} />
                      ))}
                      {fee.optedOutUnitIds.length > 0 && (
                        <Chip size="small" label={t.optedOut(fee.optedOutUnitIds.length)} />
                      )}
                    </Stack>
                  </Box>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                    <Button
                      sx={{ minHeight: 48 }}
                      aria-label={t.editNamed(fee.name)}
                      onClick={() => setEditing(fee)}
                    >
                      {t.edit}
                    </Button>
                    <Button
                      color="error"
                      sx={{ minHeight: 48 }}
                      aria-label={t.deleteNamed(fee.name)}
                      onClick={() => setRemoving(fee)}
                    >
                      {t.delete}
                    </Button>
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
          ))}
          <BankAccountsSection complexId={scope} />
          <BankNotificationsSection complexId={scope} />
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={t.confirmDelete.title(removing.name)}
          text={t.confirmDelete.text}
          confirmLabel={t.confirmDelete.confirm}
          cancelLabel={t.cancel}
          onConfirm={() => void removeFeeType(removing)}
          onClose={() => setRemoving(null)}
          testId="confirm-delete-fee-type"
        />
      )}
      {editing && scope && (
        <FeeTypeDialog
          complexId={scope}
          fee={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ColumnPage>
  );
}
