import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Cart, editedOrderOf, needsInvoice, PAYMENT_TYPE, paymentTypeTable } from '@spesa/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { paths } from '../../../config/paths';
import { track } from '../../analytics/track';
import { useCart } from '../../cart/api/get-cart';
import { CartSummary } from '../../cart/components/cart-summary';
import { externalPage, isEditCancelled, useCancelCheckout, useCheckoutHold, useConfirmOrder } from '../api/checkout';
import { CheckoutFrame, CheckoutSection } from './checkout-frame';
import { CheckoutLines } from './checkout-lines';
import { type CheckoutNotice, isReadyForPayment } from './checkout-view';
import { DeliveryRecap } from './delivery-recap';
import { HoldCountdown } from './hold-countdown';
import { InvoiceDataSection, useInvoiceReady } from './invoice-data-section';
import { shopperPaymentTypes } from './payment-types';

/** /payment: the summary (address and slot no longer editable), the payment type, the sales terms and 'Conferma ordine'. */
export function PaymentView() {
  const { t } = useTranslation();
  const cart = useCart();
  if (cart.isPending)
    return (
      <CheckoutFrame title={t('payment.title')} aside={<Skeleton height={200} />}>
        <Skeleton variant="rounded" height={300} />
      </CheckoutFrame>
    );
  if (!cart.data)
    return (
      <CheckoutFrame title={t('payment.title')} aside={null}>
        <ResponseMessage kind="error">{t('errors.errorLoadingCart')}</ResponseMessage>
      </CheckoutFrame>
    );
  return <PaymentForm cart={cart.data} />;
}

function PaymentForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmOrder();
  const cancel = useCancelCheckout();
  const [paymentTypeId, setPaymentTypeId] = useState<number>(PAYMENT_TYPE.onDelivery);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  // 'Vai al pagamento' held the cart's place in its slot, and a refused buy may leave it held: leaving
  // the page (browser back, a link) gives it back, as the 'Torna al carrello' button does.
  const hold = useCheckoutHold();
  const holdLeft = useRef(false);
  // Not after a refused edit: the server dropped it with its hold.
  holdLeft.current = confirm.isError ? !isEditCancelled(confirm.error) : Boolean(hold) && confirm.isIdle;
  const release = cancel.mutate;
  useEffect(
    () => () => {
      if (holdLeft.current) release();
    },
    [release],
  );
  const paymentLabelId = useId();
  const termsHelpId = useId();
  const needInvoice = needsInvoice({ cartInfos: cart.cartInfos, warehouseId: cart.warehouse?.warehouseId });
  const invoiceReady = useInvoiceReady(needInvoice);

  // The edit was given up meanwhile (another tab, the order cancelled): nothing was confirmed, and the
  // shopper's own cart, read again, is shown at the checkout under the server's text.
  if (confirm.isError && isEditCancelled(confirm.error)) {
    const state: CheckoutNotice = { notice: confirm.error.message };
    return <Navigate to={paths.checkout.to()} replace state={state} />;
  }
  // Nothing to pay for (an order just placed, or a cart without address or slot): back to the checkout.
  if (!isReadyForPayment(cart) && !confirm.isPending && !confirm.isSuccess) return <Navigate to={paths.checkout.to()} replace />;

  const submit = () => {
    setTermsMissing(!termsAccepted);
    if (!termsAccepted || !invoiceReady) return;
    confirm.mutate(
      { paymentTypeId, acceptSalesTerms: termsAccepted, editsOrderId: editedOrderOf(cart) },
      {
        // Online: the gateway's page, which sends the shopper back to the payment's outcome page.
        onSuccess: ({ orderId, paymentUrl }) => {
          const paymentType = paymentTypeTable.labelOf(paymentTypeId) ?? String(paymentTypeId);
          track((events, names) => events.addPaymentInfoEvent(cart, paymentType, names));
          if (paymentUrl) externalPage.open(paymentUrl);
          else navigate(paths.paymentCompleted.to(orderId), { replace: true });
        },
      },
    );
  };

  const backToCart = () => cancel.mutate(undefined, { onSettled: () => navigate(paths.checkout.to()) });

  const readOnlyCart = { ...cart, editable: false };
  return (
    <CheckoutFrame
      title={t('payment.title')}
      aside={
        <>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('checkout.summaryTitle')}
          </Typography>
          <HoldCountdown editsOrderId={editedOrderOf(cart)} heldUntil={cart.paymentHoldUntil} />
          <CartSummary cart={readOnlyCart} />
          <FormControl error={termsMissing}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={termsAccepted}
                  onChange={(_event, checked) => {
                    setTermsAccepted(checked);
                    if (checked) setTermsMissing(false);
                  }}
                  slotProps={{ input: { 'aria-describedby': termsMissing ? termsHelpId : undefined, 'aria-required': true } }}
                />
              }
              label={t('payment.acceptTerms')}
            />
            {termsMissing && <FormHelperText id={termsHelpId}>{t('payment.termsRequired')}</FormHelperText>}
          </FormControl>
          {confirm.isError && <ResponseMessage kind="error">{confirm.error.message}</ResponseMessage>}
          {!invoiceReady && <Alert severity="info">{t('checkout.billing.confirmNeedsBilling')}</Alert>}
          <Button
            variant="contained"
            size="large"
            disabled={confirm.isPending || confirm.isSuccess || !invoiceReady}
            onClick={submit}
          >
            {t('payment.confirm')}
          </Button>
          <Button startIcon={<ArrowBack />} disabled={cancel.isPending || confirm.isPending} onClick={backToCart}>
            {t('payment.backToCart')}
          </Button>
        </>
      }
    >
      <DeliveryRecap
        addressType={cart.shippingAddress?.addressType ?? 'home'}
        address={cart.shippingAddress}
        timeslot={cart.timeslot}
      />
      <CheckoutSection title={t('payment.typeTitle')}>
        <Typography id={paymentLabelId} sx={{ color: 'text.secondary', mb: 1 }}>
          {t('payment.typeHelp')}
        </Typography>
        <RadioGroup
          aria-labelledby={paymentLabelId}
          value={String(paymentTypeId)}
          onChange={(_event, value) => setPaymentTypeId(Number(value))}
        >
          {shopperPaymentTypes.map((type) => (
            <FormControlLabel key={type.id} value={String(type.id)} control={<Radio />} label={type.label} />
          ))}
        </RadioGroup>
      </CheckoutSection>
      {needInvoice && <InvoiceDataSection />}
      {cart.cartInfos.order_comment && (
        <CheckoutSection title={t('checkout.commentTitle')}>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{cart.cartInfos.order_comment}</Typography>
        </CheckoutSection>
      )}
      <CheckoutSection title={t('checkout.itemsTitle', { count: cart.cartItems.length })}>
        <Box>
          <CheckoutLines cart={cart} editable={false} />
        </Box>
      </CheckoutSection>
    </CheckoutFrame>
  );
}
