import DeleteIcon from '@mui/icons-material/PersonRemove';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type HouseholdRelation, fullName, householdRelations } from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { rowKey, useRowStates } from '../../../data';
import { RowStateMark } from '../../../ui/row-state-mark';
import { formatDate } from '../../../lib/format';
import { apartmentStrings } from '../strings';
import type { AssignmentView } from '../views';
import { ResidentAvatar } from './resident-avatar';

interface Props {
  current: AssignmentView[];
  /** Without actions the card only lists (the unit page links to the assign screen). */
  onMakePrimary?(view: AssignmentView): void;
  onRemove?(view: AssignmentView): void;
  /** How they relate to the head (`head` makes them primary); without it the relation is shown. */
  onSetRelation?(view: AssignmentView, relation: HouseholdRelation | null): void;
}

/** The relation, as a choice for staff or a label. */
function RelationField({
  view,
  name,
  onSetRelation,
}: {
  view: AssignmentView;
  name: string;
  onSetRelation?: Props['onSetRelation'];
}) {
  const s = useStrings(apartmentStrings).current;
  const { relations } = useStrings(enumStrings);
  const relation = view.assignment.relation ?? null;
  if (!onSetRelation) {
    return <span>{relation ? relations[relation] : s.noRelation}</span>;
  }
  return (
    <TextField
      select
      size="small"
      variant="standard"
      sx={{ minWidth: 160, '& .MuiInputBase-root': { minHeight: 48 } }}
      value={relation ?? ''}
      onChange={(e) => onSetRelation(view, (e.target.value || null) as HouseholdRelation | null)}
      slotProps={{ htmlInput: { 'aria-label': s.relation(name), 'data-testid': 'relation' } }}
    >
      <MenuItem value="" sx={{ minHeight: 48 }}>
        {s.noRelation}
      </MenuItem>
      {householdRelations.values.map((r) => (
        <MenuItem key={r} value={r} sx={{ minHeight: 48 }}>
          {relations[r]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** 'Current Residents (n)': who lives in the unit now, the primary first. */
export function CurrentResidentsCard({ current, onMakePrimary, onRemove, onSetRelation }: Props) {
  // A move-in made on this device only, or one the server refused, is marked on its line.
  const states = useRowStates();
  const s = useStrings(apartmentStrings).current;
  return (
    <Card variant="outlined" data-testid="current-residents">
      <CardHeader
        title={s.title(current.length)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {current.length === 0 ? (
          <Typography color="text.secondary">{s.empty}</Typography>
        ) : (
          <List dense>
            {current.map((view) => {
              const name = view.resident ? fullName(view.resident) : '';
              const day = formatDate(view.assignment.moveInDate);
              return (
                <ListItem
                  key={view.assignment.id}
                  data-testid="current-resident"
                  secondaryAction={
                    onRemove &&
                    onMakePrimary && (
                      <Stack direction="row">
                        {!view.assignment.isPrimary && (
                          <Tooltip title={s.makePrimary}>
                            <IconButton
                              aria-label={s.makePrimary}
                              onClick={() => onMakePrimary(view)}
                            >
                              <StarBorderIcon />
                            </IconButton>
                          </Tooltip>
                        )}
                        <IconButton
                          aria-label={s.remove(name)}
                          color="error"
                          onClick={() => onRemove(view)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Stack>
                    )
                  }
                >
                  <ListItemAvatar>
                    {view.resident && <ResidentAvatar person={view.resident} />}
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center' }}
                        component="span"
                      >
                        <span>{name}</span>
                        {view.assignment.isPrimary && (
                          <Chip size="small" color="primary" label={s.primary} />
                        )}
                        <RowStateMark
                          state={states.get(rowKey('assignments', view.assignment.id))}
                        />
                      </Stack>
                    }
                    secondary={
                      <Stack component="span" spacing={0.5}>
                        <span>{day ? s.movedIn(day) : s.noDate}</span>
                        <RelationField view={view} name={name} onSetRelation={onSetRelation} />
                      </Stack>
                    }
                    slotProps={{ secondary: { component: 'span' } }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
