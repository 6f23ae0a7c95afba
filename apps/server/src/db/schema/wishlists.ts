import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

/**
 * Shoppers' product lists: named lists (`kind` 'list') and one favourites list per shopper
 * ('favourites', made on the first heart). Names are unique per shopper, ignoring case.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    listId: integer('list_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('list'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wishlists_kind_check', sql`${table.kind} in ('list', 'favourites')`),
    uniqueIndex('wishlists_favourites_per_user_unique').on(table.userId).where(sql`${table.kind} = 'favourites'`),
    uniqueIndex('wishlists_name_per_user_unique').on(table.userId, sql`lower(${table.name})`).where(sql`${table.kind} = 'list'`),
  ],
);

/** A product on a list, once per list; the quantity in thousandths of a piece or of a kg / l. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    itemId: integer('item_id').primaryKey().generatedAlwaysAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => wishlists.listId, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    quantityThousandths: integer('quantity_thousandths').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wishlist_items_quantity_check', sql`${table.quantityThousandths} > 0`),
    uniqueIndex('wishlist_items_product_per_list_unique').on(table.listId, table.productId),
    index('wishlist_items_product_idx').on(table.productId),
  ],
);

/**
 * A list shared by its owner with an e-mail address: READ only looks, WRITE may change the items.
 * Whoever logs in with that address (a confirmed one, so its mailbox) sees the list: a shopper
 * registered already, or one who registers later with the invitation. The owner sees the address
 * they typed and nothing else, so sharing tells nobody whether the address has an account.
 */
export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => wishlists.listId, { onDelete: 'cascade' }),
    /** In lower case, as every e-mail is kept (users.email). */
    email: text('email').notNull(),
    grant: text('grant').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.email] }),
    check('wishlist_shares_grant_check', sql`${table.grant} in ('READ', 'WRITE')`),
    index('wishlist_shares_email_idx').on(table.email),
  ],
);

/** The list each shopper last chose (`wishlist/select`): the list selector offers it first. */
export const wishlistSelections = pgTable('wishlist_selections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  listId: integer('list_id')
    .notNull()
    .references(() => wishlists.listId, { onDelete: 'cascade' }),
});
