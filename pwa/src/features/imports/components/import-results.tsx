import {
  Box,
  Chip,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import type { ImportResult, ImportRowStatus } from '@chungcu/contracts';
import { useStrings } from '../../../lib/i18n';
import { importStrings } from '../strings';

const PAGE = 100;
const colour: Record<ImportRowStatus, 'success' | 'info' | 'default' | 'error'> = {
  new: 'success',
  changed: 'info',
  unchanged: 'default',
  error: 'error',
};

/** The header mapping: each column of the file and the field it fills (or ignored). */
export function ImportMapping({ result }: { result: ImportResult }) {
  const s = useStrings(importStrings);
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {s.mappingTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label={s.mappingTitle}>
        {result.mapping.map((column) => (
          <Chip
            key={column.column}
            variant={column.field ? 'filled' : 'outlined'}
            label={`${column.header} → ${column.field ? (s.fields[column.field] ?? column.field) : s.ignored}`}
          />
        ))}
      </Box>
    </Box>
  );
}

/** The counts of each result. */
export function ImportCounts({ result }: { result: ImportResult }) {
  const s = useStrings(importStrings);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(Object.keys(s.counts) as ImportRowStatus[]).map((status) => (
        <Chip
          key={status}
          color={colour[status]}
          data-testid={`import-count-${status}`}
          label={`${s.counts[status]}: ${result.counts[status]}`}
        />
      ))}
    </Box>
  );
}

/**
 * Each row's result, a page of 100 at a time (a sheet may have thousands), errors alone when
 * asked: the line in the file, its key, the result and why.
 */
export function ImportRows({ result }: { result: ImportResult }) {
  const s = useStrings(importStrings);
  const [onlyErrors, setOnlyErrors] = useState(result.counts.error > 0);
  const [page, setPage] = useState(0);
  const rows = useMemo(
    () => (onlyErrors ? result.rows.filter((row) => row.status === 'error') : result.rows),
    [result, onlyErrors],
  );
  const shown = rows.slice(page * PAGE, page * PAGE + PAGE);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2">
          {s.rowsTitle}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={onlyErrors}
              onChange={(event) => {
                setOnlyErrors(event.target.checked);
                setPage(0);
              }}
            />
          }
          label={s.onlyErrors}
        />
      </Box>
      <Table size="small" aria-label={s.rowsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{s.columns.row}</TableCell>
            <TableCell>{s.columns.key}</TableCell>
            <TableCell>{s.columns.status}</TableCell>
            <TableCell>{s.columns.detail}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.row} data-testid="import-row">
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.key}</TableCell>
              <TableCell>
                <Chip size="small" color={colour[row.status]} label={s.counts[row.status]} />
              </TableCell>
              <TableCell>
                {row.error ??
                  (row.fields?.length
                    ? s.changedFields(row.fields.map((f) => s.fields[f] ?? f).join(', '))
                    : '')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={PAGE}
        rowsPerPageOptions={[PAGE]}
        onPageChange={(_event, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) => s.pageOf(from, to, count)}
      />
    </Box>
  );
}
