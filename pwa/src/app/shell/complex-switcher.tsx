import ApartmentIcon from '@mui/icons-material/Apartment';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  ButtonBase,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useWorkingComplex } from '../../data';
import { useStrings } from '../../lib/i18n';
import { shellStrings } from './strings';

/**
 * The complex the screens are scoped to, for people whose device holds several: each complex by
 * name, and "Tất cả" for all of them. The choice is kept on this device (it survives reloads and
 * offline starts); nothing shows while the device holds one complex or none.
 */
export function ComplexSwitcher({ compact }: { compact: boolean }) {
  const s = useStrings(shellStrings).complex;
  const { complexes, current, choose } = useWorkingComplex();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (complexes.length < 2) return null;
  const name = current?.name ?? s.all;
  // On a phone the code ("SR-Q7") is what fits beside the sync badge and the user's picture.
  const shown = compact ? (current?.code ?? s.allShort) : name;
  const pick = (id: string | null) => {
    setAnchor(null);
    void choose(id);
  };
  const item = (id: string | null, label: string, hint: string | null) => {
    const selected = (current?.id ?? null) === id;
    return (
      <MenuItem
        key={id ?? 'all'}
        selected={selected}
        onClick={() => pick(id)}
        data-testid="complex-option"
        sx={{ minHeight: 48 }}
      >
        <ListItemIcon>{selected ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
        <ListItemText primary={label} secondary={hint} />
      </MenuItem>
    );
  };
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        // The name a screen reader gives starts with what is shown (WCAG 2.5.3, label in name).
        aria-label={s.open(shown, name)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="complex-switcher"
        sx={{
          minHeight: 44,
          minWidth: 44,
          maxWidth: compact ? 120 : 280,
          px: 1,
          gap: 0.5,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {!compact && <ApartmentIcon fontSize="small" color="primary" aria-hidden />}
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} data-testid="complex-current">
          {shown}
        </Typography>
        <Box aria-hidden sx={{ display: 'flex' }}>
          <ExpandMoreIcon fontSize="small" />
        </Box>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{
          list: { 'aria-label': s.label },
          paper: { sx: { minWidth: 260, maxWidth: 'calc(100vw - 16px)' } },
        }}
      >
        {item(null, s.all, s.allHint)}
        {complexes.map((c) => item(c.id, c.name, [c.code, c.address].filter(Boolean).join(' · ')))}
      </Menu>
    </>
  );
}
