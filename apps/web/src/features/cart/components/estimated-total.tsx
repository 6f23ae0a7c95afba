import Typography from '@mui/material/Typography';
import { type Cart, formatEuro, isSoldByWeight, preauthorisationCents, variableWeightCents } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { tenantSettings } from '../../../config/tenant-settings';

/** The part of the cart's amount from loose products (sold by weight), as the server counts it for the pre-authorisation. */
export function cartVariableWeightCents(cart: Pick<Cart, 'cartItems'>): number {
  return variableWeightCents(
    cart.cartItems.map((item) => ({ grossTotalCents: item.grossTotalCents, variableWeight: isSoldByWeight(item.product) })),
  );
}

/**
 * Why a total is an estimate, under it: loose products are weighed when the order is prepared. For a
 * cart, what a card payment would pre-authorise under the brand's rule (the domain's function, as the
 * server reserves it); for an order paid by card, the amount it did.
 */
export function EstimateNote({
  cart,
  preauthorisedCents,
}: {
  cart?: Pick<Cart, 'cartItems' | 'totalPriceCents'>;
  preauthorisedCents?: number | null;
}) {
  const { t } = useTranslation();
  const rule = tenantSettings().preauthorisationRule;
  const cardHold = cart
    ? t(`totals.preauthorisation_${rule}`, {
        amount: formatEuro(
          preauthorisationCents(rule, { totalCents: cart.totalPriceCents, variableWeightCents: cartVariableWeightCents(cart) }),
        ),
      })
    : preauthorisedCents != null
      ? t('totals.preauthorised', { amount: formatEuro(preauthorisedCents) })
      : null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }} data-testid="estimate-note">
      {t('totals.estimateNote')}
      {cardHold && ` ${cardHold}`}
    </Typography>
  );
}
