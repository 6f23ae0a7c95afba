import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { formatEuro } from '@spesa/domain';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FOCUS_RING } from '../../../app/theme';
import { paths } from '../../../config/paths';
import { totalLabelKey } from '../../cart/utils/total-label';
import { visuallyHidden } from '../../catalogue/components/visually-hidden';

/** The bar's height on phones: the page and the bars fixed at the bottom (cookies, scroll to top) keep clear of it. */
export const BOTTOM_NAVIGATION_HEIGHT = 64;

type Props = {
  cartCount: number;
  /** The cart's running total (null: no cart, a visitor). */
  cartTotalCents: number | null;
  cartTotalEstimate: boolean;
  /** The cart icon draws the cart as a badge; the cart and products open the shell's drawers. */
  cartIcon: ReactNode;
  onOpenCart: () => void;
  onOpenCategories: () => void;
  onIntent: () => void;
};

const itemSx = {
  flex: '1 1 0',
  minWidth: 0,
  minHeight: 44,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 0.25,
  p: 0.5,
  border: 0,
  bgcolor: 'transparent',
  color: 'text.secondary',
  font: 'inherit',
  fontSize: 12,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  // The current item: its colour, bolder, and a pill behind its icon (not the colour alone).
  '&[aria-current]': { color: 'primary.dark', fontWeight: 800 },
  '&[aria-current] .bottom-navigation-icon': { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.16) },
  '&:focus-visible': { outline: FOCUS_RING, outlineOffset: -3 },
} as const;

const iconSx = { display: 'inline-flex', px: 2, py: 0.25, borderRadius: 16 } as const;

/** The bar's items; the products item opens the category tree, the cart its drawer. */
export type BottomNavigationItem = 'home' | 'orders' | 'products' | 'cart' | 'lists';

const startsWithPath = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The item the page belongs to: home, the orders, the catalogue (categories, products, search) under
 * products, checkout and payment under the cart, the lists; none for any other page.
 */
export function currentBottomNavigationItem(pathname: string): BottomNavigationItem | null {
  if (pathname === paths.home.to()) return 'home';
  if (startsWithPath(pathname, paths.profileOrders.to())) return 'orders';
  if (startsWithPath(pathname, paths.profileLists.to())) return 'lists';
  if (['/category', '/product', paths.search.pattern, paths.fastSearch.pattern].some((path) => startsWithPath(pathname, path)))
    return 'products';
  if ([paths.checkout.to(), paths.payment.to()].some((path) => startsWithPath(pathname, path))) return 'cart';
  return null;
}

/**
 * The phone's bottom navigation (spec: home, orders, products, cart with item-count badge, lists),
 * with the cart's running total under its icon. Plain links and buttons (not MUI's BottomNavigation):
 * it is drawn at first paint on every page of a phone.
 */
export function BottomNavigation({
  cartCount,
  cartTotalCents,
  cartTotalEstimate,
  cartIcon,
  onOpenCart,
  onOpenCategories,
  onIntent,
}: Props) {
  const { t } = useTranslation();
  const current = currentBottomNavigationItem(useLocation().pathname);
  // Also for what is drawn outside the shell (the toasts): they keep clear of the bar while it is shown.
  useEffect(() => {
    document.documentElement.style.setProperty('--bottom-nav-height', `${BOTTOM_NAVIGATION_HEIGHT}px`);
    return () => {
      document.documentElement.style.removeProperty('--bottom-nav-height');
    };
  }, []);
  const link = (item: BottomNavigationItem, to: string, label: string, icon: ReactNode) => (
    <Box component={Link} to={to} aria-current={current === item ? 'page' : undefined} sx={itemSx}>
      <Box component="span" className="bottom-navigation-icon" sx={iconSx}>
        {icon}
      </Box>
      <span>{label}</span>
    </Box>
  );
  // A button stands for a section, not a page: aria-current="true".
  const section = (item: BottomNavigationItem) => (current === item ? 'true' : undefined);
  const total = cartTotalCents !== null && cartCount > 0 ? formatEuro(cartTotalCents) : null;
  return (
    <Box
      component="nav"
      aria-label={t('totals.bottomNav.label')}
      data-testid="bottom-navigation"
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        height: BOTTOM_NAVIGATION_HEIGHT,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      {link('home', paths.home.to(), t('totals.bottomNav.home'), <HomeOutlined />)}
      {link('orders', paths.profileOrders.to(), t('totals.bottomNav.orders'), <ReceiptLongOutlined />)}
      <Box
        component="button"
        type="button"
        aria-current={section('products')}
        onClick={onOpenCategories}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        sx={itemSx}
      >
        <Box component="span" className="bottom-navigation-icon" sx={iconSx}>
          <StorefrontOutlined />
        </Box>
        <span>{t('totals.bottomNav.products')}</span>
      </Box>
      <Box
        component="button"
        type="button"
        onClick={onOpenCart}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onTouchStart={onIntent}
        aria-current={section('cart')}
        sx={itemSx}
        data-testid="bottom-navigation-cart"
      >
        <Box component="span" className="bottom-navigation-icon" sx={iconSx}>
          {cartIcon}
        </Box>
        {total ? (
          <>
            <Box component="span" sx={visuallyHidden}>
              {`${t('totals.bottomNav.cart')}, ${t('cart.itemCount', { count: cartCount })}, ${t(totalLabelKey(cartTotalEstimate))} ${total}`}
            </Box>
            <Box
              component="span"
              aria-hidden="true"
              sx={{ fontWeight: 800, color: 'text.primary' }}
              data-testid="bottom-navigation-total"
            >
              {total}
            </Box>
          </>
        ) : (
          <span>{t('totals.bottomNav.cart')}</span>
        )}
      </Box>
      {link('lists', paths.profileLists.to(), t('totals.bottomNav.lists'), <FormatListBulleted />)}
    </Box>
  );
}
