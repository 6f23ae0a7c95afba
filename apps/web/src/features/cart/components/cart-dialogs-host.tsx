import { lazy, Suspense } from 'react';
import { cartDialogs, useCartDialogs } from '../api/cart-dialogs';

const ProductOptionsDialog = lazy(() => import('./product-options-dialog'));
// The app's one Si/No question (the lists use it too).
const ConfirmDialog = lazy(() =>
  import('../../wishlists/components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);
const CartMessageDialog = lazy(() => import('./cart-message-dialog'));

/**
 * Mounted once in the shell: shows the cart's question when anything asks one (removal
 * confirmation, product options, a server message shown as a dialog). Each dialog's code is
 * downloaded the first time it is needed.
 */
export function CartDialogsHost() {
  const { request } = useCartDialogs();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      {request.kind === 'options' && (
        <ProductOptionsDialog
          product={request.product}
          onChosen={(chosen) => cartDialogs.answer(chosen)}
          onClose={() => cartDialogs.answer()}
        />
      )}
      {request.kind === 'confirm' && <ConfirmDialog open text={request.text} onAnswer={(yes) => cartDialogs.answer(yes)} />}
      {request.kind === 'message' && (
        <CartMessageDialog title={request.title} lines={request.lines} onClose={() => cartDialogs.answer()} />
      )}
    </Suspense>
  );
}
