import { allergenMask, claimProblems, excludedAllergenMask, type FoodInformation, foodInformationProblems } from '@spesa/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { categories, products } from '../schema/catalogue';
import { productFoodInformation } from '../schema/food-information';
import { productClassIds } from './brands';
import { buildCategoryTree } from './categories';
import { foodArchetypeKinds, foodProfileFor } from './food-information';
import { buildCatalogue, SEED_FIXTURES } from './index';

const nonFoodDepartments = ['Casa e pulizia', 'Cura della persona', 'Animali'];
const { products: fixtures } = SEED_FIXTURES;

describe('seeded food information', () => {
  let test: TestApp;
  let rows: { productId: number; information: FoodInformation; excludedAllergenMask: number }[];
  let productRows: { productId: number; departmentId: number; productClassIds: number[]; name: string }[];
  let departmentNames: Map<number, string>;
  beforeAll(async () => {
    test = await createTestApp();
    rows = await test.db.select().from(productFoodInformation).orderBy(asc(productFoodInformation.productId));
    productRows = await test.db
      .select({
        productId: products.productId,
        departmentId: products.departmentId,
        productClassIds: products.productClassIds,
        name: products.name,
      })
      .from(products);
    const departments = await test.db.select().from(categories);
    departmentNames = new Map(departments.map((category) => [category.categoryId, category.name]));
  });
  afterAll(() => test.close());

  const informationOf = (productId: number) => rows.find((row) => row.productId === productId)?.information;

  it('labels every food product and no detergent, toiletry or pet food', () => {
    const labelled = new Set(rows.map((row) => row.productId));
    for (const product of productRows) {
      const department = departmentNames.get(product.departmentId) ?? '';
      const isFood = !nonFoodDepartments.includes(department) || /omogeneizzat/i.test(product.name);
      expect(labelled.has(product.productId), `${product.name} (${department})`).toBe(isFood);
    }
  });

  it('gives every label what its food group must state, coherent with the product classes', () => {
    const classesOf = new Map(productRows.map((product) => [product.productId, product.productClassIds]));
    for (const { productId, information } of rows) {
      const classes = classesOf.get(productId) ?? [];
      const claims = { glutenFree: classes.includes(productClassIds.glutenFree), vegan: classes.includes(productClassIds.vegan) };
      expect([...foodInformationProblems(information), ...claimProblems(information, claims)], information.denomination).toEqual(
        [],
      );
    }
  });

  it('stores the allergen mask the domain computes (the SQL list of codes is the domain one)', () => {
    for (const row of rows) expect(row.excludedAllergenMask).toBe(excludedAllergenMask(row.information));
  });

  it('reads as each product is: a mozzarella has milk and its origin, bread has gluten, an apple has origin and no nutrition table', () => {
    const mozzarella = informationOf(fixtures.buffaloMozzarella.productId);
    expect(mozzarella?.allergens).toContain('milk');
    expect(mozzarella?.origin?.map((line) => line.label)).toEqual(['Paese di mungitura', 'Paese di trasformazione']);
    expect(mozzarella?.nutrition?.per).toBe('100 g');
    expect(informationOf(fixtures.bread.productId)?.allergens).toContain('gluten');
    const apple = informationOf(fixtures.goldenApple.productId);
    expect(apple).toMatchObject({ group: 'fresh-produce', nutrition: null, ingredients: null, allergens: [] });
    expect(apple?.origin?.[0]?.label).toBe("Paese d'origine");
    expect(informationOf(fixtures.spaghetti.productId)?.origin?.map((line) => line.label)).toEqual([
      'Paese di coltivazione del grano',
      'Paese di molitura',
    ]);
    expect(informationOf(fixtures.dishSoap.productId)).toBeUndefined();
  });

  it('states the alcohol of every wine and of no alcohol-free beer', () => {
    const byId = new Map(productRows.map((product) => [product.productId, product]));
    const wines = rows.filter((row) => /DOC|Prosecco|Nero d'Avola|Falanghina/.test(byId.get(row.productId)?.name ?? ''));
    expect(wines.length).toBeGreaterThan(0);
    for (const wine of wines) expect(wine.information.alcoholByVolume).toBeGreaterThan(1.2);
    for (const row of rows.filter((candidate) => /analcolic/i.test(byId.get(candidate.productId)?.name ?? ''))) {
      expect(row.information.alcoholByVolume).toBeNull();
    }
  });
});

describe('label profiles', () => {
  it('belong to real archetypes, and every archetype of a food department has one', () => {
    const { leaves } = buildCategoryTree();
    const kinds = new Set(leaves.map((leaf) => leaf.kind));
    for (const kind of foodArchetypeKinds) expect(kinds.has(kind), kind).toBe(true);
    for (const leaf of leaves.filter((candidate) => !nonFoodDepartments.includes(candidate.departmentName))) {
      expect(foodProfileFor(leaf.kind, leaf.items[0] ?? ''), leaf.slug).not.toBeNull();
    }
  });

  it('marks gluten-free claims in the list and the traces of the large catalogue, not only the test one', () => {
    const catalogue = buildCatalogue(50_000);
    const byId = new Map(catalogue.products.map((product) => [product.productId, product]));
    const glutenMask = allergenMask(['gluten']);
    for (const { productId, information } of catalogue.foodInformation) {
      const classes = byId.get(productId)?.productClassIds ?? [];
      if (classes.includes(productClassIds.glutenFree)) expect(excludedAllergenMask(information) & glutenMask).toBe(0);
      expect(foodInformationProblems(information)).toEqual([]);
    }
  });
});
