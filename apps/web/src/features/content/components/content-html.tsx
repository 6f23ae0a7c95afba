import Box, { type BoxProps } from '@mui/material/Box';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { appPathOf } from '../../../lib/app-path';
import { cleanContentHtml } from '../utils/clean-html';

/** Reading typography for the content's HTML: a comfortable measure, spaced headings, lists and tables. */
const proseSx = {
  maxWidth: '72ch',
  fontSize: { xs: '1rem', md: '1.0625rem' },
  lineHeight: 1.7,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& h2': { fontSize: { xs: '1.3rem', md: '1.5rem' }, fontWeight: 800, lineHeight: 1.25, mt: 4, mb: 1.5 },
  '& h3': { fontSize: { xs: '1.12rem', md: '1.2rem' }, fontWeight: 700, lineHeight: 1.3, mt: 3, mb: 1 },
  '& h4': { fontSize: '1rem', fontWeight: 700, mt: 2.5, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li': { my: 0.5 },
  '& a': { color: 'primary.dark', textDecoration: 'underline', textUnderlineOffset: '2px', fontWeight: 600 },
  '& a:hover': { textDecorationThickness: '2px' },
  '& a:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', borderRadius: 0.5 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
  '& blockquote': { m: 0, my: 2, pl: 2, borderLeft: 4, borderColor: 'primary.light', color: 'text.secondary' },
  '& table': { width: '100%', borderCollapse: 'collapse', my: 2, fontSize: '0.95em', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
  '& th': { bgcolor: 'action.hover', fontWeight: 700 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
} as const;

/**
 * HTML of the content (a page, an answer, a slide), cleaned once more before it is drawn
 * (cleanContentHtml), in the shop's reading typography. A click on a link to a screen of the shop
 * goes through the router (no reload of the page); other sites, files and a new tab are left to
 * the browser.
 */
export function ContentHtml({ html, sx, ...props }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const navigate = useNavigate();
  const clean = useMemo(() => cleanContentHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const href = link.getAttribute('href') ?? '';
    // A link within the page ('#orari') is the browser's: it scrolls there.
    if (href.startsWith('#')) return;
    const path = appPathOf(href);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <Box
      {...props}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server, then again by cleanContentHtml
      dangerouslySetInnerHTML={{ __html: clean }}
      sx={[proseSx, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
