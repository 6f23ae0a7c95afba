import { type ContentFaq, type ContentTerm, contentPaths } from '@spesa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_TIME, contentList } from '../../../lib/api/content-client';
import { contentKeys, WHOLE_LIST } from './content-keys';

/** Which questions: those of a category (its term id), and/or those matching the shopper's words. */
export type FaqRequest = { categoryId?: number; search?: string };

/** GET /p/wp-json/wp/v2/faq_category: the FAQ categories. */
export async function getFaqCategories(signal?: AbortSignal): Promise<ContentTerm[]> {
  return (await contentList<ContentTerm>(contentPaths.faqCategories, WHOLE_LIST, signal)).items;
}

/** GET /p/wp-json/wp/v2/faq?faq_category=&search=: the questions. */
export async function getFaqs(request: FaqRequest, signal?: AbortSignal): Promise<ContentFaq[]> {
  const query = { ...WHOLE_LIST, faq_category: request.categoryId, search: request.search?.trim() || undefined };
  return (await contentList<ContentFaq>(contentPaths.faqs, query, signal)).items;
}

export function getFaqCategoriesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.faqCategories(),
    queryFn: ({ signal }) => getFaqCategories(signal),
    staleTime: CONTENT_STALE_TIME,
  });
}

export function getFaqsQueryOptions(request: FaqRequest) {
  const normalised: FaqRequest = { categoryId: request.categoryId, search: request.search?.trim() || undefined };
  return queryOptions({
    queryKey: contentKeys.faqs(normalised),
    queryFn: ({ signal }) => getFaqs(normalised, signal),
    staleTime: CONTENT_STALE_TIME,
    // While the shopper types, the previous answers stay until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useFaqCategories() {
  return useQuery(getFaqCategoriesQueryOptions());
}

export function useFaqs(request: FaqRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getFaqsQueryOptions(request), enabled: options.enabled ?? true });
}
