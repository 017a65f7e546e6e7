import AddIcon from '@mui/icons-material/Add';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Box, Button, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { residentStrings as s } from '../strings';

/** Title, subtitle, the guide link and the add button (memoised: static while typing). */
export const ResidentsHeader = memo(function ResidentsHeader({ onAdd }: { onAdd(): void }) {
  return (
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
          to="/residents/guide"
          variant="outlined"
          startIcon={<MenuBookIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {s.guideButton}
        </Button>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onAdd}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {s.addButton}
        </Button>
      </Stack>
    </Stack>
  );
});
