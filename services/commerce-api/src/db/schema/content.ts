import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Header and footer navigation; storefronts sort by menuSeq. */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => navigationItems.id, {
      onDelete: 'cascade',
    }),
    menu: text({ enum: ['header', 'footer'] }).notNull(),
    label: text().notNull(),
    labelEs: text().notNull(),
    href: text().notNull(),
    menuSeq: smallint().notNull(),
  },
  (table) => [index('navigation_items_menu_idx').on(table.menu, table.menuSeq)],
);

export const bannerPlacements = ['hero', 'category', 'promotion'] as const;

/**
 * Home hero banners, the category banner presets (all-snacks, chips, all-brands) and the
 * home page's promotion tiles.
 */
export const banners = pgTable('banners', {
  id: serial().primaryKey(),
  placement: text({ enum: bannerPlacements }).notNull(),
  /** For category banners: which preset (all-snacks, chips, all-brands). */
  preset: text(),
  title: text().notNull(),
  titleEs: text().notNull(),
  subtitle: text().notNull(),
  subtitleEs: text().notNull(),
  ctaLabel: text().notNull(),
  ctaLabelEs: text().notNull(),
  href: text().notNull(),
  /** Two brand-neutral colours for the generated banner artwork. */
  colors: jsonb().$type<[string, string]>().notNull(),
  sortOrder: smallint().notNull(),
});

/** One section of a content page. */
export interface ContentSection {
  heading: string;
  body: string;
}

/** FAQ, shipping & returns, terms of use, ... one row per page and language. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text().notNull(),
    lang: text({ enum: ['en-us', 'es-us'] }).notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    sections: jsonb().$type<ContentSection[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.lang] })],
);

/** Interface text by key and language, served by labelslist and labeltranslation. */
export const labels = pgTable(
  'labels',
  {
    key: text().notNull(),
    lang: text({ enum: ['en-us', 'es-us'] }).notNull(),
    value: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.lang] })],
);

/** Start-up configuration the storefront reads (SPEC section 9 flags, shipping amounts). */
export const configEntries = pgTable('config_entries', {
  key: text().primaryKey(),
  value: jsonb().$type<string | number | boolean>().notNull(),
  description: text().notNull(),
});
