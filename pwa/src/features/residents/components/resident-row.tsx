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
      </TableCell>
      <TableCell className="rr-mono">{resident.idCardNumber}</TableCell>
      <TableCell>
        <div className="rr-small">{resident.email}</div>
        <div className="rr-muted rr-small">{resident.phone}</div>
      </TableCell>
      <TableCell>
        <ApartmentCell units={units} />
      </TableCell>
      <TableCell>{genders.labels[resident.gender]}</TableCell>
      <TableCell>
        <StatusBadge status={resident.status} />
      </TableCell>
      <TableCell align="right" className="rr-actions">
        <IconButton aria-label={s.editAction(name)} onClick={() => onEdit(resident)} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label={s.deleteAction(name)}
          onClick={() => onDelete(resident)}
          size="small"
          color="error"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});

/** The row classes' styles, applied once on the table. */
export const rowStyles = {
  '& .rr-name': { minWidth: 180 },
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
