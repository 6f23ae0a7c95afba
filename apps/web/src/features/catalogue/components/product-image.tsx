import { styled } from '@mui/material/styles';
import type { Product } from '@spesa/domain';
import { useState } from 'react';

export function productImageUrl(product: Pick<Product, 'productId' | 'mediaURL'>): string {
  return product.mediaURL || `/images/products/${product.productId}.svg`;
}

/**
 * Starts downloading the picture of the product a page is about to show (the page's largest
 * element), while the page is still being drawn: otherwise it starts only when the img is in the
 * document. The img then takes it from the browser's cache.
 */
export function preloadProductImage(product: Pick<Product, 'productId' | 'mediaURL'>) {
  if (typeof document === 'undefined') return;
  const href = productImageUrl(product);
  const asked = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
  if (asked.some((link) => link.getAttribute('href') === href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  // Once fetched the picture is in the page's cache: the link has done its work.
  link.onload = link.onerror = () => link.remove();
  document.head.append(link);
}

/** Styles written once (not per picture, as sx would): a grid draws many of them at once. */
const Frame = styled('div')(({ theme }) => ({
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 1',
  backgroundColor: '#fff',
  overflow: 'hidden',
  '&[data-failed]': { backgroundColor: theme.palette.grey[100] },
}));

const Missing = styled('div')(({ theme }) => ({
  position: 'absolute',
  inset: '30%',
  borderRadius: '50%',
  backgroundColor: theme.palette.grey[200],
}));

/**
 * A square product picture: the box keeps its shape before the image arrives (no layout shift);
 * pictures below the fold load lazily; a picture that fails leaves a quiet empty square.
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
  const [failed, setFailed] = useState(false);
  return (
    <Frame data-failed={failed || undefined}>
      {failed ? (
        <Missing role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : product.name} />
      ) : (
        <img
          src={productImageUrl(product)}
          alt={decorative ? '' : product.name}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onError={() => setFailed(true)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Frame>
  );
}
