import type { LoginRequest, User } from '@chungcu/contracts';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'error' | 'signed-out' | 'signed-in' | 'signing-out';

export interface AuthValue {
  status: AuthStatus;
  /** The signed-in user (spec section 4: authenticated when the user call returns data). */
  user: User | null;
  /** True when the server could not be reached and the user cached on this device was used. */
  offline: boolean;
  isAdmin: boolean;
  isResident: boolean;
  /** Signs in, then refreshes the user. Throws the HTTP error on failure. */
  login(credentials: LoginRequest): Promise<User>;
  /** Signs out, warning first when changes have not reached the server. */
  logout(): Promise<void>;
  /** Asks the server who is signed in (also done on window focus). */
  refresh(): Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

/** The session: who is signed in, their role, and sign-in / sign-out. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
