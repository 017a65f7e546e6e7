import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { CSSObject, Theme } from '@mui/material/styles';
import { type Resident, fullName } from '@chungcu/contracts';
import { memo, useEffect, useRef } from 'react';
import type { RowState } from '../../../data';
import { RowStateMark } from '../../../ui/row-state-mark';
import { type StringsOf, enumStrings } from '../../../lib/i18n';
import type { residentStrings } from '../strings';
import { StatusBadge } from './status-badge';

export interface ResidentRowProps {
  /** The screen's strings, read once by the table (not one subscription per row). */
  strings: StringsOf<typeof residentStrings>;
  resident: Resident;
  units: readonly (string | null)[];
  highlighted: boolean;
  /** Whether its change is on this device only, or was refused (undefined: as the server has it). */
  saveState?: RowState;
  onEdit(resident: Resident): void;
  onDelete(resident: Resident): void;
}

// Made once: React skips an element it rendered before, so a row's update never redraws them.
const editIcon = <EditIcon />;
const deleteIcon = <DeleteIcon />;

/** 'Unit {n}' per current assignment, N/A when its apartment is not in the mirror. */
function ApartmentCell({
  units,
  s,
}: {
  units: readonly (string | null)[];
  s: StringsOf<typeof residentStrings>;
}) {
  if (units.length === 0) return <span className="rr-muted">{s.notAssigned}</span>;
  return units.map((unit, i) => (
    <div key={`${unit ?? ''}-${i}`}>{unit ? s.unit(unit) : s.unknownApartment}</div>
  ));
}

/**
 * One resident, drawn with plain table elements styled by class from the table (`rowStyles`),
 * not MUI's TableRow, TableCell and IconButton: a keystroke re-renders a page of 50 rows, and
 * with a dozen styled components each that alone took ~90 ms at 10,000 residents (the search
 * target is 50 ms). Memoised so a save repaints only the rows whose data changed.
 */
export const ResidentRow = memo(function ResidentRow({
  strings: s,
  resident,
  units,
  highlighted,
  saveState,
  onEdit,
  onDelete,
}: ResidentRowProps) {
  const name = fullName(resident);
  const gender = enumStrings.get().genders[resident.gender];
  const ref = useRef<HTMLTableRowElement>(null);
  // A row just saved is brought into view once, when it becomes the highlighted one.
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);
  return (
    <tr
      ref={ref}
      className={highlighted ? 'rr-row rr-selected' : 'rr-row'}
      data-testid="resident-row"
      data-id={resident.id}
      data-state={saveState?.status ?? 'saved'}
    >
      <td className="rr-name">
        <div className="rr-strong">
          {name}
          <RowStateMark state={saveState} />
        </div>
        {resident.occupation && <div className="rr-muted rr-small">{resident.occupation}</div>}
        {/* Where Contact and Gender have no column: what tells two namesakes apart. */}
        <div className="rr-narrow-only rr-small rr-break">{resident.email}</div>
        <div className="rr-narrow-only rr-muted rr-small">
          <span>{resident.phone}</span> · <span>{gender}</span>
        </div>
      </td>
      <td className="rr-mono rr-col-id">{resident.idCardNumber}</td>
      <td className="rr-wide rr-col-contact">
        <div className="rr-small rr-break">{resident.email}</div>
        <div className="rr-muted rr-small rr-nowrap">{resident.phone}</div>
      </td>
      <td className="rr-col-apartment">
        <ApartmentCell units={units} s={s} />
      </td>
      <td className="rr-wide">{gender}</td>
      <td className="rr-col-status">
        <StatusBadge
          status={resident.status}
          label={enumStrings.get().residentStatuses[resident.status]}
        />
      </td>
      <td className="rr-actions">
        <button
          type="button"
          className="rr-icon-button"
          aria-label={s.editAction(name)}
          onClick={() => onEdit(resident)}
        >
          {editIcon}
        </button>
        {/* Delete sits apart from edit: a slip of the finger must not land on it. */}
        <button
          type="button"
          className="rr-icon-button rr-danger"
          aria-label={s.deleteAction(name)}
          onClick={() => onDelete(resident)}
        >
          {deleteIcon}
        </button>
      </td>
    </tr>
  );
});

/**
 * The width of the table's box from which Contact and Gender have columns: all seven columns
 * and the two 44 px buttons fit in it (long emails wrap), measured on the demo data. Queried on
 * the table's own box, not the screen: the drawer, the rail or no navigation beside it changes
 * what is left.
 */
export const ALL_COLUMNS_FROM_PX = 800;
const allColumns = `@container residents (min-width: ${ALL_COLUMNS_FROM_PX}px)`;

/**
 * The rows' styles, applied once on the table: MUI's small body cell, hover and selected row, and
 * round icon buttons with a 44 px touch target. Where the table's box is narrower than
 * `ALL_COLUMNS_FROM_PX`, Contact and Gender leave their columns and show under the name; on
 * phones (below sm) each row becomes a card: name and actions on top, ID card, unit and status
 * beneath, no header row.
 */
export const rowStyles = (theme: Theme): CSSObject => {
  const { palette } = theme;
  const hoverOpacity = palette.action.hoverOpacity;
  return {
    '& .rr-row': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '& .rr-row:hover': { backgroundColor: palette.action.hover },
    '& .rr-row.rr-selected': {
      backgroundColor: theme.alpha(palette.primary.main, palette.action.selectedOpacity),
    },
    '& .rr-row.rr-selected:hover': {
      backgroundColor: theme.alpha(
        palette.primary.main,
        palette.action.selectedOpacity + hoverOpacity,
      ),
    },
    '& .rr-row > td': {
      ...theme.typography.body2,
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 8px',
      color: palette.text.primary,
      borderBottom: `1px solid ${theme.lighten(theme.alpha(palette.divider, 1), 0.88)}`,
    },
    // Strings, not numbers: sx reads a number as theme spacing.
    '& .rr-row > td:first-of-type, & thead th:first-of-type': { paddingLeft: '16px' },
    '& .rr-row > td:last-of-type, & thead th:last-of-type': { paddingRight: '16px' },
    '& thead th': { paddingLeft: '8px', paddingRight: '8px' },
    '& .rr-name': { minWidth: { sm: 140 } },
    '& .rr-col-contact': { minWidth: 150, maxWidth: 240 },
    // An email is one long word: it may break anywhere rather than push the buttons away.
    '& .rr-break': { overflowWrap: 'anywhere' },
    '& .rr-nowrap, & .rr-col-id': { whiteSpace: 'nowrap' },
    // As specific as the cell rule above and the phone layout below, so it wins over both.
    '& .rr-wide, & .rr-row > td.rr-wide': { display: 'none' },
    [allColumns]: {
      '& .rr-wide, & .rr-row > td.rr-wide': { display: 'table-cell' },
      '& .rr-narrow-only': { display: 'none' },
    },
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
      '& tbody td, & .rr-row > td': { display: 'block', border: 0, py: 0.25, px: 2 },
      '& tbody td.rr-name': { gridColumn: 1, gridRow: 1, pt: 1 },
      '& tbody td.rr-actions': { gridColumn: 2, gridRow: '1 / span 4', alignSelf: 'start' },
      '& tbody td.rr-col-id, & tbody td.rr-col-apartment, & tbody td.rr-col-status': {
        gridColumn: 1,
      },
      '& tbody td[colspan]': { gridColumn: '1 / -1' },
    },
    '& .rr-actions, & .rr-row > td.rr-actions': { whiteSpace: 'nowrap', textAlign: 'right' },
    '& .rr-icon-button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      verticalAlign: 'middle',
      width: 44,
      height: 44,
      padding: 0,
      margin: 0,
      border: 0,
      borderRadius: '50%',
      fontSize: theme.typography.pxToRem(24),
      backgroundColor: 'transparent',
      color: palette.action.active,
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': { backgroundColor: theme.alpha(palette.action.active, hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    },
    '& .rr-icon-button.rr-danger': { color: palette.error.main, marginLeft: '12px' },
    '& .rr-icon-button.rr-danger:hover': {
      backgroundColor: theme.alpha(palette.error.main, hoverOpacity),
    },
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
  };
};
