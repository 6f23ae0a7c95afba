import { cartPost, useCartMutation } from './cart-mutation';

/** POST cart-giftcertificate/remove_code: takes the code's discount off the cart. */
export function removeGiftCode(code: string) {
  return cartPost('/ebsn/api/cart-giftcertificate/remove_code', { code });
}

export function useRemoveGiftCode() {
  return useCartMutation(removeGiftCode, 'errors.errorSettingCartInfo');
}
