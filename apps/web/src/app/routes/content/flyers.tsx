import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { tenantSettings } from '../../../config/tenant-settings';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { getFlyersQueryOptions, useFlyers } from '../../../features/content/api/get-flyers';
import { ContentCardGrid } from '../../../features/content/components/content-card-grid';
import { ContentTitle } from '../../../features/content/components/content-states';
import { FlyerCard, FlyerCardSkeleton } from '../../../features/content/components/flyer-card';
import { isCurrentOrComing } from '../../../features/content/utils/content-dates';
import { queryClient } from '../../../lib/query-client';

/** Starts the flyers without holding the page: skeleton cards of their size meanwhile. */
export function loader() {
  void queryClient.prefetchQuery(getFlyersQueryOptions());
  return null;
}

/** /volantini: the flyers in course, each with its cover, validity and where it runs. */
export function Component() {
  const { t } = useTranslation();
  const query = useFlyers();
  const flyers = query.data?.filter((flyer) => isCurrentOrComing(flyer.acf));

  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 } }}>
      <Head fullTitle={tenantSettings().pageTitles.flyers} description={t('content.flyers.description')} />
      <CatalogueBreadcrumbs crumbs={[{ label: t('content.breadcrumbs.flyers') }]} />
      <ContentTitle>{t('content.flyers.title')}</ContentTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {t('content.flyers.intro')}
      </Typography>
      <ContentCardGrid
        items={flyers}
        itemKey={(flyer) => flyer.id}
        renderItem={(flyer, index) => <FlyerCard flyer={flyer} eager={index < 2} />}
        skeleton={<FlyerCardSkeleton />}
        skeletonCount={2}
        columns={{ xs: 1, sm: 2, md: 3, lg: 4 }}
        error={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={t('content.flyers.empty')}
      />
    </PageContainer>
  );
}
