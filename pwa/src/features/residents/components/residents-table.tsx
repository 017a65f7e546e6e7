import {
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Resident } from '@chungcu/contracts';
import { memo, useMemo } from 'react';
import { rowKey, useRowStates } from '../../../data';
import { type StringsOf, useStrings } from '../../../lib/i18n';
import { ROWS_PER_PAGE_OPTIONS, type ResidentsList } from '../hooks/use-residents-list';
import { residentStrings } from '../strings';
import { ResidentRow, rowStyles } from './resident-row';

type Column = keyof StringsOf<typeof residentStrings>['columns'];

/** Each column's class: `rr-wide` columns show only where the table's box is wide enough (rowStyles). */
const columns: readonly { key: Column; className: string }[] = [
  { key: 'name', className: 'rr-name' },
  { key: 'idCard', className: 'rr-col-id' },
  { key: 'contact', className: 'rr-wide rr-col-contact' },
  { key: 'apartment', className: 'rr-col-apartment' },
  { key: 'gender', className: 'rr-wide' },
  { key: 'status', className: 'rr-col-status' },
];

export interface ResidentsTableProps {
  list: ResidentsList;
  onEdit(resident: Resident): void;
  onDelete(resident: Resident): void;
}

function Message({ children, busy = false }: { children: string; busy?: boolean }) {
  return (
    <TableRow>
      <TableCell colSpan={columns.length + 1}>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', py: 6 }}>
          {busy && <CircularProgress size={20} />}
          <Typography color="text.secondary">{children}</Typography>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

// Made once per language, so the list's renders skip it.
const headOf = (s: StringsOf<typeof residentStrings>) => (
  <TableHead>
    <TableRow>
      {columns.map(({ key, className }) => (
        <TableCell key={key} className={className} sx={{ fontWeight: 600 }}>
          {s.columns[key]}
        </TableCell>
      ))}
      <TableCell align="right" className="rr-actions" sx={{ fontWeight: 600 }}>
        {s.columns.actions}
      </TableCell>
    </TableRow>
  </TableHead>
);

type PaginationProps = Pick<
  ResidentsList,
  'total' | 'page' | 'setPage' | 'rowsPerPage' | 'setRowsPerPage'
>;

/** The pager, re-rendered only when its figures change (not on a save that keeps the count). */
const Pagination = memo(function Pagination({
  total,
  page,
  setPage,
  rowsPerPage,
  setRowsPerPage,
}: PaginationProps) {
  const s = useStrings(residentStrings);
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      onPageChange={(_event, next) => setPage(next)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
      onRowsPerPageChange={(event) => setRowsPerPage(Number(event.target.value))}
      labelRowsPerPage={s.rowsPerPage}
      labelDisplayedRows={s.displayedRows}
    />
  );
});

const tableStyles: SxProps<Theme> = rowStyles;

/** 'Residents (count)': the visible page of the filtered residents, with pagination. */
export function ResidentsTable({ list, onEdit, onDelete }: ResidentsTableProps) {
  // Pending and refused rows are marked (one subscription for the page of rows).
  const states = useRowStates();
  const s = useStrings(residentStrings);
  const head = useMemo(() => headOf(s), [s]);
  return (
    <Card>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2" data-testid="residents-count">
          {s.tableTitle(list.total)}
        </Typography>
      </CardContent>
      {/* The box the columns are chosen by (rowStyles' container query). */}
      <TableContainer sx={{ containerType: 'inline-size', containerName: 'residents' }}>
        <Table size="small" sx={tableStyles}>
          {head}
          <TableBody>
            {list.loading ? (
              <Message busy>{s.loading}</Message>
            ) : list.total === 0 ? (
              <Message>{s.empty}</Message>
            ) : (
              // Keyed by position on purpose: a keystroke then updates 50 rows in place instead of
              // unmounting and re-creating them (rows hold no state of their own).
              list.rows.map((row, position) => (
                <ResidentRow
                  key={position}
                  strings={s}
                  resident={row.resident}
                  units={row.units}
                  highlighted={row.resident.id === list.focusId}
                  saveState={states.get(rowKey('residents', row.resident.id))}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!list.loading && list.total > 0 && (
        <Pagination
          total={list.total}
          page={list.page}
          setPage={list.setPage}
          rowsPerPage={list.rowsPerPage}
          setRowsPerPage={list.setRowsPerPage}
        />
      )}
    </Card>
  );
}
