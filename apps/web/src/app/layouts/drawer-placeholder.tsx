import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { CART_DRAWER_WIDTH } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import type { DrawerName } from './navbar';

const pulse = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

const titleKeys = { cart: 'shell.cartTitle', categories: 'shell.categoriesTitle', links: 'shell.linksTitle' } as const;

/**
 * The drawer's frame with grey shapes, drawn at the tap while the drawers' code downloads (the
 * first tap on the cart used to show nothing for up to 3 s). Plain boxes: no MUI Drawer, Modal or
 * Skeleton code in the entry for it. The real drawer replaces it in place.
 */
export function DrawerPlaceholder({ drawer }: { drawer: DrawerName }) {
  const { t } = useTranslation();
  const right = drawer === 'cart';
  return (
    <Box sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.drawer }} data-testid="drawer-placeholder">
      <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.5)' }} />
      <Box
        role="status"
        aria-label={t('shell.loadingPage')}
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          [right ? 'right' : 'left']: 0,
          width: right ? `min(${CART_DRAWER_WIDTH}px, 100vw)` : 'min(380px, calc(100vw - 32px))',
          bgcolor: 'background.paper',
          boxShadow: 16,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, minHeight: 56, borderBottom: 1, borderColor: 'divider' }}>
          <Box component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {t(titleKeys[drawer])}
          </Box>
        </Box>
        <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, animation: `${pulse} 1.5s ease-in-out infinite` }}>
          {[132, 64, 64, 64, 96].map((height, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed shapes that never reorder
            <Box key={index} sx={{ height, borderRadius: 1, bgcolor: 'grey.200' }} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
