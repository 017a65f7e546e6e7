import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { tierBases } from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import type { TariffForm } from '../fee-form';
import { feeStrings } from '../strings';

/**
 * A metered fee's tariffs, each from its own date: how its tiers count (per household or per
 * registered person) and the tiers, each from a quantity at a price. A new tariff starts as a copy
 * of the last, as a price change usually moves some prices, not the tiers.
 */
export function TariffEditor({
  tariffs,
  onChange,
}: {
  tariffs: TariffForm[];
  onChange: (tariffs: TariffForm[]) => void;
}) {
  const s = useStrings(feeStrings).feeTypes;
  const bases = useStrings(enumStrings).tierBases;
  const set = (index: number, tariff: TariffForm) =>
    onChange(tariffs.map((t, i) => (i === index ? tariff : t)));
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {s.tariffs}
      </Typography>
      {tariffs.map((tariff, index) => (
        <Box
          key={index}
          data-testid="tariff"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack spacing={1.5}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <TextField
                type="date"
                label={s.effectiveFrom}
                value={tariff.effectiveFrom}
                onChange={(e) => set(index, { ...tariff, effectiveFrom: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: '1 1 160px' }}
              />
              <TextField
                select
                label={s.tierBasis}
                value={tariff.basis}
                onChange={(e) =>
                  set(index, { ...tariff, basis: e.target.value as TariffForm['basis'] })
                }
                sx={{ flex: '1 1 160px' }}
              >
                {tierBases.values.map((basis) => (
                  <MenuItem key={basis} value={basis} sx={{ minHeight: 48 }}>
                    {bases[basis]}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {tariff.tiers.map((tier, t) => (
              <Stack key={t} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <TextField
                  label={s.tierFrom(t + 1)}
                  value={tier.from}
                  onChange={(e) => {
                    const tiers = tariff.tiers.map((x, i) =>
                      i === t ? { ...x, from: e.target.value } : x,
                    );
                    set(index, { ...tariff, tiers });
                  }}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'tier-from' } }}
                  sx={{ flex: 1 }}
                />
                <TextField
                  label={s.tierPrice(t + 1)}
                  value={tier.price}
                  onChange={(e) => {
                    const tiers = tariff.tiers.map((x, i) =>
                      i === t ? { ...x, price: e.target.value } : x,
                    );
                    set(index, { ...tariff, tiers });
                  }}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'tier-price' } }}
                  sx={{ flex: 1 }}
                />
                <IconButton
                  aria-label={s.removeTier(t + 1)}
                  disabled={tariff.tiers.length === 1}
                  onClick={() =>
                    set(index, { ...tariff, tiers: tariff.tiers.filter((_, i) => i !== t) })
                  }
                  sx={{ width: 48, height: 48 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                startIcon={<AddIcon />}
                sx={{ minHeight: 48 }}
                onClick={() =>
                  set(index, { ...tariff, tiers: [...tariff.tiers, { from: '', price: '' }] })
                }
                data-testid="add-tier"
              >
                {s.addTier}
              </Button>
              {tariffs.length > 1 && (
                <Button
                  color="error"
                  sx={{ minHeight: 48 }}
                  onClick={() => onChange(tariffs.filter((_, i) => i !== index))}
                >
                  {s.removeTariff}
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
      ))}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
        onClick={() => {
          const last = tariffs[tariffs.length - 1];
          if (last) onChange([...tariffs, { ...last, effectiveFrom: '' }]);
        }}
      >
        {s.addTariff}
      </Button>
    </Stack>
  );
}
