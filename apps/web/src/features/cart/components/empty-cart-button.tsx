import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Button from '@mui/material/Button';
import type { Cart } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/track';
import { cartDialogs } from '../api/cart-dialogs';
import { useEmptyCart } from '../api/remove-cart-item';

/** 'Svuota il carrello': after a Sì/No confirmation every line goes; a failure shows the emptyCart toast. */
export function EmptyCartButton({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const emptyCart = useEmptyCart();
  const ask = async () => {
    if (!(await cartDialogs.confirm(t('cart.emptyConfirm')))) return;
    emptyCart.mutate(
      cart.cartItems.map(({ itemId, product }) => ({ itemId, productId: product.productId })),
      { onSuccess: () => track((events, names) => events.emptyCartEvent(cart, names)) },
    );
  };
  return (
    <Button
      variant="text"
      color="inherit"
      startIcon={<DeleteSweepOutlined />}
      disabled={emptyCart.isPending}
      onClick={() => void ask()}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('cart.empty')}
    </Button>
  );
}
