import type { TenantId } from '../tenants/tenant-registry';

/**
 * How shoppers write a product → how the catalogue writes it. Keys are matched on whole words,
 * without accents and in lower case ('the', 'coca cola'); values are searched as if typed. Only
 * spellings the index cannot reconcile belong here: accents, plurals and small typos are the search's
 * own business (docs/decisions/0001 and 0028).
 */
export type SearchSynonyms = Readonly<Record<string, string>>;

/** Everyday spellings every brand's shoppers use. */
const everydaySynonyms: SearchSynonyms = {
  // "Tè verde": typed without its accent, "te" is a stop word; "the"/"thè" is how many write it.
  te: 'tè',
  the: 'tè',
  tea: 'tè',
  // The catalogue sells "Cola".
  coca: 'cola',
  'coca cola': 'cola',
  cocacola: 'cola',
  // "Wurstel" as the catalogue writes it; "würstel" loses its umlaut by itself.
  wuerstel: 'wurstel',
  wustel: 'wurstel',
  wurstell: 'wurstel',
  'hot dog': 'wurstel',
  hotdog: 'wurstel',
  // Foreign words written as they sound.
  ketchap: 'ketchup',
  kechup: 'ketchup',
  ketciap: 'ketchup',
  yogurth: 'yogurt',
  yoghurt: 'yogurt',
  iogurt: 'yogurt',
  cracker: 'crackers',
  craker: 'crackers',
  crakers: 'crackers',
  'pop corn': 'popcorn',
  hamburgher: 'hamburger',
  amburger: 'hamburger',
  scottex: 'carta cucina',
  scotex: 'carta cucina',
  nutella: 'crema spalmabile nocciole',
  kleenex: 'fazzoletti',
  // Everyday names of a shelf.
  cornetto: 'croissant',
  cornetti: 'croissant',
  brioche: 'croissant',
  marmellata: 'confettura',
  marmellate: 'confettura',
  'acqua gassata': 'acqua frizzante',
  gassata: 'frizzante',
  igenica: 'igienica',
  varechina: 'candeggina',
};

/** Each brand's list: the everyday spellings and the words of its own region. */
export const searchSynonymsByTenant: Readonly<Record<TenantId, SearchSynonyms>> = {
  // Lombardy: the bread roll is a "michetta", a sausage coil a "luganega" (already a product name).
  buonmercato: { ...everydaySynonyms, michetta: 'panini', michette: 'panini', salamella: 'salsiccia' },
  // Emilia-Romagna: "piada" is the piadina; "tigella"/"crescentina" are the local flatbreads.
  spesachiara: { ...everydaySynonyms, piada: 'piadina', piade: 'piadina', crescentina: 'focaccia', tigelle: 'focaccia' },
};

/** The synonym list of a brand (the everyday spellings for an unknown id). */
export function searchSynonymsOf(tenantId: string): SearchSynonyms {
  return Object.hasOwn(searchSynonymsByTenant, tenantId) ? searchSynonymsByTenant[tenantId as TenantId] : everydaySynonyms;
}
