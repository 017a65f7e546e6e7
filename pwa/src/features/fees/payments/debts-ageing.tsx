import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { UnitAgeing } from '@chungcu/mutations';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { paymentStrings } from './strings';

const AGES = ['upTo30', 'upTo60', 'upTo90', 'over90'] as const;

/** One line of the ageing: the complex's or a block's. */
export interface AgeingScope {
  key: string;
  label: string;
  ageing: UnitAgeing;
}

/**
 * What the complex and each block owe by days past due. A table where it fits; on a phone, where
 * six figures side by side would scroll sideways, each scope is a block of its own: its total
 * beside its name, the four ages beneath, two by two, each figure under its age. Every figure
 * carries `data-figure`, the total first, in the same order either way.
 */
export function DebtsAgeing({ scopes }: { scopes: readonly AgeingScope[] }) {
  const s = useStrings(paymentStrings).debts;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) {
    return (
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {scopes.map(({ key, label, ageing }, i) => (
          <li key={key} data-testid={`debts-${key}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: i === 0 ? 700 : 500 }}>{label}</Typography>
              <Typography sx={{ fontWeight: 700 }} data-figure>
                {formatMoney(ageing.owed)}
              </Typography>
            </Stack>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: '1fr 1fr',
                gap: 0.5,
                columnGap: 2,
                m: 0,
                mt: 0.5,
              }}
            >
              {AGES.map((age) => (
                <Box key={age}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {s[age]}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }} data-figure>
                    {formatMoney(ageing[age])}
                  </Typography>
                </Box>
              ))}
            </Box>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    // Wider than the card on a small tablet: it scrolls (each figure on one line), so it takes
    // the keyboard's focus to scroll by. The total comes first, beside its scope.
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
        {scopes.map(({ key, label, ageing }, i) => (
          <TableRow key={key} data-testid={`debts-${key}`}>
            <TableCell component="th" scope="row" sx={{ fontWeight: i === 0 ? 700 : undefined }}>
              {label}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-figure>
              {formatMoney(ageing.owed)}
            </TableCell>
            {AGES.map((age) => (
              <TableCell key={age} align="right" data-figure>
                {formatMoney(ageing[age])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
