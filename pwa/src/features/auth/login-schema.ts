import { type LoginRequest, loginRequestSchema } from '@chungcu/contracts';
import type { Resolver } from 'react-hook-form';
import { localizedResolver } from '../../lib/i18n';
import type { LoginFormValues } from './login-form';

/**
 * The contracts' login schema as the form's resolver, its messages in the user's language;
 * loaded by `login-form.tsx` on first use. (`localizedResolver` answers an untyped resolver: the
 * schema's input and output are the form's.)
 */
export const loginResolver = localizedResolver(loginRequestSchema) as unknown as Resolver<
  LoginFormValues,
  unknown,
  LoginRequest
>;
