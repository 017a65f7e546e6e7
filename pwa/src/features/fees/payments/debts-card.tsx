import {
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { UnitAgeing } from '@chungcu/mutations';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { AppLink } from '../../../ui/app-link';
import { ExportButton } from '../../../ui/export-button';
import { useSheetExport } from '../../../ui/use-sheet-export';
import { useDebts } from './debts';
import { debtSheets } from './debts-export';
import { paymentStrings } from './strings';

/** How many units the card lists, those owing most first (the export has them all). */
const TOP_UNITS = 10;

const AGES = ['upTo30', 'upTo60', 'upTo90', 'over90'] as const;

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
  const row = (key: string, label: string, ageing: UnitAgeing, strong = false) => (
    <TableRow key={key} data-testid={`debts-${key}`}>
      <TableCell component="th" scope="row" sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 700 }}>
        {formatMoney(ageing.owed)}
      </TableCell>
      {AGES.map((age) => (
        <TableCell key={age} align="right">
          {formatMoney(ageing[age])}
        </TableCell>
      ))}
    </TableRow>
  );
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
            {/* Wider than a phone: it scrolls (each figure on one line, not broken over three),
                so it takes the keyboard's focus to scroll by. The total comes first, beside its
                scope, so a phone shows what is owed before the ages that make it up. */}
            <Table
              size="small"
              sx={{ overflowX: 'auto', display: 'block', '& th, & td': { whiteSpace: 'nowrap' } }}
              tabIndex={0}
              aria-label={s.title}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{s.scope}</TableCell>
                  <TableCell align="right">{s.total}</TableCell>
                  {AGES.map((age) => (
                    <TableCell key={age} align="right">
                      {s[age]}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {row('complex', s.complex, debts.complex, true)}
                {debts.blocks.map((b) => row(`block-${b.block}`, s.blockName(b.block), b.ageing))}
              </TableBody>
            </Table>
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
