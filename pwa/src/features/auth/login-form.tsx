import type { LoginRequest } from '@chungcu/contracts';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Button,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { Controller, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useStrings } from '../../lib/i18n';
import { authStrings } from './strings';

export interface LoginFormValues {
  email: string;
  password: string;
}
export type LoginFormApi = UseFormReturn<LoginFormValues, unknown, LoginRequest>;

/**
 * The contracts' schema, loaded on the first validation (a submit) rather than with the screen:
 * zod and every schema stay out of the login route's JavaScript.
 */
const lazyLoginResolver: Resolver<LoginFormValues, unknown, LoginRequest> = async (...args) => {
  let schema: { loginResolver: Resolver<LoginFormValues, unknown, LoginRequest> };
  try {
    schema = await import('./login-schema');
  } catch {
    // Its file did not arrive (the network dropped before the service worker held it): say so
    // under the form, and the next submit asks again, rather than a button that does nothing.
    return {
      values: {},
      errors: { root: { type: 'network', message: authStrings.get().offlineLogin } },
    };
  }
  return schema.loginResolver(...args);
};

/** The login form's state, validated with the contracts' schema (spec section 5 messages). */
export function useLoginForm(defaultEmail = ''): LoginFormApi {
  return useForm<LoginFormValues, unknown, LoginRequest>({
    resolver: lazyLoginResolver,
    defaultValues: { email: defaultEmail, password: '' },
  });
}

interface LoginFormProps {
  form: LoginFormApi;
  /** Reports its own failure (a toast): the form only waits for it. */
  onSubmit(credentials: LoginRequest): Promise<unknown>;
  autoFocus?: boolean;
}

/**
 * Email, password with a show/hide toggle, and submit. Built from FormControl + OutlinedInput
 * rather than TextField, which would pull MUI's Select and Modal into the login route.
 */
export function LoginForm({ form, onSubmit, autoFocus = false }: LoginFormProps) {
  const s = useStrings(authStrings);
  const id = useId();
  const [showPassword, setShowPassword] = useState(false);
  const { control, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      data-testid="login-form"
    >
      <FormControl error={Boolean(errors.email)} fullWidth>
        <InputLabel htmlFor={`${id}-email`}>{s.email}</InputLabel>
        <Controller
          name="email"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <OutlinedInput
              {...field}
              inputRef={ref}
              id={`${id}-email`}
              label={s.email}
              placeholder={s.emailPlaceholder}
              type="email"
              autoComplete="username"
              autoFocus={autoFocus}
              slotProps={{
                input: {
                  inputMode: 'email',
                  'aria-describedby': `${id}-email-help`,
                  // Browser tests find the fields whatever the language.
                  ...{ 'data-testid': 'login-email' },
                },
              }}
            />
          )}
        />
        <FormHelperText id={`${id}-email-help`}>{errors.email?.message}</FormHelperText>
      </FormControl>
      <FormControl error={Boolean(errors.password)} fullWidth>
        <InputLabel htmlFor={`${id}-password`}>{s.password}</InputLabel>
        <Controller
          name="password"
          control={control}
          render={({ field: { ref, ...field } }) => (
            <OutlinedInput
              {...field}
              inputRef={ref}
              id={`${id}-password`}
              label={s.password}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              slotProps={{
                input: {
                  'aria-describedby': `${id}-password-help`,
                  ...{ 'data-testid': 'login-password' },
                },
              }}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? s.hidePassword : s.showPassword}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
          )}
        />
        <FormHelperText id={`${id}-password-help`}>{errors.password?.message}</FormHelperText>
      </FormControl>
      {errors.root && (
        <Alert severity="error" data-testid="login-form-error">
          {errors.root.message}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        data-testid="login-submit"
      >
        {isSubmitting ? s.submitting : s.submit}
      </Button>
    </Stack>
  );
}
