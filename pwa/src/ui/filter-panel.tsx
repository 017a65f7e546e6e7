import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, Collapse, Stack, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/**
 * A list's filter selects. On a wide screen they sit in the list's own row (`children` as they
 * are); below `md` (phones, portrait tablets) they fold behind one "Bộ lọc" button that counts
 * the filters set, so the list starts under its search instead of under a column of selects.
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const theme = useTheme();
  // Read on the first render: a phone never shows the selects for a frame before folding them.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const s = useStrings(uiStrings).filterPanel;
  const panel = useId();
  if (!narrow) return children;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((was) => !was)}
        sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
        data-testid="filter-panel-toggle"
      >
        {active > 0 ? s.active(active) : s.show}
      </Button>
      {/* Unmounted once folded: an empty wrapper would still take its row's gap. */}
      <Collapse in={open} id={panel} unmountOnExit sx={{ width: '100%' }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </Collapse>
    </>
  );
}
