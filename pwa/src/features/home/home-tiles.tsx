import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import GroupsIcon from '@mui/icons-material/Groups';
import KeyIcon from '@mui/icons-material/Key';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type StringsOf, useStrings } from '../../lib/i18n';
import { homeStrings } from './strings';

interface Tile {
  key: keyof StringsOf<typeof homeStrings>['tiles'];
  to: string;
  icon: ReactNode;
  color: string;
  /** Management tiles are hidden from residents. */
  staffOnly: boolean;
  /** A resident's own screens, which staff reach another way (the unit page). */
  residentOnly?: boolean;
}

const tiles: Tile[] = [
  {
    key: 'dashboard',
    to: '/dashboard',
    icon: <DashboardIcon />,
    color: '#1E40AF',
    staffOnly: true,
  },
  {
    key: 'apartments',
    to: '/apartments',
    icon: <ApartmentIcon />,
    color: '#0F766E',
    staffOnly: true,
  },
  { key: 'residents', to: '/residents', icon: <GroupsIcon />, color: '#7C3AED', staffOnly: true },
  {
    key: 'inquiries',
    to: '/inquiries',
    icon: <QuestionAnswerIcon />,
    color: '#C2410C',
    staffOnly: false,
  },
  {
    key: 'household',
    to: '/household',
    icon: <FamilyRestroomIcon />,
    color: '#15803D',
    staffOnly: false,
    residentOnly: true,
  },
  {
    key: 'workflowTemplates',
    to: '/workflow-templates',
    icon: <AccountTreeIcon />,
    color: '#0369A1',
    staffOnly: true,
  },
  {
    key: 'userManagement',
    to: '/user-management',
    icon: <ManageAccountsIcon />,
    color: '#BE185D',
    staffOnly: true,
  },
  { key: 'accounts', to: '/accounts', icon: <KeyIcon />, color: '#4D7C0F', staffOnly: true },
];

/** The home page's tiles, one per main screen the user may open. */
export function HomeTiles({ isStaff }: { isStaff: boolean }) {
  const s = useStrings(homeStrings);
  const visible = tiles.filter((tile) => (isStaff ? !tile.residentOnly : !tile.staffOnly));
  return (
    <Box
      component="nav"
      aria-label={s.tilesLabel}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {visible.map((tile) => (
        <Card key={tile.key} sx={{ borderRadius: 3 }}>
          <CardActionArea
            component={Link}
            to={tile.to}
            sx={{ height: '100%' }}
            data-testid={`home-tile-${tile.key}`}
          >
            <CardContent
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 2,
                alignItems: { xs: 'flex-start', sm: 'center' },
              }}
            >
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  color: tile.color,
                  bgcolor: `${tile.color}14`,
                  flexShrink: 0,
                }}
              >
                {tile.icon}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {s.tiles[tile.key].label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.tiles[tile.key].description}
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
