import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { lazy, type Ref, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { tenantSettings } from '../../config/tenant-settings';
import { currentPlatform } from '../../features/app-platform/current-platform';
import { useDeepLinkNavigation } from '../../features/app-platform/hooks/use-deep-link-navigation';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { LoginDialogHost } from '../../features/auth/components/login-dialog-host';
import { useCart } from '../../features/cart/api/get-cart';
import { CartDialogsHost } from '../../features/cart/components/cart-dialogs-host';
import { useMediaMatch } from '../../features/catalogue/hooks/use-narrow-screen';
import { CookieConsent } from '../../features/cookie-consent/components/cookie-consent';
import { cookieConsentStore, useCookieConsent } from '../../features/cookie-consent/utils/consent-store';
import { DeliveryDialogHost } from '../../features/delivery/components/delivery-dialog-host';
import { InstallBannerHost } from '../../features/pwa/components/install-banner-host';
import { AppLifecycle } from '../../features/shell/components/app-lifecycle';
import { BOTTOM_NAVIGATION_HEIGHT, BottomNavigation } from '../../features/shell/components/bottom-navigation';
import { RequestProgress } from '../../features/shell/components/request-progress';
import { ScrollTopButton } from '../../features/shell/components/scroll-top-button';
import { useApiEventRouting } from '../../features/shell/hooks/use-api-event-routing';
import { useKeyboardOpen } from '../../features/shell/hooks/use-keyboard-open';
import { ListSelectorHost } from '../../features/wishlists/components/list-selector-host';
import { withLaterTexts } from '../../i18n';
import { cartDrawer } from '../../lib/cart-drawer';
import { focusMainHeading, MAIN_ID } from '../../lib/focus-main';
import { pendingAdd } from '../../lib/pending-add';
import { useNearViewport } from '../hooks/use-near-viewport';
import { pageLoadingStore } from '../page-loading';
import { installLinkPreload } from '../route-preload';
import { scrollRestorationKey } from '../scroll-restoration-key';
import { ScrollRestoreAfterDelay } from '../scroll-restore-after-delay';
import { DrawerPlaceholder } from './drawer-placeholder';
import { CartIcon, type DrawerName, Navbar } from './navbar';

// The drawers' code is fetched when the shopper reaches for a drawer button (pointer over it,
// touch or focus: see the navbar's onIntent), not with the page; with the texts the entry leaves
// out (the cart drawer shows the banner of an order being modified).
const loadDrawers = withLaterTexts(() => import('./shell-drawers'));
// Below the fold: its code (and the version it shows) is downloaded when the shopper scrolls near it.
const Footer = lazy(() => import('../../features/shell/components/footer'));
const ShellDrawers = lazy(loadDrawers);
const RouteError = lazy(() => import('./route-error'));
// Only when a visitor's product waits for the login (lib/pending-add.ts): it brings the cart's flow.
const PendingAddHost = lazy(() => import('../../features/cart/components/pending-add-host'));

/** The shop shell around every page: navbar, drawers, footer, cookie bar, login dialog, scroll button, request overlay. */
export function Component() {
  const { t } = useTranslation();
  const tenant = tenantSettings();
  const location = useLocation();
  const [drawer, setDrawer] = useState<DrawerName | null>(null);
  const [drawersWanted, setDrawersWanted] = useState(false);
  const { needed: cookieBarShown } = useCookieConsent();
  const cart = useCart();
  const pendingAddWaits = useSyncExternalStore(pendingAdd.subscribe, pendingAdd.has, pendingAdd.has);
  const loggedIn = useCurrentUser().isLoggedIn;
  const theme = useTheme();
  const phone = !useMediaMatch(theme.breakpoints.up('md'));
  // The bottom navigation steps aside while the on-screen keyboard is open (it would sit on the field being typed in).
  const keyboardOpen = useKeyboardOpen();
  const bottomNavigationShown = phone && !keyboardOpen;
  const cartCount = cart.data?.totalItems ?? 0;
  const cartTotalCents = cart.data ? cart.data.totalPriceCents : null;
  const cartTotalEstimate = cart.data?.totalIsEstimate ?? false;
  const footerPlace = useRef<HTMLDivElement>(null);
  // While a page waits for its data its place is a screen high, so the footer is just below the screen:
  // it is wanted only when still near once the page is drawn (a long listing pushes it far away).
  const pageLoading = useSyncExternalStore(pageLoadingStore.subscribe, pageLoadingStore.get, pageLoadingStore.get);
  const footerWanted = useNearViewport(footerPlace, pageLoading ? '0px' : undefined);
  useApiEventRouting();
  useDeepLinkNavigation();

  const openDrawer = useCallback((name: DrawerName) => {
    setDrawersWanted(true);
    setDrawer(name);
  }, []);
  const closeDrawer = useCallback(() => setDrawer(null), []);
  const prefetchDrawers = useCallback(() => void loadDrawers(), []);
  // Links download their screens when the shopper reaches for them (pointer over, touch, focus).
  useEffect(() => installLinkPreload(), []);
  // Any screen may ask for the cart drawer (the order detail's reorder).
  useEffect(() => cartDrawer.subscribe(() => openDrawer('cart')), [openDrawer]);

  // A new page closes any drawer left open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => setDrawer(null), [location.pathname]);

  // After a navigation (not on the first page) the focus moves to the new page's main heading, once a
  // drawer being closed has given its focus back; a dialog open meanwhile keeps it.
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (!document.activeElement?.closest('[role="dialog"]')) focusMainHeading();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  // The browser's bar takes the brand colour.
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', tenant.theme.primaryColor);
  }, [tenant.theme.primaryColor]);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        // The phone's bottom navigation covers no content: the page ends above it, and the bars fixed at
        // the bottom (cookie choice, scroll to top) sit on it.
        '--bottom-nav-height': bottomNavigationShown ? `${BOTTOM_NAVIGATION_HEIGHT}px` : '0px',
        pb: 'var(--bottom-nav-height)',
      }}
    >
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -100,
          zIndex: (theme) => theme.zIndex.tooltip + 2,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          fontWeight: 700,
          px: 2,
          py: 1,
          borderRadius: 1,
          boxShadow: 3,
          '&:focus': { top: 8 },
        }}
      >
        {t('shell.skipToContent')}
      </Box>
      <RequestProgress />
      <Navbar
        tenant={tenant}
        cartCount={cartCount}
        cartTotalCents={cartTotalCents}
        cartTotalEstimate={cartTotalEstimate}
        onOpen={openDrawer}
        onIntent={prefetchDrawers}
      />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      {footerWanted ? (
        <Suspense fallback={<FooterPlace />}>
          {/* In the native app consent is granted (spec): nothing to change. */}
          <Footer tenant={tenant} onOpenCookiePreferences={currentPlatform().isNative ? undefined : cookieConsentStore.edit} />
        </Suspense>
      ) : (
        <FooterPlace ref={footerPlace} />
      )}
      {drawersWanted && (
        <Suspense fallback={drawer && <DrawerPlaceholder drawer={drawer} />}>
          <ShellDrawers open={drawer} tenant={tenant} onOpen={openDrawer} onClose={closeDrawer} />
        </Suspense>
      )}
      {bottomNavigationShown && (
        <BottomNavigation
          cartCount={cartCount}
          cartTotalCents={cartTotalCents}
          cartTotalEstimate={cartTotalEstimate}
          cartIcon={<CartIcon count={cartCount} />}
          onOpenCart={() => openDrawer('cart')}
          onOpenCategories={() => openDrawer('categories')}
          onIntent={prefetchDrawers}
        />
      )}
      {!cookieBarShown && <ScrollTopButton focusTargetId={MAIN_ID} />}
      <CookieConsent />
      <InstallBannerHost blocked={cookieBarShown} />
      <LoginDialogHost />
      <DeliveryDialogHost />
      <CartDialogsHost />
      {loggedIn && pendingAddWaits && (
        <Suspense fallback={null}>
          <PendingAddHost />
        </Suspense>
      )}
      <ListSelectorHost />
      <AppLifecycle />
      <ScrollRestoration getKey={scrollRestorationKey} />
      <ScrollRestoreAfterDelay />
    </Box>
  );
}

/** The footer's place (its colour and about its height) until its code is there. */
function FooterPlace({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return <Box ref={ref} sx={{ minHeight: 360, bgcolor: 'grey.900', mt: 6 }} />;
}

/** Anything that breaks while drawing a page; its screen is downloaded only then. */
export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}
