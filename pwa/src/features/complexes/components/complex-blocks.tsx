import AddIcon from '@mui/icons-material/Add';
import { Box, Chip, Typography } from '@mui/material';
import type { Block, Complex } from '@chungcu/contracts';
import { useStrings } from '../../../lib/i18n';
import { complexStrings } from '../strings';

interface Props {
  complex: Complex;
  blocks: readonly Block[];
  disabled: boolean;
  /** Opens the block dialog: a block to rename or delete, or null for a new one. */
  onOpen(block: Block | null): void;
}

/** A complex's blocks on the company screen: one chip each (opens it), and one to add a block. */
export function ComplexBlocks({ complex, blocks, disabled, onOpen }: Props) {
  const s = useStrings(complexStrings);
  return (
    <Box
      role="group"
      aria-label={s.blocks(complex.name)}
      data-testid="complex-blocks"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: '100%' }}
    >
      {blocks.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {s.blocksNone}
        </Typography>
      )}
      {blocks.map((block) => (
        <Chip
          key={block.id}
          label={block.name}
          variant="outlined"
          disabled={disabled}
          onClick={() => onOpen(block)}
          aria-label={s.editBlockLabel(block.name)}
          data-testid="block-chip"
          sx={{ height: 44, minWidth: 44, borderRadius: 22 }}
        />
      ))}
      <Chip
        icon={<AddIcon />}
        label={s.addBlock}
        color="primary"
        variant="outlined"
        disabled={disabled}
        onClick={() => onOpen(null)}
        aria-label={s.addBlockLabel(complex.name)}
        sx={{ height: 44, borderRadius: 22 }}
      />
    </Box>
  );
}
