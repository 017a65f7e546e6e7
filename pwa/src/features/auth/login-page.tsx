import type { MockUser } from '@chungcu/contracts';
import { Alert, Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { Logo } from '../../ui/logo';
import { useOnline } from '../../ui/use-online';
import { LoginForm, useLoginForm } from './login-form';
import { LoginHero } from './login-hero';
import { QuickLogin } from './quick-login';
import { useStrings } from '../../lib/i18n';
import { DEMO_PASSWORDS, authStrings } from './strings';
import { useLoginAction } from './use-login-action';

/** The login page (at every path while signed out); after sign-in the asked-for route shows. */
export function LoginPage() {
  const s = useStrings(authStrings);
  const online = useOnline();
  const form = useLoginForm();
  const submit = useLoginAction();
  const busy = form.formState.isSubmitting;

  const pickDemoUser = (user: MockUser) => {
    form.setValue('email', user.email ?? '', { shouldValidate: false });
    form.setValue('password', DEMO_PASSWORDS[user.role], { shouldValidate: false });
    void form.handleSubmit(submit)();
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', bgcolor: 'background.default' }}>
      <LoginHero />
      <Box
        component="main"
        sx={{
          flex: 1,
          // Lets long lines (a demo user's email) wrap or clip instead of widening the page.
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          // Anchored at the top, not centred: the demo accounts' list appears below the form once
          // the page is idle, and a centred card would then move up by half the list's height,
          // under a finger (or a test's click) already on its way to "Đăng nhập".
          justifyContent: 'flex-start',
          px: 2,
          pt: { xs: 4, md: 'max(32px, 10vh)' },
          pb: 4,
          gap: 3,
        }}
      >
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <Logo size={44} />
        </Box>
        <Card sx={{ width: '100%', maxWidth: 440, borderRadius: 3 }} elevation={0}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={3}>
              <Box>
                <Typography variant="h5" component="h1" gutterBottom>
                  {s.loginTitle}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.loginSubtitle}
                </Typography>
              </Box>
              {!online && (
                <Alert severity="warning" data-testid="login-offline">
                  {s.offlineLogin}
                </Alert>
              )}
              <LoginForm form={form} onSubmit={submit} autoFocus />
              <QuickLogin onPick={pickDemoUser} disabled={busy} />
            </Stack>
          </CardContent>
        </Card>
        <Divider flexItem sx={{ maxWidth: 440, width: '100%', alignSelf: 'center' }} />
        <Typography component="footer" variant="caption" color="text.secondary">
          {s.copyright}
        </Typography>
      </Box>
    </Box>
  );
}
