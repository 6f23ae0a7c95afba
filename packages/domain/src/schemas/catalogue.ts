import { z } from 'zod';
import { PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE_MAX } from '../constants';
import { foodInformationSchema } from '../food/food-information';
import { promotionSchema } from '../promotions/promotion-schema';
import { zPositiveId } from './input-bounds';

/** Texts and flags of a category, as the menu and the category page read them. */
export const categoryInfoSchema = z.object({
  TITLE: z.string().optional(),
  DESCRIPTION: z.string().optional(),
  MENU_IMAGE: z.string().optional(),
  ICON: z.string().optional(),
  /** 'true' hides the category from the menus (it stays reachable by URL). */
  HIDE_IN_MENU: z.string().optional(),
});

export type Category = {
  categoryId: number;
  parentId: number | null;
  slug: string;
  name: string;
  /** Products in this category and all its descendants. */
  productCount: number;
  metaData: { category_info: z.infer<typeof categoryInfoSchema> };
  categories?: Category[];
};
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    parentId: z.number().int().nullable(),
    slug: z.string(),
    name: z.string(),
    productCount: z.number().int(),
    metaData: z.object({ category_info: categoryInfoSchema }),
    categories: z.array(categorySchema).optional(),
  }),
);

/** A category named without its subtree: breadcrumbs and suggestions. */
export const categoryRefSchema = z.object({ categoryId: z.number().int(), slug: z.string(), name: z.string() });

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

export const categoryQuerySchema = z.object({
  filtered: booleanFlag.optional(),
  depth: zPositiveId().pipe(z.number().max(5)).optional(),
  slug: z.string().min(1).max(300).optional(),
  categoryId: zPositiveId().optional(),
  q: z.string().max(200).optional(),
  /** Cache-burst hash sent by the client: ignored by the server. */
  hash: z.string().max(100).optional(),
});
export type CategoryQuery = z.infer<typeof categoryQuerySchema>;

export const categoryBlockQuerySchema = z.object({ categoryBlockId: zPositiveId() });

export const productTypes = ['Pezzo', 'Confezione', 'Sfuso', 'Peso'] as const;
export type ProductType = (typeof productTypes)[number];

/** The productInfos keys the quantity rules read; values travel as strings, as in the original API. */
export const productInfosSchema = z.object({
  TIPOLOGIA: z.enum(productTypes),
  QTY_MULT: z.string().optional(),
  QTY_LOCKED: z.string().optional(),
  MAXACQ: z.string().optional(),
  MULTI_PACK: z.string().optional(),
  STEP_SELLING: z.string().optional(),
  WEIGHT_SELLING: z.string().optional(),
  WEIGHT_SELLING_SINGLE_UNIT: z.string().optional(),
  WEIGHT_SELLING_SINGLE_UNIT_UM: z.string().optional(),
  WEIGHT_UNIT_SELLING: z.string().optional(),
  WEIGHT_UNIT_BASE: z.string().optional(),
  UNIT_SELLING: z.string().optional(),
});
export type ProductInfos = z.infer<typeof productInfosSchema>;

export const selectOptionSchema = z.object({
  name: z.string(),
  parameterName: z.string(),
  options: z.array(z.object({ key: z.string(), value: z.string() })),
  selected: z.object({ key: z.string() }).nullable().optional(),
});
export type SelectOption = z.infer<typeof selectOptionSchema>;

export const warehousePromoSchema = z.object({
  promoId: z.number().int(),
  /** The tile's box, derived from the promotion (`promotionView`). */
  view: z.object({ cssClass: z.string(), header: z.string(), body: z.string(), footer: z.string() }),
  /** The promotion itself (rule, days, brands, warehouses, flyer): the web explains the mechanic and guides with it. */
  promotion: promotionSchema.optional(),
});

export const productSchema = z.object({
  productId: z.number().int(),
  wpId: z.number().int().nullable(),
  slug: z.string(),
  name: z.string(),
  shortDescr: z.string(),
  description: z.string(),
  brand: z.string(),
  mediaURL: z.string(),
  categoryId: z.number().int(),
  /** Units in stock; 0 means not available. */
  available: z.number().int(),
  isNew: z.boolean(),
  highlight: z.boolean(),
  vendor: z.object({ vendorId: z.number().int(), name: z.string() }).nullable(),
  productClasses: z.array(z.object({ productClassId: z.number().int(), name: z.string() })),
  minAcq: z.number(),
  maxAcq: z.number().nullable(),
  /** Price of one selling unit (a piece, a pack, or 1 kg of a loose product) in euro cents. */
  priceCents: z.number().int(),
  /** Price before the promotion in cents, shown struck through; null without a promotion. */
  priceStandardCents: z.number().int().nullable(),
  /** Display copies of the prices in euro, as the original API names them: never compute with these. */
  priceDisplay: z.number(),
  priceStandardDisplay: z.number().nullable(),
  /** Unit the price refers to: 'pz' for pieces and packs, 'kg' for loose products. */
  weightUnitDisplay: z.string(),
  /** Price per kilogram or litre (or per piece) in cents, for comparing products. */
  unitPrice: z.object({ cents: z.number().int(), unit: z.enum(['kg', 'l', 'pz']) }).nullable(),
  /** Net content as shown to the shopper, e.g. '500 g', '1 l', '6 x 1,5 l'. */
  packageDescr: z.string(),
  productInfos: productInfosSchema,
  selectOptions: z.array(selectOptionSchema),
  warehousePromo: warehousePromoSchema.nullable(),
  deliveryWarehouse: z.object({ warehouseId: z.number().int() }).nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const sortOptions = ['rel', 'pri_asc', 'pri_des', 'alf_asc', 'alf_des'] as const;
export type SortOption = (typeof sortOptions)[number];

const repeatable = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * Facets of a product listing: `brand` (Marca), `class` (Caratteristiche: Bio, Senza glutine…), `price`
 * (Prezzo, a band), `allergen` (Allergeni: 'Senza uova'…, by allergen code; values AND-ed: each one left out).
 */
export const productFacetNames = ['brand', 'class', 'price', 'allergen'] as const;
export type ProductFacetName = (typeof productFacetNames)[number];
const facetPattern = new RegExp(`^(${productFacetNames.join('|')}):[^:]+$`);

export const productListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  parent_category_id: zPositiveId().optional(),
  category_id: zPositiveId().optional(),
  /** `name:value`, repeatable: values of one facet are OR-ed (allergens AND-ed), different facets AND-ed. */
  facet: repeatable
    .pipe(
      z.array(
        z
          .string()
          .max(100)
          .regex(facetPattern, `Formato atteso nome:valore, nome tra ${productFacetNames.join(', ')}`),
      ),
    )
    .optional(),
  sort: z.enum(sortOptions).optional(),
  promo: booleanFlag.optional(),
  new: booleanFlag.optional(),
  preferred: booleanFlag.optional(),
  parent_wishlist_id: zPositiveId().optional(),
  page: zPositiveId().default(1),
  page_size: zPositiveId().pipe(z.number().max(PRODUCT_PAGE_SIZE_MAX)).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const pageSchema = z.object({
  selPage: z.number().int(),
  totPages: z.number().int(),
  totItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type Page = z.infer<typeof pageSchema>;

export const facetSchema = z.object({
  /** Parameter name used in `facet=name:value`. */
  parameterName: z.string(),
  /** Italian label shown to the shopper. */
  name: z.string(),
  values: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int(), selected: z.boolean() })),
});
export type Facet = z.infer<typeof facetSchema>;

export const productListDataSchema = z.object({
  products: z.array(productSchema),
  page: pageSchema,
  facets: z.array(facetSchema),
  /** When the search corrected misspelt words, the query actually searched (e.g. 'parmigiano'). */
  correctedQuery: z.string().nullable().optional(),
  /** No product holds every word of the search: these hold the most of them, those holding more first. */
  relaxed: z.boolean().optional(),
});
export type ProductListData = z.infer<typeof productListDataSchema>;

export const productViewQuerySchema = z
  .object({ slug: z.string().min(1).max(300).optional(), product_id: zPositiveId().optional() })
  .refine((query) => query.slug !== undefined || query.product_id !== undefined, {
    message: 'Indicare slug o product_id',
    path: ['slug'],
  });
/** The product page's product: a listing's fields plus the food information (null for a product that is not food). */
export const productViewDataSchema = z.object({
  product: productSchema.extend({ foodInformation: foodInformationSchema.nullable() }),
});
export type ProductView = z.infer<typeof productViewDataSchema>['product'];

export const suggestQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
export const suggestionsSchema = z.object({
  words: z.array(z.string()),
  categories: z.array(categoryRefSchema),
  products: z.array(
    z.object({
      productId: z.number().int(),
      slug: z.string(),
      name: z.string(),
      brand: z.string(),
      mediaURL: z.string(),
      priceCents: z.number().int(),
    }),
  ),
});
export const suggestDataSchema = z.object({ suggestions: suggestionsSchema });
export type Suggestions = z.infer<typeof suggestionsSchema>;

export const categoryListDataSchema = z.object({ categories: z.array(categorySchema) });

export const categoryDataSchema = z.object({
  category: categorySchema,
  /** The category's ancestors from the department down to its parent, for the breadcrumb. */
  ancestors: z.array(categoryRefSchema),
});

/** A block of content shown in a category page (banner, highlight) with its products, in the block's order. */
export const categoryBlockSchema = z.object({
  categoryBlockId: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  body: z.string(),
  products: z.array(productSchema),
});
export type CategoryBlock = z.infer<typeof categoryBlockSchema>;
