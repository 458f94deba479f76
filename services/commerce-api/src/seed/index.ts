import { spreadStockOverLocations } from '../addresses/location-stock';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/query';
import * as t from '../db/schema/index';
import {
  bundleSeeds,
  couponSeeds,
  foodTaxableStates,
  giftCardSeeds,
  multipackConfigSeed,
  shopEventSeeds,
  stateTaxSeeds,
  taxCategorySeeds,
  zipRestrictionSeeds,
} from './commerce';
import { seedConfig } from './config';
import {
  buildFreeSampleSeeds,
  buildMerchandiseSeeds,
  buildSnackSeeds,
  buildVarietyPackSeeds,
  type ProductSeed,
} from './products';
import { bannerSeeds, contentPageSeeds, labelSeeds, navigationSeeds } from './storefront-content';
import { brandSeeds, categorySeeds, flavorSeeds, sizeSeeds } from './taxonomy';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every product of the seed catalogue, in a stable order. */
function seedProducts(): ProductSeed[] {
  const snacks = buildSnackSeeds();
  return [
    ...snacks,
    ...buildVarietyPackSeeds(snacks),
    ...buildMerchandiseSeeds(),
    ...buildFreeSampleSeeds(snacks),
  ];
}

const idMap = (rows: { id: number; slug: string }[]) => {
  const map = new Map(rows.map((row) => [row.slug, row.id]));
  return (slug: string): number => {
    const id = map.get(slug);
    if (id === undefined) throw new Error(`Seed refers to unknown slug ${slug}`);
    return id;
  };
};

/**
 * Loads the whole seed catalogue into an empty, migrated database in one transaction.
 * Deterministic: the same code always produces the same catalogue.
 */
export async function seedDatabase(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const brandId = idMap(
      await tx
        .insert(t.brands)
        .values(brandSeeds)
        .returning({ id: t.brands.id, slug: t.brands.slug }),
    );
    const categoryRows: { id: number; slug: string }[] = [];
    for (const level of [null, 'child'] as const) {
      const rows = categorySeeds.filter((c) => (level === null ? !c.parent : c.parent));
      const parentOf = idMap(categoryRows);
      categoryRows.push(
        ...(await tx
          .insert(t.categories)
          .values(
            rows.map((c) => ({
              slug: c.slug,
              name: c.name,
              nameEs: c.nameEs,
              parentId: c.parent ? parentOf(c.parent) : null,
              homeRank: c.homeRank,
              taxCategory: c.taxCategory,
            })),
          )
          .returning({ id: t.categories.id, slug: t.categories.slug })),
      );
    }
    const categoryId = idMap(categoryRows);
    const flavorId = idMap(
      await tx
        .insert(t.flavors)
        .values(flavorSeeds)
        .returning({ id: t.flavors.id, slug: t.flavors.slug }),
    );
    const sizeId = idMap(
      await tx.insert(t.sizes).values(sizeSeeds).returning({ id: t.sizes.id, slug: t.sizes.slug }),
    );

    const products = seedProducts();
    const productId = idMap(
      await tx
        .insert(t.products)
        .values(products.map((p) => productRow(p, { brandId, categoryId, flavorId, sizeId })))
        .returning({ id: t.products.id, slug: t.products.slug }),
    );
    const components = products.flatMap((p) =>
      (p.components ?? []).map((c) => ({
        packId: productId(p.slug),
        componentId: productId(c.slug),
        quantity: c.quantity,
      })),
    );
    await tx.insert(t.productComponents).values(components);
    await spreadStockOverLocations(tx);

    await seedBundlesAndEvents(tx, products, productId);
    await tx.insert(t.giftCards).values(giftCardSeeds);
    await seedStorefrontContent(tx);
    await seedPricing(tx, productId, now);
    await tx.insert(t.configEntries).values(seedConfig);
    await tx.insert(t.multipackConfigs).values(multipackConfigSeed);
  });
}

function productRow(
  p: ProductSeed,
  ids: Record<'brandId' | 'categoryId' | 'flavorId' | 'sizeId', (slug: string) => number>,
): typeof t.products.$inferInsert {
  const brand = brandSeeds.find((b) => b.slug === p.brand);
  const category = categorySeeds.find((c) => c.slug === p.category);
  const flavor = flavorSeeds.find((f) => f.slug === p.flavor);
  const searchText = [p.title, brand?.name, flavor?.name, category?.name, p.titleEs]
    .filter(Boolean)
    .join(' ');
  const { components: _components, brand: _b, category: _c, flavor: _f, size: _s, ...rest } = p;
  return {
    ...rest,
    brandId: ids.brandId(p.brand),
    categoryId: ids.categoryId(p.category),
    flavorId: p.flavor ? ids.flavorId(p.flavor) : null,
    sizeId: p.size ? ids.sizeId(p.size) : null,
    searchText,
  };
}

async function seedBundlesAndEvents(
  tx: Tx,
  products: ProductSeed[],
  productId: (slug: string) => number,
) {
  for (const bundle of bundleSeeds) {
    const items = bundle.items.map(([slug, quantity]) => {
      const product = products.find((p) => p.slug === slug);
      if (!product) throw new Error(`Bundle item ${slug} is not a seed product`);
      return { slug, quantity, priceCents: product.priceCents };
    });
    const separately = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
    const [row] = await tx
      .insert(t.bundles)
      .values({
        sku: bundle.sku,
        slug: bundle.slug,
        title: bundle.title,
        titleEs: bundle.titleEs,
        description: bundle.description,
        descriptionEs: bundle.descriptionEs,
        priceCents: Math.floor((separately * 0.85) / 100) * 100 + 99,
      })
      .returning({ id: t.bundles.id });
    if (!row) throw new Error('Bundle insert returned nothing');
    await tx.insert(t.bundleItems).values(
      items.map((item) => ({
        bundleId: row.id,
        productId: productId(item.slug),
        quantity: item.quantity,
      })),
    );
  }

  const heat = new Map(flavorSeeds.map((f) => [f.slug, f.heatLevel]));
  for (const event of shopEventSeeds) {
    const { rule, ...values } = event;
    const [row] = await tx.insert(t.shopEvents).values(values).returning({ id: t.shopEvents.id });
    if (!row) throw new Error('Event insert returned nothing');
    const members = products
      .filter((p) => !p.freeSample)
      .filter((p) => {
        if (rule === 'spicy') return p.kind === 'snack' && (heat.get(p.flavor ?? '') ?? 0) >= 2;
        if (rule === 'merchandise') return p.kind === 'merchandise';
        if (rule === 'party') return p.size === '16-oz' || p.category === 'dips';
        return p.flavor === rule.slice('flavor:'.length);
      })
      .sort((a, b) => (heat.get(b.flavor ?? '') ?? 0) - (heat.get(a.flavor ?? '') ?? 0));
    await tx.insert(t.shopEventProducts).values(
      members.map((p, index) => ({
        eventId: row.id,
        productId: productId(p.slug),
        sortOrder: index,
      })),
    );
  }
}

async function seedStorefrontContent(tx: Tx) {
  for (const item of navigationSeeds) {
    const { children, ...values } = item;
    const [parent] = await tx
      .insert(t.navigationItems)
      .values(values)
      .returning({ id: t.navigationItems.id });
    if (children?.length && parent) {
      await tx
        .insert(t.navigationItems)
        .values(children.map((child) => ({ ...child, menu: item.menu, parentId: parent.id })));
    }
  }
  await tx.insert(t.banners).values(bannerSeeds);
  await tx.insert(t.labels).values(
    Object.entries(labelSeeds).flatMap(([key, [en, es]]) => [
      { key, lang: 'en-us' as const, value: en },
      { key, lang: 'es-us' as const, value: es },
    ]),
  );
  await tx.insert(t.contentPages).values(
    contentPageSeeds.flatMap((page) => [
      { slug: page.slug, lang: 'en-us' as const, ...page.en },
      { slug: page.slug, lang: 'es-us' as const, ...page.es },
    ]),
  );
}

async function seedPricing(tx: Tx, productId: (slug: string) => number, now: Date) {
  await tx.insert(t.taxCategories).values(taxCategorySeeds);
  await tx.insert(t.stateTaxRates).values(
    stateTaxSeeds.map(([state, rateBasisPoints, taxShipping]) => ({
      state,
      rateBasisPoints,
      taxShipping,
    })),
  );
  await tx
    .insert(t.stateCategoryTaxability)
    .values(foodTaxableStates.map((state) => ({ state, taxCategory: 'food', taxable: true })));
  await tx.insert(t.coupons).values(couponSeeds(now));
  await tx.insert(t.productZipRestrictions).values(
    zipRestrictionSeeds.map((r) => ({
      productId: productId(r.product),
      zipPrefix: r.zipPrefix,
      reason: r.reason,
    })),
  );
}

/** Seeds only when no catalogue is there yet; true when it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${t.products}`,
  );
  if ((row?.count ?? 0) > 0) return false;
  await seedDatabase(db);
  return true;
}
