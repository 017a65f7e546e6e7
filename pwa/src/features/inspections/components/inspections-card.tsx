import AssignmentIcon from '@mui/icons-material/Assignment';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useWorkingComplex } from '../../../data';
import { ScopeChip } from '../../../ui/scope-field';
import { useToast } from '../../../ui/toast';
import { formatWhen } from '../format';
import { startInspection } from '../mutations';
import { useInspectionTemplates, useUnitInspections } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { inspectionStrings } from '../strings';

/**
 * Choosing a checklist (shared, or of the unit's complex, with a chip saying which) starts the
 * inspection at once (offline too) and opens it.
 */
function StartDialog({
  apartmentId,
  open,
  onClose,
}: {
  apartmentId: string;
  open: boolean;
  onClose: () => void;
}) {
  const s = useStrings(inspectionStrings);
  const templates = useInspectionTemplates(apartmentId);
  const { complexes } = useWorkingComplex();
  const navigate = useNavigate();
  const toast = useToast();
  const start = (templateId: string) =>
    startInspection(apartmentId, templateId).then(
      (id) => navigate(`/inspections/${id}`),
      (error: unknown) =>
        toast({
          title: s.toast.errorTitle,
          description: error instanceof Error ? error.message : String(error),
          variant: 'destructive',
        }),
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{s.start.title}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" gutterBottom>
          {s.start.template}
        </Typography>
        {templates?.length === 0 && <Typography>{s.start.noTemplates}</Typography>}
        <Stack spacing={1}>
          {templates?.map((t) => (
            <Button
              key={t.id}
              variant="outlined"
              size="large"
              data-testid="start-template"
              sx={{ minHeight: 56, justifyContent: 'flex-start' }}
              onClick={() => void start(t.id)}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}
              >
                <span>{s.start.label(t.name, t.items.length)}</span>
                <ScopeChip complexId={t.complexId} complexes={complexes} />
              </Stack>
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {s.start.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The unit page's card: its inspections, newest first, and starting a new one. */
export function InspectionsCard({ apartmentId }: { apartmentId: string }) {
  const s = useStrings(inspectionStrings);
  const list = useUnitInspections(apartmentId);
  const [choosing, setChoosing] = useState(false);
  return (
    <Card variant="outlined" data-testid="unit-inspections">
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {s.card.title}
          </Typography>
          <Button
            variant="contained"
            startIcon={<AssignmentIcon />}
            sx={{ minHeight: 48 }}
            onClick={() => setChoosing(true)}
            data-testid="start-inspection"
          >
            {s.card.start}
          </Button>
        </Stack>
        {list?.length === 0 && <Typography color="text.secondary">{s.card.empty}</Typography>}
        <List disablePadding component="div">
          {list?.map(({ inspection, templateName, answered, total }) => (
            <ListItemButton
              key={inspection.id}
              component={RouterLink}
              to={`/inspections/${inspection.id}`}
              data-testid="inspection-link"
              sx={{ minHeight: 56, borderRadius: 1 }}
            >
              <ListItemText
                primary={templateName}
                secondary={`${formatWhen(inspection.startedAt)} · ${s.card.progress(answered, total)}`}
              />
              <Chip
                size="small"
                color={inspection.completedAt ? 'success' : 'warning'}
                label={inspection.completedAt ? s.card.completed : s.card.inProgress}
              />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
      <StartDialog apartmentId={apartmentId} open={choosing} onClose={() => setChoosing(false)} />
    </Card>
  );
}
