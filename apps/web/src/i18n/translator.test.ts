import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const texts = {
  shell: { openCartWithCount: 'Apri il carrello ({{count}} prodotti)', homeLink: '{{brandName}}: pagina iniziale' },
  catalogue: { results_one: '{{count}} prodotto', results_other: '{{count}} prodotti', page: 'Pagina {{ page }}' },
};

describe('Translator', () => {
  const translator = new Translator('it', texts);

  it('fills the placeholders, with or without spaces inside the braces', () => {
    expect(translator.t('shell.homeLink', { brandName: 'Buonmercato' })).toBe('Buonmercato: pagina iniziale');
    expect(translator.t('catalogue.page', { page: 3 })).toBe('Pagina 3');
  });

  it('chooses the Italian plural form by count, and falls back to the plain key', () => {
    expect(translator.t('catalogue.results', { count: 1 })).toBe('1 prodotto');
    expect(translator.t('catalogue.results', { count: 0 })).toBe('0 prodotti');
    expect(translator.t('catalogue.results', { count: 24 })).toBe('24 prodotti');
    expect(translator.t('shell.openCartWithCount', { count: 2 })).toBe('Apri il carrello (2 prodotti)');
  });

  it('answers the key (or the default value) for a missing text, and empties a placeholder without value', () => {
    expect(translator.t('shell.missing')).toBe('shell.missing');
    expect(translator.t('shell')).toBe('shell');
    expect(translator.t('shell.missing', { defaultValue: 'Consegna' })).toBe('Consegna');
    expect(translator.t('shell.homeLink')).toBe(': pagina iniziale');
  });

  it('gives the raw resources as i18next does', () => {
    expect(translator.getResource('it', 'translation', 'catalogue.results_one')).toBe('{{count}} prodotto');
    expect(translator.getResource('it', 'translation', 'catalogue.nothing')).toBeUndefined();
    expect(translator.language).toBe('it');
  });

  it('keeps `t` working when taken off the object (components destructure it from useTranslation())', () => {
    const { t } = translator;
    expect(t('catalogue.page', { page: 1 })).toBe('Pagina 1');
  });
});
