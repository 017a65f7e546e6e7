import ApartmentIcon from '@mui/icons-material/Apartment';
import { Box, Typography } from '@mui/material';

/** The product's name: a brand, the same in every language. */
export const PRODUCT_NAME = 'ChungCư';

/** The product mark: a building on the primary colour, with the name beside it. */
export function Logo({ size = 40, showName = true }: { size?: number; showName?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: size,
          height: size,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <ApartmentIcon sx={{ fontSize: size * 0.6 }} />
      </Box>
      {showName && (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: size * 0.5, color: 'primary.main', letterSpacing: 0.2 }}
        >
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
