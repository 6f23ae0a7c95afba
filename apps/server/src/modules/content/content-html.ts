import escapeHtml from 'escape-html';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Content HTML is never trusted (issue 20): every body, Markdown or HTML, passes this allow-list on
 * the way into the database. No script, style, iframe, form or event handler survives; links and
 * images keep only http(s), mailto/tel (links) and same-site paths.
 */
const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'small',
    'sup',
    'sub',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'], img: ['src', 'alt', 'width', 'height'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with their text: what is inside a script or style is no content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // A link leaving in a new tab cannot reach back to the shop's window.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...kept } = attribs;
      return { tagName, attribs: target === '_blank' ? { ...kept, target, rel: 'noopener noreferrer' } : kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** HTML of the content, through the allow-list. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}

// A Marked of our own: the global one is shared and configurable by anyone importing it.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown (which may hold plain HTML) to sanitised HTML. */
export function markdownToHtml(source: string): string {
  return sanitizeContentHtml(markdown.parse(source, { async: false }));
}

/** Plain text as WordPress renders a title: HTML-escaped. */
export function renderTitle(text: string): string {
  return escapeHtml(text.trim());
}

const EXCERPT_WORDS = 55;

/**
 * The excerpt as WordPress renders it: the given plain text, or the content's first 55 words followed
 * by ` [&hellip;]`, in one paragraph.
 */
export function renderExcerpt(plainText: string | undefined, contentHtml: string): string {
  if (plainText?.trim()) return `<p>${escapeHtml(plainText.trim())}</p>\n`;
  // Blocks end with a space, so that a heading's last word and the next paragraph's first stay two words.
  const spaced = contentHtml.replace(/<\/(?:p|h[1-6]|li|td|th|caption|blockquote)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const words = text.split(' ');
  const shown = words.slice(0, EXCERPT_WORDS).join(' ');
  return `<p>${shown}${words.length > EXCERPT_WORDS ? ' [&hellip;]' : ''}</p>\n`;
}
