import {
  Box,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  type SxProps,
  type Theme,
} from '@mui/material';
import { type ReactNode, memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface SideNavItem {
  label: string;
  icon: ReactNode;
  /** Absent: the spec gives the entry no route; it shows as text, or greyed out if `disabled`. */
  to?: string;
  disabled?: boolean;
  current?: boolean;
}

// Phones show the labels only, in one scrollable row.
const iconSx: SxProps<Theme> = { minWidth: 36, display: { xs: 'none', md: 'inline-flex' } };
const itemSx: SxProps<Theme> = { borderRadius: 2, minWidth: { xs: 'max-content', md: 0 } };

/**
 * A screen's sidebar: a column on wide screens, a scrollable row on phones. Each screen passes
 * its own entries (the spec's sidebars differ per screen); pass a constant or memoised list so
 * typing elsewhere on the screen does not re-render it.
 */
export const SideNav = memo(function SideNav({
  label,
  items,
}: {
  label: string;
  items: readonly SideNavItem[];
}) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        width: { md: 220 },
        flexShrink: 0,
        borderRight: { md: 1 },
        borderBottom: { xs: 1, md: 0 },
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflowX: { xs: 'auto', md: 'visible' },
      }}
    >
      <List sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 0.5, px: 1 }}>
        {items.map((item) => (
          <ListItem key={item.label} disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
            {item.to || item.disabled ? (
              <ListItemButton
                {...(item.to ? { component: RouterLink, to: item.to } : {})}
                disabled={!item.to}
                selected={item.current}
                aria-current={item.current ? 'page' : undefined}
                sx={itemSx}
              >
                <ListItemIcon sx={iconSx}>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ) : (
              <Box sx={{ ...itemSx, display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
                <ListItemIcon sx={iconSx}>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </Box>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
});
