import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Cart, formatEuro } from '@spesa/domain';
import { useTranslation } from 'react-i18next';

/**
 * How far the cart is from its service's minimum order and from free delivery, from the server's
 * numbers (brand settings, docs/decisions/0019): 'Mancano 12,40 € per la consegna gratuita' with a bar,
 * or that delivery is free; nothing for an empty cart or a service that is always free.
 */
export function DeliveryProgress({ cart }: { cart: Pick<Cart, 'deliveryProgress' | 'subTotalCents' | 'cartItems'> }) {
  const { t } = useTranslation();
  const progress = cart.deliveryProgress;
  if (cart.cartItems.length === 0) return null;
  const service = progress.serviceKind ? t(`totals.service.${progress.serviceKind}`) : '';
  const threshold = progress.freeThresholdCents;
  const showsThreshold = progress.baseFeeCents > 0 && threshold !== null && threshold > 0;
  const missing = progress.amountToFreeDeliveryCents ?? 0;
  if (progress.amountToMinimumCents === 0 && !showsThreshold) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="delivery-progress">
      {progress.amountToMinimumCents > 0 && (
        <Typography
          variant="body2"
          sx={{ p: 1, borderRadius: 1, bgcolor: '#fff8e1', border: 1, borderColor: 'warning.main', color: 'text.primary' }}
        >
          {t('totals.minimumMissing', {
            minimum: formatEuro(progress.minimumOrderCents),
            service,
            amount: formatEuro(progress.amountToMinimumCents),
          })}
        </Typography>
      )}
      {showsThreshold && (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 700, color: missing > 0 ? 'text.primary' : 'success.dark' }}>
            {missing > 0 ? t('totals.freeDeliveryMissing', { amount: formatEuro(missing) }) : t('totals.freeDeliveryReached')}
          </Typography>
          <Box
            role="progressbar"
            aria-label={t('totals.freeDeliveryProgress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, Math.round((cart.subTotalCents * 100) / threshold))}
            sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}
          >
            <Box
              sx={{
                height: '100%',
                width: `${Math.min(100, (cart.subTotalCents * 100) / threshold)}%`,
                bgcolor: missing > 0 ? 'primary.main' : 'success.main',
              }}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
