import AddIcon from '@mui/icons-material/Add';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Box, Button, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface PageHeaderProps {
  title: string;
  subtitle: string;
  /** The usage guide's route and its button label. */
  guide: { to: string; label: string };
  /** The main action: a route to open, or a handler (e.g. opening a dialog). */
  add: { label: string } & ({ to: string } | { onClick(): void });
  /** More actions shown before the guide link (e.g. another feature's buttons, composed by the app). */
  extra?: ReactNode;
}

/**
 * A management screen's header: title and subtitle, then the guide link and the add action,
 * side by side on wide screens and stacked on phones. Stacked, the add action comes first (in
 * the page's order, not only on screen: a keyboard or screen reader meets it first too), where a
 * thumb finds it under the title; beside the title it ends the row. Memoised: static while the
 * user types.
 */
export const PageHeader = memo(function PageHeader({
  title,
  subtitle,
  guide,
  add,
  extra,
}: PageHeaderProps) {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const addButton = (
    <Button
      {...('to' in add ? { component: RouterLink, to: add.to } : { onClick: add.onClick })}
      variant="contained"
      startIcon={<AddIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {add.label}
    </Button>
  );
  return (
    <Stack
      direction={{ xs: 'column', lg: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', lg: 'center' }, mb: 3 }}
    >
      <Box sx={{ flexShrink: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      {/* Beside the title on a wide screen, the actions wrap onto a second line before they
          would push past the edge (a list with many actions: export, import, labels, scan). */}
      <Stack
        direction="row"
        sx={{ minWidth: 0, flexWrap: 'wrap', gap: 1, justifyContent: { lg: 'flex-end' } }}
      >
        {stacked && addButton}
        {extra}
        <Button
          component={RouterLink}
          to={guide.to}
          variant="outlined"
          startIcon={<MenuBookIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {guide.label}
        </Button>
        {!stacked && addButton}
      </Stack>
    </Stack>
  );
});
