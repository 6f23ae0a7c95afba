import { toAcfDate } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  type ContentRowInsert,
  deleteContentRowsExcept,
  findFlyerProducts,
  findFlyers,
  upsertContentRows,
} from './content.repository';
import { type ContentDraft, contentTypes } from './content-file-format';
import { readContentFolder } from './content-files';

export type ContentLoadReport = {
  /** Entries written (inserted or updated). */
  written: number;
  /** Entries removed because their file or item disappeared. */
  removed: number;
  /** What was left out, and why (a flyer whose `flyers` row is missing or of another brand). */
  warnings: string[];
};

type FlyerPage = { title: string; image: string; image_alt: string };

/** `items` split into `parts` runs in order, sizes differing by one at most (the first ones larger). */
export function splitEvenly<T>(items: readonly T[], parts: number): T[][] {
  const runs: T[][] = [];
  let start = 0;
  for (let part = 0; part < parts; part += 1) {
    const size = Math.floor(items.length / parts) + (part < items.length % parts ? 1 : 0);
    runs.push(items.slice(start, start + size));
    start += size;
  }
  return runs;
}

/** Flyers get their validity from their `flyers` row and each page the products of its promotions. */
async function completeFlyers(db: Db, brand: string, drafts: ContentDraft[], warnings: string[]): Promise<ContentDraft[]> {
  const flyerIds = drafts.filter((entry) => entry.type === contentTypes.flyer).map((entry) => entry.acf.flyer_id as number);
  const rows = new Map((await findFlyers(db, flyerIds)).map((row) => [row.flyerId, row]));
  const productsByFlyer = await findFlyerProducts(db, flyerIds);
  return drafts.flatMap((entry) => {
    if (entry.type !== contentTypes.flyer) return [entry];
    const flyerId = entry.acf.flyer_id as number;
    const row = rows.get(flyerId);
    if (!row || row.brand !== brand) {
      warnings.push(`flyers.json: '${entry.slug}' names flyer_id ${flyerId}, which is no flyer of ${brand}: left out`);
      return [];
    }
    const pages = entry.acf.pages as FlyerPage[];
    const runs = splitEvenly(productsByFlyer.get(flyerId) ?? [], pages.length);
    return [
      {
        ...entry,
        acf: {
          flyer_id: flyerId,
          date_from: toAcfDate(row.validFrom),
          date_to: toAcfDate(row.validTo),
          where: entry.acf.where,
          cover: entry.acf.cover,
          pages: pages.map((page, index) => ({ ...page, product_ids: runs[index] ?? [] })),
        },
      },
    ];
  });
}

function rowOf(brand: string, entry: ContentDraft, terms: number[]): ContentRowInsert {
  const timestamp = `${entry.day} 00:00:00`;
  return {
    brand,
    type: entry.type,
    slug: entry.slug,
    title: entry.title,
    content: entry.content,
    excerpt: entry.excerpt,
    meta: entry.meta,
    acf: entry.acf,
    terms,
    menuOrder: entry.menuOrder,
    date: timestamp,
    modified: timestamp,
  };
}

/**
 * Loads a brand's embedded content (`contentDir/brand/`) into `content_entries` in one transaction:
 * upserted by (brand, type, slug) so ids stay, entries whose file or item disappeared removed. The
 * files are read and sanitised before the transaction opens; FAQ questions are written after their
 * categories, whose ids they carry.
 */
export async function loadEmbeddedContent(
  db: Db,
  { contentDir, brand, now = new Date() }: { contentDir: string; brand: string; now?: Date },
): Promise<ContentLoadReport> {
  const warnings: string[] = [];
  const drafts = await completeFlyers(db, brand, readContentFolder(contentDir, brand, now), warnings);
  const questions = drafts.filter((entry) => entry.type === contentTypes.faq);
  const others = drafts.filter((entry) => entry.type !== contentTypes.faq);
  const removed = await db.transaction(async (tx) => {
    const ids = await upsertContentRows(
      tx,
      others.map((entry) => rowOf(brand, entry, [])),
    );
    const termIds = (entry: ContentDraft) =>
      entry.termSlugs.flatMap((slug) => ids.get(`${contentTypes.faqCategory}/${slug}`) ?? []);
    await upsertContentRows(
      tx,
      questions.map((entry) => rowOf(brand, entry, termIds(entry))),
    );
    return deleteContentRowsExcept(
      tx,
      brand,
      drafts.map((entry) => `${entry.type}/${entry.slug}`),
    );
  });
  return { written: drafts.length, removed, warnings };
}
