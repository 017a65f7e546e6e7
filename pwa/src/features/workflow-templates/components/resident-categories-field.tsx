import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  type ResidentCategory,
  type WorkflowTemplate,
  residentCategories,
} from '@chungcu/contracts';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { ResidentCategoryIcon } from '../../../ui/resident-category-icon';
import { workflowStrings } from '../strings';

interface Props {
  template: WorkflowTemplate;
  /** Absent: the template is read here only (shared, and the reader is not the company's admin). */
  onChange?: (categories: ResidentCategory[]) => void;
}

/**
 * Which of the residents' categories ('Điện', 'Nước', …) the template serves: one chip each,
 * pressed when served; a press saves at once. Read-only, only the served ones show.
 */
export function ResidentCategoriesField({ template, onChange }: Props) {
  const s = useStrings(workflowStrings).residentCategories;
  const names = useStrings(enumStrings).residentCategories;
  const served = template.residentCategories ?? [];
  const shown = onChange ? residentCategories.values : served.filter(isCategory);
  const toggle = (key: ResidentCategory) =>
    onChange?.(
      residentCategories.values.filter((k) =>
        k === key ? !served.includes(k) : served.includes(k),
      ),
    );
  return (
    <Box sx={{ mb: 2 }} data-testid="resident-categories">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {s.heading}
      </Typography>
      {onChange && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {s.hint}
        </Typography>
      )}
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {s.none}
        </Typography>
      ) : (
        <Stack direction="row" role="group" aria-label={s.group} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {shown.map((key) => {
            const on = served.includes(key);
            return (
              <Chip
                key={key}
                icon={<ResidentCategoryIcon category={key} />}
                label={names[key]}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                {...(onChange
                  ? { onClick: () => toggle(key), 'aria-pressed': on, clickable: true }
                  : {})}
                data-category={key}
                data-selected={on}
                sx={{ minHeight: 44, borderRadius: 22, px: 0.5 }}
              />
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

const isCategory = (key: string): key is ResidentCategory =>
  (residentCategories.values as readonly string[]).includes(key);
