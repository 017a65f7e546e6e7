import { Box, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A screen of one column (a resident's household or fees, the office's billing): its title, the
 * page's one h1, and a line under it, then the content, stacked.
 */
export function ColumnPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Box>
        {children}
      </Stack>
    </Container>
  );
}
