import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentAward } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { tenantSettings } from '../../../config/tenant-settings';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { Placeholder } from '../../../features/catalogue/components/placeholder';
import { getAwardsQueryOptions, useAwards } from '../../../features/content/api/get-awards';
import { ContentCardGrid } from '../../../features/content/components/content-card-grid';
import { ContentHtml } from '../../../features/content/components/content-html';
import { ContentTitle } from '../../../features/content/components/content-states';
import { plainText } from '../../../lib/plain-text';
import { queryClient } from '../../../lib/query-client';

/** Starts the awards without holding the page. */
export function loader() {
  void queryClient.prefetchQuery(getAwardsQueryOptions());
  return null;
}

const cardSx = {
  height: '100%',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'background.paper',
} as const;
const IMAGE_RATIO = '16 / 9';

/** /vantaggi: the loyalty card's awards, each with its picture and the points it takes. */
export function Component() {
  const { t } = useTranslation();
  const query = useAwards();
  const awards = query.data;

  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 }, maxWidth: 1300 }}>
      <Head fullTitle={tenantSettings().pageTitles.awards} description={t('content.awards.description')} />
      <CatalogueBreadcrumbs crumbs={[{ label: t('content.breadcrumbs.awards') }]} />
      <ContentTitle>{t('content.awards.title')}</ContentTitle>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('content.awards.intro')}
      </Typography>
      <ContentCardGrid
        items={awards}
        itemKey={(award) => award.id}
        renderItem={(award) => <AwardCard award={award} />}
        skeleton={
          <Box sx={cardSx} aria-hidden="true">
            <Placeholder aspectRatio={IMAGE_RATIO} radius={0} />
            <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
              <Placeholder width="60%" height={26} />
              <Placeholder width="30%" height={24} />
              <Placeholder height={60} />
            </Box>
          </Box>
        }
        skeletonCount={3}
        columns={{ xs: 1, sm: 2, lg: 3 }}
        error={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={t('content.awards.empty')}
      />
    </PageContainer>
  );
}

function AwardCard({ award }: { award: ContentAward }) {
  const { t } = useTranslation();
  const { points } = award.acf;
  return (
    <Box component="article" sx={cardSx}>
      <Box sx={{ aspectRatio: IMAGE_RATIO, bgcolor: 'grey.100' }}>
        {award.acf.image && (
          <Box
            component="img"
            src={award.acf.image}
            alt={award.acf.image_alt}
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
      </Box>
      <Box sx={{ p: 2 }}>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem' }}>
          {plainText(award.title.rendered)}
        </Typography>
        <Box
          component="p"
          sx={{
            display: 'inline-block',
            my: 1,
            px: 1.25,
            py: 0.25,
            borderRadius: 4,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 800,
            fontSize: 14,
          }}
        >
          {points === null ? t('content.awards.noPoints') : t('content.awards.points', { points })}
        </Box>
        <ContentHtml html={award.content.rendered} sx={{ fontSize: '0.95rem' }} />
      </Box>
    </Box>
  );
}
