import {
  Card,
  CardHeader,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { WorkflowTemplate } from '@chungcu/contracts';
import { rowKey, useRowStates, useWorkingComplex } from '../../../data';
import { RowStateMark } from '../../../ui/row-state-mark';
import { ScopeChip } from '../../../ui/scope-field';
import type { CategoryOption } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { workflowStrings } from '../strings';
import { CategoryBadge } from './category-badge';

interface TemplateListProps {
  templates: readonly WorkflowTemplate[] | undefined;
  categories: readonly CategoryOption[];
  selectedId: string | null;
  onSelect(id: string): void;
}

/**
 * The left list: each template's name, description, category badge and whose it is (its
 * complex, or "Dùng chung").
 */
export function TemplateList({ templates, categories, selectedId, onSelect }: TemplateListProps) {
  const s = useStrings(workflowStrings);
  const states = useRowStates();
  const { complexes } = useWorkingComplex();
  return (
    <Card variant="outlined">
      <CardHeader title={s.templatesHeading} slotProps={{ title: { variant: 'h6' } }} />
      {!templates ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {s.loading}
        </Typography>
      ) : templates.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {s.noTemplates}
        </Typography>
      ) : (
        <List disablePadding data-testid="template-list">
          {templates.map((template) => (
            <ListItem key={template.id} disablePadding divider>
              <ListItemButton
                selected={template.id === selectedId}
                aria-current={template.id === selectedId ? 'true' : undefined}
                onClick={() => onSelect(template.id)}
                data-testid="template-item"
              >
                <ListItemText
                  primary={
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <span>{template.templateName}</span>
                      <CategoryBadge id={template.category} options={categories} />
                      <ScopeChip complexId={template.complexId} complexes={complexes} />
                      <RowStateMark state={states.get(rowKey('workflowTemplates', template.id))} />
                    </Stack>
                  }
                  secondary={template.description}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
