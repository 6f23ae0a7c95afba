import { createHash } from 'node:crypto';

/** An index.html as the web build writes it: a default title and description, an inline script (its CSP hash), the entry. */
export const INLINE_SCRIPT = "(function(){document.documentElement.dataset.preload='1'})()";
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="it" data-tenant="__TENANT__">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="La spesa online del tuo supermercato: consegna a casa o ritiro in negozio." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Spesa online</title>
    <script>${INLINE_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
export const INLINE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT, 'utf8').digest('base64')}'`;

/** The head's tags of one kind: every `<tag …>` with its attributes. */
export function tagsOf(html: string, tag: 'meta' | 'link' | 'title'): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const [, name = '', value = ''] of (match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attributes[name] = value;
    found.push(attributes);
  }
  return found;
}

/** The text of the page's titles. */
export const titlesOf = (html: string) => [...html.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((match) => match[1]);

/** The content of `<meta name|property=…>`. */
export function metaOf(html: string, key: string): string[] {
  return tagsOf(html, 'meta')
    .filter((meta) => meta.name === key || meta.property === key)
    .map((meta) => decodeEntities(meta.content ?? ''));
}

export const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** Every JSON-LD block of the page, parsed; a `@graph` gives its nodes. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)];
  return blocks.flatMap((match) => {
    const data = JSON.parse(match[1] ?? 'null') as Record<string, unknown>;
    if (data['@context'] !== 'https://schema.org') throw new Error('JSON-LD without the schema.org context');
    return Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data];
  });
}

export const ofType = (nodes: Record<string, unknown>[], type: string) => nodes.filter((node) => node['@type'] === type);

/**
 * A structural check of an XML document (no XML parser is installed): the declaration, balanced and
 * properly nested elements, no raw `<` or stray `&` in text. Returns the elements' texts by name.
 */
export function checkXml(xml: string): Map<string, string[]> {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) throw new Error('no XML declaration');
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  const stack: string[] = [];
  const texts = new Map<string, string[]>();
  let roots = 0;
  let last = 0;
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const between = body.slice(last, match.index);
    if (/[<>]/.test(between) || /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(between))
      throw new Error(`bad text before ${match[0]}: ${between.slice(0, 80)}`);
    const [, closing, name = '', , selfClosing] = match;
    if (stack.length > 0 && between.trim()) {
      const parent = stack.at(-1) ?? '';
      texts.set(parent, [...(texts.get(parent) ?? []), between.trim()]);
    }
    if (closing) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
  if (body.slice(last).trim()) throw new Error('text after the root element');
  return texts;
}
