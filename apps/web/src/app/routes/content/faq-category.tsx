import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { getFaqCategoriesQueryOptions, getFaqsQueryOptions, useFaqs } from '../../../features/content/api/get-faq';
import { ContentError, ContentTitle, TitlePlaceholder } from '../../../features/content/components/content-states';
import { FaqHelp } from '../../../features/content/components/faq-help';
import { FaqAccordions, FaqSearch, FaqSkeleton } from '../../../features/content/components/faq-list';
import { plainText } from '../../../lib/plain-text';
import { queryClient } from '../../../lib/query-client';

/** Loads the categories before entering (a slug none has leads to /not-found), and starts the category's questions. */
export async function loader({ params }: LoaderFunctionArgs) {
  const categories = await queryClient.ensureQueryData(getFaqCategoriesQueryOptions()).catch(() => undefined);
  if (!categories) return null;
  const category = categories.find((candidate) => candidate.slug === params.categoryName);
  if (!category) throw redirect(paths.notFound.to());
  void queryClient.prefetchQuery(getFaqsQueryOptions({ categoryId: category.id }));
  return null;
}

/** /faq/:categoryName: the category's questions as accordions, and a search among them. */
export function Component() {
  const { t } = useTranslation();
  const slug = useParams().categoryName ?? '';
  const categories = useQuery(getFaqCategoriesQueryOptions());
  const category = categories.data?.find((candidate) => candidate.slug === slug);
  const faqs = useFaqs({ categoryId: category?.id }, { enabled: category !== undefined });
  const name = category ? plainText(category.name) : '';
  const crumbs = [
    { label: t('content.breadcrumbs.faq'), to: paths.faq.to() },
    { label: name || t('content.breadcrumbs.faqDetail') },
  ];

  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 }, maxWidth: 1000 }}>
      {category && (
        <Head title={`${name} – ${t('content.faq.title')}`} description={plainText(category.description) || undefined} />
      )}
      <CatalogueBreadcrumbs crumbs={crumbs} loading={!category} />
      {categories.isError ? (
        <ContentError onRetry={() => void categories.refetch()} />
      ) : category ? (
        <>
          <ContentTitle>{name}</ContentTitle>
          {category.description && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {plainText(category.description)}
            </Typography>
          )}
          <FaqSearch categoryId={category.id}>
            {faqs.isError ? (
              <ContentError onRetry={() => void faqs.refetch()} />
            ) : faqs.data ? (
              faqs.data.length ? (
                <FaqAccordions faqs={faqs.data} />
              ) : (
                <Typography>{t('content.faq.empty')}</Typography>
              )
            ) : (
              <FaqSkeleton rows={Math.min(category.count || 6, 10)} />
            )}
          </FaqSearch>
          <FaqHelp />
        </>
      ) : (
        <>
          <TitlePlaceholder />
          <FaqSkeleton />
        </>
      )}
    </PageContainer>
  );
}
