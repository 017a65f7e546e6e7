import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import TranslateIcon from '@mui/icons-material/Translate';
import {
  Box,
  ButtonBase,
  Divider,
  ListItemIcon,
  ListItemText,
  MenuItem,
  MenuList,
  Popover,
  Typography,
} from '@mui/material';
import type { User } from '@chungcu/contracts';
import { useId, useState } from 'react';
import { AppLink } from '../../ui/app-link';
import { displayName } from '../../ui/person';
import { UserAvatar } from '../../ui/user-avatar';
import { useStore } from '@nanostores/react';
import { LOCALES, chooseLocale, enumStrings, locale, useStrings } from '../../lib/i18n';
import { shellStrings } from './strings';

interface UserMenuProps {
  user: User;
  /** Shows the name beside the picture (wide screens). */
  showName: boolean;
  onLogout(): void;
}

/**
 * The user's name and picture, opening their menu: profile, change password, the language
 * (remembered for the account) and, set apart below a divider, sign-out (which warns first when changes have not reached the server).
 */
export function UserMenu({ user, showName, onLogout }: UserMenuProps) {
  const s = useStrings(shellStrings);
  const { roles } = useStrings(enumStrings);
  const current = useStore(locale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = displayName(user, s.fallbackName);
  const close = () => setAnchor(null);
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={s.userMenu.open(name)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="user-menu-button"
        sx={{ borderRadius: 6, minHeight: 44, minWidth: 44, px: showName ? 1 : 0.5, gap: 1 }}
      >
        {showName && (
          <Typography
            variant="body2"
            noWrap
            sx={{ fontWeight: 600, maxWidth: 220 }}
            data-testid="user-name"
          >
            {name}
          </Typography>
        )}
        {/* The initials repeat the name: kept out of the button's name. */}
        <Box aria-hidden sx={{ display: 'flex' }}>
          <UserAvatar person={user} size={36} />
        </Box>
      </ButtonBase>
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        {/* Who is signed in sits above the menu, not inside it: a menu holds only its items. */}
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }} data-testid="user-menu-header">
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {roles[user.role]}
            {user.email ? ` · ${user.email}` : ''}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem aria-label={s.userMenu.label}>
          <MenuItem component={AppLink} to="/profile" onClick={close}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{s.userMenu.profile}</ListItemText>
          </MenuItem>
          <MenuItem
            component={AppLink}
            to="/change-password"
            onClick={close}
            data-testid="change-password-link"
          >
            <ListItemIcon>
              <LockResetIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{s.userMenu.changePassword}</ListItemText>
          </MenuItem>
          <Divider />
          <Box
            role="group"
            aria-label={s.userMenu.language}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 0.5 }}
          >
            <TranslateIcon fontSize="small" color="action" aria-hidden />
            {LOCALES.map((code) => (
              <MenuItem
                key={code}
                selected={code === current}
                aria-current={code === current ? 'true' : undefined}
                lang={code}
                onClick={() => chooseLocale(user.id, code)}
                data-testid={`language-${code}`}
                sx={{ borderRadius: 1, minHeight: 44 }}
              >
                {s.userMenu.languages[code]}
              </MenuItem>
            ))}
          </Box>
          <Divider sx={{ my: 1.5 }} />
          <MenuItem
            onClick={() => {
              close();
              onLogout();
            }}
            data-testid="logout-button"
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{s.userMenu.logout}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
