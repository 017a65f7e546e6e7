import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

/** A route whose screen arrives in a later issue: its title and 'Đang được xây dựng'. */
export function PendingPage({ title }: { title: string }) {
  const s = useStrings(uiStrings).pending;
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Button component={Link} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          {s.backHome}
        </Button>
        <Card sx={{ borderRadius: 3 }}>
          <CardContent sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
            <ConstructionIcon color="primary" sx={{ fontSize: 56, mb: 1 }} />
            <Typography variant="h4" component="h1" gutterBottom data-testid="page-title">
              {title}
            </Typography>
            <Typography variant="h6" color="text.secondary" gutterBottom>
              {s.heading}
            </Typography>
            <Typography color="text.secondary">{s.text}</Typography>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
