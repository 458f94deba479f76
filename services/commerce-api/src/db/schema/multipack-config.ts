import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The build-your-own multipack offer (SPEC section 9: 30 packs). Eligible products carry
 * products.multipack_eligible; saved mixes belong to the multipack feature's own tables.
 */
export const multipackConfigs = pgTable('multipack_configs', {
  /** Cart line ids are built from it: MYOMP-30-{n}. */
  code: text().primaryKey(),
  packSize: smallint().notNull(),
  title: text().notNull(),
  titleEs: text().notNull(),
  description: text().notNull(),
  descriptionEs: text().notNull(),
  /** The most bags of one product a mix may hold. */
  maxPerProduct: smallint().notNull(),
  /** Shipping for a full mix is free above this amount regardless of the cart minimum. */
  minimumOrderCents: integer().notNull().default(0),
});
