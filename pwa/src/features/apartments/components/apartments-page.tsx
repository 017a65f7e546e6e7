import AddIcon from '@mui/icons-material/Add';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Box, Button, Grid, Pagination, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useApartmentsList } from '../hooks/use-apartments-list';
import { apartmentStrings } from '../strings';
import { ApartmentCard } from './apartment-card';
import { ApartmentFiltersBar } from './apartment-filters';

const s = apartmentStrings.list;

/** /apartments: header, four filters, the unit cards and their pages (read from the mirror). */
export function ApartmentsPage() {
  const list = useApartmentsList();
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {s.title}
          </Typography>
          <Typography color="text.secondary">{s.subtitle}</Typography>
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to="/apartments/guide"
            variant="outlined"
            startIcon={<MenuBookIcon />}
          >
            {s.guideButton}
          </Button>
          <Button
            component={RouterLink}
            to="/apartments/create"
            variant="contained"
            startIcon={<AddIcon />}
          >
            {s.createButton}
          </Button>
        </Stack>
      </Stack>
      <ApartmentFiltersBar filters={list.filters} onChange={list.setFilter} />
      {list.loading ? (
        <Typography color="text.secondary">{s.loading}</Typography>
      ) : list.cards.length === 0 ? (
        <Typography color="text.secondary">{s.empty}</Typography>
      ) : (
        <Grid container spacing={2}>
          {list.cards.map((card) => (
            <Grid key={card.id} size={{ xs: 12, sm: 6, lg: 3 }}>
              <ApartmentCard card={card} />
            </Grid>
          ))}
        </Grid>
      )}
      {list.pageCount > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={list.pageCount}
          page={list.page}
          onChange={(_event, page) => list.setPage(page)}
          showFirstButton={false}
          getItemAriaLabel={(type, page) =>
            type === 'previous' ? s.previous : type === 'next' ? s.next : s.pageLabel(page ?? 1)
          }
        />
      )}
    </Box>
  );
}
