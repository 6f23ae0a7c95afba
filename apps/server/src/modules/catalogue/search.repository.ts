/**
 * All the SQL of the catalogue search, in one place.
 *
 * Strategy (see docs/decisions/0001-search.md):
 * 1. products.search_vector holds each product's weighted words (name A, brand B, category names C,
 *    descriptions D), stemmed with the 'italian' configuration over unaccented text, under a GIN index.
 *    Accents and plurals are therefore handled by the index itself: 'caffe' → 'caff' ← 'Caffè'.
 * 2. search_lexicon holds the catalogue's distinct words (a few thousand, even for 50,000 products)
 *    under a trigram index. Each typed word is looked up there first (`analyseWords`): a known word or
 *    stem is kept, the last word is completed while being typed, an unknown word is replaced by the
 *    closest lexicon word. Trigram similarity thus runs over the small lexicon, never over product
 *    names, where it costs hundreds of milliseconds when many names share trigrams.
 * 3. The (corrected) words then run through the full-text index (`searchMatch`) and are ranked by
 *    field (`searchRelevance`): exact words in the name, then stems in the name, then completions in
 *    the name, then the brand, then the category names, then the descriptions; a name that starts
 *    with the first word leads its tier; popularity breaks ties.
 *    Tiers cost a few `@@` tests per row, far less than ts_rank over every match.
 * Every input reaches SQL as a bound parameter of Drizzle's `sql` template.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { type LexiconWord, MIN_FUZZY_LENGTH, type SearchPlan, type WordAnalysis } from './search-plan';
import { selectRows } from './sql-rows';

/** Longer searches are cut: eight words already say what a shopper wants. */
export const MAX_SEARCH_WORDS = 8;
const MAX_COMPLETIONS = 8;
const MAX_CANDIDATES = 6;

type AnalysisRow = Omit<WordAnalysis, 'completions' | 'candidates'> & {
  completions: LexiconWord[] | string | null;
  candidates: LexiconWord[] | string | null;
};

const parseJson = (value: LexiconWord[] | string | null): LexiconWord[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as LexiconWord[]) : value;

/**
 * Splits the search into words (unaccented, lower case, letters and digits) and asks the lexicon about
 * each in one round trip: exact word, known stem, completions of the last word, correction candidates.
 * Candidates are only looked for when the word and its stem are unknown (CASE evaluates lazily).
 */
export async function analyseWords(db: Db, query: string): Promise<WordAnalysis[]> {
  const rows = await selectRows<AnalysisRow>(
    db,
    sql`
    WITH typed AS (
      SELECT t.token, (ts_lexize('italian_stem', t.token))[1] AS stem, t.position
      FROM regexp_split_to_table(lower(f_unaccent(${query}::text)), '[^a-z0-9]+') WITH ORDINALITY AS t(token, position)
      WHERE t.token <> ''
      ORDER BY t.position
      LIMIT ${MAX_SEARCH_WORDS}
    ), words AS (
      SELECT typed.*, typed.position = max(typed.position) OVER () AS "isLast",
        EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word = typed.token) AS exact,
        EXISTS (SELECT 1 FROM search_lexicon l WHERE l.stem = typed.stem) AS "knownStem"
      FROM typed
    )
    SELECT w.token, w.stem, w."isLast", w.exact, w."knownStem",
      CASE WHEN w."isLast" AND length(w.token) >= ${MIN_FUZZY_LENGTH} THEN (
        SELECT json_agg(c) FROM (
          SELECT l.word, l.stem, l.frequency FROM search_lexicon l
          WHERE l.word LIKE w.token || '%' AND l.word <> w.token ORDER BY l.frequency DESC, l.word LIMIT ${MAX_COMPLETIONS}
        ) c
      ) END AS completions,
      CASE WHEN NOT w.exact AND NOT w."knownStem" AND length(w.token) >= ${MIN_FUZZY_LENGTH} THEN (
        SELECT json_agg(c) FROM (
          SELECT l.word, l.stem, l.frequency, s.score FROM search_lexicon l
          CROSS JOIN LATERAL (
            SELECT greatest(similarity(l.word, w.token), CASE WHEN w."isLast" THEN word_similarity(w.token, l.word) ELSE 0 END) AS score
          ) s
          WHERE l.word % w.token OR (w."isLast" AND w.token <% l.word)
          ORDER BY s.score DESC, l.frequency DESC LIMIT ${MAX_CANDIDATES}
        ) c
      ) END AS candidates
    FROM words w ORDER BY w.position`,
  );
  return rows.map(
    (row): WordAnalysis => ({ ...row, completions: parseJson(row.completions), candidates: parseJson(row.candidates) }),
  );
}

/** Products whose document matches every word of the plan. */
export function searchMatch(plan: SearchPlan): SQL {
  return sql`${products.searchVector} @@ ${plan.documentQuery}::tsquery`;
}

/**
 * Relevance, best first: every word exactly in the name (tier 5), every word's own stem in the name
 * (4), every word in the name counting completions of a word being typed (3), in the name or brand
 * (2), in the name, brand or category names (1), or only through the descriptions (0). Within a
 * tier, a name that starts with the first word comes first. CASE stops at the first tier that holds;
 * the caller breaks ties by popularity.
 */
export function searchRelevance(plan: SearchPlan): SQL {
  const holds = (query: string) => sql`${products.searchVector} @@ ${query}::tsquery`;
  const tier = sql`CASE
    WHEN ${namesEveryWord(plan)} THEN 5
    WHEN ${holds(plan.nameStemQuery)} THEN 4
    WHEN ${holds(plan.nameQuery)} THEN 3
    WHEN ${holds(plan.nameOrBrandQuery)} THEN 2
    WHEN ${holds(plan.labelsQuery)} THEN 1
    ELSE 0 END`;
  return sql`(${tier}) * 2 + ${leadsWithFirstWord(plan)}`;
}

/** The top tier of `searchRelevance`: every word exactly (as typed or corrected) in the name. */
export function namesEveryWord(plan: SearchPlan): SQL {
  return sql`${products.nameWords} @@ ${plan.exactQuery}::tsquery`;
}

/** 1 when the name starts with the first word's stem, else 0: what orders the products of one tier. */
export function leadsWithFirstWord(plan: SearchPlan): SQL {
  return sql`(${products.nameSort} LIKE ${plan.leadingWordPattern})::int`;
}

/**
 * Whether the top tier is worth reading on its own first: not while a word is still being typed
 * (its typed letters are no catalogue word, so no name holds them exactly).
 */
export const hasNamedTier = (plan: SearchPlan) => !plan.words.some((word) => word.prefix);

/** How far down the best sellers the search box looks before asking the full-text index. */
const SUGGEST_POPULAR_WINDOW = 500;

export type SuggestedProductRow = { productId: number; slug: string; name: string; brandId: number; priceCents: number };

/**
 * The search box's products: the most popular whose name or brand holds every word (a word being
 * typed by any of its lexicon completions), `limit` of them, nothing ranked or counted. First among
 * the best sellers only, down the popularity index (a common word fills the list within a few dozen
 * rows); when they hold fewer, from the full-text index's matches (few, for a rare word). Never a
 * scan of every product: the name/brand weights make PostgreSQL's estimates too high to trust.
 */
export async function selectSuggestedProducts(
  db: Db,
  plan: SearchPlan,
  limit: number,
  popularWindow = SUGGEST_POPULAR_WINDOW,
): Promise<SuggestedProductRow[]> {
  const columns = sql`product_id AS "productId", slug, name, brand_id AS "brandId", price_cents AS "priceCents"`;
  const inNameOrBrand = sql`search_vector @@ ${plan.nameOrBrandQuery}::tsquery`;
  const popular = await selectRows<SuggestedProductRow>(
    db,
    sql`SELECT ${columns} FROM (
      SELECT product_id, slug, name, brand_id, price_cents, popularity, search_vector FROM ${products}
      ORDER BY popularity DESC, product_id ASC LIMIT ${popularWindow}
    ) best WHERE ${inNameOrBrand} ORDER BY popularity DESC, product_id ASC LIMIT ${limit}`,
  );
  if (popular.length === limit) return popular;
  return selectRows<SuggestedProductRow>(
    db,
    sql`WITH matched AS MATERIALIZED (
      SELECT product_id, slug, name, brand_id, price_cents, popularity FROM ${products}
      WHERE search_vector @@ ${plan.documentQuery}::tsquery AND ${inNameOrBrand}
    ) SELECT ${columns} FROM matched ORDER BY popularity DESC, product_id ASC LIMIT ${limit}`,
  );
}

/**
 * Rebuilds the lexicon from the fields the search vector reads: words of at least two letters, no
 * digits, no stop words, each with its stem. `frequency` counts the products whose name, brand or
 * category names hold the word; words found only in descriptions count 0, so that corrections and
 * completions prefer what products are called. Call it after seeding (statistics are refreshed too);
 * the app also calls it at start when the lexicon is empty.
 */
export async function rebuildSearchLexicon(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM search_lexicon`);
    await tx.execute(sql`
      INSERT INTO search_lexicon (word, stem, frequency)
      SELECT word, (ts_lexize('italian_stem', word))[1], max(frequency)::int
      FROM (
        SELECT word, ndoc AS frequency FROM ts_stat($$
          SELECT to_tsvector('simple', lower(f_unaccent(concat_ws(' ', p.name, b.name, c.name, parent.name, department.name))))
          FROM products p
          JOIN brands b ON b.brand_id = p.brand_id
          JOIN categories c ON c.category_id = p.category_id
          LEFT JOIN categories parent ON parent.category_id = c.parent_id
          LEFT JOIN categories department ON department.category_id = parent.parent_id
        $$)
        UNION ALL
        SELECT word, 0 FROM ts_stat($$ SELECT to_tsvector('simple', lower(f_unaccent(short_descr || ' ' || description))) FROM products $$)
      ) words
      WHERE word ~ '^[a-z]{2,}$' AND (ts_lexize('italian_stem', word))[1] IS NOT NULL
      GROUP BY word`);
  });
  await db.execute(sql`ANALYZE search_lexicon, products`);
}

/** Builds the lexicon when products exist but it is empty (a database seeded before the lexicon existed). */
export async function ensureSearchLexicon(db: Db): Promise<void> {
  const [state] = await selectRows<{ missing: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM search_lexicon) AND EXISTS (SELECT 1 FROM products) AS missing`,
  );
  if (state?.missing) await rebuildSearchLexicon(db);
}
