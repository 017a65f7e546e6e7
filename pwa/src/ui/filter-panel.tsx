import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import { Button, Collapse, Stack, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/**
 * A list's filter selects. On a wide screen they sit in the list's own row (`children` as they
 * are); below `md` (phones, portrait tablets) they fold behind one "Bộ lọc" button that counts
 * the filters set, so the list starts under its search instead of under a column of selects.
 * While any is set, "Bỏ lọc" (`onClear`) follows them: every one back to "Tất cả" at once, the
 * focus then on the first of them.
 */
export function FilterPanel({
  active,
  onClear,
  children,
}: {
  active: number;
  onClear(): void;
  children: ReactNode;
}) {
  const theme = useTheme();
  // Read on the first render: a phone never shows the selects for a frame before folding them.
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const s = useStrings(uiStrings).filterPanel;
  const panel = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // "Bỏ lọc" goes once nothing is set: focus moves to the first filter it reset (or, folded, to
  // "Bộ lọc"), not to the page's start, where a keyboard or screen reader would lose its place.
  const clearFilters = (button: HTMLElement) => {
    const first = button.parentElement?.querySelector<HTMLElement>('[role="combobox"]');
    onClear();
    (first ?? toggle.current)?.focus();
  };
  const clear = active > 0 && (
    <Button
      startIcon={<FilterListOffIcon />}
      onClick={(event) => clearFilters(event.currentTarget)}
      sx={{ alignSelf: narrow ? 'flex-start' : 'center', whiteSpace: 'nowrap', minHeight: 44 }}
      data-testid="filter-panel-clear"
    >
      {s.clear}
    </Button>
  );
  if (!narrow) {
    return (
      <>
        {children}
        {clear}
      </>
    );
  }
  return (
    <>
      <Button
        ref={toggle}
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
          {clear}
        </Stack>
      </Collapse>
    </>
  );
}
