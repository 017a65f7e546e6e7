import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Guide, GuideSection } from '../strings';

function Section({ section }: { section: GuideSection }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {section.heading}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 30%) 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.5, sm: 1.5 },
          }}
        >
          {section.items.map((item) => (
            <Box key={item.term} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                {item.term}
              </Typography>
              <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                {item.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** A static help page: title, a back button, a card per section, the warning and some tips. */
export function GuidePage({ guide }: { guide: Guide }) {
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Button
          component={RouterLink}
          to={guide.back.to}
          startIcon={<ArrowBackIcon />}
          sx={{ mb: 2 }}
        >
          {guide.back.label}
        </Button>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
          <MenuBookIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {guide.title}
            </Typography>
            <Typography color="text.secondary">{guide.subtitle}</Typography>
          </Box>
        </Stack>
        <Stack spacing={2}>
          {guide.sections.map((section) => (
            <Section key={section.heading} section={section} />
          ))}
          <Alert severity="warning" variant="outlined" sx={{ borderRadius: 3 }}>
            <AlertTitle component="h2">{guide.warning.heading}</AlertTitle>
            {guide.warning.lines.map((line) => (
              <Typography key={line} variant="body2" sx={{ mb: 0.5 }}>
                {line}
              </Typography>
            ))}
          </Alert>
          <Card variant="outlined" sx={{ borderRadius: 3 }}>
            <CardContent sx={{ p: { xs: 2, md: 3 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LightbulbOutlinedIcon color="warning" aria-hidden />
                <Typography variant="h6" component="h2">
                  {guide.tips.heading}
                </Typography>
              </Stack>
              <List dense>
                {guide.tips.items.map((tip) => (
                  <ListItem key={tip} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <CheckCircleOutlineIcon color="success" fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={tip} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}
