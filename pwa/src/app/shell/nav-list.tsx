import {
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import { Fragment, memo } from 'react';
import { AppLink } from '../../ui/app-link';
import type { NavEntry, NavSection } from './nav-model';

export type NavVariant = 'drawer' | 'rail';

interface NavListProps {
  sections: readonly NavSection[];
  current: NavEntry | undefined;
  variant: NavVariant;
  /** Called after an entry is chosen (the phone's drawer closes). */
  onNavigate?(): void;
}

/**
 * The shell's navigation entries: icon and label side by side in the drawer, the label under the
 * icon in the narrow rail, under their group's heading in the drawer.
 * A navigation renders it again only when its sections or current entry change (memo).
 */
export const NavList = memo(function NavList({
  sections,
  current,
  variant,
  onNavigate,
}: NavListProps) {
  const rail = variant === 'rail';
  // Groups are headed in the drawer; the rail has room for a divider between them only.
  const headed = !rail && sections.length > 1;
  return sections.map((section, index) => (
    <Fragment key={section.label}>
      {index > 0 && rail && <Divider sx={{ my: 1, mx: 1 }} />}
      <List
        aria-label={section.label}
        dense={!rail}
        sx={{ px: 1, py: 0.5 }}
        subheader={
          headed ? (
            <ListSubheader
              disableSticky
              aria-hidden
              sx={{ bgcolor: 'transparent', lineHeight: '32px', px: 1.5, fontWeight: 700 }}
            >
              {section.label}
            </ListSubheader>
          ) : undefined
        }
      >
        {section.entries.map((entry) => {
          const selected = entry === current;
          return (
            <ListItem key={entry.to} disablePadding sx={{ mb: 0.5 }}>
              <ListItemButton
                component={AppLink}
                to={entry.to}
                onClick={onNavigate}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                sx={{
                  borderRadius: 2,
                  ...(rail && { flexDirection: 'column', px: 0.5, py: 1, textAlign: 'center' }),
                }}
              >
                <ListItemIcon
                  sx={{
                    minWidth: rail ? 0 : 40,
                    color: selected ? 'primary.main' : undefined,
                  }}
                >
                  {entry.icon}
                </ListItemIcon>
                {rail ? (
                  <Typography
                    variant="caption"
                    sx={{ lineHeight: 1.25, mt: 0.5, fontWeight: selected ? 700 : 500 }}
                  >
                    {entry.label}
                  </Typography>
                ) : (
                  <ListItemText
                    primary={entry.label}
                    slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500 } } }}
                  />
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Fragment>
  ));
});

/** Fixed-width column that holds the navigation beside the content and scrolls on its own. */
export function NavColumn({
  variant,
  children,
}: {
  variant: NavVariant;
  children: React.ReactNode;
}) {
  return (
    <Box
      className="shell-chrome"
      sx={{
        width: variant === 'rail' ? 96 : 248,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'sticky',
        top: 'var(--shell-top, 64px)',
        alignSelf: 'flex-start',
        height: 'calc(100dvh - var(--shell-top, 64px))',
        overflowY: 'auto',
        py: 1,
      }}
    >
      {children}
    </Box>
  );
}
