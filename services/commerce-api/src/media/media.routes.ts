import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { sendError } from '../http/envelope';
import type { MediaDeps } from './deps';
import type { AppEnv } from '../http/route';
import {
  banners,
  brands,
  bundles,
  categories,
  flavors,
  giftCards,
  products,
  sizes,
} from '../db/schema/index';
import { renderArtwork, renderShareArtwork, type ImageSize, type PackArtwork } from './artwork';
import { rasterise } from './share-image';

/** Image paths carry a version, so their answers can be cached for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const FILE = /^([A-Za-z0-9-]+)-v(\d{1,4})-(tile|detail|share)\.(svg|png)$/;

/**
 * The generated artwork: /images/{products|brands|banners|giftcards|bundles}/{key}-v{n}-{size}:
 * `tile.svg` and `detail.svg` for the pages, `share.png` (1200 × 630) for link previews.
 */
export function registerMediaRaw(app: Hono<AppEnv>, deps: MediaDeps) {
  app.get('/images/:kind/:file', async (c) => {
    const match = FILE.exec(c.req.param('file'));
    if (!match) return notFound(c);
    const [, key = '', version, size, format] = match as unknown as [
      string,
      string,
      string,
      ImageSize | 'share',
      'svg' | 'png',
    ];
    if ((size === 'share') !== (format === 'png')) return notFound(c);
    const kind = c.req.param('kind');
    const art = await findArtwork(deps, kind, key, Number(version));
    if (!art) return notFound(c);
    c.header('Cache-Control', IMMUTABLE_CACHE);
    c.header('X-Content-Type-Options', 'nosniff');
    if (size === 'share') {
      c.header('Content-Type', 'image/png');
      const png = rasterise(`${kind}/${key}-v${version}`, () => renderShareArtwork(art));
      return c.body(new Uint8Array(png));
    }
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(renderArtwork(art, size));
  });
}

const notFound = (c: Context) => sendError(c, 404, 'NOT_FOUND', 'No such image.');

async function findArtwork(
  { db }: MediaDeps,
  kind: string,
  key: string,
  version: number,
): Promise<PackArtwork | null> {
  if (kind === 'products') {
    const [row] = await db
      .select({
        sku: products.sku,
        title: products.title,
        kind: products.kind,
        version: products.artworkVersion,
        brand: brands.name,
        color: brands.color,
        flavor: flavors.name,
        heat: flavors.heatLevel,
        size: sizes.label,
        category: categories.name,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(flavors, eq(flavors.id, products.flavorId))
      .leftJoin(sizes, eq(sizes.id, products.sizeId))
      .where(eq(products.sku, key))
      .limit(1);
    if (!row || row.version !== version) return null;
    return {
      key: row.sku,
      brand: row.brand,
      title: row.flavor ? `${row.flavor} ${row.category}` : row.title,
      subtitle: row.size ?? row.category,
      color: row.color,
      shape: row.kind === 'snack' ? 'bag' : 'box',
      heatLevel: row.heat ?? 0,
    };
  }
  if (version !== 1) return null;
  if (kind === 'brands') {
    const [row] = await db.select().from(brands).where(eq(brands.slug, key)).limit(1);
    return row
      ? { key, brand: row.name, title: row.tagline, subtitle: '', color: row.color, shape: 'card' }
      : null;
  }
  if (kind === 'giftcards') {
    const [row] = await db.select().from(giftCards).where(eq(giftCards.slug, key)).limit(1);
    return row
      ? {
          key,
          brand: 'Snack Shop',
          title: row.title,
          subtitle: row.kind === 'e-gift' ? 'e-Gift' : 'Gift Card',
          color: row.color,
          shape: 'card',
        }
      : null;
  }
  if (kind === 'bundles') {
    const [row] = await db.select().from(bundles).where(eq(bundles.slug, key)).limit(1);
    return row
      ? {
          key,
          brand: 'Snack Shop',
          title: row.title,
          subtitle: 'Bundle',
          color: '#264653',
          shape: 'box',
        }
      : null;
  }
  if (kind === 'banners' && /^\d{1,9}$/.test(key)) {
    const [row] = await db
      .select()
      .from(banners)
      .where(eq(banners.id, Number(key)))
      .limit(1);
    return row
      ? {
          key: `banner-${key}`,
          brand: row.title,
          title: row.subtitle,
          subtitle: '',
          color: row.colors[0],
          shape: 'banner',
        }
      : null;
  }
  return null;
}
