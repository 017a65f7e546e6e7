import ApartmentIcon from '@mui/icons-material/Apartment';
import DescriptionIcon from '@mui/icons-material/Description';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
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
import { residentStrings } from '../strings';

const s = residentStrings.sidebar;

interface Item {
  label: string;
  icon: ReactNode;
  /** Absent: the spec gives this entry no link target. */
  to?: string;
  current?: boolean;
}

// Spec section 2: Documents goes to /dashboard; Inquiry has no link target in this sidebar.
const items: Item[] = [
  { label: s.documents, icon: <DescriptionIcon />, to: '/dashboard' },
  { label: s.apartments, icon: <ApartmentIcon />, to: '/apartments' },
  { label: s.residents, icon: <PeopleIcon />, to: '/residents', current: true },
  { label: s.inquiry, icon: <QuestionAnswerIcon /> },
];

// Phones show the labels only, so all four entries fit in one row.
const iconSx: SxProps<Theme> = { minWidth: 36, display: { xs: 'none', md: 'inline-flex' } };
const itemSx: SxProps<Theme> = { borderRadius: 2, mb: 0.5, minWidth: { xs: 'max-content', md: 0 } };

/**
 * The residents screen's sidebar: a column on wide screens, a scrollable row on phones. Static,
 * so memoised: typing in the search box does not re-render it.
 */
export const ResidentsSidebar = memo(function ResidentsSidebar() {
  return (
    <Box
      component="nav"
      aria-label={s.label}
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
            {item.to ? (
              <ListItemButton
                component={RouterLink}
                to={item.to}
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
