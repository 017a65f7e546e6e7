import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { AppLink } from '../../../ui/app-link';
import { useComplexBlocks } from '../queries';
import { feeStrings } from '../strings';

const ALL = '';

/**
 * 'In theo tòa': a block of the complex (or every block) and the link to print its issued
 * notices of the period in one run, by block then unit.
 */
export function PrintByBlock({ periodId, complexId }: { periodId: string; complexId: string }) {
  const s = useStrings(feeStrings).billing;
  const blocks = useComplexBlocks(complexId);
  const [block, setBlock] = useState(ALL);
  if (!blocks || blocks.length < 2) return null;
  const query = block === ALL ? '' : `?block=${encodeURIComponent(block)}`;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={s.printBlock}
        value={block}
        onChange={(e) => setBlock(e.target.value)}
        sx={{ minWidth: 160 }}
        slotProps={{ htmlInput: { 'data-testid': 'print-block' } }}
      >
        <MenuItem value={ALL} sx={{ minHeight: 48 }}>
          {s.allBlocks}
        </MenuItem>
        {blocks.map((b) => (
          <MenuItem key={b.id} value={b.id} sx={{ minHeight: 48 }}>
            {s.blockName(b.name)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        component={AppLink}
        to={`/billing-periods/${periodId}/print${query}`}
        sx={{ minHeight: 48 }}
        data-testid="print-by-block"
      >
        {s.printByBlock}
      </Button>
    </Stack>
  );
}
