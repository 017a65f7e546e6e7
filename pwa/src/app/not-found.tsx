import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useStrings } from '../lib/i18n';
import { appStrings } from './strings';

/** Any path the router does not know. */
export function NotFoundPage() {
  const s = useStrings(appStrings);
  return (
    <Box
      sx={{
        minHeight: 'calc(100dvh - 64px)',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ maxWidth: 480, width: '100%', borderRadius: 3 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {s.notFoundTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {s.notFoundHint}
          </Typography>
          <Button component={Link} to="/" variant="contained">
            {s.backHome}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
