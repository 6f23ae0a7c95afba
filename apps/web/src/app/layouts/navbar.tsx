import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { formatEuro, type TenantSettings } from '@spesa/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/layout/page-container';
import { PlainButton, PlainIconButton } from '../../components/ui/plain-button';
import { TextLink } from '../../components/ui/text-link';
import { paths } from '../../config/paths';
import { AccountButton } from '../../features/auth/components/account-button';
import { totalLabelKey } from '../../features/cart/utils/total-label';
import { visuallyHidden } from '../../features/catalogue/components/visually-hidden';
import { useMediaMatch } from '../../features/catalogue/hooks/use-narrow-screen';
import { SearchBox } from '../../features/search-box/components/search-box';
import { useMenu } from '../../features/shell/api/get-menu';
import { BrandLogo } from '../../features/shell/components/brand-logo';
import { MenuLink } from '../../features/shell/components/menu-link';

export type DrawerName = 'categories' | 'cart' | 'links';

type Props = {
  tenant: TenantSettings;
  cartCount: number;
  /** The cart's running total (null: no cart), shown beside the cart on wide screens; an estimate with loose products. */
  cartTotalCents: number | null;
  cartTotalEstimate: boolean;
  onOpen: (drawer: DrawerName) => void;
  /** Called when the shopper shows an intent to open a drawer, to fetch its code early. */
  onIntent: () => void;
};

/**
 * The top bar: menu, brand, search, login (or the shopper's menu) and cart; on phones the search takes a second row, on
 * larger screens a row of quick links follows. Built from plain boxes (not AppBar/Badge/Toolbar)
 * to keep the first download small. Only the parts of the screen's width are drawn (not both, one
 * hidden by CSS), and only when its props change (the router draws the shell again at each step of
 * a page's loading): the bar was a large part of a phone's first long tasks.
 */
export const Navbar = memo(function Navbar({ tenant, cartCount, cartTotalCents, cartTotalEstimate, onOpen, onIntent }: Props) {
  const { t } = useTranslation();
  const wide = useMediaMatch(useTheme().breakpoints.up('md'));
  const drawerButton = (name: DrawerName) => ({
    onClick: () => onOpen(name),
    onPointerEnter: onIntent,
    onTouchStart: onIntent,
    onFocus: onIntent,
  });

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 2,
      }}
    >
      <PageContainer sx={{ px: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 56, md: 68 } }}>
          {!wide && (
            <PlainIconButton aria-label={t('shell.openCategories')} {...drawerButton('categories')}>
              <MenuIcon />
            </PlainIconButton>
          )}
          <TextLink
            to={paths.home.to()}
            aria-label={t('shell.homeLink', { brandName: tenant.brandName })}
            sx={{ display: 'inline-flex', alignItems: 'center', py: 1, mr: { md: 1 }, '&:hover': { textDecoration: 'none' } }}
          >
            <BrandLogo brandName={tenant.brandName} />
          </TextLink>
          {wide ? (
            <>
              <PlainButton
                color="inherit"
                startIcon={<MenuIcon />}
                aria-label={t('shell.openCategories')}
                {...drawerButton('categories')}
                style={{ flexShrink: 0, fontSize: 16 }}
              >
                {t('shell.categoriesButton')}
              </PlainButton>
              <Box sx={{ flex: 1, maxWidth: 680, mx: 'auto' }}>
                <SearchBox />
              </Box>
            </>
          ) : (
            <Box sx={{ flex: 1 }} />
          )}
          <AccountButton wide={wide} />
          {wide && cartTotalCents !== null && cartCount > 0 ? (
            // The running total in view on wide screens: its visible text is part of the button's name.
            <PlainButton
              color="inherit"
              {...drawerButton('cart')}
              startIcon={<CartIcon count={cartCount} />}
              style={{ flexShrink: 0 }}
            >
              <Box component="span" sx={visuallyHidden}>
                {`${t('shell.openCartWithCount', { count: cartCount })}, ${t(totalLabelKey(cartTotalEstimate))} ${formatEuro(cartTotalCents)}`}
              </Box>
              {/* What the eye reads: the same words as the name, spelled out once for screen readers above. */}
              <Box
                component="span"
                aria-hidden="true"
                sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.15 }}
              >
                <Box component="span" sx={{ fontSize: 12, fontWeight: 600 }}>
                  {t(totalLabelKey(cartTotalEstimate))}
                </Box>
                <Box component="span" sx={{ fontSize: 17, fontWeight: 800 }} data-testid="header-cart-total">
                  {formatEuro(cartTotalCents)}
                </Box>
              </Box>
            </PlainButton>
          ) : (
            <PlainIconButton
              aria-label={cartCount ? t('shell.openCartWithCount', { count: cartCount }) : t('shell.openCart')}
              {...drawerButton('cart')}
            >
              <CartIcon count={cartCount} />
            </PlainIconButton>
          )}
        </Box>
        {!wide && (
          <Box sx={{ px: 0.5, pb: 1.25 }}>
            <SearchBox />
          </Box>
        )}
      </PageContainer>
      {wide && <QuickLinks onOpenLinks={drawerButton('links')} />}
    </Box>
  );
});

/** The cart's icon with its item-count badge (the count is in the button's name, the badge is for the eye). */
export function CartIcon({ count }: { count: number }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      <ShoppingCartOutlined />
      {count > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            top: -8,
            right: -12,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: 12,
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </Box>
  );
}

/**
 * The wide screen's second row: the content's header menu, and the button of the links drawer. The
 * row has its height before the menu arrives (the links only fill it), so nothing below moves.
 */
function QuickLinks({ onOpenLinks }: { onOpenLinks: { onClick: () => void; onPointerEnter: () => void; onFocus: () => void } }) {
  const { t } = useTranslation();
  const menu = useMenu('header');
  return (
    <Box
      component="nav"
      aria-label={t('shell.quickLinks')}
      aria-busy={menu.isPending}
      sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <PageContainer
        component="ul"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 3,
          listStyle: 'none',
          my: 0,
          py: 0.75,
          fontSize: 14,
          fontWeight: 600,
        }}
      >
        {menu.data?.map((item) => (
          <li key={item.ID}>
            <MenuLink item={item} />
          </li>
        ))}
        <li style={{ marginLeft: 'auto' }}>
          <Box
            component="button"
            type="button"
            {...onOpenLinks}
            sx={{
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              font: 'inherit',
              color: 'inherit',
              cursor: 'pointer',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {t('shell.openLinks')}
          </Box>
        </li>
      </PageContainer>
    </Box>
  );
}
