import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type Cart, formatEuro } from '@spesa/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { openLoginDialogInstead } from '../../../lib/api/login-dialog';
import { track } from '../../analytics/track';
import { OrderEditBanner } from '../../orders/components/order-edit-banner';
import { listSelector } from '../../wishlists/api/list-selector';
import { useCart } from '../api/get-cart';
import { totalLabelKey } from '../utils/total-label';
import { CartDelivery } from './cart-delivery-summary';
import { CartDrawerSkeleton } from './cart-drawer-skeleton';
import { CartItemRow } from './cart-item-row';
import { CartPaymentLockBanner } from './cart-payment-lock-banner';
import { CartSummary } from './cart-summary';
import { DeliveryProgress } from './delivery-progress';
import { EmptyCartButton } from './empty-cart-button';
import { GiftCodeField } from './gift-code-field';

type Props = { loggedIn: boolean; onClose: () => void };

/**
 * The cart drawer (first file, section 2): a visitor is asked to log in; a shopper sees the cart's
 * address and slot, loyalty points, the count, the lines, the summary, a gift code, and the
 * continue-shopping and checkout buttons; a skeleton while the cart loads.
 */
export default function CartDrawerContent({ loggedIn, onClose }: Props) {
  return loggedIn ? <ShopperCart onClose={onClose} /> : <VisitorCartNotice onClose={onClose} />;
}

function ShopperCart({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const cart = useCart();
  if (cart.isPending) return <CartDrawerSkeleton />;
  if (!cart.data) {
    return (
      <Centered>
        <Typography role="alert">{t('errors.errorLoadingCart')}</Typography>
        <Button variant="outlined" onClick={() => void cart.refetch()}>
          {t('errorsPages.retry')}
        </Button>
      </Centered>
    );
  }
  return <CartView cart={cart.data} onClose={onClose} />;
}

function CartView({ cart, onClose }: { cart: Cart; onClose: () => void }) {
  const { t } = useTranslation();
  const points = cart.userPoints.LOYALTY.value;
  const count = cart.cartItems.length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
        <OrderEditBanner cart={cart} />
        <CartPaymentLockBanner cart={cart} onClose={onClose} />
        <CartDelivery cart={cart} />
        {points > 0 && (
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
          >
            <Typography sx={{ fontWeight: 700 }}>{t('cart.loyaltyPoints')}</Typography>
            <Typography>{t('cart.loyaltyPointsValue', { points })}</Typography>
          </Box>
        )}
        {count > 0 ? (
          <>
            <Typography component="p" sx={{ fontWeight: 700 }} data-testid="cart-count">
              {t('cart.itemCount', { count })}
            </Typography>
            <DeliveryProgress cart={cart} />
            <CartLines cart={cart} />
            <CartSummary cart={cart} />
            {cart.editable && <GiftCodeField />}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
              <Button
                variant="text"
                startIcon={<PlaylistAddOutlined />}
                onClick={() =>
                  void listSelector
                    .open({ items: cartListItems(cart) })
                    .then((chosen) => chosen && track((events, names) => events.cartToWishlistEvent(cart, names)))
                }
              >
                {t('cart.saveToList')}
              </Button>
              {cart.editable && <EmptyCartButton cart={cart} />}
            </Box>
          </>
        ) : (
          <EmptyCart />
        )}
      </Box>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          // Above the fields' floating labels, which MUI lifts with a z-index of their own.
          zIndex: 2,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          p: 2,
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        {count > 0 && <DrawerTotal cart={cart} />}
        <Button variant="outlined" onClick={onClose} sx={{ flex: '1 1 0', whiteSpace: 'nowrap', px: 1 }}>
          {t('cart.continueShopping')}
        </Button>
        {count > 0 && (
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.checkout.to()}
            onClick={onClose}
            sx={{ flex: '1 1 0', whiteSpace: 'nowrap', px: 1 }}
          >
            {t('cart.goToCheckout')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The running total, always in view in the drawer's sticky footer above 'Vai alla cassa'. */
function DrawerTotal({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="cart-drawer-total"
      sx={{ width: '100%', display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}
    >
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {t(totalLabelKey(cart.totalIsEstimate))}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
        {formatEuro(cart.totalPriceCents)}
      </Typography>
    </Box>
  );
}

/** The lines, under their departments when the answer grouped them (show_sectors), otherwise in one list. */
function CartLines({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const rows = (items: Cart['cartItems']) =>
    items.map((item) => <CartItemRow key={item.itemId} item={item} editable={cart.editable} />);
  if (!cart.sectors?.length) {
    return (
      <Box component="ul" aria-label={t('cart.itemsLabel')} sx={{ m: 0, p: 0, mt: -1.5 }}>
        {rows(cart.cartItems)}
      </Box>
    );
  }
  return (
    <Box role="group" aria-label={t('cart.itemsLabel')} sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: -1 }}>
      {cart.sectors.map((sector) => (
        <Box component="section" key={sector.sectorId} aria-labelledby={`cart-sector-${sector.sectorId}`}>
          <Typography
            id={`cart-sector-${sector.sectorId}`}
            component="h3"
            variant="overline"
            sx={{
              display: 'block',
              color: 'text.secondary',
              fontWeight: 700,
              lineHeight: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {sector.name}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {rows(sector.cartItems)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The cart's lines as list items: the product and its quantity (pieces, or kg for loose products). */
function cartListItems(cart: Cart) {
  return cart.cartItems.map((item) => ({ productId: item.product.productId, quantity: item.quantity }));
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{ p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2 }}
    >
      {children}
    </Box>
  );
}

function CartIcon() {
  return (
    <Box
      sx={{
        width: 88,
        height: 88,
        borderRadius: '50%',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        mt: 2,
        mx: 'auto',
      }}
    >
      <ShoppingCartOutlined sx={{ fontSize: 44 }} />
    </Box>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
      <CartIcon />
      <Typography sx={{ maxWidth: 360 }}>{t('shell.cartEmpty')}</Typography>
    </Box>
  );
}

function VisitorCartNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Centered>
      <CartIcon />
      <Typography sx={{ maxWidth: 360 }}>{t('shell.cartLoginNeeded')}</Typography>
      <Button
        variant="contained"
        size="large"
        component={RouterLink}
        to={paths.login.to()}
        onClick={(event: MouseEvent) => {
          if (openLoginDialogInstead(event)) onClose();
        }}
        sx={{ minWidth: 200 }}
      >
        {t('shell.cartLoginButton')}
      </Button>
      <Link component={RouterLink} to={paths.registration.to()} onClick={onClose}>
        {t('shell.cartRegister')}
      </Link>
      <Button variant="text" onClick={onClose}>
        {t('cart.continueShopping')}
      </Button>
    </Centered>
  );
}
