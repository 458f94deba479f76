import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Units of a product at one fulfilment location (src/addresses/fulfilment.ts; decision 0033).
 * `products.stock_qty` is their sum: the figure a shopper without a location reads.
 */
export const locationStock = pgTable(
  'location_stock',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The location number (`_lo_No`). */
    locationId: text().notNull(),
    qty: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.locationId] })],
);

/** Our own invented brands. `homeRank` places a brand in the home page's brand strip. */
export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  tagline: text().notNull(),
  taglineEs: text().notNull(),
  /** Brand colour for the generated pack artwork, `#rrggbb`. */
  color: text().notNull(),
  homeRank: smallint(),
});

/**
 * Product types, two levels deep: parent categories (Salty Snacks, Sweet Treats, ...) and
 * the product types shoppers filter by (chips, puffs, pretzels, ...).
 */
export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    nameEs: text().notNull(),
    parentId: integer().references((): AnyPgColumn => categories.id),
    /** Home page placement among parent categories or subcategories. */
    homeRank: smallint(),
    /** Links to tax_categories.code: which tax rules the category's products follow. */
    taxCategory: text().notNull().default('food'),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

export const flavors = pgTable('flavors', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  nameEs: text().notNull(),
  /** 0 (none) to 5 (hottest); spicy flavors (≥ 2) feed the hot-snack themed shop. */
  heatLevel: smallint().notNull().default(0),
});

export const sizes = pgTable('sizes', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  label: text().notNull(),
  labelEs: text().notNull(),
  grams: integer().notNull(),
  /** Single-serve packs can go into a build-your-own multipack. */
  singleServe: boolean().notNull().default(false),
  sortOrder: smallint().notNull(),
});

/** PostgreSQL's full-text document type; written by the database, read only in conditions. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a product is; drives which lists it appears in. */
export const productKinds = ['snack', 'variety-pack', 'merchandise'] as const;
export type ProductKind = (typeof productKinds)[number];

/** Nutrition facts per serving, as printed on the pack. */
export interface NutritionFacts {
  servingSize: string;
  servingsPerContainer: number;
  calories: number;
  totalFatG: number;
  saturatedFatG: number;
  sodiumMg: number;
  totalCarbohydrateG: number;
  dietaryFiberG: number;
  totalSugarsG: number;
  proteinG: number;
}

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    sku: text().notNull().unique(),
    slug: text().notNull().unique(),
    kind: text({ enum: productKinds }).notNull().default('snack'),
    title: text().notNull(),
    titleEs: text().notNull(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    flavorId: integer().references(() => flavors.id),
    sizeId: integer().references(() => sizes.id),
    description: text().notNull(),
    descriptionEs: text().notNull(),
    ingredients: text().notNull(),
    ingredientsEs: text().notNull(),
    nutrition: jsonb().$type<NutritionFacts>(),
    priceCents: integer().notNull(),
    compareAtPriceCents: integer(),
    stockQty: integer().notNull().default(0),
    /** Counts of packs in a case or variety pack (1 for a single bag). */
    packCount: smallint().notNull().default(1),
    multipackEligible: boolean().notNull().default(false),
    /**
     * A free sample (decision 0038): priced 0 by the server, one per cart, never sold alone
     * and left out of listings, search and recommendations; offered on its own page.
     */
    freeSample: boolean().notNull().default(false),
    staffPickRank: smallint(),
    bestSellerRank: smallint(),
    /** Units sold in the last 90 days: the "best selling" sort and the featured order. */
    popularity: integer().notNull().default(0),
    /** Stars × 10 (0–50), e.g. 46 = 4.6 stars. */
    ratingTenths: smallint().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    /** Title, brand, flavor and type in one string: what search reads. */
    searchText: text().notNull(),
    /**
     * `searchText` as words ('simple' configuration), stored so a search never re-parses
     * the text of the rows it reads; the GIN index on it answers prefix queries.
     */
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${products.searchText})`),
    /** Bumped when the artwork changes so image URLs can be cached forever. */
    artworkVersion: smallint().notNull().default(1),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When what the product's page shows last changed (migration 0011 keeps it: any column
     * but the stock count, or the product going in or out of stock): the sitemap's lastmod.
     */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId),
    index('products_brand_idx').on(table.brandId),
    index('products_flavor_idx').on(table.flavorId),
    index('products_size_idx').on(table.sizeId),
    // NULLS FIRST as `ORDER BY popularity DESC` means it: an index sorted otherwise cannot
    // serve that order, and every best-selling or relevance page would sort the table.
    index('products_popularity_idx').on(table.popularity.desc().nullsFirst(), table.id),
    index('products_price_idx').on(table.priceCents, table.id),
    index('products_title_idx').on(table.title, table.id),
    index('products_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Autocomplete ranks names that start with the typed text first.
    index('products_title_prefix_idx').on(sql`lower(${table.title}) text_pattern_ops`),
    // Listing totals without a text search are index-only counts of this partial index
    // (the default listing: active snacks and variety packs), filtered on any facet.
    index('products_listing_facets_idx')
      .on(table.brandId, table.categoryId, table.flavorId, table.sizeId)
      .where(sql`${table.isActive} and ${table.kind} in ('snack', 'variety-pack')`),
    // fastupdate off: the catalogue is read far more than written, and a pending list
    // would be scanned linearly by every search until the next vacuum.
    index('products_search_vector_idx')
      .using('gin', table.searchVector)
      .with({ fastupdate: false }),
  ],
);

/**
 * Every word of the catalogue's search text (digits-only words left out), kept by a trigger
 * on products (migration 0003). Typos are corrected against these few hundred words with
 * a trigram index, so a misspelt search never fuzzy-matches product rows.
 */
export const searchTerms = pgTable('search_terms', { term: text().primaryKey() }, (table) => [
  // Byte-order ranges (~>=~, ~<~) find the words a typed prefix starts, in any collation.
  index('search_terms_prefix_idx').on(sql`${table.term} text_pattern_ops`),
  index('search_terms_trgm_idx')
    .using('gin', sql`${table.term} gin_trgm_ops`)
    .with({ fastupdate: false }),
]);

/**
 * Search synonyms a merchant edits as data (migration 0021, decision 0050): a phrase shoppers
 * type and what it means, each a facet value (`type:chips`, `flavor:barbecue`, `heat:spicy`,
 * `kind:merchandise`) or a catalogue word; a product answering any of them answers the phrase.
 * A change bumps the catalogue version, so every instance's search index is rebuilt with it.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  phrase: text().primaryKey(),
  means: text().array().notNull(),
});

/**
 * One row counting changes to what catalogue answers show (products, their brands, types,
 * flavors, sizes and shop events), bumped by statement triggers (migration 0006) in the same
 * transaction as the change. Each API instance compares it with the version its in-process
 * search index and listing cache were built on, so a cache never outlives a change by more
 * than the freshness interval.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: smallint().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(1),
  /**
   * Random per database: shared caches (Redis) key entries by database and version, so two
   * databases at the same version (staging and production on one Redis) never share one.
   */
  databaseId: uuid().notNull().defaultRandom(),
  /** When the version was last bumped (migration 0011): the lastmod of listings in the sitemap. */
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The bags inside a variety pack. */
export const productComponents = pgTable(
  'product_components',
  {
    packId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    componentId: integer()
      .notNull()
      .references(() => products.id),
    quantity: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.packId, table.componentId] })],
);

/** Fixed sets of products sold together at one price. */
export const bundles = pgTable('bundles', {
  id: serial().primaryKey(),
  sku: text().notNull().unique(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  titleEs: text().notNull(),
  description: text().notNull(),
  descriptionEs: text().notNull(),
  priceCents: integer().notNull(),
  isActive: boolean().notNull().default(true),
});

export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer()
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    quantity: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.bundleId, table.productId] })],
);

export const giftCardKinds = ['physical', 'e-gift'] as const;

/** Gift cards: a physical card mailed with the order, or an e-gift card sent by email. */
export const giftCards = pgTable('gift_cards', {
  id: serial().primaryKey(),
  sku: text().notNull().unique(),
  slug: text().notNull().unique(),
  kind: text({ enum: giftCardKinds }).notNull(),
  title: text().notNull(),
  titleEs: text().notNull(),
  description: text().notNull(),
  descriptionEs: text().notNull(),
  /** The face values offered, in cents. */
  amountsCents: jsonb().$type<number[]>().notNull(),
  color: text().notNull(),
  isActive: boolean().notNull().default(true),
});

/** Seasonal and themed shop events (Holiday Shop, the hot-snack shop, game day, ...). */
export const shopEvents = pgTable('shop_events', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  titleEs: text().notNull(),
  description: text().notNull(),
  descriptionEs: text().notNull(),
  /** Storefront theme for the event's pages: the hot shop uses the dark theme. */
  theme: text({ enum: ['snacks', 'hot', 'holiday'] }).notNull(),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  sortOrder: smallint().notNull().default(0),
});

export const shopEventProducts = pgTable(
  'shop_event_products',
  {
    eventId: integer()
      .notNull()
      .references(() => shopEvents.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: smallint().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.productId] })],
);
