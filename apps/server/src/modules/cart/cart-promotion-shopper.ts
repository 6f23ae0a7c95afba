import { isValidLoyaltyCardNumber, type PromotionShopper, shopDateIso, type TenantSettings } from '@spesa/domain';

/**
 * Who a cart's promotions are computed for: today in the shop's time zone, the brand, the cart's
 * warehouse and whether the shopper's profile holds a valid loyalty card of the brand.
 */
export function promotionShopperOf(
  tenant: TenantSettings,
  cart: { warehouseId: number | null },
  user: { fidelityCard: string | null },
): PromotionShopper {
  return {
    today: shopDateIso(),
    brand: tenant.id,
    warehouseId: cart.warehouseId,
    cardHolder: user.fidelityCard !== null && isValidLoyaltyCardNumber(user.fidelityCard, tenant.loyaltyCard.prefix),
  };
}

/** The shopper as a key: a kept line answer is reused only for the same day, brand, warehouse and card. */
export const promotionShopperKey = (shopper: PromotionShopper): string =>
  `${shopper.today}|${shopper.brand}|${shopper.warehouseId ?? ''}|${shopper.cardHolder ? 1 : 0}`;
