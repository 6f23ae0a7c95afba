import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Head } from './head';

/** The tags the server writes into the first HTML (apps/server/src/modules/seo). */
function serverHead() {
  document.head.innerHTML = [
    '<title data-server-head="">Caffè | Server</title>',
    '<meta data-server-head="" name="description" content="Dal server" />',
    '<link data-server-head="" rel="canonical" href="https://spesa.example.it/product/caffe" />',
    '<meta data-server-head="" property="og:title" content="Caffè | Server" />',
    '<script data-server-head="" type="application/ld+json">{"@context":"https://schema.org","@type":"Product"}</script>',
  ].join('');
}

const count = (selector: string) => document.head.querySelectorAll(selector).length;

describe('Head and the head the server wrote', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState({}, '', '/');
  });

  it('replaces the server title and description with its own: one of each after hydration', () => {
    serverHead();
    render(<Head title="Caffè" description="Dal client" />);
    expect(count('title')).toBe(1);
    expect(document.title).toMatch(/^Caffè \| /);
    expect([...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'))).toEqual([
      'Dal client',
    ]);
    // What describes this very page stays for crawlers that run scripts.
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(count('script[type="application/ld+json"]')).toBe(1);
  });

  it("keeps the server's description when the page writes none", () => {
    serverHead();
    render(<Head fullTitle="Buonmercato | Spesa online" />);
    expect(count('title')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Dal server');
  });

  it('drops every server tag once the visit moves to another page', () => {
    serverHead();
    window.history.pushState({}, '', '/category/frutta');
    render(<Head title="Frutta" />);
    expect(count('[data-server-head]')).toBe(0);
    expect(count('title')).toBe(1);
  });
});
