import Box from '@mui/material/Box';
import type { Cart } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { CartItemRow } from '../../cart/components/cart-item-row';

/** The cart's lines: with the cart's controls on /checkout, read only on /payment. */
export function CheckoutLines({ cart, editable }: { cart: Cart; editable: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('cart.itemsLabel')} sx={{ m: 0, p: 0, mt: -1.5 }}>
      {cart.cartItems.map((item) => (
        <CartItemRow key={item.itemId} item={item} editable={editable} />
      ))}
    </Box>
  );
}
