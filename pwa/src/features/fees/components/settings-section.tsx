import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A part of the fee settings under its own heading (Tài khoản nhận tiền, Báo có tự động). */
export function SettingsSection({
  title,
  subtitle,
  testId,
  children,
}: {
  title: string;
  subtitle: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" spacing={2} data-testid={testId} sx={{ mt: 2 }}>
      <Box>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      {children}
    </Stack>
  );
}
