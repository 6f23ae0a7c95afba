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
  registration: { pattern: '/registration-user', to: () => '/registration-user' },
  login: { pattern: '/login', to: () => '/login' },
  checkout: { pattern: '/checkout', to: () => '/checkout' },
  notFound: { pattern: '/not-found', to: () => '/not-found' },
  serviceDown: { pattern: '/service-down', to: () => '/service-down' },
} as const;
