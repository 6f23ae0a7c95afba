/**
 * All the SQL of the catalogue search, in one place.
 *
 * Strategy (see docs/decisions/0001-search.md and 0028):
 * 1. products.search_vector holds each product's weighted words (name A, brand B, category names C,
 *    descriptions D), stemmed with the 'italian' configuration over unaccented text, under a GIN index.
 *    Accents and plurals are therefore handled by the index itself: 'caffe' → 'caff' ← 'Caffè'.
 * 2. search_lexicon holds the catalogue's distinct words (a few thousand, even for 50,000 products)
 *    under a trigram index. Each typed word is looked up there first (`analyseWords`): a known word or
 *    stem is kept, the last word is completed while being typed, an unknown word is replaced by the
 *    closest lexicon word. Trigram similarity thus runs over the small lexicon, never over product
 *    names, where it costs hundreds of milliseconds when many names share trigrams.
 * 3. The (corrected) words then run through the full-text index (`searchMatch`) and are ranked by
 *    field (`searchRelevance`): names that start with the first word and hold every word, then the
 *    products whose own category or brand holds them, then the other names, completions, labels and
 *    descriptions; popularity breaks ties. Tiers cost a few `@@` tests per row, far less than ts_rank.
 * Before step 2 the brand's synonyms and the catalogue's compounds rewrite the words (`lookUpWords`,
 * search-rewrite.ts); a search no product matches in full is relaxed to any word (`relaxedRelevance`).
 * See docs/decisions/0028-search-never-answers-nothing.md.
 * Every input reaches SQL as a bound parameter of Drizzle's `sql` template.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawStatement, runRaw } from '../../db/raw-query';
import { products } from '../../db/schema/index';
import { type LexiconWord, MIN_FUZZY_LENGTH, type SearchPlan, type WordAnalysis } from './search-plan';
import type { KnownWord, KnownWords } from './search-rewrite';
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
/**
 * The lexicon statement of `analyseWords`, one per process: rendered once and run as a named prepared
 * statement on PostgreSQL (parsed and planned once per connection, not on every distinct search:
 * decision 0045). Its only value is the search text ($1); the bounds are written in.
 */
const analyseWordsStatement = rawStatement(
  'search-analyse-words',
  sql`
    WITH typed AS (
      SELECT t.token, (ts_lexize('italian_stem', t.token))[1] AS stem, t.position
      FROM regexp_split_to_table(f_search_text(${sql.placeholder('query')}::text), '[^a-z0-9]+') WITH ORDINALITY AS t(token, position)
      WHERE t.token <> ''
      ORDER BY t.position
      LIMIT ${sql.raw(String(MAX_SEARCH_WORDS))}
    ), words AS (
      SELECT typed.*, typed.position = max(typed.position) OVER () AS "isLast",
        EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word = typed.token) AS exact,
        EXISTS (SELECT 1 FROM search_lexicon l WHERE l.stem = typed.stem) AS "knownStem"
      FROM typed
    )
    SELECT w.token, w.stem, w."isLast", w.exact, w."knownStem",
      CASE WHEN w."isLast" AND length(w.token) >= ${sql.raw(String(MIN_FUZZY_LENGTH))} THEN (
        SELECT json_agg(c) FROM (
          SELECT l.word, l.stem, l.frequency FROM search_lexicon l
          WHERE l.word LIKE w.token || '%' AND l.word <> w.token ORDER BY l.frequency DESC, l.word LIMIT ${sql.raw(String(MAX_COMPLETIONS))}
        ) c
      ) END AS completions,
      CASE WHEN NOT w.exact AND NOT w."knownStem" AND length(w.token) >= ${sql.raw(String(MIN_FUZZY_LENGTH))} THEN (
        SELECT json_agg(c) FROM (
          SELECT l.word, l.stem, l.frequency, s.score FROM search_lexicon l
          CROSS JOIN LATERAL (
            SELECT greatest(similarity(l.word, w.token), CASE WHEN w."isLast" THEN word_similarity(w.token, l.word) ELSE 0 END) AS score
          ) s
          WHERE l.word % w.token OR (w."isLast" AND w.token <% l.word)
          ORDER BY s.score DESC, l.frequency DESC LIMIT ${sql.raw(String(MAX_CANDIDATES))}
        ) c
      ) END AS candidates
    FROM words w ORDER BY w.position`,
);

export async function analyseWords(db: Db, query: string): Promise<WordAnalysis[]> {
  const rows = (await runRaw(db, analyseWordsStatement, [query], 'object')) as unknown as AnalysisRow[];
  return rows.map(
    (row): WordAnalysis => ({ ...row, completions: parseJson(row.completions), candidates: parseJson(row.candidates) }),
  );
}

type KnownWordRow = KnownWord & { candidate: string };

/**
 * What the lexicon knows of each candidate (a typed word, two neighbours joined, a word's halves), in
 * one round trip over its primary key and stem index: whether products are named with it, or with a
 * word of its stem, and for the last typed word whether it starts a longer one (a scan of the small
 * lexicon, for that word only). Read through `f_search_text`, as the documents are.
 */
export async function lookUpWords(db: Db, candidates: readonly string[], lastWord = ''): Promise<KnownWords> {
  if (candidates.length === 0) return new Map();
  const rows = (await runRaw(
    db,
    lookUpWordsStatement,
    [lastWord, JSON.stringify(candidates)],
    'object',
  )) as unknown as KnownWordRow[];
  return new Map(rows.map(({ candidate, ...known }) => [candidate, known]));
}

/** `lookUpWords`'s statement, prepared once per connection like `analyseWords`'s: $1 the last word, $2 the candidates (JSON). */
const lookUpWordsStatement = rawStatement(
  'search-look-up-words',
  sql`
    SELECT c.candidate,
      EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word = c.norm AND l.frequency > 0) AS named,
      EXISTS (SELECT 1 FROM search_lexicon l WHERE l.stem = (ts_lexize('italian_stem', c.norm))[1] AND l.frequency > 0) AS "namedStem",
      CASE WHEN c.candidate = ${sql.placeholder('lastWord')}::text THEN EXISTS (
        SELECT 1 FROM search_lexicon l WHERE l.word LIKE c.norm || '%' AND l.word <> c.norm AND l.frequency > 0
      ) ELSE false END AS "startsNamed"
    FROM (
      SELECT candidate, f_search_text(candidate) AS norm FROM json_array_elements_text(${sql.placeholder('candidates')}::json) AS candidate
    ) c`,
);

/** Products whose document matches every word of the plan. */
export function searchMatch(plan: SearchPlan): SQL {
  return sql`${products.searchVector} @@ ${plan.documentQuery}::tsquery`;
}

/**
 * Relevance, best first. A name that starts with the first word is what the product is (Italian
 * names lead with it: 'Latte fresco' is milk, 'Panini al latte' is bread), so those holding every word
 * in the name lead: exactly (12), then by stem ('Limoni di Sicilia' for 'limone', 11). Then the
 * products whose own category or brand holds every word (10: 'Chianti', a 'Vini rossi', for 'vino
 * rosso'), before names that only hold every word further on, exactly (9) or by stem (8: 'Aceto di
 * vino rosso'). Then, a leading name one point up each: every word in the name counting completions
 * of a word being typed (6), in the name, brand or own category (4), in any label (2), or only in the
 * descriptions (0). CASE stops at the first that holds; the caller breaks ties by popularity.
 */
export function searchRelevance(plan: SearchPlan): SQL {
  const holds = (query: string) => sql`${products.searchVector} @@ ${query}::tsquery`;
  const leads = leadsWithFirstWord(plan);
  return sql`CASE
    WHEN ${namedFirst(plan)} THEN 12
    WHEN ${leads} AND ${holds(plan.nameStemQuery)} THEN 11
    WHEN ${holds(plan.shelfQuery)} THEN 10
    WHEN ${namesEveryWord(plan)} THEN 9
    WHEN ${holds(plan.nameStemQuery)} THEN 8
    WHEN ${holds(plan.nameQuery)} THEN 6 + ${leads}::int
    WHEN ${holds(plan.nameOrBrandQuery)} THEN 4 + ${leads}::int
    WHEN ${holds(plan.labelsQuery)} THEN 2 + ${leads}::int
    ELSE ${leads}::int END`;
}

/** The top of `searchRelevance`: a name that starts with the first word and holds every word exactly. */
export function namedFirst(plan: SearchPlan): SQL {
  return sql`(${namesEveryWord(plan)} AND ${leadsWithFirstWord(plan)})`;
}

/**
 * A relaxed search's relevance (no product holds every word): how many words a product matches,
 * then how many of them are in its name, then whether the name starts with the first word. The
 * caller breaks ties by popularity.
 */
export function relaxedRelevance(plan: SearchPlan): SQL {
  const matched = (queries: string[]) =>
    sql.join(
      queries.map((query) => sql`(${products.searchVector} @@ ${query}::tsquery)::int`),
      sql` + `,
    );
  return sql`(${matched(plan.wordQueries)}) * ${2 * plan.words.length + 2} + (${matched(plan.wordNameQueries)}) * 2 + ${leadsWithFirstWord(plan)}::int`;
}

/** Every word exactly (as typed or corrected) in the name. */
export function namesEveryWord(plan: SearchPlan): SQL {
  return sql`${products.nameWords} @@ ${plan.exactQuery}::tsquery`;
}

/** Whether the name starts with the first word's stem. */
export function leadsWithFirstWord(plan: SearchPlan): SQL {
  return sql`(${products.nameSort} LIKE ${plan.leadingWordPattern})`;
}

/**
 * Whether the top of the ranking (`namedFirst`) is worth reading on its own first: not while a word is still being typed
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
    // Instances starting together on a fresh database each rebuild it after the seed: one at a time,
    // or both inserts of the same words collide (the second waits, then rebuilds the same lexicon).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('spesa-search-lexicon'))`);
    await tx.execute(sql`DELETE FROM search_lexicon`);
    await tx.execute(sql`
      INSERT INTO search_lexicon (word, stem, frequency)
      SELECT word, (ts_lexize('italian_stem', word))[1], max(frequency)::int
      FROM (
        SELECT word, ndoc AS frequency FROM ts_stat($$
          SELECT to_tsvector('simple', f_search_text(concat_ws(' ', p.name, b.name, c.name, parent.name, department.name)))
          FROM products p
          JOIN brands b ON b.brand_id = p.brand_id
          JOIN categories c ON c.category_id = p.category_id
          LEFT JOIN categories parent ON parent.category_id = c.parent_id
          LEFT JOIN categories department ON department.category_id = parent.parent_id
        $$)
        UNION ALL
        SELECT word, 0 FROM ts_stat($$ SELECT to_tsvector('simple', f_search_text(short_descr || ' ' || description)) FROM products $$)
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
