import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { Block } from '@chungcu/contracts';
import { useState } from 'react';
import type { Assignees } from '../api';
import { useStrings } from '../../../lib/i18n';
import { assignmentStrings } from '../strings';

const NOBODY = '';

interface Props {
  blocks: readonly Block[];
  assignees: Assignees;
  disabled: boolean;
  /** Names a block's staff member on duty (null: nobody) and says how it went. */
  onChange(block: Block, userId: string | null): Promise<void>;
}

/** Each block's staff member on duty: who takes the block's requests no rule assigns. */
export function OnDutyCard({ blocks, assignees, disabled, onChange }: Props) {
  const s = useStrings(assignmentStrings);
  const d = s.onDuty;
  const [busy, setBusy] = useState<string | null>(null);
  const change = async (block: Block, userId: string | null) => {
    setBusy(block.id);
    try {
      await onChange(block, userId);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="on-duty-title">
      <Typography variant="h6" component="h2" id="on-duty-title">
        {d.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {d.hint}
      </Typography>
      {blocks.length === 0 && <Typography color="text.secondary">{d.none}</Typography>}
      <Stack spacing={2}>
        {blocks.map((block) => (
          <TextField
            key={block.id}
            select
            size="small"
            label={d.label(block.name)}
            value={block.onDutyId ?? NOBODY}
            disabled={disabled || busy === block.id}
            onChange={(e) => void change(block, e.target.value || null)}
            data-testid="on-duty"
          >
            <MenuItem value={NOBODY}>{d.nobody}</MenuItem>
            {assignees.map((account) => (
              <MenuItem key={account.id} value={account.id}>
                {account.name}
              </MenuItem>
            ))}
            {block.onDutyId && !assignees.some((a) => a.id === block.onDutyId) && (
              <MenuItem value={block.onDutyId}>
                {s.rules.formerAssignee(block.onDutyName ?? block.onDutyId)}
              </MenuItem>
            )}
          </TextField>
        ))}
      </Stack>
    </Paper>
  );
}
