import ApartmentIcon from '@mui/icons-material/Apartment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { type ReactNode, memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../../data';
import { inquiryStrings } from '../strings';

const s = inquiryStrings.sidebar;

interface Item {
  label: string;
  icon: ReactNode;
  to: string;
  staff?: boolean;
}

const items: Item[] = [
  { label: s.dashboard, icon: <DashboardIcon />, to: '/dashboard', staff: true },
  { label: s.documents, icon: <DescriptionIcon />, to: '/dashboard', staff: true },
  { label: s.apartments, icon: <ApartmentIcon />, to: '/apartments', staff: true },
  { label: s.resident, icon: <PeopleIcon />, to: '/residents', staff: true },
  { label: s.inquiry, icon: <QuestionAnswerIcon />, to: '/inquiries' },
];

/** The inquiry screen's sidebar (a row on phones). Staff entries are hidden from residents. */
export const InquiriesSidebar = memo(function InquiriesSidebar() {
  const isStaff = useCurrentUser()?.role === 'admin';
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
        {items
          .filter((item) => isStaff || !item.staff)
          .map((item) => {
            const current = item.to === '/inquiries';
            return (
              <ListItem key={item.label} disablePadding sx={{ width: { xs: 'auto', md: '100%' } }}>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  sx={{ borderRadius: 2, minWidth: { xs: 'max-content', md: 0 } }}
                >
                  <ListItemIcon sx={{ minWidth: 36, display: { xs: 'none', md: 'inline-flex' } }}>
                    {item.icon}
                  </ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
      </List>
    </Box>
  );
});
