import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; read and written as its text form. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The catalogue's distinct words (unaccented, lower case) with their Italian stem and the number of
 * products that contain them. Misspelt and half-typed search words are corrected and completed
 * against this small table instead of scanning product names. Rebuilt by `rebuildSearchLexicon`.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    word: text('word').primaryKey(),
    stem: text('stem').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (table) => [
    index('search_lexicon_word_trgm_idx').using('gin', table.word.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('search_lexicon_stem_idx').on(table.stem),
  ],
);
