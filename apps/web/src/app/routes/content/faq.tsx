import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentTerm } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import { tenantSettings } from '../../../config/tenant-settings';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { Placeholder } from '../../../features/catalogue/components/placeholder';
import { getFaqCategoriesQueryOptions, useFaqCategories } from '../../../features/content/api/get-faq';
import { ContentCardGrid } from '../../../features/content/components/content-card-grid';
import { ContentTitle } from '../../../features/content/components/content-states';
import { FaqHelp } from '../../../features/content/components/faq-help';
import { FaqSearch } from '../../../features/content/components/faq-list';
import { plainText } from '../../../lib/plain-text';
import { queryClient } from '../../../lib/query-client';

/** Starts the categories without holding the page. */
export function loader() {
  void queryClient.prefetchQuery(getFaqCategoriesQueryOptions());
  return null;
}

const cardSx = {
  display: 'block',
  height: '100%',
  minHeight: 120,
  p: 2.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
} as const;

/** /faq: the FAQ's categories, and a search over all the questions. */
export function Component() {
  const { t } = useTranslation();
  const query = useFaqCategories();
  const categories = query.data?.filter((category) => category.count !== 0);

  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 }, maxWidth: 1200 }}>
      <Head fullTitle={tenantSettings().pageTitles.faq} description={t('content.faq.description')} />
      <CatalogueBreadcrumbs crumbs={[{ label: t('content.breadcrumbs.faq') }]} />
      <ContentTitle>{t('content.faq.title')}</ContentTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('content.faq.intro')}
      </Typography>
      <FaqSearch>
        <ContentCardGrid
          items={categories}
          itemKey={(category) => category.id}
          renderItem={(category) => <CategoryCard category={category} />}
          skeleton={
            <Box sx={{ ...cardSx, display: 'grid', gap: 1, alignContent: 'start' }} aria-hidden="true">
              <Placeholder width="60%" height={26} />
              <Placeholder height={20} />
              <Placeholder width="30%" height={20} />
            </Box>
          }
          skeletonCount={4}
          columns={{ xs: 1, sm: 2, lg: 3 }}
          gap={2}
          error={query.isError}
          onRetry={() => void query.refetch()}
        />
      </FaqSearch>
      <FaqHelp />
    </PageContainer>
  );
}

function CategoryCard({ category }: { category: ContentTerm }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to={paths.faqCategory.to(category.slug)}
      sx={{
        ...cardSx,
        color: 'inherit',
        textDecoration: 'none',
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { boxShadow: 3, borderColor: 'primary.main' },
        '&:focus-visible': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem', color: 'primary.dark' }}>
        {plainText(category.name)}
      </Typography>
      {category.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {plainText(category.description)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {t('content.faq.questions', { count: category.count })}
      </Typography>
    </Box>
  );
}
