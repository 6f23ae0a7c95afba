import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import type { Product } from '@spesa/domain';
import { memo, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { FavouriteButton, FavouritesScope } from '../../wishlists/components/favourite-button';
import { NewBadge, PromoBadge } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { CartScope, ProductQuantity } from './product-quantity';

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
 * The cards' looks as one style sheet, written once for every card of the page: a grid draws 24
 * cards at once, and styles computed per element (sx) for each of them were a large part of the
 * phone's first long task.
 */
const cardStyles = (theme: Theme) => {
  const oneLine = {
    ...theme.typography.caption,
    margin: 0,
    color: theme.palette.text.secondary,
    display: 'block',
    lineHeight: '18px',
    height: 18,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  } as const;
  return {
    '.product-card': {
      display: 'flex',
      flexDirection: 'column',
      height: '100%',
      minWidth: 0,
      padding: theme.spacing(1.25),
      gap: theme.spacing(0.75),
      backgroundColor: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: Number(theme.shape.borderRadius) * 2,
      position: 'relative',
      transition: 'box-shadow 150ms',
      '&:hover, &:focus-within': { boxShadow: theme.shadows[3] },
      [theme.breakpoints.up('sm')]: { padding: theme.spacing(1.5) },
    },
    // In a grid of rows (the listing's pages), the browser lays out and paints only the cards on
    // or near the screen: the first layout of a listing with all its cards was one of the phone's
    // long tasks. A card not drawn yet keeps the height of a phone's card (365 px inside its
    // padding and border; then the one it last had). Not in a sideways row, whose height would
    // then follow the cards out of sight.
    '.product-grid > li > .product-card': { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 365px' },
    '.product-card__picture': { position: 'relative' },
    '.product-card__badges': {
      position: 'absolute',
      inset: 0,
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      gap: theme.spacing(0.5),
      pointerEvents: 'none',
    },
    '.product-card__promo': { maxWidth: '70%' },
    '.product-card__brand, .product-card__package': oneLine,
    '.product-card__name': {
      ...theme.typography.body1,
      margin: 0,
      fontSize: '0.95rem',
      fontWeight: 600,
      lineHeight: '20px',
      height: 40,
      overflow: 'hidden',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
    '.product-card__link': {
      color: theme.palette.text.primary,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': {
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: 1,
        borderRadius: Number(theme.shape.borderRadius) * 0.5,
      },
    },
    '.product-card__spacer': { flex: 1 },
    '.product-card__unavailable': {
      height: 40,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: theme.palette.action.hover,
      borderRadius: theme.shape.borderRadius,
      '& p': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary, fontWeight: 600 },
    },
  };
};

/**
 * Where a list of cards is drawn: their style sheet, and the favourites and the cart read once for
 * all of them (instead of once per card).
 */
export function ProductCardsScope({ children }: { children: ReactNode }) {
  return (
    <FavouritesScope>
      <CartScope>
        <GlobalStyles styles={cardStyles} />
        {children}
      </CartScope>
    </FavouritesScope>
  );
}

/**
 * A product in a grid: picture, promotion and 'Novità' badges, brand, name, package, prices and
 * the quantity control. `eager` loads the picture at once (for the cards above the fold). Its
 * looks come from ProductCardsScope, which the list of cards draws around them. Memoised: a card is drawn
 * again only when its product changes (the cart and the hearts update their own parts).
 */
export const ProductCard = memo(function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  const nameId = useId();
  const to = paths.product.to(product.slug);
  const available = product.available > 0;

  return (
    <article aria-labelledby={nameId} className="product-card">
      <div className="product-card__picture">
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} size={productCardImageSize} eager={eager} decorative />
        </Link>
        <FavouriteButton product={product} />
        <div className="product-card__badges">
          <div className="product-card__promo">{product.warehousePromo && <PromoBadge promo={product.warehousePromo} />}</div>
          {product.isNew && <NewBadge />}
        </div>
      </div>

      <span className="product-card__brand">{product.brand}</span>
      <h3 id={nameId} className="product-card__name">
        <Link to={to} className="product-card__link">
          {product.name}
        </Link>
      </h3>
      <span className="product-card__package">{product.packageDescr}</span>

      <div className="product-card__spacer" />
      <ProductPrice product={product} />
      {available ? (
        <ProductQuantity product={product} />
      ) : (
        <div className="product-card__unavailable">
          <p>{t('catalogue.product.notAvailable')}</p>
        </div>
      )}
    </article>
  );
});
