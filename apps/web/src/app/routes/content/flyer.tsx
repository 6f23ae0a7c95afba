import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { Placeholder } from '../../../features/catalogue/components/placeholder';
import { getFlyerQueryOptions } from '../../../features/content/api/get-flyers';
import { ContentError, ContentTitle, TitlePlaceholder } from '../../../features/content/components/content-states';
import { FLYER_PAGE_RATIO } from '../../../features/content/components/flyer-card';
import { FlyerPageProducts } from '../../../features/content/components/flyer-page-products';
import { FlyerViewer } from '../../../features/content/components/flyer-viewer';
import { formatAcfDate } from '../../../features/content/utils/content-dates';
import { plainText } from '../../../lib/plain-text';
import { queryClient } from '../../../lib/query-client';

/** The page of the flyer in the address (`?pagina=2`), from 0. */
const PAGE_PARAM = 'pagina';

/** Loads the flyer before entering: a slug no flyer has leads to /not-found. */
export async function loader({ params }: LoaderFunctionArgs) {
  const flyer = await queryClient.ensureQueryData(getFlyerQueryOptions(params.volantino ?? '')).catch(() => undefined);
  if (flyer === null) throw redirect(paths.notFound.to());
  return null;
}

/** Turning a page changes only the search parameters: the flyer is the same. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** /volantini/:volantino: the flyer's pages to leaf through, and the products of the page shown. */
export function Component() {
  const { t } = useTranslation();
  const slug = useParams().volantino ?? '';
  const query = useQuery(getFlyerQueryOptions(slug));
  const [searchParams, setSearchParams] = useSearchParams();
  const flyer = query.data;
  const pageCount = flyer?.acf.pages.length ?? 0;
  const index = Math.min(Math.max(Number(searchParams.get(PAGE_PARAM)) - 1 || 0, 0), Math.max(pageCount - 1, 0));
  const showPage = useCallback(
    (to: number) => setSearchParams(to > 0 ? { [PAGE_PARAM]: String(to + 1) } : {}, { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const title = flyer ? plainText(flyer.title.rendered) : '';
  const crumbs = [{ label: t('content.breadcrumbs.flyers'), to: paths.flyers.to() }, { label: title }];

  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 } }}>
      {flyer && <Head title={title} description={plainText(flyer.excerpt.rendered) || undefined} />}
      <CatalogueBreadcrumbs crumbs={crumbs} loading={!flyer} />
      {flyer ? (
        <>
          <ContentTitle>{title}</ContentTitle>
          <Typography sx={{ fontWeight: 600, color: 'primary.dark' }}>
            {t('content.flyers.validity', { from: formatAcfDate(flyer.acf.date_from), to: formatAcfDate(flyer.acf.date_to) })}
          </Typography>
          {flyer.acf.where && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('content.flyers.where', { where: flyer.acf.where })}
            </Typography>
          )}
          <FlyerViewer flyer={flyer} index={index} onChange={showPage} />
          <Box sx={{ mt: { xs: 4, md: 5 } }}>
            <FlyerPageProducts productIds={flyer.acf.pages[index]?.product_ids ?? []} />
          </Box>
        </>
      ) : query.isError ? (
        <ContentError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TitlePlaceholder />
          <Box sx={{ maxWidth: 620, mx: 'auto' }}>
            <Placeholder aspectRatio={FLYER_PAGE_RATIO} />
          </Box>
        </>
      )}
    </PageContainer>
  );
}
