import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contentEntries } from '../../db/schema/content';
import { ContentFileError } from './content-file-format';
import { loadEmbeddedContent, splitEvenly } from './content-loader';

const fixture = path.join(import.meta.dirname, 'test-content');
const now = new Date('2026-11-27T10:00:00Z');

describe('loading the embedded content', () => {
  let test: TestApp;
  let contentDir: string;

  const rowsOf = (brand: string) =>
    test.db
      .select({ id: contentEntries.id, type: contentEntries.type, slug: contentEntries.slug, title: contentEntries.title })
      .from(contentEntries)
      .where(eq(contentEntries.brand, brand))
      .orderBy(asc(contentEntries.id));
  const load = (brand = 'buonmercato') => loadEmbeddedContent(test.db, { contentDir, brand, now });

  beforeAll(async () => {
    contentDir = mkdtempSync(path.join(os.tmpdir(), 'spesa-content-'));
    cpSync(fixture, contentDir, { recursive: true });
    test = await createTestApp({ CONTENT_DIR: contentDir });
  });
  afterAll(async () => {
    await test.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  it('loads every kind of entry, and leaves out a flyer of another brand with a warning', async () => {
    const report = await load();
    expect(report.removed).toBe(0);
    expect(report.warnings).toEqual([
      expect.stringMatching(/'di-un-altro-marchio' names flyer_id 2, which is no flyer of buonmercato/),
    ]);
    const types = new Set((await rowsOf('buonmercato')).map((row) => row.type));
    expect([...types].sort()).toEqual(['faq', 'faq_category', 'menu', 'page', 'slide', 'ux_block', 'vantaggio', 'volantino']);
  });

  it('resolves relative dates on the Italian calendar of the load', async () => {
    const [slide] = await test.db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.type, 'slide'), eq(contentEntries.slug, 'in-corso')));
    expect(slide?.acf).toMatchObject({ date_from: '20261126', date_to: '20261203' });
    const [page] = await test.db
      .select()
      .from(contentEntries)
      .where(and(eq(contentEntries.type, 'page'), eq(contentEntries.slug, 'consegna-a-domicilio')));
    expect(page?.date).toBe('2026-11-25 00:00:00');
  });

  it('a reload of the same files keeps every id', async () => {
    const before = await rowsOf('buonmercato');
    const report = await load();
    expect(report.removed).toBe(0);
    expect(await rowsOf('buonmercato')).toEqual(before);
  });

  it('a changed file updates its entry in place; a removed file or item removes its entry, the others keep their ids', async () => {
    const before = await rowsOf('buonmercato');
    writeFileSync(
      path.join(contentDir, 'buonmercato/pages/consegna-a-domicilio.md'),
      '---\ntitle: Consegna a casa\n---\nNuovo testo.\n',
    );
    rmSync(path.join(contentDir, 'buonmercato/pages/chi-siamo.md'));
    writeFileSync(path.join(contentDir, 'buonmercato/awards.json'), '[]');
    const report = await load();
    expect(report.removed).toBe(3);
    const after = await rowsOf('buonmercato');
    const gone = before.filter((row) => !after.some((kept) => kept.id === row.id)).map((row) => `${row.type}/${row.slug}`);
    expect(gone.sort()).toEqual(['page/chi-siamo', 'vantaggio/buono-5-euro', 'vantaggio/spesa-gratis-compleanno']);
    const delivery = (rows: typeof before) => rows.find((row) => row.slug === 'consegna-a-domicilio');
    expect(delivery(after)).toEqual({ ...delivery(before), title: 'Consegna a casa' });
    for (const row of after) expect(before.find((old) => old.type === row.type && old.slug === row.slug)?.id).toBe(row.id);
  });

  it('a malformed file stops the load with its name, and nothing changes', async () => {
    const before = await rowsOf('buonmercato');
    writeFileSync(path.join(contentDir, 'buonmercato/slides.json'), '[{ "slug": "Non Valido", "title": "x" }]');
    await expect(load()).rejects.toThrow(ContentFileError);
    await expect(load()).rejects.toThrow(/^slides\.json: 0\.slug: /);
    writeFileSync(path.join(contentDir, 'buonmercato/faq.json'), '{ broken');
    cpSync(path.join(fixture, 'buonmercato/slides.json'), path.join(contentDir, 'buonmercato/slides.json'));
    await expect(load()).rejects.toThrow(/^faq\.json: /);
    expect(await rowsOf('buonmercato')).toEqual(before);
    cpSync(path.join(fixture, 'buonmercato/faq.json'), path.join(contentDir, 'buonmercato/faq.json'));
  });

  it("a brand's load never touches another brand's entries; a brand without a folder has none", async () => {
    const before = await rowsOf('buonmercato');
    // Spesa Chiara with only buonmercato's FAQ file.
    rmSync(path.join(contentDir, 'spesachiara'), { recursive: true, force: true });
    cpSync(path.join(contentDir, 'buonmercato/faq.json'), path.join(contentDir, 'spesachiara/faq.json'));
    const report = await load('spesachiara');
    expect(report.written).toBe(5);
    expect((await rowsOf('spesachiara')).map((row) => row.type)).toEqual(['faq_category', 'faq_category', 'faq', 'faq', 'faq']);
    expect(await rowsOf('buonmercato')).toEqual(before);
    rmSync(path.join(contentDir, 'spesachiara'), { recursive: true });
    expect((await load('spesachiara')).removed).toBe(5);
  });
});

describe('splitEvenly', () => {
  it('splits in order, sizes differing by one at most', () => {
    expect(splitEvenly([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitEvenly([1, 2], 3)).toEqual([[1], [2], []]);
    expect(splitEvenly([], 2)).toEqual([[], []]);
  });
});
