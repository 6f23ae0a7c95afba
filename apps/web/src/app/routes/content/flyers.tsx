import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { tenantSettings } from '../../../config/tenant-settings';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { getFlyersQueryOptions, useFlyers } from '../../../features/content/api/get-flyers';
import { ContentError, ContentTitle } from '../../../features/content/components/content-states';
import { FlyerCard, FlyerCardSkeleton } from '../../../features/content/components/flyer-card';
import { isCurrentOrComing } from '../../../features/content/utils/content-dates';
import { queryClient } from '../../../lib/query-client';

/** Starts the flyers without holding the page: skeleton cards of their size meanwhile. */
export function loader() {
  void queryClient.prefetchQuery(getFlyersQueryOptions());
  return null;
}

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

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
      {query.isError ? (
        <ContentError onRetry={() => void query.refetch()} />
      ) : flyers?.length === 0 ? (
        <Typography>{t('content.flyers.empty')}</Typography>
      ) : (
        <Box component="ul" sx={gridSx} aria-busy={!flyers}>
          {flyers
            ? flyers.map((flyer, index) => (
                <li key={flyer.id}>
                  <FlyerCard flyer={flyer} eager={index < 2} />
                </li>
              ))
            : [0, 1].map((index) => (
                <li key={index}>
                  <FlyerCardSkeleton />
                </li>
              ))}
        </Box>
      )}
    </PageContainer>
  );
}
