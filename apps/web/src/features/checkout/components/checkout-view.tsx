import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CART_NOTE_MAX_LENGTH, type Cart, editedOrderOf, offersInvoice } from '@spesa/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { paths } from '../../../config/paths';
import { useTrackOnce } from '../../analytics/hooks/use-track-once';
import { track } from '../../analytics/track';
import { useCart } from '../../cart/api/get-cart';
import { useUpdateCartInfo } from '../../cart/api/update-cart-info';
import { CartDelivery } from '../../cart/components/cart-delivery-summary';
import { CartPaymentLockBanner } from '../../cart/components/cart-payment-lock-banner';
import { CartSummary } from '../../cart/components/cart-summary';
import { DeliveryProgress } from '../../cart/components/delivery-progress';
import { OrderEditBanner } from '../../orders/components/order-edit-banner';
import { usePrepareCheckout } from '../api/checkout';
import { CheckoutFrame, CheckoutSection } from './checkout-frame';
import { CheckoutLines } from './checkout-lines';

/** /checkout: the cart to confirm, its address and slot (with their edit buttons), the comment, the invoice choice. */
export function CheckoutView() {
  const { t } = useTranslation();
  const cart = useCart();
  if (cart.isPending)
    return (
      <CheckoutFrame title={t('checkout.title')} aside={<Skeleton height={200} />}>
        <Skeleton variant="rounded" height={300} />
      </CheckoutFrame>
    );
  if (!cart.data)
    return (
      <CheckoutFrame title={t('checkout.title')} aside={null}>
        <ResponseMessage kind="error">{t('errors.errorLoadingCart')}</ResponseMessage>
      </CheckoutFrame>
    );
  return <CheckoutForm cart={cart.data} />;
}

/** What /checkout is opened with after a refused confirmation: the server's text, shown above the cart. */
export type CheckoutNotice = { notice?: string };

/** True when the cart can go on to payment: lines, an address and a slot. */
export function isReadyForPayment(cart: Cart): boolean {
  return cart.cartItems.length > 0 && cart.shippingAddress !== null && cart.timeslot !== null;
}

function CheckoutForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notice } = (useLocation().state ?? {}) as CheckoutNotice;
  const updateInfo = useUpdateCartInfo();
  const [comment, setComment] = useState(cart.cartInfos.order_comment);
  // What was last sent, and its call: leaving the box and pressing the button save the comment once.
  const savedComment = useRef(cart.cartInfos.order_comment);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const saveComment = () => {
    if (comment === savedComment.current) return saving.current;
    const previous = savedComment.current;
    savedComment.current = comment;
    saving.current = updateInfo.mutateAsync({ property: 'order_comment', value: comment }).catch((error: unknown) => {
      savedComment.current = previous;
      throw error;
    });
    return saving.current;
  };
  const ready = isReadyForPayment(cart);
  const prepare = usePrepareCheckout();
  useTrackOnce(cart.cartItems.length > 0 ? `checkout:${cart.cartId}` : null, (events, names) =>
    events.beginCheckoutEvent(cart, names),
  );
  const belowMinimum = cart.deliveryProgress.amountToMinimumCents > 0;

  const goToPayment = async () => {
    try {
      await saveComment();
    } catch {
      return; // the cart's failure toast said why
    }
    // The slot is held from here (its countdown is on /payment); a refusal shows the server's text.
    prepare.mutate(editedOrderOf(cart), {
      onSuccess: (prepared) => {
        track((events, names) => events.addShippingInfoEvent(prepared.cart, names));
        navigate(paths.payment.to());
      },
    });
  };

  const empty = cart.cartItems.length === 0;
  return (
    <CheckoutFrame
      title={t('checkout.title')}
      aside={
        <>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('checkout.summaryTitle')}
          </Typography>
          <DeliveryProgress cart={cart} />
          <CartSummary cart={cart} />
          {!ready && !empty && <ResponseMessage kind="warning">{t('checkout.deliveryMissing')}</ResponseMessage>}
          {belowMinimum && <Alert severity="info">{t('totals.minimumBlocksCheckout')}</Alert>}
          {prepare.isError && <ResponseMessage kind="error">{prepare.error.message}</ResponseMessage>}
          <Button
            variant="contained"
            size="large"
            disabled={!ready || belowMinimum || updateInfo.isPending || prepare.isPending}
            onClick={() => void goToPayment()}
          >
            {t('checkout.goToPayment')}
          </Button>
        </>
      }
    >
      {notice && <ResponseMessage kind="warning">{notice}</ResponseMessage>}
      <OrderEditBanner cart={cart} />
      <CartPaymentLockBanner cart={cart} />
      <CartDelivery cart={cart} />
      {empty ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.home.to()}>
              {t('checkout.backToShop')}
            </Button>
          }
        >
          {t('checkout.emptyCart')}
        </Alert>
      ) : (
        <CheckoutSection title={t('checkout.itemsTitle', { count: cart.cartItems.length })}>
          <CheckoutLines cart={cart} editable={cart.editable} />
        </CheckoutSection>
      )}
      <CheckoutSection title={t('checkout.commentTitle')}>
        <TextField
          label={t('checkout.comment')}
          multiline
          minRows={3}
          fullWidth
          value={comment}
          disabled={!cart.editable}
          onChange={(event) => setComment(event.target.value.slice(0, CART_NOTE_MAX_LENGTH))}
          onBlur={() => void saveComment().catch(() => {})}
          slotProps={{ htmlInput: { maxLength: CART_NOTE_MAX_LENGTH } }}
          helperText={t('checkout.commentCounter', { count: comment.length, max: CART_NOTE_MAX_LENGTH })}
        />
      </CheckoutSection>
      {offersInvoice(cart.warehouse?.warehouseId) && (
        <FormControlLabel
          control={
            <Switch
              checked={cart.cartInfos.need_invoice === 'true'}
              disabled={!cart.editable || updateInfo.isPending}
              onChange={(_event, checked) => updateInfo.mutate({ property: 'need_invoice', value: checked })}
            />
          }
          label={t('checkout.needInvoice')}
        />
      )}
    </CheckoutFrame>
  );
}
