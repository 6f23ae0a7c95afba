import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ProductListData } from '@spesa/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/ui/plain-button';
import type { CatalogueFiltersApi } from '../hooks/use-catalogue-filters';
import { useMediaMatch } from '../hooks/use-narrow-screen';
import { CataloguePagination } from './catalogue-pagination';
import { CatalogueToolbar, type ListingMode } from './catalogue-toolbar';
import { FacetsPanel } from './facets-panel';
import { Notice } from './notice';
import { ProductGrid } from './product-grid';
import { Text } from './text';

const loadFiltersDrawer = () => import('./filters-drawer');
const FiltersDrawer = lazy(loadFiltersDrawer);

/** Skeleton cards while the first page loads: enough to fill the first screen on every width. */
const SKELETON_CARDS = 12;

/**
 * A listing of products: the filters (a sidebar on md+, a drawer on phones), the count and sort,
 * the grid and the pages. The screen owns the call, so it can read the answer too (a search's
 * corrected query).
 */
export function ProductListing({
  mode,
  query,
  filters,
  emptyState,
}: {
  mode: ListingMode;
  query: UseQueryResult<ProductListData>;
  filters: CatalogueFiltersApi;
  /** Shown when there are no products and no filter is on. */
  emptyState?: ReactNode;
}) {
  const { t } = useTranslation();
  // The sidebar shows from md up: a phone does not draw its filters at all (they are in the drawer).
  const wide = useMediaMatch(useTheme().breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);
  const data = query.data;
  const facets = data?.facets ?? [];

  const goToPage = (page: number) => {
    filters.setPage(page);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    resultsRef.current?.focus({ preventScroll: true });
  };

  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };

  const noProducts = data !== undefined && data.products.length === 0;
  // A shared or old link may point past the last page.
  const pastLastPage = noProducts && data.page.totItems > 0;
  const filtered = filters.activeCount > 0;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '232px minmax(0, 1fr)' }, gap: { md: 3 } }}>
      <Box component="aside" aria-label={t('catalogue.filters.title')} sx={{ display: { xs: 'none', md: 'block' } }}>
        {wide && (
          <>
            <Text component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('catalogue.filters.title')}
            </Text>
            <FacetsPanel facets={facets} filters={filters} />
          </>
        )}
      </Box>

      <Box
        component="section"
        ref={resultsRef}
        tabIndex={-1}
        aria-label={t('catalogue.resultsLabel')}
        sx={{ outline: 'none', minWidth: 0 }}
      >
        <CatalogueToolbar
          mode={mode}
          totalItems={data?.page.totItems}
          filters={filters}
          onOpenFilters={openDrawer}
          onPrefetchFilters={() => void loadFiltersDrawer()}
        />
        {query.isError && !data ? (
          <Notice
            severity="error"
            action={
              <PlainButton color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('catalogue.retry')}
              </PlainButton>
            }
          >
            {t('common.genericError')}
          </Notice>
        ) : pastLastPage ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Text sx={{ mb: 2 }}>{t('catalogue.pagination.pastLast')}</Text>
            <PlainButton variant="outlined" onClick={() => goToPage(1)}>
              {t('catalogue.pagination.first')}
            </PlainButton>
          </Box>
        ) : noProducts && !filtered && emptyState ? (
          emptyState
        ) : noProducts ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Text sx={{ mb: 2 }}>{filtered ? t('catalogue.filters.noMatch') : t('catalogue.category.empty')}</Text>
            {filtered && (
              <PlainButton variant="outlined" onClick={filters.reset}>
                {t('catalogue.filters.reset')}
              </PlainButton>
            )}
          </Box>
        ) : (
          <>
            <ProductGrid
              products={data?.products ?? []}
              loading={!data}
              skeletonCount={SKELETON_CARDS}
              busy={query.isPlaceholderData}
            />
            {data && <CataloguePagination page={data.page.selPage} totalPages={data.page.totPages} onChange={goToPage} />}
          </>
        )}
      </Box>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <FiltersDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            facets={facets}
            filters={filters}
            totalItems={data?.page.totItems ?? 0}
          />
        </Suspense>
      )}
    </Box>
  );
}
