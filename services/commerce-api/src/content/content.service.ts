import { localized } from '@snackshop/commerce-core/language';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  banners,
  brands,
  categories,
  configEntries,
  contentPages,
  labels,
  navigationItems,
} from '../db/schema/index';
import { NotFoundError } from '../http/errors';
import type { CatalogueContext } from '../catalogue/catalogue-context';
import type { Lang } from '../catalogue/product-query';
import { mediaUrl } from '../media/media-urls';

/** Home page caps of SPEC section 9. */
const HOME_CAPS = { brands: 12, parentCategories: 4, subCategories: 10, promotionTiles: 2 };

/** Header and footer menus, each sorted by menuSeq, children nested. */
export async function navigationList({ db }: CatalogueContext, lang: Lang) {
  const rows = await db
    .select()
    .from(navigationItems)
    .orderBy(asc(navigationItems.menuSeq), asc(navigationItems.id));
  const item = (row: (typeof rows)[number]) => ({
    id: row.id,
    menu: row.menu,
    label: localized(row, 'label', lang),
    href: row.href,
    menuSeq: row.menuSeq,
    children: rows
      .filter((child) => child.parentId === row.id)
      .map((child) => ({
        id: child.id,
        label: localized(child, 'label', lang),
        href: child.href,
        menuSeq: child.menuSeq,
      })),
  });
  return { data: rows.filter((row) => row.parentId === null).map(item) };
}

function bannerView(row: typeof banners.$inferSelect, lang: Lang, publicUrl: string) {
  return {
    id: row.id,
    placement: row.placement,
    preset: row.preset,
    title: localized(row, 'title', lang),
    subtitle: localized(row, 'subtitle', lang),
    ctaLabel: localized(row, 'ctaLabel', lang),
    href: row.href,
    image: {
      tile: mediaUrl(publicUrl, 'banners', String(row.id), 'tile'),
      detail: mediaUrl(publicUrl, 'banners', String(row.id), 'detail'),
    },
  };
}

/** Home data within the caps: 12 brands, 4 parent categories, 10 subcategories, 2 tiles. */
export async function homeData({ db, publicUrl }: CatalogueContext, lang: Lang) {
  const [brandRows, parents, children, promotions] = await Promise.all([
    db
      .select()
      .from(brands)
      .where(isNotNull(brands.homeRank))
      .orderBy(asc(brands.homeRank))
      .limit(HOME_CAPS.brands),
    db
      .select()
      .from(categories)
      .where(and(isNull(categories.parentId), isNotNull(categories.homeRank)))
      .orderBy(asc(categories.homeRank))
      .limit(HOME_CAPS.parentCategories),
    db
      .select()
      .from(categories)
      .where(and(isNotNull(categories.parentId), isNotNull(categories.homeRank)))
      .orderBy(asc(categories.homeRank))
      .limit(HOME_CAPS.subCategories),
    db
      .select()
      .from(banners)
      .where(eq(banners.placement, 'promotion'))
      .orderBy(asc(banners.sortOrder))
      .limit(HOME_CAPS.promotionTiles),
  ]);
  const category = (row: typeof categories.$inferSelect) => ({
    slug: row.slug,
    name: localized(row, 'name', lang),
    href: row.parentId === null ? `/all-snacks` : `/all-snacks?productType=${row.slug}`,
  });
  return {
    brands: brandRows.map((row) => ({
      slug: row.slug,
      name: row.name,
      logo: mediaUrl(publicUrl, 'brands', row.slug, 'tile'),
      href: `/all-snacks?brand=${row.slug}`,
    })),
    parentCategories: parents.map(category),
    subCategories: children.map(category),
    promotionTiles: promotions.map((row) => bannerView(row, lang, publicUrl)),
  };
}

/** Hero banners and the three category banner presets. */
export async function bannerList({ db, publicUrl }: CatalogueContext, lang: Lang) {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
  return {
    heroBanners: rows
      .filter((r) => r.placement === 'hero')
      .map((r) => bannerView(r, lang, publicUrl)),
    categoryBanners: rows
      .filter((r) => r.placement === 'category')
      .map((r) => bannerView(r, lang, publicUrl)),
  };
}

/** Content pages in one language; one page when a slug is given. */
export async function contentList({ db }: CatalogueContext, lang: Lang, slug?: string) {
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.lang, lang), slug ? eq(contentPages.slug, slug) : undefined))
    .orderBy(asc(contentPages.slug));
  if (slug && rows.length === 0) throw new NotFoundError(`No content page ${slug}.`, 'slug');
  return rows.map((row) => ({
    slug: row.slug,
    lang: row.lang,
    title: row.title,
    summary: row.summary,
    sections: row.sections,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Start-up configuration: as a list and as a key → value map. */
export async function configList({ db }: CatalogueContext) {
  const rows = await db.select().from(configEntries).orderBy(asc(configEntries.key));
  return {
    list: rows.map((row) => ({ key: row.key, value: row.value, description: row.description })),
    config: Object.fromEntries(rows.map((row) => [row.key, row.value])),
  };
}

/** Labels of one language as a key → text map. */
export async function labelMap({ db }: CatalogueContext, lang: Lang) {
  const rows = await db
    .select({ key: labels.key, value: labels.value })
    .from(labels)
    .where(eq(labels.lang, lang))
    .orderBy(asc(labels.key));
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
