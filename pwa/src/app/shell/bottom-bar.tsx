import MenuIcon from '@mui/icons-material/Menu';
import { BottomNavigation, BottomNavigationAction, Box } from '@mui/material';
import { memo } from 'react';
import { AppLink } from '../../ui/app-link';
import type { NavEntry } from './nav-model';
import { useStrings } from '../../lib/i18n';
import { shellStrings } from './strings';

export const BOTTOM_BAR = 64;

interface BottomBarProps {
  entries: readonly NavEntry[];
  current: NavEntry | undefined;
  /** Staff get a "more" button that opens the full navigation (`onMore`). */
  onMore?(): void;
}

/**
 * The phone's bottom bar. It renders again only when the entry the user is under changes (memo),
 * not at every navigation.
 */
export const BottomBar = memo(function BottomBar({ entries, current, onMore }: BottomBarProps) {
  const s = useStrings(shellStrings);
  return (
    <Box
      component="nav"
      aria-label={s.bottomNavLabel}
      className="shell-chrome"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={current?.to ?? false} sx={{ height: BOTTOM_BAR }}>
        {entries.map((entry) => (
          <BottomNavigationAction
            key={entry.to}
            component={AppLink}
            to={entry.to}
            value={entry.to}
            label={entry.label}
            aria-label={entry.name}
            icon={entry.icon}
            aria-current={entry === current ? 'page' : undefined}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
        {onMore && (
          <BottomNavigationAction
            label={s.bottom.more}
            icon={<MenuIcon />}
            onClick={onMore}
            aria-haspopup="dialog"
            data-testid="more-nav"
            sx={{ minWidth: 0, px: 0.5 }}
          />
        )}
      </BottomNavigation>
    </Box>
  );
});
