import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { AssignmentRule, Block, WorkflowCategory } from '@chungcu/contracts';
import { useState } from 'react';
import type { Assignees } from '../api';
import {
  type DraftRule,
  addedRule,
  changedRule,
  draftsOf,
  movedRule,
  removedRule,
  rulesPutOf,
  sameRules,
} from '../logic';
import { enumLabel, enumStrings, useStrings } from '../../../lib/i18n';
import { assignmentStrings } from '../strings';

const ANY = '';

interface Props {
  saved: readonly AssignmentRule[];
  blocks: readonly Block[];
  categories: readonly WorkflowCategory[];
  assignees: Assignees;
  disabled: boolean;
  /** Saves the whole list and says how it went (a refusal is shown there, not thrown). */
  onSave(drafts: readonly DraftRule[]): Promise<void>;
}

/** The complex's ordered rules, edited as a draft and saved together. */
export function RulesCard({ saved, blocks, categories, assignees, disabled, onSave }: Props) {
  const s = useStrings(assignmentStrings);
  const r = s.rules;
  const { roles } = useStrings(enumStrings);
  const roleLabel = (role: string) => enumLabel(roles, role);
  const [drafts, setDrafts] = useState(() => draftsOf(saved));
  const [invalid, setInvalid] = useState<{ index: number; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = !sameRules(drafts, saved);
  // An account a saved rule names that the list no longer offers is still shown, by its name.
  const former = new Map(saved.map((rule) => [rule.assigneeId, rule.assigneeName]));
  const edit = (next: DraftRule[]) => {
    setInvalid(null);
    setDrafts(next);
  };

  const save = async () => {
    const put = rulesPutOf(drafts);
    if ('invalidIndex' in put) {
      setInvalid({ index: put.invalidIndex, message: put.message });
      return;
    }
    setSaving(true);
    try {
      await onSave(drafts);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="rules-title">
      <Typography variant="h6" component="h2" id="rules-title">
        {r.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {r.hint}
      </Typography>
      {drafts.length === 0 && <Typography color="text.secondary">{r.none}</Typography>}
      <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {drafts.map((rule, index) => (
          <Box
            component="li"
            key={rule.key}
            aria-label={r.rule(index + 1)}
            data-testid="assignment-rule"
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr auto' },
            }}
          >
            <TextField
              select
              size="small"
              label={r.category}
              value={rule.categoryId ?? ANY}
              disabled={disabled}
              onChange={(e) =>
                edit(changedRule(drafts, index, { categoryId: e.target.value || null }))
              }
            >
              <MenuItem value={ANY}>{r.anyCategory}</MenuItem>
              {categories.map((category) => (
                <MenuItem key={category.id} value={category.id}>
                  {category.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={r.block}
              value={rule.blockId ?? ANY}
              disabled={disabled}
              onChange={(e) =>
                edit(changedRule(drafts, index, { blockId: e.target.value || null }))
              }
            >
              <MenuItem value={ANY}>{r.anyBlock}</MenuItem>
              {blocks.map((block) => (
                <MenuItem key={block.id} value={block.id}>
                  {block.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={r.assignee}
              value={rule.userId ?? ANY}
              disabled={disabled}
              error={invalid?.index === index}
              helperText={invalid?.index === index ? invalid.message : undefined}
              onChange={(e) => edit(changedRule(drafts, index, { userId: e.target.value || null }))}
            >
              <MenuItem value={ANY} disabled>
                {r.chooseAssignee}
              </MenuItem>
              {assignees.map((account) => (
                <MenuItem key={account.id} value={account.id}>
                  {`${account.name} · ${roleLabel(account.role)}`}
                </MenuItem>
              ))}
              {rule.userId && !assignees.some((a) => a.id === rule.userId) && (
                <MenuItem value={rule.userId}>
                  {r.formerAssignee(former.get(rule.userId) ?? rule.userId)}
                </MenuItem>
              )}
            </TextField>
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
              <IconButton
                aria-label={r.moveUp(index + 1)}
                disabled={disabled || index === 0}
                onClick={() => edit(movedRule(drafts, index, -1))}
                sx={{ width: 44, height: 44 }}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={r.moveDown(index + 1)}
                disabled={disabled || index === drafts.length - 1}
                onClick={() => edit(movedRule(drafts, index, 1))}
                sx={{ width: 44, height: 44 }}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={r.remove(index + 1)}
                disabled={disabled}
                onClick={() => edit(removedRule(drafts, index))}
                sx={{ width: 44, height: 44 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 2, alignItems: { sm: 'center' } }}
      >
        <Button
          startIcon={<AddIcon />}
          disabled={disabled}
          onClick={() => edit(addedRule(drafts))}
          sx={{ minHeight: 44 }}
        >
          {r.add}
        </Button>
        <Box sx={{ flex: 1 }} />
        {dirty && (
          <Typography variant="body2" color="warning.main" role="status">
            {r.unsaved}
          </Typography>
        )}
        {dirty && (
          <Button disabled={saving} onClick={() => edit(draftsOf(saved))} sx={{ minHeight: 44 }}>
            {r.discard}
          </Button>
        )}
        <Button
          variant="contained"
          disabled={disabled || !dirty || saving}
          onClick={() => void save()}
          sx={{ minHeight: 44 }}
        >
          {r.save}
        </Button>
      </Stack>
    </Paper>
  );
}
