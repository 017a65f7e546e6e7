import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth';
import { ToastProvider } from '../ui/toast';
import { theme } from './theme';

/** Theme (viVN), baseline styles, toasts, the router and the session, in that order. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter>
          <AuthProvider>{children}</AuthProvider>
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}
