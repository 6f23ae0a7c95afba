import { describe, expect, it } from 'vitest';
import { cleanContentHtml } from './clean-html';

describe('cleanContentHtml', () => {
  it('keeps the text, headings, lists and links of a page', () => {
    const html =
      '<h2>Orari</h2><p>Dal <strong>lunedì</strong> <a href="/page/consegna-a-casa">consegna</a></p><ul><li>uno</li></ul>';
    expect(cleanContentHtml(html)).toBe(html);
  });

  it('drops scripts, frames, event handlers and script addresses', () => {
    const html =
      '<p onclick="steal()">Ciao<script>steal()</script></p><iframe src="https://x"></iframe><a href="javascript:steal()">x</a><img src="/a.svg" onerror="steal()">';
    const clean = cleanContentHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|javascript/);
    expect(clean).toContain('<p>Ciao</p>');
    expect(clean).toContain('loading="lazy"');
  });

  it('protects the opener of links to another tab', () => {
    expect(cleanContentHtml('<a href="https://example.org" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
