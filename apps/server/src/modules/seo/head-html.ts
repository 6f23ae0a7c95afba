import type { Graph, Thing, WithContext } from 'schema-dts';

/** A JSON-LD block: one typed node with its context, or a graph of them. */
export type JsonLd = WithContext<Thing> | Graph;

/** The marker of every tag the server writes into index.html's head: the web app's Head replaces those it renders itself. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/** What the first HTML of a route says about it: its title, description, address, previews and structured data. */
export type PageHead = {
  title: string;
  description: string;
  /** The page's own address (absolute); none for a page that must not be indexed. */
  canonical: string | null;
  /** `noindex` for private pages and missing ones. */
  robots: string | null;
  og: { type: 'website' | 'product' | 'article'; image: string | null } | null;
  jsonLd: JsonLd[];
};

/** Text for an HTML attribute value or element content: the five characters that mean something to HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` (and `>`, `&`, the line separators) as
 * JSON escapes, so no value can close the block or open a comment; still the same JSON when parsed.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const marker = `${SERVER_HEAD_ATTRIBUTE}=""`;

/** The tags of a page's head, each marked as the server's. */
export function renderHeadTags(head: PageHead, { siteName }: { siteName: string }): string {
  const tags = [
    `<title ${marker}>${escapeHtml(head.title)}</title>`,
    `<meta ${marker} name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.robots) tags.push(`<meta ${marker} name="robots" content="${escapeHtml(head.robots)}" />`);
  if (head.canonical) tags.push(`<link ${marker} rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.og) {
    const og: [string, string | null][] = [
      ['og:title', head.title],
      ['og:description', head.description],
      ['og:url', head.canonical],
      ['og:image', head.og.image],
      ['og:type', head.og.type],
      ['og:locale', 'it_IT'],
      ['og:site_name', siteName],
    ];
    for (const [property, content] of og) {
      if (content) tags.push(`<meta ${marker} property="${property}" content="${escapeHtml(content)}" />`);
    }
    tags.push(`<meta ${marker} name="twitter:card" content="${head.og.image ? 'summary_large_image' : 'summary'}" />`);
  }
  for (const data of head.jsonLd) tags.push(`<script ${marker} type="application/ld+json">${serializeJsonLd(data)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html cut once where the page's head goes: its own title and description are taken out
 * (each page writes its own), everything else, the inline scripts included, stays byte for byte, so
 * their CSP hashes still hold.
 */
export function indexTemplate(indexHtml: string) {
  const slot = '\u0000head\u0000';
  let html = indexHtml.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  // Where index.html had its title (early in the head), or else just before </head>.
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, slot)
    : html.replace(/<\/head>/i, (end) => `${slot}\n  ${end}`);
  const [before = html, after = ''] = html.includes(slot) ? html.split(slot) : [html, ''];
  return {
    render: (head: PageHead, options: { siteName: string }) => `${before}${renderHeadTags(head, options)}${after}`,
  };
}
