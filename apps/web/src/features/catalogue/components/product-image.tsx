import Box from '@mui/material/Box';
import type { Product } from '@spesa/domain';

export function productImageUrl(product: Pick<Product, 'productId' | 'mediaURL'>): string {
  return product.mediaURL || `/images/products/${product.productId}.svg`;
}

/**
 * A square product picture: the box keeps its shape before the image arrives (no layout shift);
 * pictures below the fold load lazily.
 */
export function ProductImage({
  product,
  size,
  eager = false,
  decorative = false,
}: {
  product: Pick<Product, 'productId' | 'mediaURL' | 'name'>;
  /** The intrinsic size written on the img (the picture is an SVG that scales). */
  size: number;
  eager?: boolean;
  /** True when the name is written next to the picture (the picture then says nothing more). */
  decorative?: boolean;
}) {
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '1 / 1', bgcolor: '#fff', overflow: 'hidden' }}>
      <img
        src={productImageUrl(product)}
        alt={decorative ? '' : product.name}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}
