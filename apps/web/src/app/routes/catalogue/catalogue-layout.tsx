import { Fragment } from 'react';
import { useLocation, useOutlet } from 'react-router';

/**
 * The parent of the catalogue routes, where the catalogue filters reset on entry. The filters live
 * only in the URL (see useCatalogueFilters), so a link into the catalogue, which carries none,
 * starts from no filters, while a shared or restored URL keeps its own. What a screen holds in
 * memory (an open filters panel, an expanded facet) is dropped too: each path (another category,
 * another product) mounts its screen afresh.
 */
export function Component() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  return <Fragment key={pathname}>{outlet}</Fragment>;
}
