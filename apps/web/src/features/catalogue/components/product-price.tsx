import { styled } from '@mui/material/styles';
import { formatEuro, type Product } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

type PriceProduct = Pick<Product, 'priceCents' | 'priceStandardCents' | 'unitPrice' | 'weightUnitDisplay'>;

/** '2,49 €' for a piece or a pack, '2,49 €/kg' for a product sold by weight (its price is per kg). */
export function formatProductPrice(cents: number, product: Pick<Product, 'weightUnitDisplay'>): string {
  const unit = product.weightUnitDisplay;
  return unit && unit !== 'pz' ? `${formatEuro(cents)}/${unit}` : formatEuro(cents);
}

/**
 * Styles written once (not per price, as sx would): a grid draws many prices at once. The
 * medium size is the cards' (its height kept with or without a unit price), the large one the
 * product page's.
 */
const Frame = styled('div')(({ theme }) => ({
  minHeight: 58,
  '&[data-size="large"]': { minHeight: 0 },
  '& .price__row': { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: theme.spacing(1) },
  '& .price__now': {
    ...theme.typography.body1,
    margin: 0,
    fontWeight: 800,
    fontSize: '1.15rem',
    color: theme.palette.text.primary,
  },
  '&[data-size="large"] .price__now': { fontSize: '1.75rem' },
  '& .price__now[data-promo]': { color: theme.palette.error.main },
  '& .price__old': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  '&[data-size="large"] .price__old': theme.typography.body1,
  '& .price__unit': { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
  '&[data-size="large"] .price__unit': theme.typography.body2,
  '& .price__hidden': visuallyHidden,
}));

/** The price, the price before the promotion struck through, and the price per kg / l. */
export function ProductPrice({ product, size = 'medium' }: { product: PriceProduct; size?: 'medium' | 'large' }) {
  const { t } = useTranslation();
  const oldPrice =
    product.priceStandardCents !== null && product.priceStandardCents > product.priceCents ? product.priceStandardCents : null;
  // For a loose product the price already is per kg: no second, identical line.
  const unitPrice = product.unitPrice && product.unitPrice.unit !== product.weightUnitDisplay ? product.unitPrice : null;

  return (
    <Frame data-size={size}>
      <div className="price__row">
        <span className="price__now" data-promo={oldPrice !== null || undefined}>
          <span className="price__hidden">{t('catalogue.product.priceLabel')} </span>
          <span>{formatProductPrice(product.priceCents, product)}</span>
        </span>
        {oldPrice !== null && (
          <span className="price__old">
            <span className="price__hidden">{t('catalogue.product.oldPriceLabel')} </span>
            <s data-testid="old-price">{formatProductPrice(oldPrice, product)}</s>
          </span>
        )}
      </div>
      {unitPrice && (
        <p className="price__unit">
          {t('catalogue.product.unitPrice', { price: formatEuro(unitPrice.cents), unit: unitPrice.unit })}
        </p>
      )}
    </Frame>
  );
}
