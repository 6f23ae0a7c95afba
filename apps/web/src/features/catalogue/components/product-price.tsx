import Box from '@mui/material/Box';
import { formatEuro, type Product } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Text } from './text';
import { visuallyHidden } from './visually-hidden';

type PriceProduct = Pick<Product, 'priceCents' | 'priceStandardCents' | 'unitPrice' | 'weightUnitDisplay'>;

/** '2,49 €' for a piece or a pack, '2,49 €/kg' for a product sold by weight (its price is per kg). */
export function formatProductPrice(cents: number, product: Pick<Product, 'weightUnitDisplay'>): string {
  const unit = product.weightUnitDisplay;
  return unit && unit !== 'pz' ? `${formatEuro(cents)}/${unit}` : formatEuro(cents);
}

/** The price, the price before the promotion struck through, and the price per kg / l. */
export function ProductPrice({ product, size = 'medium' }: { product: PriceProduct; size?: 'medium' | 'large' }) {
  const { t } = useTranslation();
  const large = size === 'large';
  const oldPrice =
    product.priceStandardCents !== null && product.priceStandardCents > product.priceCents ? product.priceStandardCents : null;
  // For a loose product the price already is per kg: no second, identical line.
  const unitPrice = product.unitPrice && product.unitPrice.unit !== product.weightUnitDisplay ? product.unitPrice : null;

  return (
    <Box sx={{ minHeight: large ? undefined : 58 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
        <Text
          component="span"
          sx={{ fontWeight: 800, fontSize: large ? '1.75rem' : '1.15rem', color: oldPrice ? 'error.main' : 'text.primary' }}
        >
          <Box component="span" sx={visuallyHidden}>
            {t('catalogue.product.priceLabel')}{' '}
          </Box>
          <span>{formatProductPrice(product.priceCents, product)}</span>
        </Text>
        {oldPrice !== null && (
          <Text component="span" variant={large ? 'body1' : 'body2'} color="text.secondary">
            <Box component="span" sx={visuallyHidden}>
              {t('catalogue.product.oldPriceLabel')}{' '}
            </Box>
            <Box component="s" data-testid="old-price">
              {formatProductPrice(oldPrice, product)}
            </Box>
          </Text>
        )}
      </Box>
      {unitPrice && (
        <Text variant={large ? 'body2' : 'caption'} color="text.secondary" component="p">
          {t('catalogue.product.unitPrice', { price: formatEuro(unitPrice.cents), unit: unitPrice.unit })}
        </Text>
      )}
    </Box>
  );
}
