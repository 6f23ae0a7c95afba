import { describe, expect, it } from 'vitest';
import { appPathOf } from './app-path';

const origin = 'https://www.spesachiara.it';

describe('appPathOf', () => {
  it('keeps app paths and the shop own absolute addresses', () => {
    expect(appPathOf('/page/chi-siamo', origin)).toBe('/page/chi-siamo');
    expect(appPathOf('https://www.spesachiara.it/faq/consegna?x=1#a', origin)).toBe('/faq/consegna?x=1#a');
  });

  it('leaves out other sites, mail and phone links, and files', () => {
    expect(appPathOf('https://example.org/page/x', origin)).toBeNull();
    expect(appPathOf('//example.org/x', origin)).toBeNull();
    expect(appPathOf('mailto:info@spesachiara.it', origin)).toBeNull();
    expect(appPathOf('tel:+390212345', origin)).toBeNull();
    expect(appPathOf('/images/content/spesachiara/volantino.svg', origin)).toBeNull();
    expect(appPathOf('/docs/condizioni.pdf', origin)).toBeNull();
    expect(appPathOf('', origin)).toBeNull();
  });
});
