// The 300 everyday searches (apps/server/src/modules/catalogue/search-quality/everyday-queries.tsv):
// how many show a relevant product in their first 3 results, and how many answer nothing. Used by
// `npm run bench` against a running server and by search-quality.test.ts against the seeded catalogue.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const everydayQueriesFile = fileURLToPath(
  new URL('../../apps/server/src/modules/catalogue/search-quality/everyday-queries.tsv', import.meta.url),
);
/** How many results a shopper looks at. */
export const TOP_RESULTS = 3;

const plain = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The searches of the list: `{ q, relevant }`, relevant being alternatives, each a list of word parts. */
export function readEverydayQueries(file = everydayQueriesFile) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [q, relevant] = line.split('\t');
      if (!q || !relevant) throw new Error(`Search list line needs 'search<TAB>relevant': ${line}`);
      return { q, relevant: relevant.split('|').map((alternative) => plain(alternative).split(/\s+/).filter(Boolean)) };
    });
}

/** Whether a product (name and brand) holds every word part of one of the alternatives. */
export function isRelevant(product, relevant) {
  const text = plain(`${product.name} ${product.brand}`);
  return relevant.some((parts) => parts.every((part) => text.includes(part)));
}

/**
 * Runs every search through `search(q)` (the products of its first page, best first) and scores
 * them: relevant in the first `TOP_RESULTS`, empty answers, and the searches that missed.
 */
export async function measureSearchQuality(search, queries = readEverydayQueries()) {
  const misses = [];
  let relevantInTop = 0;
  let empty = 0;
  for (const { q, relevant } of queries) {
    const products = await search(q);
    if (products.length === 0) empty += 1;
    if (products.slice(0, TOP_RESULTS).some((product) => isRelevant(product, relevant))) relevantInTop += 1;
    else misses.push({ q, top: products.slice(0, TOP_RESULTS).map((product) => product.name) });
  }
  return { total: queries.length, relevantInTop, empty, rate: relevantInTop / queries.length, misses };
}

/** The searches asked of a running server's API, one at a time. */
export function searchThroughApi(url, headers = {}) {
  return async (q) => {
    const answer = await fetch(`${url}/ebsn/api/products?q=${encodeURIComponent(q)}&page_size=${TOP_RESULTS}`, { headers });
    if (!answer.ok) throw new Error(`Search '${q}' answered ${answer.status}`);
    return (await answer.json()).data.products;
  };
}

export const describeSearchQuality = (quality) =>
  `${quality.relevantInTop}/${quality.total} searches (${(quality.rate * 100).toFixed(1)} %) show a relevant product in the first ${TOP_RESULTS}; ${quality.empty} answer nothing`;

/** The report's section. */
export function renderSearchQualitySection(quality) {
  if (!quality) return '';
  if (quality.error) return `\n## Search quality\n\nNot measured: ${quality.error}\n`;
  const misses = quality.misses.map(({ q, top }) => `| ${q} | ${top.join(' · ') || '(nothing)'} |`).join('\n');
  return [
    '',
    '## Search quality',
    '',
    `The ${quality.total} everyday searches of \`apps/server/src/modules/catalogue/search-quality/everyday-queries.tsv\` on this catalogue: ${describeSearchQuality(quality)}.`,
    '',
    ...(quality.misses.length > 0 ? ['| search | first results |', '|---|---|', misses, ''] : []),
  ].join('\n');
}
