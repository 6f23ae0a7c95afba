import { describe, expect, it } from 'vitest';
import texts from './locales/it.json';
import { firstPaintKeys, laterTextSections } from './text-sections';

/** What a first page draws without waiting for the later texts: the shell and the catalogue. */
const firstPaintSources = import.meta.glob<string>(
  [
    '../app/layouts/navbar.tsx',
    '../app/layouts/root-layout.tsx',
    '../app/routes/home.tsx',
    '../app/routes/catalogue/**/*.{ts,tsx}',
    '../components/**/*.{ts,tsx}',
    '../features/{auth,catalogue,categories,cookie-consent,delivery,search-box,shell}/**/*.{ts,tsx}',
    '../features/cart/{api,hooks}/**/*.{ts,tsx}',
    '../features/wishlists/components/favourite-button.tsx',
    '!**/*.test.{ts,tsx}',
    // Downloaded with the later texts (withLaterTexts): the login dialog and its forms, the cookie options.
    '!../features/auth/components/{login-dialog,login-form,reset-password-form,reset-password-request-form}.tsx',
    // Drawn only by the login form.
    '!../features/auth/components/{social-login-buttons,company-sign-in-button}.tsx',
    '!../features/cookie-consent/components/cookie-options.tsx',
    // The "Non sono un robot" check: drawn only by those forms and the registration page.
    '!../components/challenge/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

describe('texts left out of the entry', () => {
  it('are sections of it.json', () => {
    for (const section of laterTextSections) expect(Object.keys(texts)).toContain(section);
  });

  it('are not read by the shell or the catalogue', () => {
    expect(Object.keys(firstPaintSources).length).toBeGreaterThan(30);
    const keyOfLaterSection = new RegExp(`['"\`](?:${laterTextSections.join('|')})\\.[\\w.]+`, 'g');
    const found = Object.entries(firstPaintSources).flatMap(([file, source]) =>
      [...source.matchAll(keyOfLaterSection)]
        .map((match) => match[0].slice(1))
        .filter((key) => !firstPaintKeys.some((kept) => key === kept || key.startsWith(`${kept}.`)))
        .map((key) => `${file}: ${key}`),
    );
    expect(found).toEqual([]);
  });
});
