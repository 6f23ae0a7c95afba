import { describe, expect, it } from 'vitest';
import { escapeHtml, indexTemplate, type PageHead, serializeJsonLd } from './head-html';

const head: PageHead = {
  title: 'Pane & "burro" <fresco>',
  description: "L'offerta",
  canonical: 'https://spesa.example.it/product/pane?x=1&y=2',
  robots: null,
  og: { type: 'product', image: null },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><!-- \u2028' }],
};

describe('the head written into index.html', () => {
  it('escapes text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });

  it('writes JSON-LD that no value can close, and that parses back to the same data', () => {
    const json = serializeJsonLd(head.jsonLd[0]);
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual(head.jsonLd[0]);
  });

  it("puts the tags where index.html's title was, without its title and description, the rest byte for byte", () => {
    const index =
      '<html><head><meta charset="UTF-8" />\n<meta name="description" content="Vecchia" />\n<title>Spesa online</title>\n<script>go()</script></head><body></body></html>';
    const html = indexTemplate(index).render(head, { siteName: 'Buonmercato' });
    expect(html).not.toContain('Spesa online');
    expect(html).not.toContain('Vecchia');
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title data-server-head="">Pane &#38; &#34;burro&#34; &#60;fresco&#62;</title>');
    expect(html).toContain(
      '<link data-server-head="" rel="canonical" href="https://spesa.example.it/product/pane?x=1&#38;y=2" />',
    );
    expect(html.indexOf('<title')).toBeLessThan(html.indexOf('<script>go()</script>'));
    expect(html).toContain('<script>go()</script></head><body></body></html>');
    // No image: no og:image, a small card.
    expect(html).not.toContain('og:image');
    expect(html).toContain('name="twitter:card" content="summary"');
  });

  it('puts them before </head> when index.html has no title', () => {
    const html = indexTemplate('<html><head></head><body></body></html>').render(head, { siteName: 'Buonmercato' });
    expect(html.indexOf('<title')).toBeLessThan(html.indexOf('</head>'));
  });
});
