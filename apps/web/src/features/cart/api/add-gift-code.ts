import { cartPost, useCartMutation } from './cart-mutation';

/** POST cart-giftcertificate/add_code: redeems the code on the cart. */
export function addGiftCode(code: string) {
  return cartPost('/ebsn/api/cart-giftcertificate/add_code', { code });
}

export function useAddGiftCode() {
  return useCartMutation(addGiftCode, 'errors.errorSettingCartInfo');
}
