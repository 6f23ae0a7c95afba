import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Texts = Record<string, unknown>;

/** `texts` without the `later` sections, but with the `keep` keys (dotted paths) of those sections. */
export function firstTexts(texts: Texts, later: readonly string[], keep: readonly string[]): Texts {
  const first: Texts = Object.fromEntries(Object.entries(texts).filter(([section]) => !later.includes(section)));
  for (const key of keep) {
    const parts = key.split('.');
    let from: unknown = texts;
    for (const part of parts) from = (from as Texts | undefined)?.[part];
    if (from === undefined) continue;
    let into = first;
    for (const part of parts.slice(0, -1)) {
      into[part] ??= {};
      into = into[part] as Texts;
    }
    into[parts[parts.length - 1]] = from;
  }
  return first;
}

/** Only the `later` sections of `texts`. */
export function laterTexts(texts: Texts, later: readonly string[]): Texts {
  return Object.fromEntries(Object.entries(texts).filter(([section]) => later.includes(section)));
}

/**
 * The one Italian text file stays whole for people (and for tests, which import it as it is); the
 * build splits it: `it.json?sections=first` is the file without the `later` sections (the entry's
 * texts) and `it.json?sections=later` those sections alone (a chunk of their own, fetched with the
 * screens that show them). Any other import of a JSON file is left to Vite.
 */
export function i18nSections({ later, keep }: { later: readonly string[]; keep: readonly string[] }): Plugin {
  return {
    name: 'spesa-i18n-sections',
    enforce: 'pre',
    load(id) {
      const match = /^(.*\.json)\?sections=(first|later)$/.exec(id);
      if (!match) return null;
      const [, file, part] = match;
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
      const missing = later.filter((section) => !(section in texts));
      if (missing.length > 0) this.warn(`${path.basename(file)} has no section ${missing.join(', ')} (renamed?)`);
      return JSON.stringify(part === 'first' ? firstTexts(texts, later, keep) : laterTexts(texts, later));
    },
  };
}
