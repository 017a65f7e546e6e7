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

interface GuideSection {
  heading: string;
  /** Term → its meaning, in the order shown. */
  items: Readonly<Record<string, { term: string; text: string }>>;
}

/** A guide's texts, from the guides' catalogue in the language of the moment. */
export interface Guide {
  title: string;
  subtitle: string;
  /** The back button's label. */
  back: string;
  sections: Readonly<Record<string, GuideSection>>;
  warning: { heading: string };
  tips: { heading: string; items: Readonly<Record<string, string>> };
}

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
          {Object.values(section.items).map((item) => (
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
export function GuidePage({
  guide,
  backTo,
  warning,
}: {
  guide: Guide;
  /** The list the guide is about. */
  backTo: string;
  /** Who may delete or edit, and that deletion cannot be undone. */
  warning: readonly string[];
}) {
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          {guide.back}
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
          {Object.values(guide.sections).map((section) => (
            <Section key={section.heading} section={section} />
          ))}
          <Alert severity="warning" variant="outlined" sx={{ borderRadius: 3 }}>
            <AlertTitle component="h2">{guide.warning.heading}</AlertTitle>
            {warning.map((line) => (
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
                {Object.values(guide.tips.items).map((tip) => (
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
