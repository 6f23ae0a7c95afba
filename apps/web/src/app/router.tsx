import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { AppLoading } from './app-loading';

/**
 * The route tree. Every screen is its own lazily loaded module (exporting `Component` and, where
 * it loads data before entering, `loader`), so a page downloads only its own code.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      lazy: () => import('./layouts/root-layout'),
      hydrateFallbackElement: <AppLoading />,
      children: [
        { index: true, lazy: () => import('./routes/home') },
        {
          // The catalogue routes share a parent that resets the catalogue filters on entry.
          lazy: () => import('./routes/catalogue/catalogue-layout'),
          children: [
            { path: paths.category.pattern, lazy: () => import('./routes/catalogue/category') },
            { path: paths.search.pattern, lazy: () => import('./routes/catalogue/search') },
            { path: paths.fastSearch.pattern, lazy: () => import('./routes/catalogue/fast-search') },
            { path: paths.product.pattern, lazy: () => import('./routes/catalogue/product') },
          ],
        },
        { path: paths.notFound.pattern, lazy: () => import('./routes/not-found') },
        { path: paths.serviceDown.pattern, lazy: () => import('./routes/service-down') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]);
}
