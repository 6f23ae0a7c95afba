import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Cart, formatEuro } from '@spesa/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveGiftCode } from '../api/remove-gift-code';
import { totalLabelKey } from '../utils/total-label';
import { EstimateNote } from './estimated-total';

/**
 * One amount of a summary (cart, order): its label, an optional button, the amount; `strong` for the
 * totals, `divided` for a line below a rule. Its own `div` is the only thing between the `dl` and its
 * `dt`/`dd` (the button inside the `dd`): HTML allows nothing else there, and screen readers count on it.
 */
export function SummaryLine({
  label,
  amount,
  strong = false,
  divided = false,
  color,
  action,
}: {
  label: ReactNode;
  amount: string;
  strong?: boolean;
  divided?: boolean;
  /** A theme colour for the whole line (the promotions' savings are green). */
  color?: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.25,
        color,
        ...(divided && { borderTop: 1, borderColor: 'divider', mt: 0.5, pt: 0.5 }),
      }}
    >
      <Box component="dt" sx={{ flex: 1, minWidth: 0, fontWeight: strong ? 800 : 400, fontSize: strong ? '1.1rem' : undefined }}>
        {label}
      </Box>
      <Box
        component="dd"
        sx={{
          m: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          fontWeight: strong ? 800 : 600,
          fontSize: strong ? '1.1rem' : undefined,
          whiteSpace: 'nowrap',
        }}
      >
        {action}
        {amount}
      </Box>
    </Box>
  );
}

/** What the lines' promotions saved ("Risparmi con le promozioni"), already out of the subtotal; nothing at 0. */
export function PromotionSavingsLine({ cents }: { cents: number | undefined }) {
  const { t } = useTranslation();
  if (!cents) return null;
  return <SummaryLine label={t('promotions.savings')} amount={formatEuro(cents)} color="success.dark" />;
}

/**
 * The cart's totals, all from the server's cents: subtotal, bags, each gift certificate's
 * discount (removable while the cart is editable), delivery fee, total; then the gift
 * certificates this order will earn.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const removeCode = useRemoveGiftCode();
  const adjustments = cart.orderAdjustmentSummary.orderAdjustments;
  return (
    <Box component="section" aria-label={t('cart.summaryLabel')}>
      <Box component="dl" sx={{ m: 0 }}>
        <SummaryLine label={t('cart.subtotal')} amount={formatEuro(cart.subTotalCents)} />
        {cart.orderPackages.map((orderPackage) => (
          <SummaryLine
            key={orderPackage.orderPackageId}
            label={`${orderPackage.package.descr} × ${orderPackage.quantity}`}
            amount={formatEuro(orderPackage.totalPriceCents)}
          />
        ))}
        {adjustments.map((adjustment) => (
          <SummaryLine
            key={adjustment.userGiftCertificateId}
            label={
              <>
                <Typography component="span" sx={{ color: 'success.dark', fontWeight: 600 }}>
                  {adjustment.giftCertificate.description}
                </Typography>
                {adjustment.refusal && (
                  <Typography component="span" variant="body2" sx={{ display: 'block', color: 'error.main' }}>
                    {adjustment.refusal.description}
                  </Typography>
                )}
              </>
            }
            amount={`−${formatEuro(adjustment.amountCents)}`}
            action={
              cart.editable && (
                <IconButton
                  size="small"
                  aria-label={t('cart.giftCodeRemove', { name: adjustment.giftCertificate.description })}
                  disabled={removeCode.isPending}
                  onClick={() => removeCode.mutate(adjustment.giftCertificate.code)}
                >
                  <Close fontSize="small" />
                </IconButton>
              )
            }
          />
        ))}
        <SummaryLine
          label={t('cart.deliveryFee')}
          amount={cart.deliveryFeeCents > 0 ? formatEuro(cart.deliveryFeeCents) : t('cart.deliveryFree')}
        />
        <SummaryLine label={t(totalLabelKey(cart.totalIsEstimate))} amount={formatEuro(cart.totalPriceCents)} strong divided />
        <PromotionSavingsLine cents={cart.promotionDiscountCents} />
      </Box>
      {cart.totalIsEstimate && <EstimateNote cart={cart} />}
      {cart.giftCertificatesToGenerate.length > 0 && (
        <Box sx={{ mt: 1, p: 1, bgcolor: 'success.50', border: 1, borderColor: 'success.light', borderRadius: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('cart.giftCertificatesToGenerate')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {cart.giftCertificatesToGenerate.map((gift) => (
              <Typography component="li" variant="body2" key={`${gift.description}-${gift.giftTotalCents}`}>
                {`${gift.description}: ${formatEuro(gift.giftTotalCents)}`}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
