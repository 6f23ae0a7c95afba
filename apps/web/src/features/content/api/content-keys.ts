import type { MenuLocation } from '@spesa/domain';

/** The query keys of every content call, defined once. */
export const contentKeys = {
  all: ['content'] as const,
  menu: (location: MenuLocation) => [...contentKeys.all, 'menu', location] as const,
  page: (slug: string) => [...contentKeys.all, 'page', slug] as const,
  slides: () => [...contentKeys.all, 'slides'] as const,
  flyers: () => [...contentKeys.all, 'flyers'] as const,
  flyer: (slug: string) => [...contentKeys.all, 'flyer', slug] as const,
  faqCategories: () => [...contentKeys.all, 'faq-categories'] as const,
  faqs: (request: { categoryId?: number; search?: string }) => [...contentKeys.all, 'faqs', request] as const,
  awards: () => [...contentKeys.all, 'awards'] as const,
  uxBlocks: (place: { position: 'home' } | { position: 'category'; categorySlug: string }) =>
    [...contentKeys.all, 'ux-blocks', place] as const,
};

/** Every list is asked for whole: WordPress's own maximum page size (content lists are short). */
export const WHOLE_LIST = { per_page: 100 } as const;
