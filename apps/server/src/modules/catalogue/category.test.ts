import type { Category } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SEED_FIXTURES } from '../../db/seed/index';

const { hiddenCategory, pagedCategory, pagedDepartment, products } = SEED_FIXTURES;

/** Every category of a tree, depth first. */
const flatten = (categories: Category[]): Category[] =>
  categories.flatMap((category) => [category, ...flatten(category.categories ?? [])]);
/** How many levels a tree shows. */
const levels = (categories: Category[]): number =>
  Math.max(0, ...categories.map((category) => 1 + levels(category.categories ?? [])));

describe('GET /ebsn/api/category', () => {
  let test: TestApp;
  const get = (query: string) => test.app.inject({ method: 'GET', url: `/ebsn/api/category${query}` });
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('answers the tree from the departments down three levels by default', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    const { response: status, data } = response.json();
    expect(status.status).toBe(0);
    expect(levels(data.categories)).toBe(3);
    expect(data.categories.every((department: Category) => department.parentId === null)).toBe(true);
    expect(data.categories.map((department: Category) => department.categoryId)).toContain(pagedDepartment.categoryId);
  });

  it('cuts the tree at the requested depth', async () => {
    const { data } = (await get('?depth=1')).json();
    expect(levels(data.categories)).toBe(1);
    expect(data.categories[0].categories).toBeUndefined();
    expect(levels((await get('?depth=2')).json().data.categories)).toBe(2);
  });

  it('counts the products of each category with its whole subtree', async () => {
    const { data } = (await get('')).json();
    for (const category of flatten(data.categories).filter((node) => node.categories?.length)) {
      const children = category.categories ?? [];
      expect(category.productCount).toBe(children.reduce((sum, child) => sum + child.productCount, 0));
    }
    const listing = await test.app.inject({
      method: 'GET',
      url: `/ebsn/api/products?parent_category_id=${pagedDepartment.categoryId}`,
    });
    const department = data.categories.find((node: Category) => node.categoryId === pagedDepartment.categoryId);
    expect(department.productCount).toBe(listing.json().data.page.totItems);
  });

  it('hides HIDE_IN_MENU and empty categories when filtered', async () => {
    const all = flatten((await get('')).json().data.categories);
    const filtered = flatten((await get('?filtered=true')).json().data.categories);
    expect(all.map((category) => category.slug)).toContain(hiddenCategory.slug);
    expect(filtered.map((category) => category.slug)).not.toContain(hiddenCategory.slug);
    expect(
      filtered.every((category) => category.productCount > 0 && category.metaData.category_info.HIDE_IN_MENU !== 'true'),
    ).toBe(true);
    expect(filtered.length).toBeLessThan(all.length);
  });

  it('answers one category by slug with its children and its ancestors', async () => {
    const response = await get(`?slug=${encodeURIComponent(pagedDepartment.slug)}&depth=2`);
    expect(response.statusCode).toBe(200);
    const { category, ancestors } = response.json().data;
    expect(category).toMatchObject({ categoryId: pagedDepartment.categoryId, slug: pagedDepartment.slug, parentId: null });
    expect(ancestors).toEqual([]);
    expect(levels([category])).toBe(2);
    const leaf = (await get(`?slug=${encodeURIComponent(pagedCategory.slug)}`)).json().data;
    expect(leaf.category.categoryId).toBe(pagedCategory.categoryId);
    expect(leaf.ancestors.map((ancestor: { slug: string }) => ancestor.slug)).toEqual([
      'pasta-e-riso',
      'pasta-e-riso/pasta-secca',
    ]);
    expect(leaf.category.parentId).toBe(leaf.ancestors[1].categoryId);
  });

  it('answers one category by id, hidden ones included', async () => {
    const { data } = (await get(`?categoryId=${hiddenCategory.categoryId}&filtered=true`)).json();
    expect(data.category.slug).toBe(hiddenCategory.slug);
    expect(data.category.metaData.category_info.HIDE_IN_MENU).toBe('true');
  });

  it('answers 404 with the Italian text for a missing category', async () => {
    for (const query of ['?slug=non-esiste', '?categoryId=999999']) {
      const response = await get(query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        response: { status: 404, errors: [{ error: 'La categoria richiesta non esiste.' }] },
        data: null,
      });
    }
  });

  it('answers 400 naming the field for wrong types', async () => {
    for (const [query, field] of [
      ['?depth=tre', 'depth'],
      ['?depth=9', 'depth'],
      ['?categoryId=abc', 'categoryId'],
      ['?filtered=forse', 'filtered'],
    ]) {
      const response = await get(query as string);
      expect(response.statusCode).toBe(400);
      expect(response.json().response.errorsMessage[0]).toMatchObject({ field });
    }
  });

  it('with q, counts only the products that match the search', async () => {
    const { data } = (await get('?q=mozzarella&filtered=true')).json();
    const categories = flatten(data.categories);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.map((category) => category.slug)).toContain('latticini-e-formaggi/formaggi-freschi/mozzarelle');
    expect(categories.map((category) => category.slug)).not.toContain(pagedDepartment.slug);
    const listing = await test.app.inject({ method: 'GET', url: '/ebsn/api/products?q=mozzarella' });
    const total = data.categories.reduce((sum: number, department: Category) => sum + department.productCount, 0);
    expect(total).toBe(listing.json().data.page.totItems);
  });

  it('ignores the cache-burst hash', async () => {
    const plain = (await get('?depth=1')).json();
    expect((await get('?depth=1&hash=abc123')).json()).toEqual(plain);
  });

  describe('GET /ebsn/api/category-block/info', () => {
    it('answers the block with its products in the block order', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/ebsn/api/category-block/info?categoryBlockId=4' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ categoryBlockId: 4, title: 'Eccellenze DOP' });
      expect(data.products.map((product: { name: string }) => product.name)).toEqual([
        products.parmigiano.name,
        products.buffaloMozzarella.name,
      ]);
    });

    it('answers 404 for a missing block and 400 for a wrong id', async () => {
      const missing = await test.app.inject({ method: 'GET', url: '/ebsn/api/category-block/info?categoryBlockId=999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().response.errors[0].error).toBe('La risorsa richiesta non esiste.');
      const wrong = await test.app.inject({ method: 'GET', url: '/ebsn/api/category-block/info?categoryBlockId=uno' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().response.errorsMessage[0].field).toBe('categoryBlockId');
      const absent = await test.app.inject({ method: 'GET', url: '/ebsn/api/category-block/info' });
      expect(absent.json().response.errorsMessage[0]).toMatchObject({
        field: 'categoryBlockId',
        description: 'Campo obbligatorio',
      });
    });
  });
});
