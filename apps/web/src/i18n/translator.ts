/**
 * The shop's texts: a key such as `shell.openCart` looked up in the Italian resources, with
 * `{{name}}` placeholders filled in and `_one` / `_other` plural forms chosen by `count`. The same
 * rules as i18next for the part of it the shop uses, in a few hundred bytes instead of ~15 KB gzip
 * on every page's first download.
 */
export type Texts = { [key: string]: string | Texts };

export type TranslateOptions = {
  /** Chooses `key_one` / `key_other` (Intl plural rules of the language) and fills `{{count}}`. */
  count?: number;
  /** Returned when the key has no text. */
  defaultValue?: string;
  /** Values for the `{{placeholders}}`. */
  [placeholder: string]: unknown;
};

export type TranslateFunction = (key: string, options?: TranslateOptions) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(texts: Texts, key: string): string | Texts | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

export class Translator {
  /** The language of the texts (i18next's `language`). */
  readonly language: string;
  private readonly texts: Texts;
  private readonly plurals: Intl.PluralRules;

  constructor(language: string, texts: Texts) {
    this.language = language;
    this.texts = texts;
    this.plurals = new Intl.PluralRules(language);
  }

  /** The text of `key`; a missing key answers `defaultValue`, or the key itself (as i18next does). */
  readonly t: TranslateFunction = (key, options = {}) => {
    const text = this.find(key, options.count);
    if (text === undefined) return options.defaultValue ?? key;
    // A placeholder without a value becomes empty, as in i18next.
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? '' : String(value);
    });
  };

  /** The raw resource at `key` (i18next's `getResource(language, namespace, key)`): a text, a group or undefined. */
  getResource(_language: string, _namespace: string, key: string): string | Texts | undefined {
    return lookup(this.texts, key);
  }

  private find(key: string, count: number | undefined): string | undefined {
    if (typeof count === 'number') {
      const plural = lookup(this.texts, `${key}_${this.plurals.select(count)}`);
      if (typeof plural === 'string') return plural;
    }
    const text = lookup(this.texts, key);
    return typeof text === 'string' ? text : undefined;
  }
}
