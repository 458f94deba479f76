import { stockQtyColumn } from '../addresses/location-stock';
import {
  availablePackCount,
  centsToDollars,
  isMultipackFull,
  multipackPackCount,
  multipackPackPrice,
  unavailableMultipackItems,
  type MultipackItem,
} from '@snackshop/commerce-core/cart';
import { localized, type Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  brands,
  flavors,
  mixPackItems,
  mixPacks,
  multipackConfigs,
  productComponents,
  products,
} from '../db/schema/index';
import { isOwner, type CallerIdentity } from '../identity/caller';
import { BusinessRuleError, NotFoundError, type FieldError } from '../http/errors';
import { availableUnits, loadProductFacts } from '../pricing/catalogue-facts';
import { productImageUrl } from '../media/media-urls';
import type { MultipackDeps } from './deps';

type MultipackConfig = typeof multipackConfigs.$inferSelect;
const titleIn = (row: { title: string; titleEs: string }, lang: Language) =>
  localized(row, 'title', lang);

/** The build-your-own multipack offer (one configuration: 30 packs). */
async function loadMultipackConfig(db: Database): Promise<MultipackConfig> {
  const [config] = await db.select().from(multipackConfigs).orderBy(asc(multipackConfigs.code));
  if (!config) throw new NotFoundError('No multipack is offered.');
  return config;
}

const eligible = and(
  eq(products.multipackEligible, true),
  eq(products.isActive, true),
  eq(products.kind, 'snack'),
);

/** The offer with its rules and the ids of eligible single-serve products. */
export async function multipackConfigView(db: Database, lang: Language) {
  const config = await loadMultipackConfig(db);
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(eligible)
    .orderBy(asc(products.id));
  return {
    code: config.code,
    packSize: config.packSize,
    title: titleIn(config, lang),
    description: localized(config, 'description', lang),
    maxPerProduct: config.maxPerProduct,
    eligibleProductCount: ids.length,
    eligibleProductIds: ids.map((row) => row.id),
    rules: [
      formatMessage('multipackRuleExactly', lang, { packSize: config.packSize }),
      formatMessage('multipackRulePerProduct', lang, { maxPerProduct: config.maxPerProduct }),
      formatMessage('multipackRuleInStock', lang),
    ],
  };
}

/**
 * Eligible products with their price and stock (at the shopper's location when it is known,
 * decision 0033), best sellers first.
 */
export async function multipackProducts(
  { db, publicUrl }: Pick<MultipackDeps, 'db' | 'publicUrl'>,
  lang: Language,
  location: string | null = null,
) {
  const config = await loadMultipackConfig(db);
  const rows = await db
    .select({
      productId: products.id,
      sku: products.sku,
      title: products.title,
      titleEs: products.titleEs,
      brand: brands.name,
      flavor: flavors.name,
      flavorEs: flavors.nameEs,
      priceCents: products.priceCents,
      artworkVersion: products.artworkVersion,
      stockQty: stockQtyColumn(location),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(flavors, eq(flavors.id, products.flavorId))
    .where(eligible)
    .orderBy(desc(products.popularity), asc(products.id));
  return {
    packSize: config.packSize,
    products: rows.map((row) => {
      const availableQty = Math.max(0, row.stockQty);
      return {
        productId: row.productId,
        sku: row.sku,
        title: titleIn(row, lang),
        brand: row.brand,
        flavor: localized(row, 'flavor', lang),
        price: centsToDollars(row.priceCents),
        priceCents: row.priceCents,
        availableQty,
        available: availableQty > 0,
        maxQty: Math.min(availableQty, config.maxPerProduct, config.packSize),
        image: { tile: productImageUrl(publicUrl, row.sku, row.artworkVersion, 'tile') },
      };
    }),
  };
}

/** Variety packs to suggest beside the mix builder, most popular first. */
export async function recommendedVarietyPacks(db: Database, lang: Language, limit: number) {
  const packs = await db
    .select()
    .from(products)
    .where(and(eq(products.kind, 'variety-pack'), eq(products.isActive, true)))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(limit);
  const components =
    packs.length === 0
      ? []
      : await db
          .select({
            packId: productComponents.packId,
            productId: products.id,
            title: products.title,
            titleEs: products.titleEs,
            quantity: productComponents.quantity,
          })
          .from(productComponents)
          .innerJoin(products, eq(products.id, productComponents.componentId))
          .where(
            inArray(
              productComponents.packId,
              packs.map((p) => p.id),
            ),
          )
          .orderBy(asc(products.id));
  return {
    varietyPacks: packs.map((pack) => ({
      productId: pack.id,
      sku: pack.sku,
      title: titleIn(pack, lang),
      description: localized(pack, 'description', lang),
      price: centsToDollars(pack.priceCents),
      priceCents: pack.priceCents,
      packCount: pack.packCount,
      availableQty: Math.max(0, pack.stockQty),
      available: pack.stockQty > 0,
      components: components
        .filter((c) => c.packId === pack.id)
        .map((c) => ({ productId: c.productId, title: titleIn(c, lang), quantity: c.quantity })),
    })),
  };
}

export interface MixInput {
  name?: string | undefined;
  items: { productId: number; quantity: number }[];
}

/**
 * Checks a mix against the offer: every product exists (404), is eligible and available in
 * the chosen quantity, within the per-product maximum, and the packs add up to exactly the
 * pack size (422, naming the field).
 */
async function checkMix(db: Database, config: MultipackConfig, input: MixInput, lang: Language) {
  const facts = await loadProductFacts(
    db,
    input.items.map((item) => item.productId),
  );
  const errors: FieldError[] = [];
  let code = 'MULTIPACK_INVALID';
  input.items.forEach((item, index) => {
    const field = `items.${index}.productId`;
    const product = facts.get(item.productId);
    if (!product) throw new NotFoundError(`Product ${item.productId} does not exist.`, field);
    if (!product.multipackEligible || product.kind !== 'snack') {
      code = 'MULTIPACK_INELIGIBLE';
      errors.push({
        field,
        message: `Product ${item.productId} cannot go into a multipack: only single-serve packs can.`,
      });
    } else if (availableUnits(product) < item.quantity) {
      code = 'PRODUCT_UNAVAILABLE';
      errors.push({ field, message: formatMessage('productUnavailable', lang) });
    } else if (item.quantity > config.maxPerProduct) {
      errors.push({
        field: `items.${index}.quantity`,
        message: `A mix takes at most ${config.maxPerProduct} packs of one product.`,
      });
    }
  });
  if (errors.length > 0) throw new BusinessRuleError(code, errors[0]!.message, errors);
  const packs = input.items.reduce((sum, item) => sum + item.quantity, 0);
  if (packs !== config.packSize) {
    const message = `A mix must hold exactly ${config.packSize} packs; this one holds ${packs}.`;
    throw new BusinessRuleError('MULTIPACK_SIZE', message, [{ field: 'items', message }]);
  }
}

/** Saves a new mix for the caller. */
export async function createMix(
  db: Database,
  caller: CallerIdentity,
  input: MixInput,
  lang: Language,
  now: Date,
) {
  const config = await loadMultipackConfig(db);
  await checkMix(db, config, input, lang);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mixPacks)
      .values({
        configCode: config.code,
        name: input.name ?? formatMessage('mixDefaultName', lang),
        customerId: caller.customerId,
        sessionId: caller.sessionId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: mixPacks.id });
    if (!row) throw new Error('Mix insert returned nothing');
    await tx.insert(mixPackItems).values(itemRows(row.id, input.items));
    return row.id;
  });
  return mixView(db, id, caller, lang);
}

/** Replaces the items (and name) of one of the caller's mixes. */
export async function updateMix(
  db: Database,
  caller: CallerIdentity,
  mixPackId: string,
  input: MixInput,
  lang: Language,
  now: Date,
) {
  await ownedMix(db, mixPackId, caller);
  const config = await loadMultipackConfig(db);
  await checkMix(db, config, input, lang);
  await db.transaction(async (tx) => {
    await tx
      .update(mixPacks)
      .set({ updatedAt: now, ...(input.name ? { name: input.name } : {}) })
      .where(eq(mixPacks.id, mixPackId));
    await tx.delete(mixPackItems).where(eq(mixPackItems.mixPackId, mixPackId));
    await tx.insert(mixPackItems).values(itemRows(mixPackId, input.items));
  });
  return mixView(db, mixPackId, caller, lang);
}

/** Deletes one of the caller's mixes. */
export async function deleteMix(db: Database, caller: CallerIdentity, mixPackId: string) {
  await ownedMix(db, mixPackId, caller);
  await db.delete(mixPacks).where(eq(mixPacks.id, mixPackId));
  return { mixPackId, deleted: true as const };
}

/** The caller's saved mixes, most recently changed first. */
export async function listMixes(db: Database, caller: CallerIdentity, lang: Language) {
  const rows = await db
    .select({ id: mixPacks.id })
    .from(mixPacks)
    .where(
      caller.customerId
        ? eq(mixPacks.customerId, caller.customerId)
        : and(eq(mixPacks.sessionId, caller.sessionId), isNull(mixPacks.customerId)),
    )
    .orderBy(desc(mixPacks.updatedAt), desc(mixPacks.createdAt))
    .limit(100);
  const mixes = [];
  for (const row of rows) mixes.push(await mixView(db, row.id, caller, lang));
  return { mixPacks: mixes, total: mixes.length };
}

function itemRows(mixPackId: string, items: MixInput['items']) {
  return items.map((item, position) => ({
    mixPackId,
    productId: item.productId,
    quantity: item.quantity,
    position,
  }));
}

/** The mix row of the caller; another customer's mix answers 404 as if it did not exist. */
async function ownedMix(db: Database, mixPackId: string, caller: CallerIdentity) {
  const [mix] = await db.select().from(mixPacks).where(eq(mixPacks.id, mixPackId));
  if (!mix || !isOwner(mix, caller)) {
    throw new NotFoundError(`Mix ${mixPackId} does not exist.`, 'mixPackId');
  }
  return mix;
}

/**
 * A saved mix as the storefront shows it: items with today's prices and stock. Items the
 * shop can no longer supply are flagged, with the catalogue's "click Edit and replace"
 * message.
 */
export async function mixView(
  db: Database,
  mixPackId: string,
  caller: CallerIdentity,
  lang: Language,
) {
  const mix = await ownedMix(db, mixPackId, caller);
  const rows = await db
    .select({
      productId: mixPackItems.productId,
      quantity: mixPackItems.quantity,
      title: products.title,
      titleEs: products.titleEs,
      priceCents: products.priceCents,
      stockQty: products.stockQty,
      isActive: products.isActive,
    })
    .from(mixPackItems)
    .innerJoin(products, eq(products.id, mixPackItems.productId))
    .where(eq(mixPackItems.mixPackId, mixPackId))
    .orderBy(asc(mixPackItems.position));
  const config = await loadMultipackConfig(db);
  const items: MultipackItem[] = rows.map((row) => ({
    productId: String(row.productId),
    title: titleIn(row, lang),
    price: row.priceCents,
    quantity: row.quantity,
    availableQty: row.isActive ? Math.max(0, row.stockQty) : 0,
  }));
  const unavailable = unavailableMultipackItems(items).map((item) => Number(item.productId));
  const packPriceCents = multipackPackPrice(items);
  return {
    mixPackId: mix.id,
    name: mix.name,
    code: config.code,
    packSize: config.packSize,
    items: items.map((item) => ({
      productId: Number(item.productId),
      title: item.title ?? '',
      price: centsToDollars(item.price),
      priceCents: item.price,
      quantity: item.quantity,
      availableQty: item.availableQty ?? 0,
      available: !unavailable.includes(Number(item.productId)),
    })),
    packCount: multipackPackCount(items),
    availablePackCount: availablePackCount(items),
    isFull: isMultipackFull(items),
    hasUnavailableItems: unavailable.length > 0,
    unavailableProductIds: unavailable,
    message: unavailable.length > 0 ? formatMessage('multipackItemUnavailable', lang) : null,
    packPrice: centsToDollars(packPriceCents),
    packPriceCents,
    createdAt: mix.createdAt.toISOString(),
    updatedAt: mix.updatedAt.toISOString(),
  };
}
