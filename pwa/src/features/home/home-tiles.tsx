import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import GroupsIcon from '@mui/icons-material/Groups';
import KeyIcon from '@mui/icons-material/Key';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaymentsIcon from '@mui/icons-material/Payments';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SpeedIcon from '@mui/icons-material/Speed';
import type { Role } from '@chungcu/contracts';
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
  /** The staff roles it is for, as its route's navigation entry says (default every one). */
  roles?: readonly Role[];
}

/**
 * Every main job of each role, as the navigation has it: the spec's six tiles (dashboard,
 * apartments, residents, inquiries, workflow templates, user management), the month's work
 * (readings, fees, payments, announcements) and the accounts and complexes; a resident's own
 * screens for a resident.
 */
const tiles: Tile[] = [
  {
    key: 'dashboard',
    to: '/dashboard',
    icon: <DashboardIcon />,
    color: '#1E40AF',
    staffOnly: true,
  },
  {
    key: 'inquiries',
    to: '/inquiries',
    icon: <QuestionAnswerIcon />,
    color: '#C2410C',
    staffOnly: false,
  },
  {
    key: 'fees',
    to: '/fees',
    icon: <ReceiptLongIcon />,
    color: '#1E40AF',
    staffOnly: false,
    residentOnly: true,
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
    key: 'meterRound',
    to: '/meters/round',
    icon: <SpeedIcon />,
    color: '#0E7490',
    staffOnly: true,
  },
  { key: 'billing', to: '/billing', icon: <RequestQuoteIcon />, color: '#1E40AF', staffOnly: true },
  { key: 'payments', to: '/payments', icon: <PaymentsIcon />, color: '#15803D', staffOnly: true },
  {
    key: 'announcements',
    to: '/announcements',
    icon: <CampaignIcon />,
    color: '#B45309',
    staffOnly: false,
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
    key: 'workflowTemplates',
    to: '/workflow-templates',
    icon: <AccountTreeIcon />,
    color: '#0369A1',
    staffOnly: true,
  },
  { key: 'accounts', to: '/accounts', icon: <KeyIcon />, color: '#4D7C0F', staffOnly: true },
  {
    key: 'complexes',
    to: '/complexes',
    icon: <BusinessIcon />,
    color: '#334155',
    staffOnly: true,
    roles: ['admin'],
  },
  {
    key: 'userManagement',
    to: '/user-management',
    icon: <ManageAccountsIcon />,
    color: '#BE185D',
    staffOnly: true,
  },
];

/** Whether `tile` is one of `role`'s jobs. */
function isFor(tile: Tile, role: Role): boolean {
  if (role === 'resident') return !tile.staffOnly;
  if (tile.residentOnly) return false;
  return !tile.roles || tile.roles.includes(role);
}

type HomeText = StringsOf<typeof homeStrings>;

/** A tile's name and line for `role`: a resident's own words where staff's speak of residents. */
function wordsOf(s: HomeText, role: Role, key: Tile['key']) {
  const own: Partial<Record<Tile['key'], { label: string; description: string }>> =
    role === 'resident' ? s.residentTiles : {};
  return own[key] ?? s.tiles[key];
}

/** The home page's tiles, one per main screen the user may open. */
export function HomeTiles({ role }: { role: Role }) {
  const s = useStrings(homeStrings);
  const visible = tiles.filter((tile) => isFor(tile, role));
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
                  {wordsOf(s, role, tile.key).label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {wordsOf(s, role, tile.key).description}
                </Typography>
              </Box>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/** Where `role`'s tiles lead, in their order. */
export const homeTileRoutes = (role: Role): string[] =>
  tiles.filter((tile) => isFor(tile, role)).map((tile) => tile.to);

/** What `role`'s tiles are called, by where they lead (in the language chosen now). */
export const homeTileNames = (role: Role): Record<string, string> =>
  Object.fromEntries(
    tiles
      .filter((tile) => isFor(tile, role))
      .map((tile) => [tile.to, wordsOf(homeStrings.get(), role, tile.key).label]),
  );
