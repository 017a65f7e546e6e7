import SearchIcon from '@mui/icons-material/Search';
import {
  Card,
  CardActionArea,
  CardContent,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { WorkflowTemplate } from '@chungcu/contracts';
import { useMemo, useState } from 'react';
import { foldForSearch, useWorkingComplex } from '../../../data';
import { ScopeChip } from '../../../ui/scope-field';
import { useTemplates } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';

/** Step 1 'Request Group': search (name or description), a dropdown and the template cards. */
export function TemplatePicker({ onPick }: { onPick(template: WorkflowTemplate): void }) {
  const s = useStrings(inquiryStrings).dialog;
  const templates = useTemplates();
  const { complexes } = useWorkingComplex();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = foldForSearch(query);
    return (templates ?? []).filter(
      (t) => !q || foldForSearch(`${t.templateName} ${t.description ?? ''}`).includes(q),
    );
  }, [templates, query]);
  const pick = (id: string) => {
    const template = templates?.find((t) => t.id === id);
    if (template) onPick(template);
  };
  return (
    <Stack spacing={2}>
      <TextField
        type="search"
        size="small"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={s.search}
        slotProps={{
          htmlInput: { 'aria-label': s.search },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={s.templateSelect}
        value=""
        onChange={(e) => pick(e.target.value)}
      >
        {shown.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.templateName}
          </MenuItem>
        ))}
      </TextField>
      {templates && shown.length === 0 && (
        <Typography color="text.secondary">{s.noTemplates}</Typography>
      )}
      {shown.map((t) => (
        <Card key={t.id} variant="outlined" data-testid="template-card">
          <CardActionArea onClick={() => onPick(t)}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{t.templateName}</Typography>
                <ScopeChip complexId={t.complexId} complexes={complexes} />
              </Stack>
              {t.description && (
                <Typography variant="body2" color="text.secondary">
                  {t.description}
                </Typography>
              )}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
