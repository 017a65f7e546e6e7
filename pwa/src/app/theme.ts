import { createTheme } from '@mui/material/styles';
import { viVN } from '@mui/material/locale';
import { limits } from '@chungcu/contracts';
import { touchComponents } from './theme-touch';

/**
 * A calm, professional theme: deep blue primary, light surfaces, rounded cards, no all-caps.
 *
 * Every filled colour carries white text at 4.5:1 or more (WCAG AA for small text): MUI's own
 * warning (#ED6C02, 3.1:1) and info (#0288D1, 3.85:1) failed on the status chips, so both are
 * darker here. Touch sizes live in `theme-touch.ts`.
 */
const base = createTheme({
  palette: {
    // getContrastText (category badges in their own colour, …) picks white only at 4.5:1.
    contrastThreshold: 4.5,
    primary: { main: '#1E40AF' },
    secondary: { main: '#0F766E' },
    // Amber 800 / sky 700 / green 800 / red 700: each ≥ 4.5:1 against white either way round.
    warning: { main: '#B45309', contrastText: '#FFFFFF' },
    info: { main: '#0369A1', contrastText: '#FFFFFF' },
    success: { main: '#2E7D32', contrastText: '#FFFFFF' },
    error: { main: '#C62828', contrastText: '#FFFFFF' },
    background: { default: '#F5F7FB', paper: '#FFFFFF' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
  },
  components: {
    // Variants style, levels structure: h2–h6 looks all render <h2> unless a screen says
    // otherwise (`component`), so a card title under the page's h1 never skips a level.
    MuiTypography: {
      defaultProps: {
        variantMapping: {
          h2: 'h2',
          h3: 'h2',
          h4: 'h2',
          h5: 'h2',
          h6: 'h2',
          // MUI renders subtitles as <h6>: they label fields and tiles here, they are not headings.
          subtitle1: 'p',
          subtitle2: 'p',
        },
      },
    },
  },
});

export const theme = createTheme(
  base,
  {
    components: {
      ...touchComponents(base),
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: {
        defaultProps: {
          enterDelay: limits.tooltipDelayMs,
          enterNextDelay: limits.tooltipSkipDelayMs,
        },
      },
    },
  },
  viVN,
);

/**
 * For a device that asks for reduced motion (`prefers-reduced-motion: reduce`, a setting people
 * with vestibular disorders rely on): dialogs, menus, drawers and folds appear and go at once,
 * and a press leaves no ripple. Spinners still turn: they say that something is under way.
 */
export const stillMotion = {
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // Menus and popovers time their growth by their height ('auto'), not by the durations above.
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
  },
};
