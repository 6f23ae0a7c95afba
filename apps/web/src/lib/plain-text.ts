let parser: DOMParser | undefined;

/**
 * The text of a WordPress title or excerpt: WordPress renders them as HTML ('L&#8217;offerta',
 * '<p>…</p>'), shown here as plain text, never as markup.
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  parser ??= new DOMParser();
  return (parser.parseFromString(html, 'text/html').body.textContent ?? '').trim();
}
