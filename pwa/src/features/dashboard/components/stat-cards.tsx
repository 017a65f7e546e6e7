import AlarmIcon from '@mui/icons-material/Alarm';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import AssignmentIcon from '@mui/icons-material/Assignment';
import HomeIcon from '@mui/icons-material/Home';
import SpeedIcon from '@mui/icons-material/Speed';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Box, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StatCard, StatKey } from '../figures';
import { useStrings } from '../../../lib/i18n';
import { dashboardStrings } from '../strings';

const icons: Record<StatKey, ReactNode> = {
  openRequests: <AssignmentIcon />,
  overdueRequests: <AlarmIcon />,
  occupancy: <HomeIcon />,
  meterReadings: <SpeedIcon />,
  billed: <RequestQuoteIcon />,
  overdueDebt: <MoneyOffIcon />,
};

/** Where each card leads: the list or screen where its figure is worked on. */
const links: Record<StatKey, string> = {
  openRequests: '/inquiries',
  overdueRequests: '/inquiries?deadline=overdue',
  occupancy: '/apartments',
  meterReadings: '/meters/round',
  billed: '/billing',
  overdueDebt: '/payments',
};

const keys = Object.keys(icons) as StatKey[];

/**
 * The stat cards, each a link to where its figure is worked on; skeletons until the mirror has
 * been read.
 */
export function StatCards({ cards }: { cards: StatCard[] | undefined }) {
  const s = useStrings(dashboardStrings);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        // A phone: two small cards a row, the six figures on one screen instead of three.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          // Six cards: two rows of three (a sum in đồng on one line needs a third of the page).
          md: 'repeat(3, 1fr)',
        },
        mb: 3,
      }}
    >
      {keys.map((key) => {
        const card = cards?.find((c) => c.key === key);
        return (
          <Card key={key} variant="outlined" sx={{ borderRadius: 3 }} data-testid={`stat-${key}`}>
            <CardActionArea component={RouterLink} to={links[key]} sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" color="text.secondary" component="h2">
                      {s.stats[key]}
                    </Typography>
                    <Typography
                      variant="h5"
                      sx={{
                        fontWeight: 700,
                        mt: 0.5,
                        fontSize: { xs: '1.25rem', sm: undefined },
                        // A sum in đồng may break before its "₫" on a phone's half width.
                        whiteSpace: { xs: 'normal', sm: 'nowrap' },
                        color: card?.alert ? 'error.main' : undefined,
                      }}
                      data-testid="stat-value"
                    >
                      {card ? card.value : <Skeleton width={80} aria-label={s.loading} />}
                    </Typography>
                  </Box>
                  <Box
                    aria-hidden
                    sx={{
                      width: 44,
                      height: 44,
                      flexShrink: 0,
                      borderRadius: 2,
                      // Decoration: a phone's half-width card keeps its width for the figure.
                      display: { xs: 'none', sm: 'grid' },
                      placeItems: 'center',
                      bgcolor: 'primary.light',
                      color: 'primary.contrastText',
                    }}
                  >
                    {icons[key]}
                  </Box>
                </Stack>
                {card && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ mt: 1, fontSize: { xs: '0.8125rem', sm: undefined } }}
                    data-testid="stat-detail"
                  >
                    {card.detail}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
