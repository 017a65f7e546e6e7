import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { IconButton, TableCell, TableRow } from '@mui/material';
import { type Resident, fullName, genders } from '@chungcu/contracts';
import { memo, useEffect, useRef } from 'react';
import type { RowState } from '../../../data';
import { RowStateMark } from '../../../ui/row-state-mark';
import { residentStrings as s } from '../strings';
import { StatusBadge } from './status-badge';

export interface ResidentRowProps {
  resident: Resident;
  units: readonly (string | null)[];
  highlighted: boolean;
  /** Whether its change is on this device only, or was refused (undefined: as the server has it). */
  saveState?: RowState;
  onEdit(resident: Resident): void;
  onDelete(resident: Resident): void;
}

/** 'Unit {n}' per current assignment, N/A when its apartment is not in the mirror. */
function ApartmentCell({ units }: { units: readonly (string | null)[] }) {
  if (units.length === 0) return <span className="rr-muted">{s.notAssigned}</span>;
  return units.map((unit, i) => (
    <div key={`${unit ?? ''}-${i}`}>{unit ? s.unit(unit) : s.unknownApartment}</div>
  ));
}

/**
 * One resident. Cells hold plain elements styled by class from the table (`rowStyles`), not MUI
 * Typography: a keystroke re-renders up to a page of rows and must paint within 50 ms at 10,000
 * residents. Memoised so a save repaints only the rows whose data changed.
 */
export const ResidentRow = memo(function ResidentRow({
  resident,
  units,
  highlighted,
  saveState,
  onEdit,
  onDelete,
}: ResidentRowProps) {
  const name = fullName(resident);
  const ref = useRef<HTMLTableRowElement>(null);
  // A row just saved is brought into view once, when it becomes the highlighted one.
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);
  return (
    <TableRow
      ref={ref}
      hover
      selected={highlighted}
      data-testid="resident-row"
      data-id={resident.id}
      data-state={saveState?.status ?? 'saved'}
    >
      <TableCell className="rr-name">
        <div className="rr-strong">
          {name}
          <RowStateMark state={saveState} />
        </div>
        {resident.occupation && <div className="rr-muted rr-small">{resident.occupation}</div>}
        <div className="rr-narrow-only rr-muted rr-small">{resident.phone}</div>
      </TableCell>
      <TableCell className="rr-mono rr-col-id">{resident.idCardNumber}</TableCell>
      <TableCell className="rr-wide">
        <div className="rr-small">{resident.email}</div>
        <div className="rr-muted rr-small">{resident.phone}</div>
      </TableCell>
      <TableCell className="rr-col-apartment">
        <ApartmentCell units={units} />
      </TableCell>
      <TableCell className="rr-wide">{genders.labels[resident.gender]}</TableCell>
      <TableCell className="rr-col-status">
        <StatusBadge status={resident.status} />
      </TableCell>
      <TableCell align="right" className="rr-actions">
        <IconButton aria-label={s.editAction(name)} onClick={() => onEdit(resident)}>
          <EditIcon />
        </IconButton>
        {/* Delete sits apart from edit: a slip of the finger must not land on it. */}
        <IconButton
          sx={{ ml: 1.5 }}
          aria-label={s.deleteAction(name)}
          onClick={() => onDelete(resident)}
          color="error"
        >
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});

/**
 * The row classes' styles, applied once on the table. Below tablet-landscape width (lg) contact
 * and gender leave (the phone moves under the name); on phones (below sm) each row becomes a
 * card: name and actions on top, ID card, unit and status beneath, no header row.
 */
export const rowStyles = {
  '& .rr-name': { minWidth: { sm: 160 } },
  '& .rr-wide': { display: { xs: 'none', lg: 'table-cell' } },
  '& .rr-narrow-only': { display: { lg: 'none' } },
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tbody, & tbody tr': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: 1,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': { display: 'block', border: 0, py: 0.25, px: 2 },
    '& tbody td.rr-name': { gridColumn: 1, gridRow: 1, pt: 1 },
    '& tbody td.rr-actions': { gridColumn: 2, gridRow: '1 / span 4', alignSelf: 'start' },
    '& tbody td.rr-col-id, & tbody td.rr-col-apartment, & tbody td.rr-col-status': {
      gridColumn: 1,
    },
    '& tbody td[colspan]': { gridColumn: '1 / -1' },
  },
  '& .rr-actions': { whiteSpace: 'nowrap' },
  '& .rr-strong': { fontWeight: 600 },
  '& .rr-small': { fontSize: '0.875rem' },
  '& .rr-muted': { color: 'text.secondary' },
  '& .rr-mono': { fontFamily: 'monospace', fontSize: '0.875rem' },
  '& .rr-badge': {
    display: 'inline-block',
    px: 1.25,
    py: 0.25,
    borderRadius: 999,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1.6,
  },
  '& .rr-badge-default': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '& .rr-badge-secondary': { bgcolor: 'grey.200', color: 'text.primary' },
  '& .rr-badge-destructive': { bgcolor: 'error.main', color: 'error.contrastText' },
} as const;
