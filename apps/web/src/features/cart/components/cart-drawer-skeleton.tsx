import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** The cart drawer while the cart loads (first file, section 2): the shapes of the delivery box, three lines and the total. */
export function CartDrawerSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('cart.loading')}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Skeleton variant="rounded" height={132} />
      <Skeleton variant="text" width={120} />
      {[0, 1, 2].map((line) => (
        <Box key={line} sx={{ display: 'flex', gap: 1.5 }}>
          <Skeleton variant="rounded" width={64} height={64} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" width={168} height={40} sx={{ mt: 1 }} />
          </Box>
        </Box>
      ))}
      <Skeleton variant="rounded" height={96} />
    </Box>
  );
}
