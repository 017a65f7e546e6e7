import { Box, Grid } from '@mui/material';
import { useMemo, useState } from 'react';
import { useStrings } from '../../lib/i18n';
import { CategoryDialog } from './components/category-dialog';
import { SlaDialog } from './components/sla-dialog';
import { TemplateDetail } from './components/template-detail';
import { TemplateDialog } from './components/template-dialog';
import { TemplateList } from './components/template-list';
import { WorkflowHeader } from './components/workflow-header';
import { useTemplateActions } from './hooks/use-template-actions';
import { categoryOptions, useCategories, useTemplates } from './queries';
import { workflowStrings } from './strings';

/**
 * /workflow-templates: the templates on the left, the chosen one's steps on the right, and the
 * category, deadlines, template and step dialogs. Reads the mirror, writes through the outbox: works offline.
 */
export function WorkflowTemplatesPage() {
  const templates = useTemplates();
  const loadedCategories = useCategories();
  const fallbackLabels = useStrings(workflowStrings).fallbackCategoryLabels;
  const categories = useMemo(
    () => categoryOptions(loadedCategories ?? [], fallbackLabels),
    [loadedCategories, fallbackLabels],
  );
  const actions = useTemplateActions();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'category' | 'template' | 'sla' | null>(null);

  // The chosen template, else the first one (also after the chosen one is deleted).
  const selected = templates?.find((t) => t.id === selectedId) ?? templates?.[0] ?? null;

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <WorkflowHeader
        onNewCategory={() => setDialog('category')}
        onNewTemplate={() => setDialog('template')}
        onDeadlines={() => setDialog('sla')}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TemplateList
            templates={templates}
            categories={categories}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TemplateDetail template={selected} categories={categories} actions={actions} />
        </Grid>
      </Grid>
      <CategoryDialog
        open={dialog === 'category'}
        onClose={() => setDialog(null)}
        onCreate={actions.createCategory}
      />
      <SlaDialog
        open={dialog === 'sla'}
        categories={loadedCategories ?? []}
        onClose={() => setDialog(null)}
        onSave={actions.setCategorySla}
      />
      <TemplateDialog
        open={dialog === 'template'}
        categories={categories}
        onClose={() => setDialog(null)}
        onCreate={async (values) => {
          const created = await actions.createTemplate(values);
          if (created) setSelectedId(created.id);
          return created;
        }}
      />
    </Box>
  );
}
