import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { routesWithLaterTexts } from '../i18n/route-texts';
import { AppLoading } from './app-loading';
import { ErrorBoundary as RootErrorBoundary, Component as RootLayout } from './layouts/root-layout';
import { PageLoading } from './page-loading';
import { rememberRoutes } from './route-preload';

/** The screens a visit starts on (home, the catalogue, the error pages): drawn with the entry's texts alone. */
const isStartScreen = (route: RouteObject) =>
  route.index === true ||
  route.path === undefined ||
  [paths.notFound.pattern, paths.serviceDown.pattern, '*'].includes(route.path);

/**
 * The route tree. The shell (root layout) is part of the first download, since every page draws
 * it; every screen is its own lazily loaded module (exporting `Component` and, where it loads data
 * before entering, `loader`), so a page downloads only its own code. On the first visit, a page
 * that waits for its data shows the shell and PageLoading meanwhile (hydrateFallbackElement).
 */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      hydrateFallbackElement: <AppLoading />,
      // Every other screen also waits for the texts the entry leaves out (i18n/text-sections.ts).
      children: routesWithLaterTexts(isStartScreen, [
        // Its own fallback, so that on a first visit the shell (and the cookie bar, the largest text on
        // a phone's first screen) is drawn while the home page's code arrives, not after it.
        { index: true, lazy: () => import('./routes/home'), hydrateFallbackElement: <PageLoading /> },
        {
          // The catalogue routes share a parent that resets the catalogue filters on entry. (Its
          // fallback too: on a first visit the router shows the fallback of the last route above the
          // first one still loading, so without it the whole shell would wait.)
          lazy: () => import('./routes/catalogue/catalogue-layout'),
          hydrateFallbackElement: <PageLoading />,
          children: [
            {
              path: paths.category.pattern,
              lazy: () => import('./routes/catalogue/category'),
              hydrateFallbackElement: <PageLoading />,
            },
            { path: paths.search.pattern, lazy: () => import('./routes/catalogue/search') },
            { path: paths.fastSearch.pattern, lazy: () => import('./routes/catalogue/fast-search') },
            {
              path: paths.product.pattern,
              lazy: () => import('./routes/catalogue/product'),
              hydrateFallbackElement: <PageLoading />,
            },
          ],
        },
        // Accounts: login, password reset, registration and its links, the profile behind the auth guard.
        { path: paths.login.pattern, lazy: () => import('./routes/auth/login') },
        { path: paths.resetPasswordRequest.pattern, lazy: () => import('./routes/auth/reset-password-request') },
        { path: paths.resetPasswordSent.pattern, lazy: () => import('./routes/auth/reset-password-sent') },
        { path: paths.resetPassword.pattern, lazy: () => import('./routes/auth/reset-password') },
        { path: paths.resetPasswordAlias.pattern, lazy: () => import('./routes/auth/reset-password') },
        { path: paths.resetPasswordCompleted.pattern, lazy: () => import('./routes/auth/reset-password-completed') },
        { path: paths.registration.pattern, lazy: () => import('./routes/registration/registration-user') },
        { path: paths.registrationCompleted.pattern, lazy: () => import('./routes/registration/registration-completed') },
        { path: paths.registrationConfirm.pattern, lazy: () => import('./routes/registration/registration-confirm') },
        { path: paths.registrationConfirmAlias.pattern, lazy: () => import('./routes/registration/registration-confirm') },
        { path: paths.emailConfirmed.pattern, lazy: () => import('./routes/registration/email-confirmed') },
        { path: paths.registrationSocial.pattern, lazy: () => import('./routes/registration/registration-social') },
        // The content (issue 20): static pages, flyers, FAQ and the loyalty card's awards.
        { path: paths.page.pattern, lazy: () => import('./routes/content/page') },
        { path: paths.flyers.pattern, lazy: () => import('./routes/content/flyers') },
        { path: paths.flyer.pattern, lazy: () => import('./routes/content/flyer') },
        { path: paths.faq.pattern, lazy: () => import('./routes/content/faq') },
        { path: paths.faqCategory.pattern, lazy: () => import('./routes/content/faq-category') },
        { path: paths.awards.pattern, lazy: () => import('./routes/content/awards') },
        // Checkout: the cart to confirm, the payment, and the payment's outcome pages (login required).
        { path: paths.checkout.pattern, lazy: () => import('./routes/checkout') },
        { path: paths.payment.pattern, lazy: () => import('./routes/payment') },
        { path: paths.paymentCompleted.pattern, lazy: () => import('./routes/payment-completed') },
        { path: paths.paymentError.pattern, lazy: () => import('./routes/payment-error') },
        {
          path: paths.profile.pattern,
          lazy: () => import('./routes/profile/profile-layout'),
          children: [
            { index: true, lazy: () => import('./routes/profile/profile-index') },
            { path: paths.profileDashboard.pattern, lazy: () => import('./routes/profile/dashboard') },
            { path: paths.profileUpdate.pattern, lazy: () => import('./routes/profile/profile-update') },
            { path: paths.profileConfirmed.pattern, lazy: () => import('./routes/profile/profile-confirmed') },
            { path: paths.profileAddresses.pattern, lazy: () => import('./routes/profile/addresses') },
            { path: paths.profileAddress.pattern, lazy: () => import('./routes/profile/address-edit') },
            { path: paths.profilePaymentDueDates.pattern, lazy: () => import('./routes/profile/payment-due-dates') },
            {
              // My lists, and below it (in the breadcrumb too) the favourites and each list.
              path: paths.profileLists.pattern,
              handle: { crumb: { labelKey: 'profile.nav.lists', to: paths.profileLists.to() } },
              children: [
                { index: true, lazy: () => import('./routes/profile/lists') },
                { path: paths.profileFavourites.pattern, lazy: () => import('./routes/profile/lists-favourites') },
                { path: paths.profileList.pattern, lazy: () => import('./routes/profile/lists-detail') },
              ],
            },
            {
              // My orders, and below it (in the breadcrumb too) each order.
              path: paths.profileOrders.pattern,
              handle: { crumb: { labelKey: 'profile.nav.orders', to: paths.profileOrders.to() } },
              children: [
                { index: true, lazy: () => import('./routes/profile/orders') },
                { path: paths.profileOrder.pattern, lazy: () => import('./routes/profile/orders-detail') },
              ],
            },
          ],
        },
        { path: paths.customerService.pattern, lazy: () => import('./routes/customer-service') },
        { path: paths.notFound.pattern, lazy: () => import('./routes/not-found') },
        { path: paths.serviceDown.pattern, lazy: () => import('./routes/service-down') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ]),
    },
    // The back office has its own frame, not the shop's (issue 19): staff only (requireStaff; a
    // visitor gets the staff login in place), the board, one order, a slot's picking list, the gift codes.
    ...routesWithLaterTexts(
      () => false,
      [
        {
          path: paths.admin.pattern,
          lazy: () => import('./routes/admin/admin-layout'),
          ErrorBoundary: RootErrorBoundary,
          hydrateFallbackElement: <AppLoading />,
          children: [
            { index: true, lazy: () => import('./routes/admin/board') },
            { path: paths.adminOrder.pattern, lazy: () => import('./routes/admin/order') },
            { path: paths.adminPickingList.pattern, lazy: () => import('./routes/admin/picking-list') },
            { path: paths.adminGiftCodes.pattern, lazy: () => import('./routes/admin/gift-codes') },
          ],
        },
      ],
    ),
  ]);
  // The same tree serves the links' preloading on hover and touch (route-preload.ts).
  rememberRoutes(router.routes as RouteObject[]);
  return router;
}
