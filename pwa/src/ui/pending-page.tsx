import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
const s = {
  backHome: 'Về trang chủ',
  pendingHeading: 'Đang được xây dựng',
  pendingText: 'Tính năng này sẽ có trong bản cập nhật tiếp theo của ứng dụng.',
};

/** A route whose screen arrives in a later issue: its title and 'Đang được xây dựng'. */
export function PendingPage({ title }: { title: string }) {
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
              {s.pendingHeading}
            </Typography>
            <Typography color="text.secondary">{s.pendingText}</Typography>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
