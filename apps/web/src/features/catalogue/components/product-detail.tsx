import Box from '@mui/material/Box';
import { type Product, type ProductView, promotionExample } from '@spesa/domain';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenOptions } from '../../cart/api/cart-dialogs';
import { withChosenOptions } from '../../cart/utils/product-options';
import { FavouriteButton } from '../../wishlists/components/favourite-button';
import { FoodInformationSections } from './food-information';
import { Pill } from './pill';
import { NewBadge } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductQuantity } from './product-quantity';
import { Text } from './text';

const IMAGE_SIZE = 560;

/** The promotion: its mechanic, what it means (in money for a quantity mechanic, by the cart's own rule) and until when. */
function PromoBox({ promo, product }: { promo: NonNullable<Product['warehousePromo']>; product: Product }) {
  const { t } = useTranslation();
  const example = promo.promotion
    ? promotionExample(promo.promotion.rule, product.priceStandardCents ?? product.priceCents)
    : null;
  return (
    <Box
      className={`promo-box promo-box--${promo.view.cssClass}`}
      data-variant={promo.view.cssClass}
      sx={{ border: 2, borderColor: 'secondary.main', borderRadius: 2, px: 2, py: 1.25, bgcolor: '#fff3e0' }}
    >
      <Text sx={{ fontWeight: 800, color: 'secondary.dark', fontSize: '1.1rem' }}>{promo.view.header}</Text>
      {promo.view.body && <Text sx={{ fontWeight: 600 }}>{promo.view.body}</Text>}
      {example && <Text variant="body2">{t('promotions.example', { example })}</Text>}
      {promo.view.footer && (
        <Text variant="body2" color="text.secondary">
          {promo.view.footer}
        </Text>
      )}
    </Box>
  );
}

/**
 * The options a product comes in (a size, a cut), one choice each: a chip chooses its option (a
 * radio group), and the add then takes it without asking again; an option left unchosen is asked
 * for by the options dialog at the add.
 */
function ProductOptions({ product, onChoose }: { product: Product; onChoose: (parameterName: string, key: string) => void }) {
  const { t } = useTranslation();
  if (product.selectOptions.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="product-options-title">
      <Text id="product-options-title" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('catalogue.product.options')}
      </Text>
      {product.selectOptions.map((option) => (
        <Box key={option.parameterName} sx={{ mb: 1 }}>
          <Text id={`option-${option.parameterName}`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {option.name}
          </Text>
          <Box
            role="radiogroup"
            aria-labelledby={`option-${option.parameterName}`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {option.options.map((choice) => {
              const selected = option.selected?.key === choice.key;
              return (
                <Box
                  key={choice.key}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  onClick={() => onChoose(option.parameterName, choice.key)}
                  sx={{ ...optionChipSx, ...(selected ? optionChipSelectedSx : null) }}
                >
                  {choice.value}
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const optionChipSx = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  px: 2,
  borderRadius: 22,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '0.9rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { borderColor: 'primary.main' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
const optionChipSelectedSx = { borderColor: 'primary.main', bgcolor: 'primary.main', color: 'primary.contrastText' } as const;

/**
 * The product page's content: picture, texts, prices, promotion, options, availability and
 * quantity, then the food information. Memoised: the page draws again as each category of the breadcrumbs arrives, the
 * product staying the same.
 */
export const ProductDetail = memo(function ProductDetail({ product: shown }: { product: ProductView }) {
  const { t } = useTranslation();
  // The options chosen with the chips (of this product: another product page starts afresh); the
  // quantity control adds the product with them.
  const [chosen, setChosen] = useState<{ productId: number; options: ChosenOptions }>({
    productId: shown.productId,
    options: {},
  });
  const options = chosen.productId === shown.productId ? chosen.options : null;
  const product = useMemo(() => (options ? withChosenOptions(shown, options) : shown), [shown, options]);
  const choose = useCallback(
    (parameterName: string, key: string) =>
      setChosen((previous) => ({
        productId: shown.productId,
        options: { ...(previous.productId === shown.productId ? previous.options : {}), [parameterName]: key },
      })),
    [shown.productId],
  );
  const available = product.available > 0;
  const description = [product.shortDescr, product.description].filter(Boolean);
  const uniqueDescription = description.length === 2 && description[0] === description[1] ? [description[0]] : description;

  return (
    <Box component="article">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gap: { xs: 2, md: 5 },
          alignItems: 'start',
        }}
      >
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            maxWidth: { xs: 300, sm: 420, md: IMAGE_SIZE },
            mx: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            overflow: 'hidden',
            bgcolor: '#fff',
          }}
        >
          <ProductImage product={product} size={IMAGE_SIZE} eager />
          {product.isNew && (
            <Box sx={{ position: 'absolute', top: 12, right: 12 }}>
              <NewBadge />
            </Box>
          )}
        </Box>

        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Box>
            <Text
              sx={{
                color: 'text.secondary',
                fontWeight: 600,
                textTransform: 'uppercase',
                fontSize: '0.85rem',
                letterSpacing: 0.5,
              }}
            >
              {product.brand}
            </Text>
            <Text component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' }, lineHeight: 1.2 }}>
              {product.name}
            </Text>
            <Text color="text.secondary" sx={{ mt: 0.5 }}>
              {product.packageDescr}
            </Text>
          </Box>

          {product.warehousePromo && <PromoBox promo={product.warehousePromo} product={product} />}

          <FavouriteButton product={product} placement="page" />
          <ProductPrice product={product} size="large" />

          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden="true"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: available ? 'success.main' : 'error.main' }}
            />
            <Text sx={{ fontWeight: 600 }}>
              {available ? t('catalogue.product.available') : t('catalogue.product.notAvailable')}
            </Text>
          </Box>

          {/* The option first: the add below takes it. */}
          <ProductOptions product={product} onChoose={choose} />

          {available && (
            <Box sx={{ maxWidth: { sm: 340 } }}>
              <ProductQuantity product={product} size="large" />
            </Box>
          )}

          {product.productClasses.length > 0 && (
            <Box component="section" aria-label={t('catalogue.product.classes')}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {product.productClasses.map((productClass) => (
                  <li key={productClass.productClassId}>
                    <Pill tone="success">{productClass.name}</Pill>
                  </li>
                ))}
              </Box>
            </Box>
          )}

          {product.vendor && (
            <Text variant="body2" color="text.secondary">
              {t('catalogue.product.soldBy', { vendor: product.vendor.name })}
            </Text>
          )}
        </Box>
      </Box>

      {uniqueDescription.length > 0 && (
        <Box component="section" aria-labelledby="product-description-title" sx={{ mt: { xs: 3, md: 5 }, maxWidth: 820 }}>
          <Text id="product-description-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('catalogue.product.description')}
          </Text>
          {uniqueDescription.map((text) => (
            <Text key={text} sx={{ whiteSpace: 'pre-line', mb: 1.5, lineHeight: 1.65 }}>
              {text}
            </Text>
          ))}
        </Box>
      )}

      {product.foodInformation && <FoodInformationSections information={product.foodInformation} />}
    </Box>
  );
});
