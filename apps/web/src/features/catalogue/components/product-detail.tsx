import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Pill } from './pill';
import { NewBadge } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductQuantity } from './product-quantity';
import { visuallyHidden } from './visually-hidden';

const IMAGE_SIZE = 560;

function PromoBox({ promo }: { promo: NonNullable<Product['warehousePromo']> }) {
  return (
    <Box
      className={`promo-box promo-box--${promo.view.cssClass}`}
      data-variant={promo.view.cssClass}
      sx={{ border: 2, borderColor: 'secondary.main', borderRadius: 2, px: 2, py: 1.25, bgcolor: '#fff3e0' }}
    >
      <Typography sx={{ fontWeight: 800, color: 'secondary.dark', fontSize: '1.1rem' }}>{promo.view.header}</Typography>
      {promo.view.body && <Typography sx={{ fontWeight: 600 }}>{promo.view.body}</Typography>}
      {promo.view.footer && (
        <Typography variant="body2" color="text.secondary">
          {promo.view.footer}
        </Typography>
      )}
    </Box>
  );
}

/** The options a product comes in (a size, a cut): shown for now; the choice is made when adding to the cart. */
function ProductOptions({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (product.selectOptions.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="product-options-title">
      <Typography id="product-options-title" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('catalogue.product.options')}
      </Typography>
      {product.selectOptions.map((option) => (
        <Box key={option.parameterName} sx={{ mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {option.name}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {option.options.map((choice) => {
              const selected = option.selected?.key === choice.key;
              return (
                <li key={choice.key}>
                  <Pill tone={selected ? 'selected' : 'default'}>
                    {choice.value}
                    {selected && (
                      <Box component="span" sx={visuallyHidden}>
                        {` (${t('catalogue.product.optionSelected')})`}
                      </Box>
                    )}
                  </Pill>
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary">
        {t('catalogue.product.optionsHint')}
      </Typography>
    </Box>
  );
}

/** The product page's content: picture, texts, prices, promotion, options, availability and quantity. */
export function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation();
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
            maxWidth: { xs: 420, md: IMAGE_SIZE },
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
            <Typography
              sx={{
                color: 'text.secondary',
                fontWeight: 600,
                textTransform: 'uppercase',
                fontSize: '0.85rem',
                letterSpacing: 0.5,
              }}
            >
              {product.brand}
            </Typography>
            <Typography
              component="h1"
              variant="h4"
              sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' }, lineHeight: 1.2 }}
            >
              {product.name}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {product.packageDescr}
            </Typography>
          </Box>

          {product.warehousePromo && <PromoBox promo={product.warehousePromo} />}

          <ProductPrice product={product} size="large" />

          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden="true"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: available ? 'success.main' : 'error.main' }}
            />
            <Typography sx={{ fontWeight: 600 }}>
              {available ? t('catalogue.product.available') : t('catalogue.product.notAvailable')}
            </Typography>
          </Box>

          <ProductOptions product={product} />

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
            <Typography variant="body2" color="text.secondary">
              {t('catalogue.product.soldBy', { vendor: product.vendor.name })}
            </Typography>
          )}
        </Box>
      </Box>

      {uniqueDescription.length > 0 && (
        <Box component="section" aria-labelledby="product-description-title" sx={{ mt: { xs: 3, md: 5 }, maxWidth: 820 }}>
          <Typography id="product-description-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('catalogue.product.description')}
          </Typography>
          {uniqueDescription.map((text) => (
            <Typography key={text} sx={{ whiteSpace: 'pre-line', mb: 1.5, lineHeight: 1.65 }}>
              {text}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
