import type { FoodInformation } from '@spesa/domain';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/**
 * The food information of a food product (Reg. 1169/2011 art. 14), one row per product; products
 * that are not food (detergents, pet food) have none. Apart from `products` so that listings and
 * searches scan no label text (decision 0017).
 */
export const productFoodInformation = pgTable('product_food_information', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.productId, { onDelete: 'cascade' }),
  information: jsonb('information').$type<FoodInformation>().notNull(),
  /** Allergens contained or possible as traces, as bits (domain `allergenCodes` order): the 'Senza …' filters. */
  excludedAllergenMask: integer('excluded_allergen_mask').notNull().generatedAlwaysAs(sql`food_allergen_mask(information)`),
});
