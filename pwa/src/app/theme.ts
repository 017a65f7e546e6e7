import { createTheme } from '@mui/material/styles';
import { viVN } from '@mui/material/locale';
import { limits } from '@chungcu/contracts';

/** A calm, professional theme: deep blue primary, light surfaces, rounded cards, no all-caps. */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1E40AF' },
      secondary: { main: '#0F766E' },
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
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiButton: { defaultProps: { disableElevation: true } },
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
