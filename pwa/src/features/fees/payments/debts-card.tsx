import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { AppLink } from '../../../ui/app-link';
import { ExportButton } from '../../../ui/export-button';
import { useSheetExport } from '../../../ui/use-sheet-export';
import { DebtsAgeing } from './debts-ageing';
import { useDebts } from './debts';
import { debtSheets } from './debts-export';
import { paymentStrings } from './strings';

/** How many units the card lists, those owing most first (the export has them all). */
const TOP_UNITS = 10;

/**
 * "Công nợ" of the complex worked in, offline from the mirror: what its units owe by days past
 * the due date, for the complex and each block, the units owing most (each opening its unit's
 * page), and the accountant's Excel of every unit owing.
 */
export function DebtsCard({ complexId }: { complexId: string }) {
  const s = useStrings(paymentStrings).debts;
  const debts = useDebts(complexId);
  const exporter = useSheetExport({ title: s.failedTitle, description: s.failed });
  if (!debts) return null;
  return (
    <Card variant="outlined" data-testid="payments-debts">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {s.title}
          </Typography>
          {debts.units.length > 0 && (
            <ExportButton
              label={s.export}
              busy={exporter.busy}
              onClick={() => void exporter.run(s.fileStem, () => debtSheets(debts.units))}
            />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {s.hint}
        </Typography>
        {debts.units.length === 0 ? (
          <Typography color="text.secondary">{s.none}</Typography>
        ) : (
          <>
            <DebtsAgeing
              scopes={[
                { key: 'complex', label: s.complex, ageing: debts.complex },
                ...debts.blocks.map((b) => ({
                  key: `block-${b.block}`,
                  label: s.blockName(b.block),
                  ageing: b.ageing,
                })),
              ]}
            />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {s.topUnits}
            </Typography>
            <Stack component="ol" spacing={0.5} sx={{ pl: 3, my: 0 }}>
              {debts.units.slice(0, TOP_UNITS).map((debt) => (
                <li key={debt.id}>
                  <Link component={AppLink} to={`/apartments/${debt.id}`} data-testid="debt-unit">
                    {s.unitOwes(debt.unitNumber, formatMoney(debt.ageing.owed))}
                  </Link>
                  {debt.primaryName && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${debt.primaryName}`}
                    </Typography>
                  )}
                </li>
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
