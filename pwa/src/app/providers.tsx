import { CssBaseline } from '@mui/material';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../features/auth';
import { ToastProvider } from '../ui/toast';
import { LocaleProvider } from './locale-provider';

/**
 * Theme (in the language of the moment), baseline styles, toasts, the router and the session, in
 * that order.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter>
          <AuthProvider>{children}</AuthProvider>
        </BrowserRouter>
      </ToastProvider>
    </LocaleProvider>
  );
}
