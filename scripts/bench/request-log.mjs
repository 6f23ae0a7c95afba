// The bench's realistic request log (issue 24, decision 0045): thousands of distinct catalogue requests
// made from the seeded catalogue with a fixed seed, the way shoppers ask them: searches as typed (whole
// words, two words, a brand and a word, plurals and singulars, typos, sorted and on later pages),
// the search box's suggestions letter by letter, category listings with facets, sorts and deep
// pages, and product pages. The same catalogue and seed always give the same log, so two runs (and
// the rows with the answer cache on and off) ask the same things.
import { clientHeaders } from './load.mjs';

/** The log's seed: change it and every list changes. */
const SEED = 2024;

/** A small deterministic generator (mulberry32): the same seed, the same numbers. */
export function seededRandom(seed = SEED) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, items) => items[Math.floor(random() * items.length)];

/** Fisher–Yates with the seeded generator, in place. */
function shuffle(random, items) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Mostly page 1, sometimes 2 or 3, now and then a deep one: how shoppers page. */
function shopperPage(random, lastPage = 20) {
  const roll = random();
  const page = roll < 0.6 ? 1 : roll < 0.8 ? 2 : roll < 0.9 ? 3 : 4 + Math.floor(random() * 17);
  return Math.max(1, Math.min(page, lastPage));
}

/** A sort now and then: relevance (none) most often. */
const shopperSort = (random) => (random() < 0.6 ? null : pick(random, ['pri_asc', 'pri_des', 'alf_asc']));

/** The word's other number, as Italian forms it (pomodoro ↔ pomodori, mela ↔ mele). */
function otherNumber(word) {
  const endings = [
    ['o', 'i'],
    ['a', 'e'],
    ['i', 'o'],
    ['e', 'a'],
  ];
  for (const [from, to] of endings) if (word.endsWith(from)) return word.slice(0, -1) + to;
  return word;
}

/** A typing slip: a letter dropped, doubled or swapped with the next (never the first letter). */
function typo(random, word) {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

const wordsOf = (text) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !/\d/.test(word));

const STOP_WORDS = new Set(['con', 'del', 'della', 'delle', 'dei', 'degli', 'alla', 'alle', 'allo', 'per', 'senza', 'gli']);

async function getJson(url) {
  const answer = await fetch(url, { headers: clientHeaders });
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
  return answer.json();
}

/**
 * What the log is made from, read through the API (so PostgreSQL and PGlite give the same): every
 * category with products, page 1 of its listing (names, slugs, facet values, pages).
 */
export async function readCatalogue(url) {
  const tree = await getJson(`${url}/ebsn/api/category?depth=3`);
  const categories = [];
  const walk = (nodes) => {
    for (const node of nodes ?? []) {
      if (node.productCount > 0) categories.push({ categoryId: node.categoryId, productCount: node.productCount });
      walk(node.categories);
    }
  };
  walk(tree.data?.categories);
  const listings = [];
  // A few at a time: a start-up read, not a load.
  for (let i = 0; i < categories.length; i += 8) {
    const batch = categories.slice(i, i + 8);
    listings.push(
      ...(await Promise.all(
        batch.map(async (category) => {
          const listing = await getJson(`${url}/ebsn/api/products?category_id=${category.categoryId}&page=1`);
          const data = listing.data ?? {};
          return {
            categoryId: category.categoryId,
            totPages: data.page?.totPages ?? 1,
            products: (data.products ?? []).map((product) => ({ name: product.name, slug: product.slug })),
            facets: (data.facets ?? []).map((facet) => ({
              parameterName: facet.parameterName,
              values: facet.values.map((value) => value.id),
              names: facet.values.map((value) => value.name),
            })),
          };
        }),
      )),
    );
  }
  return { listings };
}

const q = encodeURIComponent;

/**
 * The log, as four lists of distinct paths (searches, suggestions, listings, product pages), each
 * shuffled with the seed. `size` bounds each list.
 */
export function requestLog({ listings }, { size = 12_000, seed = SEED } = {}) {
  const random = seededRandom(seed);
  const names = listings.flatMap((listing) => listing.products.map((product) => product.name));
  const brandNames = [
    ...new Set(listings.flatMap((listing) => listing.facets.find((f) => f.parameterName === 'brand')?.names ?? [])),
  ];
  const nameWords = names.map((name) => wordsOf(name).filter((word) => !STOP_WORDS.has(word)));
  const singleWords = [...new Set(nameWords.flatMap((words) => words.slice(0, 2)))];

  // Searches: what the shopper typed in the box, then (sometimes) a sort and a later page.
  const typed = new Set();
  const typedForms = [
    (words) => words[0],
    (words) => (words[1] ? `${words[0]} ${words[1]}` : words[0]),
    (words) => otherNumber(words[0]),
    (words) => typo(random, words[0]),
    (words) => (words[1] ? `${words[0]} ${otherNumber(words[1])}` : words[0]),
    (words) => `${wordsOf(pick(random, brandNames) ?? '')[0] ?? ''} ${words[0]}`.trim(),
    (words) => `${words[0]} ${words.at(-1)}`,
  ];
  for (let tries = 0; typed.size < size / 3 && tries < size * 10; tries++) {
    const words = pick(random, nameWords);
    if (!words?.length) continue;
    const form = pick(random, typedForms)(words);
    if (form.length > 2) typed.add(form);
  }
  for (const brand of brandNames) typed.add(brand.toLowerCase());
  const searches = new Set();
  for (const text of typed) {
    searches.add(`/ebsn/api/products?q=${q(text)}&page=1`);
    // A third of the searches are also sorted or paged on.
    if (random() < 0.35) {
      const sort = shopperSort(random);
      searches.add(`/ebsn/api/products?q=${q(text)}&page=${shopperPage(random, 5)}${sort ? `&sort=${sort}` : ''}`);
    }
  }

  // Suggestions: the search box asks from the third letter on, as the shopper types.
  const suggestions = new Set();
  for (const text of typed) {
    for (let length = 3; length <= text.length; length++)
      suggestions.add(`/ebsn/api/products/suggest?q=${q(text.slice(0, length))}`);
  }
  for (const word of singleWords) suggestions.add(`/ebsn/api/products/suggest?q=${q(word.slice(0, 4))}`);

  // Listings: each category, with facets (a brand, a price band, a class, an allergen, two at once),
  // sorts and pages down to the last.
  const listingPaths = new Set();
  const facetParameter = (listing) => {
    const facet = pick(
      random,
      listing.facets.filter((candidate) => candidate.values.length > 0),
    );
    return facet ? `&facet=${q(`${facet.parameterName}:${pick(random, facet.values)}`)}` : '';
  };
  for (let tries = 0; listingPaths.size < size && tries < size * 10; tries++) {
    const listing = pick(random, listings);
    if (!listing) break;
    const facets =
      random() < 0.5 ? '' : random() < 0.8 ? facetParameter(listing) : facetParameter(listing) + facetParameter(listing);
    const sort = shopperSort(random);
    const page = facets ? shopperPage(random, 3) : shopperPage(random, listing.totPages);
    listingPaths.add(`/ebsn/api/products?category_id=${listing.categoryId}&page=${page}${sort ? `&sort=${sort}` : ''}${facets}`);
  }

  const products = new Set(
    listings.flatMap((listing) => listing.products.map((product) => `/ebsn/api/product/view?slug=${q(product.slug)}`)),
  );

  const shuffled = (paths) => shuffle(random, [...paths]).slice(0, size);
  return {
    seed,
    searches: shuffled(searches),
    suggestions: shuffled(suggestions),
    listings: shuffled(listingPaths),
    products: shuffled(products),
  };
}
