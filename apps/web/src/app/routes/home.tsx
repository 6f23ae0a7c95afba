import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../components/layout/page-container';
import { Head } from '../../components/seo/head';
import { PlainButtonLink, usePlainButton } from '../../components/ui/plain-button';
import { paths } from '../../config/paths';
import { tenantSettings } from '../../config/tenant-settings';
import { useTrackOnce } from '../../features/analytics/hooks/use-track-once';
import { getProductsQueryOptions, type ProductsRequest } from '../../features/catalogue/api/get-products';
import { ProductCard, ProductCardsScope } from '../../features/catalogue/components/product-card';
import { ProductCardSkeleton } from '../../features/catalogue/components/product-card-skeleton';
import { useCardsDrawn } from '../../features/catalogue/hooks/use-cards-drawn';
import { getCategoryTreeQueryOptions } from '../../features/categories/api/get-category-tree';
import { DepartmentGrid } from '../../features/categories/components/department-grid';
import { getSlidesQueryOptions } from '../../features/content/api/get-slides';
import { SlidesCarousel } from '../../features/content/components/slides-carousel';
import { ApiError } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import { useNearViewport } from '../hooks/use-near-viewport';
import { LazyUxBlocks } from '../lazy-ux-blocks';

const HOME_ROW_SIZE = 12;
const offersRequest: ProductsRequest = { promo: true, pageSize: HOME_ROW_SIZE };
const newsRequest: ProductsRequest = { onlyNew: true, pageSize: HOME_ROW_SIZE };
const OFFERS_ID = 'offerte';
const HOME_BLOCKS = { position: 'home' } as const;

/**
 * Starts the page's data without holding the page: the hero needs none, and the departments and
 * the product rows show skeletons of their own size until their answers arrive (so the first
 * paint does not wait for the API, and nothing moves when the data comes).
 */
export function loader() {
  void queryClient.prefetchQuery(getCategoryTreeQueryOptions());
  void queryClient.prefetchQuery(getProductsQueryOptions(offersRequest));
  void queryClient.prefetchQuery(getProductsQueryOptions(newsRequest));
  void queryClient.prefetchQuery(getSlidesQueryOptions());
  return null;
}

/** A server fault on the departments or the offers leads to the service-down page. */
function useServiceDownOnFault(errors: unknown[]) {
  const navigate = useNavigate();
  const serverDown = errors.some((error) => error instanceof ApiError && error.status >= 500);
  useEffect(() => {
    if (serverDown) navigate(paths.serviceDown.to(), { replace: true });
  }, [serverDown, navigate]);
}

export function Component() {
  const { t } = useTranslation();
  const tenant = tenantSettings();
  const offers = useQuery(getProductsQueryOptions(offersRequest));
  const news = useQuery(getProductsQueryOptions(newsRequest));
  const departments = useQuery(getCategoryTreeQueryOptions());
  useServiceDownOnFault([departments.error, offers.error]);

  return (
    <>
      <Head fullTitle={tenant.pageTitles.home} />
      <PageContainer sx={{ pt: { xs: 2, md: 3 } }}>
        <Hero brandClaim={tenant.tagline} />
        <Box sx={{ mt: { xs: 2, md: 3 } }}>
          <SlidesCarousel />
        </Box>
        <Section title={t('home.departments')}>
          <DepartmentGrid eager />
        </Section>
        <ProductSection id={OFFERS_ID} listId="home_offers" title={t('home.offers')} query={offers} eagerCount={4} />
        <LazyUxBlocks place={HOME_BLOCKS} />
        <ProductSection listId="home_news" title={t('home.news')} query={news} deferred />
      </PageContainer>
    </>
  );
}

/** The hero's second link: white on the brand's colour (doubled class: above the plain buttons' sheet). */
const HeroOutlinedLink = styled(PlainButtonLink)({
  '&&': { borderColor: 'rgba(255,255,255,0.7)' },
  '&&:hover': { borderColor: '#fff' },
});

function Hero({ brandClaim }: { brandClaim: string }) {
  const { t } = useTranslation();
  const offersLink = usePlainButton({ variant: 'contained', color: 'secondary', size: 'large' });
  const promises = [t('home.heroDelivery'), t('home.heroPickup'), t('home.heroFresh')];
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 3,
        color: 'primary.contrastText',
        bgcolor: 'primary.main',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 85% 20%, ${theme.palette.primary.light} 0, transparent 45%), linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
        px: { xs: 2.5, sm: 4, md: 6 },
        py: { xs: 3, sm: 4, md: 5 },
        minHeight: { xs: 244, md: 260 },
      }}
    >
      <Box sx={{ maxWidth: 640, position: 'relative', zIndex: 1 }}>
        <Typography
          id="home-hero-title"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 28, sm: 34, md: 42 }, lineHeight: 1.1 }}
        >
          {t('home.heroTitle')}
        </Typography>
        <Typography sx={{ mt: 1, fontSize: { xs: 16, md: 19 }, opacity: 0.95 }}>{brandClaim}</Typography>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {promises.map((promise) => (
            <Box
              component="li"
              key={promise}
              sx={{ px: 1.5, py: 0.5, borderRadius: 5, bgcolor: 'rgba(255,255,255,0.18)', fontSize: 14, fontWeight: 600 }}
            >
              {promise}
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          {/* A native link to the offers below: the browser scrolls to them. */}
          <a href={`#${OFFERS_ID}`} className={offersLink.className}>
            {offersLink.content(t('home.heroCta'))}
          </a>
          <HeroOutlinedLink variant="outlined" color="inherit" size="large" to={paths.page.to('consegna-a-casa')}>
            {t('home.heroSecondaryCta')}
          </HeroOutlinedLink>
        </Box>
      </Box>
      <HeroBasket />
    </Box>
  );
}

/** A decorative basket drawn in the brand's colours, on wider screens only. */
function HeroBasket() {
  return (
    <Box
      component="svg"
      viewBox="0 0 200 160"
      aria-hidden="true"
      sx={{
        display: { xs: 'none', md: 'block' },
        position: 'absolute',
        right: 48,
        bottom: 16,
        width: 300,
        height: 240,
        opacity: 0.9,
      }}
    >
      <circle cx="70" cy="52" r="26" fill="#ffb74d" />
      <circle cx="120" cy="46" r="22" fill="#e53935" />
      <path d="M140 30c14 4 22 18 18 34-16-2-24-14-18-34z" fill="#aed581" />
      <ellipse cx="96" cy="66" rx="30" ry="14" fill="#fff176" />
      <path d="M20 70h160l-18 78H38z" fill="rgba(255,255,255,0.92)" />
      <path d="M46 88h108M50 108h100M56 128h88" stroke="rgba(0,0,0,0.12)" strokeWidth="6" strokeLinecap="round" />
    </Box>
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id?: string;
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Box component="section" id={id} aria-labelledby={titleId} sx={{ mt: { xs: 4, md: 5 }, scrollMarginTop: 140 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 800, fontSize: { xs: 21, md: 26 } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/** A card's place in a row (styles written once, not per card). */
const RowItem = styled('li')({ scrollSnapAlign: 'start', minWidth: 0 });

/** A row of products: swiped sideways on phones, a grid from md up; skeleton cards of the same size while loading. */
function ProductSection({
  id,
  listId,
  title,
  query,
  eagerCount = 0,
  deferred = false,
}: {
  id?: string;
  /** The block as analytics names its list (view_item_list). */
  listId: string;
  title: string;
  query: UseQueryResult<{ products: Product[] }>;
  eagerCount?: number;
  /** Below the fold: the cards are drawn when the row comes near the screen (skeletons until then). */
  deferred?: boolean;
}) {
  const { t } = useTranslation();
  const rowPlace = useRef<HTMLUListElement>(null);
  const near = useNearViewport(rowPlace);
  const loaded = query.data?.products;
  // The cards are drawn in a transition, in short slices that leave the phone's main thread free
  // (the skeletons stay until they are all done).
  const products = useDeferredValue(deferred && !near ? undefined : loaded, undefined);
  const drawn = useCardsDrawn(products);
  // Seen once drawn (a block below the fold: once near the screen).
  useTrackOnce(products?.length ? `${listId}:${products.map((product) => product.productId)}` : null, (events, names) =>
    products ? events.viewItemListEvent({ id: listId, name: title }, products, names) : null,
  );
  if (query.isSuccess && loaded?.length === 0) return null;

  return (
    <Section id={id} title={title}>
      {query.isError && !products ? (
        <Typography color="text.secondary">{t('home.loadError')}</Typography>
      ) : (
        <Box
          ref={rowPlace}
          component="ul"
          aria-busy={!products || drawn < products.length}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 1.5, sm: 2 },
            // Phones and tablets: one sideways row that snaps card by card.
            gridAutoFlow: { xs: 'column', md: 'row' },
            gridAutoColumns: { xs: 'minmax(168px, 44%)', sm: 'minmax(190px, 30%)' },
            gridTemplateColumns: { md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
            overflowX: { xs: 'auto', md: 'visible' },
            scrollSnapType: { xs: 'x mandatory', md: 'none' },
            scrollPaddingInline: '12px',
            pb: { xs: 1, md: 0 },
            mx: { xs: -1.5, sm: 0 },
            px: { xs: 1.5, sm: 0 },
          }}
        >
          {products ? (
            <ProductCardsScope>
              {products.map((product, index) => (
                <RowItem key={product.productId}>
                  {index < drawn ? <ProductCard product={product} eager={index < eagerCount} /> : <ProductCardSkeleton />}
                </RowItem>
              ))}
            </ProductCardsScope>
          ) : (
            // As many as the cards when they are known (being drawn), so that nothing moves when they come.
            Array.from({ length: (deferred && !near ? undefined : loaded?.length) || 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Box component="li" key={index} sx={{ minWidth: 0 }}>
                <ProductCardSkeleton />
              </Box>
            ))
          )}
        </Box>
      )}
    </Section>
  );
}
