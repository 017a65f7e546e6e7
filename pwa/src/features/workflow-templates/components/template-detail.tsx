import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { WorkflowTemplate } from '@chungcu/contracts';
import { useCurrentUser } from '../../../data';
import { useAdminUsers } from '../hooks/use-admin-users';
import type { TemplateActions } from '../hooks/use-template-actions';
import { type CategoryOption, syncNow, useTemplateSteps } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { workflowStrings } from '../strings';
import { CategoryBadge } from './category-badge';
import { ResidentCategoriesField } from './resident-categories-field';
import { StepDialog } from './step-dialog';
import { StepList } from './step-list';

interface TemplateDetailProps {
  template: WorkflowTemplate | null;
  categories: readonly CategoryOption[];
  actions: TemplateActions;
}

/**
 * The right pane: the selected template, its steps, refresh, 'Thêm Bước' and 'Xóa'. A template
 * shared by the company changes only by the company administrator's hand (rule S23): others
 * read it, with a note saying so.
 */
export function TemplateDetail({ template, categories, actions }: TemplateDetailProps) {
  const s = useStrings(workflowStrings);
  const steps = useTemplateSteps(template?.id ?? null);
  const isAdmin = useCurrentUser()?.role === 'admin';
  const admins = useAdminUsers();
  const [adding, setAdding] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  if (!template) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Typography color="text.secondary">{s.selectPrompt}</Typography>
        </CardContent>
      </Card>
    );
  }

  const readOnly = template.complexId == null && !isAdmin;
  const refresh = async () => {
    setRefreshing(true);
    try {
      await syncNow();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Card variant="outlined" data-testid="template-detail">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2">
              {template.templateName}
            </Typography>
            <CategoryBadge id={template.category} options={categories} />
            {template.description && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {template.description}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
            <Tooltip title={s.refresh}>
              <span>
                <IconButton
                  aria-label={s.refresh}
                  onClick={() => void refresh()}
                  disabled={refreshing}
                >
                  <RefreshIcon />
                </IconButton>
              </span>
            </Tooltip>
            {!readOnly && (
              <>
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                  {s.addStep}
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteIcon />}
                  onClick={() => void actions.remove(template.id)}
                >
                  {s.delete}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
        {readOnly && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {s.sharedReadOnly}
          </Typography>
        )}
        <ResidentCategoriesField
          template={template}
          onChange={
            readOnly ? undefined : (next) => void actions.setResidentCategories(template, next)
          }
        />
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {s.steps}
        </Typography>
        <StepList steps={steps} />
      </CardContent>
      <StepDialog
        open={adding}
        stepOrder={(steps?.length ?? 0) + 1}
        admins={admins}
        onClose={() => setAdding(false)}
        onAdd={(values) => actions.addStep(template.id, values)}
      />
    </Card>
  );
}
