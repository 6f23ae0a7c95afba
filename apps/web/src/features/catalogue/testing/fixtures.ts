import type { Category, Facet, Product, ProductListData, ProductView } from '@spesa/domain';

/** A packaged product with every field filled; override what a test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const productId = overrides.productId ?? 101;
  return {
    productId,
    wpId: null,
    slug: `prodotto-${productId}`,
    name: 'Passata di pomodoro',
    shortDescr: 'Passata di pomodoro italiano',
    description: 'Pomodori 100% italiani, raccolti a mano.',
    brand: 'Orto Sole',
    mediaURL: `/images/products/${productId}.svg`,
    categoryId: 30,
    available: 50,
    isNew: false,
    highlight: false,
    vendor: null,
    productClasses: [],
    minAcq: 1,
    maxAcq: null,
    priceCents: 199,
    priceStandardCents: null,
    priceDisplay: 1.99,
    priceStandardDisplay: null,
    weightUnitDisplay: 'pz',
    unitPrice: { cents: 398, unit: 'kg' },
    packageDescr: '500 g',
    productInfos: { TIPOLOGIA: 'Pezzo' },
    selectOptions: [],
    warehousePromo: null,
    deliveryWarehouse: null,
    ...overrides,
  };
}

/** A loose product sold by weight: the first add is 500 g, then steps of 100 g. */
export function makeLooseProduct(overrides: Partial<Product> = {}): Product {
  return makeProduct({
    productId: 202,
    slug: 'mele-golden-sfuse',
    name: 'Mele Golden',
    brand: 'Frutteto',
    priceCents: 249,
    priceDisplay: 2.49,
    weightUnitDisplay: 'kg',
    unitPrice: { cents: 249, unit: 'kg' },
    packageDescr: 'Sfuso',
    productInfos: { TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.5', STEP_SELLING: '0.1', WEIGHT_UNIT_BASE: 'kg' },
    ...overrides,
  });
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    categoryId: 10,
    parentId: null,
    slug: 'frutta-e-verdura',
    name: 'Frutta e verdura',
    productCount: 2,
    metaData: { category_info: {} },
    categories: [],
    ...overrides,
  };
}

export const brandFacet: Facet = {
  parameterName: 'marca',
  name: 'Marca',
  values: [
    { id: 'orto-sole', name: 'Orto Sole', count: 3, selected: false },
    { id: 'frutteto', name: 'Frutteto', count: 2, selected: false },
  ],
};

export function makeListing(products: Product[], overrides: Partial<ProductListData> = {}): ProductListData {
  return {
    products,
    page: { selPage: 1, totPages: 1, totItems: products.length, itemsPerPage: 24 },
    facets: [brandFacet],
    correctedQuery: null,
    ...overrides,
  };
}

/** An answer in the API's envelope, as `fetch` would return it. */
export function envelopeResponse(data: unknown, status = 200): Response {
  const ok = status < 400;
  return new Response(
    JSON.stringify({
      response: {
        status: ok ? 0 : status,
        errors: ok ? [] : [{ error: 'La categoria richiesta non esiste.' }],
        errorsMessage: ok ? [] : [{ code: 'errors.notFound', description: 'La categoria richiesta non esiste.' }],
        infosMessage: [],
        warningsMessage: [],
      },
      data: ok ? data : null,
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}

/** A product as its page reads it (`product/view`): a packaged product without food information unless given. */
export function makeProductView(overrides: Partial<ProductView> = {}): ProductView {
  return { ...makeProduct(overrides), foodInformation: overrides.foodInformation ?? null };
}
