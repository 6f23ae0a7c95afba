/** Every path of the app, defined once: `pattern` for the router, `to()` for links. */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  category: {
    pattern: '/category/*',
    to: (slug: string, categoryId?: number) => `/category/${slug}${categoryId ? `?categoryId=${categoryId}` : ''}`,
  },
  search: { pattern: '/search', to: (q: string) => `/search?q=${encodeURIComponent(q)}` },
  fastSearch: { pattern: '/fast-search', to: (q: string) => `/fast-search?q=${encodeURIComponent(q)}` },
  product: { pattern: '/product/:slug', to: (slug: string) => `/product/${slug}` },
  page: { pattern: '/page/:pageName', to: (pageName: string) => `/page/${pageName}` },
  /** The content's flyers, FAQ and the loyalty card's awards. */
  flyers: { pattern: '/volantini', to: () => '/volantini' },
  flyer: { pattern: '/volantini/:volantino', to: (slug: string) => `/volantini/${slug}` },
  faq: { pattern: '/faq', to: () => '/faq' },
  faqCategory: { pattern: '/faq/:categoryName', to: (slug: string) => `/faq/${slug}` },
  awards: { pattern: '/vantaggi', to: () => '/vantaggi' },
  /** Form 5: writing to customer service. */
  customerService: { pattern: '/servizio-clienti', to: () => '/servizio-clienti' },
  registration: { pattern: '/registration-user', to: () => '/registration-user' },
  registrationCompleted: { pattern: '/registration-completed', to: () => '/registration-completed' },
  /** The link of the confirmation e-mail. */
  registrationConfirm: {
    pattern: '/registration/confirm',
    to: (token: string) => `/registration/confirm?token=${encodeURIComponent(token)}`,
  },
  registrationConfirmAlias: { pattern: '/registration-confirm', to: () => '/registration-confirm' },
  /** The link of the e-mail sent to a new address. */
  emailConfirmed: { pattern: '/email-confirmed', to: () => '/email-confirmed' },
  login: { pattern: '/login', to: () => '/login' },
  /** Where a new Google or Facebook shopper gives the shop's missing data (the server's callback sends them here). */
  registrationSocial: { pattern: '/registration-social', to: () => '/registration-social' },
  resetPasswordRequest: { pattern: '/reset-password-request', to: () => '/reset-password-request' },
  resetPasswordSent: { pattern: '/reset-password-sent', to: () => '/reset-password-sent' },
  /** The link of the password reset e-mail (and the path older messages used). */
  resetPassword: { pattern: '/reset-password', to: (token: string) => `/reset-password?token=${encodeURIComponent(token)}` },
  resetPasswordAlias: { pattern: '/registration/reset-password', to: () => '/registration/reset-password' },
  resetPasswordCompleted: { pattern: '/reset-password-completed', to: () => '/reset-password-completed' },
  profile: { pattern: '/profile', to: () => '/profile' },
  /** The user board: the profile's home (first file, section 2), where the admin guard sends shoppers. */
  profileDashboard: { pattern: '/profile/dashboard', to: () => '/profile/dashboard' },
  profileUpdate: { pattern: '/profile/profile-update', to: () => '/profile/profile-update' },
  profileConfirmed: { pattern: '/profile/profile-confirmed', to: () => '/profile/profile-confirmed' },
  /** My addresses: the list, and one address to add ('new') or change. */
  profileAddresses: { pattern: '/profile/addresses', to: () => '/profile/addresses' },
  profilePaymentDueDates: { pattern: '/profile/payment-due-dates', to: () => '/profile/payment-due-dates' },
  profileAddress: {
    pattern: '/profile/addresses/:addressId',
    to: (addressId: number | 'new') => `/profile/addresses/${addressId}`,
  },
  /** My lists, the favourites, and one list. */
  profileLists: { pattern: '/profile/lists', to: () => '/profile/lists' },
  profileFavourites: { pattern: '/profile/lists/favourites', to: () => '/profile/lists/favourites' },
  profileList: { pattern: '/profile/lists/:listId', to: (listId: number) => `/profile/lists/${listId}` },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  payment: { pattern: '/payment', to: () => '/payment' },
  /** The payment's outcome pages (the online gateway comes back to them too). */
  paymentCompleted: {
    pattern: '/cart/payment-completed/:orderId',
    to: (orderId: number) => `/cart/payment-completed/${orderId}`,
  },
  paymentError: { pattern: '/cart/payment-error/:orderId', to: (orderId: number) => `/cart/payment-error/${orderId}` },
  /** My orders, and one order. */
  profileOrders: { pattern: '/profile/orders', to: () => '/profile/orders' },
  profileOrder: { pattern: '/profile/orders/:orderId', to: (orderId: number) => `/profile/orders/${orderId}` },
  /** The back office (staff only): the orders board, and one order. */
  admin: { pattern: '/admin', to: () => '/admin' },
  adminOrder: { pattern: '/admin/orders/:orderId', to: (orderId: number) => `/admin/orders/${orderId}` },
  adminGiftCodes: { pattern: '/admin/gift-codes', to: () => '/admin/gift-codes' },
  adminPickingList: {
    pattern: '/admin/slots/:timeslotId/picking-list',
    to: (timeslotId: number) => `/admin/slots/${timeslotId}/picking-list`,
  },
  notFound: { pattern: '/not-found', to: () => '/not-found' },
  serviceDown: { pattern: '/service-down', to: () => '/service-down' },
} as const;
