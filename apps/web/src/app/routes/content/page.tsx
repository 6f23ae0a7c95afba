import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect, useParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';
import { paths } from '../../../config/paths';
import { CatalogueBreadcrumbs } from '../../../features/catalogue/components/catalogue-breadcrumbs';
import { getContentPageQueryOptions } from '../../../features/content/api/get-page';
import { ContentHtml } from '../../../features/content/components/content-html';
import {
  ContentError,
  ContentTitle,
  TextPlaceholder,
  TitlePlaceholder,
} from '../../../features/content/components/content-states';
import { plainText } from '../../../lib/plain-text';
import { queryClient } from '../../../lib/query-client';

/** Loads the page before entering: a slug no page has leads to /not-found (a failed answer is shown by the screen). */
export async function loader({ params }: LoaderFunctionArgs) {
  const page = await queryClient.ensureQueryData(getContentPageQueryOptions(params.pageName ?? '')).catch(() => undefined);
  if (page === null) throw redirect(paths.notFound.to());
  return null;
}

/** /page/:pageName: a static page of the content (delivery, pickup, privacy, sales terms, who we are…). */
export function Component() {
  const slug = useParams().pageName ?? '';
  const query = useQuery(getContentPageQueryOptions(slug));
  const page = query.data;
  const title = page ? plainText(page.title.rendered) : '';

  return (
    <PageContainer component="article" sx={{ py: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      {/* The SEO title is whole, brand included, as the server's first HTML writes it. */}
      {page && (
        <Head title={title} fullTitle={page.meta.seo_title || undefined} description={page.meta.seo_description || undefined} />
      )}
      <CatalogueBreadcrumbs crumbs={[{ label: title }]} loading={!page} />
      {page ? (
        <>
          <ContentTitle>{title}</ContentTitle>
          {page.testo_validit && (
            <Typography sx={{ color: 'text.secondary', fontWeight: 600, mb: 2 }}>{plainText(page.testo_validit)}</Typography>
          )}
          <ContentHtml html={page.content.rendered} sx={{ mt: 2 }} />
        </>
      ) : query.isError ? (
        <ContentError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <TitlePlaceholder />
          <TextPlaceholder lines={12} />
        </>
      )}
    </PageContainer>
  );
}
