import { useLayoutEffect } from 'react';
import { tenantSettings } from '../../config/tenant-settings';

type Props = {
  /** The page's name: the document title becomes '{title} | {brand}'. */
  title?: string;
  /** A complete title, such as one of the brand's own page titles. */
  fullTitle?: string;
  description?: string;
};

/** The mark of the tags the server writes into the first HTML's head for search engines (apps/server/src/modules/seo). */
const SERVER_HEAD = 'data-server-head';
/** The page the visit started on: the server's head (canonical, Open Graph, JSON-LD) describes that one only. */
const firstPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * Takes away the server's tags this page now writes itself (the title; the description when it has
 * one), and all of them once the visit moves to another page, so the head never holds two.
 */
function retireServerHead(hasDescription: boolean) {
  const elsewhere = window.location.pathname !== firstPath;
  for (const element of document.head.querySelectorAll(`[${SERVER_HEAD}]`)) {
    const replaced = element.tagName === 'TITLE' || (hasDescription && element.getAttribute('name') === 'description');
    if (elsewhere || replaced) element.remove();
  }
}

/**
 * The page's document title and description; React 19 moves these tags into <head>, and takes
 * them away when the page goes.
 */
export function Head({ title, fullTitle, description }: Props) {
  const { brandName } = tenantSettings();
  const hasDescription = Boolean(description);
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, read again inside.
  useLayoutEffect(() => retireServerHead(hasDescription), [hasDescription, path]);
  return (
    <>
      <title>{fullTitle ?? (title ? `${title} | ${brandName}` : brandName)}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
