import AddIcon from '@mui/icons-material/Add';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { Box, Button, Collapse, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, memo, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStrings } from '../lib/i18n';
import { uiStrings } from './strings';

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
 * thumb finds it under the title; beside the title it ends the row. On a phone (below `sm`) the
 * other actions fold behind "Thao tác khác" beside it: one row instead of three above the list.
 * Folded, they stay mounted (hidden), so a dialog one of them opened stays open. Memoised: static
 * while the user types.
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
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [unfolded, setUnfolded] = useState(false);
  const more = useId();
  const s = useStrings(uiStrings).pageHeader;
  const addButton = (
    <Button
      {...('to' in add ? { component: RouterLink, to: add.to } : { onClick: add.onClick })}
      variant="contained"
      startIcon={<AddIcon />}
      sx={{ whiteSpace: 'nowrap', flexGrow: phone ? 1 : 0 }}
    >
      {add.label}
    </Button>
  );
  const others = (
    <>
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
    </>
  );
  const actions = phone ? (
    <Box>
      <Stack direction="row" sx={{ gap: 1 }}>
        {addButton}
        <Button
          variant="outlined"
          startIcon={<MoreHorizIcon />}
          aria-expanded={unfolded}
          aria-controls={more}
          onClick={() => setUnfolded((was) => !was)}
          sx={{ whiteSpace: 'nowrap' }}
          data-testid="page-header-more"
        >
          {s.more}
        </Button>
      </Stack>
      <Collapse in={unfolded} id={more}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 1 }}>
          {others}
        </Stack>
      </Collapse>
    </Box>
  ) : (
    // Beside the title on a wide screen, the actions wrap onto a second line before they would
    // push past the edge (a list with many actions: export, import, labels, scan).
    <Stack
      direction="row"
      sx={{ minWidth: 0, flexWrap: 'wrap', gap: 1, justifyContent: { lg: 'flex-end' } }}
    >
      {stacked && addButton}
      {others}
      {!stacked && addButton}
    </Stack>
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
      {actions}
    </Stack>
  );
});
