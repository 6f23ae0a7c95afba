import Box from '@mui/material/Box';
import type { Product } from '@spesa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FavouriteButton } from '../../wishlists/components/favourite-button';
import { NewBadge, PromoBadge } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductQuantity } from './product-quantity';
import { Text } from './text';

/** The card frame and the heights of its parts, shared with the skeleton so loading never shifts the grid. */
export const productCardFrame = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  p: { xs: 1.25, sm: 1.5 },
  gap: 0.75,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
} as const;
export const productCardImageSize = 240;

/**
 * A product in a grid: picture, promotion and 'Novità' badges, brand, name, package, prices and
 * the quantity control. `eager` loads the picture at once (for the cards above the fold).
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  const nameId = useId();
  const to = paths.product.to(product.slug);
  const available = product.available > 0;

  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={{
        ...productCardFrame,
        position: 'relative',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { boxShadow: 3 },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} size={productCardImageSize} eager={eager} decorative />
        </Link>
        <FavouriteButton product={product} />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 0.5,
            pointerEvents: 'none',
          }}
        >
          <Box sx={{ maxWidth: '70%' }}>{product.warehousePromo && <PromoBadge promo={product.warehousePromo} />}</Box>
          {product.isNew && <NewBadge />}
        </Box>
      </Box>

      <Text variant="caption" color="text.secondary" noWrap sx={{ display: 'block', lineHeight: '18px', height: 18 }}>
        {product.brand}
      </Text>
      <Text
        component="h3"
        id={nameId}
        sx={{
          fontSize: '0.95rem',
          fontWeight: 600,
          lineHeight: '20px',
          height: 40,
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
        }}
      >
        <Box
          component={Link}
          to={to}
          sx={{
            color: 'text.primary',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: 1,
              borderRadius: 0.5,
            },
          }}
        >
          {product.name}
        </Box>
      </Text>
      <Text variant="caption" color="text.secondary" noWrap sx={{ display: 'block', lineHeight: '18px', height: 18 }}>
        {product.packageDescr}
      </Text>

      <Box sx={{ flex: 1 }} />
      <ProductPrice product={product} />
      {available ? (
        <ProductQuantity product={product} />
      ) : (
        <Box
          sx={{
            height: 40,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          <Text variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {t('catalogue.product.notAvailable')}
          </Text>
        </Box>
      )}
    </Box>
  );
}
