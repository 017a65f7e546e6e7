import ApartmentIcon from '@mui/icons-material/Apartment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import SettingsIcon from '@mui/icons-material/Settings';
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
import { dashboardStrings } from '../strings';

const s = dashboardStrings.sidebar;

interface Item {
  label: string;
  icon: ReactNode;
  /** Absent: the spec gives this entry no route, so it is shown disabled. */
  to?: string;
}

const items: Item[] = [
  { label: s.dashboard, icon: <DashboardIcon />, to: '/dashboard' },
  { label: s.apartments, icon: <ApartmentIcon />, to: '/apartments' },
  { label: s.residents, icon: <PeopleIcon />, to: '/residents' },
  { label: s.assignResidents, icon: <GroupAddIcon />, to: '/assign-residents' },
  { label: s.inquiry, icon: <QuestionAnswerIcon />, to: '/inquiries' },
  { label: s.documents, icon: <DescriptionIcon /> },
  { label: s.settings, icon: <SettingsIcon /> },
];

// Phones show the labels only, in one scrollable row.
const iconSx: SxProps<Theme> = { minWidth: 36, display: { xs: 'none', md: 'inline-flex' } };
const itemSx: SxProps<Theme> = { borderRadius: 2, minWidth: { xs: 'max-content', md: 0 } };

/** The dashboard's sidebar: a column on wide screens, a scrollable row on phones. */
export const DashboardSidebar = memo(function DashboardSidebar() {
  return (
    <Box
      component="nav"
      aria-label={s.label}
      sx={{
        width: { md: 230 },
        flexShrink: 0,
        borderRight: { md: 1 },
        borderBottom: { xs: 1, md: 0 },
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflowX: { xs: 'auto', md: 'visible' },
      }}
    >
      <List sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 0.5, px: 1 }}>
        {items.map((item) => {
          const current = item.to === '/dashboard';
          return (
            <ListItem key={item.label} disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
              <ListItemButton
                {...(item.to ? { component: RouterLink, to: item.to } : {})}
                disabled={!item.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                sx={itemSx}
              >
                <ListItemIcon sx={iconSx}>{item.icon}</ListItemIcon>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
});
