import { Typography } from '@mui/material';

/**
 * A screen whose rows are still loading from the device's tables: its one h1 from the first
 * frame (screen readers and axe find a heading whatever the timing), announced as busy. The
 * `loading-screen` test id is what the browser walks wait on before they measure.
 */
export function PageLoading({ label }: { label: string }) {
  return (
    <Typography
      variant="h6"
      component="h1"
      color="text.secondary"
      role="status"
      aria-busy="true"
      data-testid="loading-screen"
      sx={{ p: 3 }}
    >
      {label}
    </Typography>
  );
}
