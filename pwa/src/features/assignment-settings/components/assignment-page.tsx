import CloudOffIcon from '@mui/icons-material/CloudOff';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useToast } from '../../../ui/toast';
import { errorText } from '../api';
import { useAssignmentSettings } from '../hooks/use-assignment-settings';
import { rulesPutOf } from '../logic';
import { useStrings } from '../../../lib/i18n';
import { assignmentStrings } from '../strings';
import { OnDutyCard } from './on-duty-card';
import { RulesCard } from './rules-card';

/**
 * /assignment (the company administrator, a complex's manager): the working complex's automatic
 * assignment, its ordered rules and each block's staff member on duty (rule S28). Read from the
 * device's mirror, so it shows offline; changed online only (the server checks the accounts).
 */
export function AssignmentPage() {
  const s = useStrings(assignmentStrings);
  const settings = useAssignmentSettings();
  const toast = useToast();
  const fail = (error: unknown) => toast({ title: errorText(error), variant: 'destructive' });
  const { complex } = settings;
  const readOnly = !settings.online || settings.assignees.length === 0;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {s.title}
      </Typography>
      {complex && <Typography color="text.secondary">{s.subtitle(complex.name)}</Typography>}
      {complex && settings.complexes.length > 1 && (
        <TextField
          select
          size="small"
          label={s.complex}
          value={complex.id}
          onChange={(e) => settings.choose(e.target.value)}
          sx={{ mt: 2, minWidth: 260 }}
        >
          {settings.complexes.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 760 }}>
        {s.howItWorks}
      </Typography>
      {!complex && <Alert severity="info">{s.noComplex}</Alert>}
      {complex && !settings.online && (
        <Alert
          severity="warning"
          icon={<CloudOffIcon />}
          data-needs-network=""
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={settings.reload} sx={{ minHeight: 44 }}>
              {s.retry}
            </Button>
          }
        >
          <AlertTitle>{s.offline}</AlertTitle>
          {s.offlineHint}
        </Alert>
      )}
      {complex && settings.loadError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={settings.reload} sx={{ minHeight: 44 }}>
              {s.retry}
            </Button>
          }
        >
          {`${s.loadFailed}: ${settings.loadError}`}
        </Alert>
      )}
      {complex && (
        <Stack spacing={3}>
          <RulesCard
            key={complex.id}
            saved={complex.assignmentRules}
            blocks={settings.blocks}
            categories={settings.categories}
            assignees={settings.assignees}
            disabled={readOnly}
            onSave={async (drafts) => {
              const put = rulesPutOf(drafts);
              if (!('body' in put)) return;
              await settings.saveRules(put.body).then(() => toast({ title: s.rules.saved }), fail);
            }}
          />
          <OnDutyCard
            blocks={settings.blocks}
            assignees={settings.assignees}
            disabled={readOnly}
            onChange={(block, userId) =>
              settings
                .setOnDuty(block.id, userId)
                .then(() => toast({ title: s.onDuty.saved(block.name) }), fail)
            }
          />
        </Stack>
      )}
    </Box>
  );
}
