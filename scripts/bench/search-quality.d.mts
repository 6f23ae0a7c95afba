export type EverydayQuery = { q: string; relevant: string[][] };
export type ListedProduct = { name: string; brand: string };
export type SearchQuality = {
  total: number;
  relevantInTop: number;
  empty: number;
  rate: number;
  misses: Array<{ q: string; top: string[] }>;
};
export const everydayQueriesFile: string;
export const TOP_RESULTS: number;
export function readEverydayQueries(file?: string): EverydayQuery[];
export function isRelevant(product: ListedProduct, relevant: string[][]): boolean;
export function measureSearchQuality(
  search: (q: string) => Promise<ListedProduct[]>,
  queries?: EverydayQuery[],
): Promise<SearchQuality>;
export function searchThroughApi(url: string, headers?: Record<string, string>): (q: string) => Promise<ListedProduct[]>;
export function describeSearchQuality(quality: SearchQuality): string;
export function renderSearchQualitySection(quality: SearchQuality | { error: string } | null | undefined): string;
