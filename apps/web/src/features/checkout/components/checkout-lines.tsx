import Box from '@mui/material/Box';
import { type Cart, formatCartQuantity } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { AppliedPromotionNote } from '../../../components/ui/applied-promotion';
import { CartItemRow } from '../../cart/components/cart-item-row';
import { ItemRecapRow } from './item-recap-row';

/** The cart's lines: with the cart's controls on /checkout, read only on /payment. */
export function CheckoutLines({ cart, editable }: { cart: Cart; editable: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('cart.itemsLabel')} sx={{ m: 0, p: 0, mt: editable ? -1.5 : 0 }}>
      {cart.cartItems.map((item) =>
        editable ? (
          <CartItemRow key={item.itemId} item={item} editable />
        ) : (
          <ItemRecapRow
            key={item.itemId}
            product={item.product}
            details={lineDetails(
              t('orders.quantity', { quantity: formatCartQuantity(item.product, item.quantity) }),
              item.product.packageDescr,
            )}
            amountCents={item.grossTotalCents}
          >
            <AppliedPromotionNote promotion={item.promotion} />
          </ItemRecapRow>
        ),
      )}
    </Box>
  );
}

/** 'Quantità: 2 pz · 700 g'. */
export function lineDetails(...parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(' · ');
}
