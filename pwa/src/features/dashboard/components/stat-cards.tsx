import ApartmentIcon from '@mui/icons-material/Apartment';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import BuildIcon from '@mui/icons-material/Build';
import HomeIcon from '@mui/icons-material/Home';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Figures, StatCard } from '../figures';
import { dashboardStrings as s } from '../strings';

const icons: Record<keyof Figures, ReactNode> = {
  totalUnits: <ApartmentIcon />,
  occupiedUnits: <HomeIcon />,
  monthlyRevenue: <PaymentsIcon />,
  maintenanceRequests: <BuildIcon />,
};

const keys = Object.keys(icons) as (keyof Figures)[];

const changeColor = { positive: 'success.main', negative: 'error.main', neutral: 'text.secondary' };

function Change({ card }: { card: StatCard }) {
  const { text, changeType } = card.change;
  const arrow =
    changeType === 'positive' ? (
      <ArrowUpwardIcon fontSize="inherit" />
    ) : changeType === 'negative' ? (
      <ArrowDownwardIcon fontSize="inherit" />
    ) : null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', color: changeColor[changeType], fontWeight: 600 }}
        data-testid="stat-change"
        data-change-type={changeType}
      >
        {arrow}
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
      </Stack>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        title={text === '—' ? s.noBaseline : undefined}
      >
        {s.fromLastMonth}
      </Typography>
    </Stack>
  );
}

/** The four stat cards; skeletons until the mirror has been read. */
export function StatCards({ cards }: { cards: StatCard[] | undefined }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        mb: 3,
      }}
    >
      {keys.map((key) => {
        const card = cards?.find((c) => c.key === key);
        return (
          <Card key={key} variant="outlined" sx={{ borderRadius: 3 }} data-testid={`stat-${key}`}>
            <CardContent>
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
                      whiteSpace: 'nowrap',
                      // Large amounts must stay on one line.
                      fontSize: card && card.value.length > 9 ? '1.25rem' : undefined,
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
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.light',
                    color: 'primary.contrastText',
                  }}
                >
                  {icons[key]}
                </Box>
              </Stack>
              {card && <Change card={card} />}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
