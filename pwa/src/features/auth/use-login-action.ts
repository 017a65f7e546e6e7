import type { LoginRequest } from '@chungcu/contracts';
import { useCallback } from 'react';
import { HttpError, NetworkError } from '../../data/boot';
import { displayName } from '../../ui/person';
import { useToast } from '../../ui/toast';
import { useAuth } from './auth-context';
import { type StringsOf, useStrings } from '../../lib/i18n';
import { authStrings } from './strings';

type AuthStrings = StringsOf<typeof authStrings>;

function loginErrorText(error: unknown, s: AuthStrings): string {
  if (error instanceof NetworkError) return s.offlineLogin;
  if (error instanceof HttpError && error.serverMessage) return error.serverMessage;
  return s.loginErrorFallback;
}

/** Signs in and tells the user how it went. True on success. */
export function useLoginAction(): (credentials: LoginRequest) => Promise<boolean> {
  const { login } = useAuth();
  const toast = useToast();
  const s = useStrings(authStrings);
  return useCallback(
    async (credentials) => {
      try {
        const user = await login(credentials);
        toast({
          title: s.loginSuccessTitle,
          description: s.loginSuccessText(displayName(user, s.fallbackName)),
        });
        return true;
      } catch (error) {
        toast({
          title: s.loginErrorTitle,
          description: loginErrorText(error, s),
          variant: 'destructive',
        });
        return false;
      }
    },
    [login, toast, s],
  );
}
