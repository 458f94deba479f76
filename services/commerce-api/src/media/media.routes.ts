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
import { RecentAnswers } from '../runtime/recent-answers';

/** Image paths carry a version, so their answers can be cached for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const FILE = /^([A-Za-z0-9-]+)-v(\d{1,4})-(tile|detail|share)\.(svg|png)$/;

/** An image's bytes and type, as answered. */
interface Image {
  type: string;
  body: Uint8Array<ArrayBuffer>;
}

/**
 * How many answered images a process keeps: a listing page's tiles, a product page's detail,
 * the share images crawlers ask for (tiles and details about 2 KB each, share images 40 KB).
 */
const KEPT_IMAGES = 512;

/**
 * The generated artwork: /images/{products|brands|banners|giftcards|bundles}/{key}-v{n}-{size}:
 * `tile.svg` and `detail.svg` for the pages, `share.png` (1200 × 630) for link previews.
 * An image's path names its version, so its bytes never change: an image answered once is
 * kept (the most recent {@link KEPT_IMAGES}) and answered again without reading the catalogue
 * or drawing it anew, as a cache in front of the API would. A path that names no image is
 * looked up every time.
 */
export function registerMediaRaw(app: Hono<AppEnv>, deps: MediaDeps) {
  const kept = new RecentAnswers<Promise<Image | null>>(KEPT_IMAGES);
  app.get('/images/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const path = `${kind}/${file}`;
    const answer = kept.get(path, () => drawImage(deps, kind, file));
    const image = await answer.catch((error: unknown) => {
      kept.forget(path);
      throw error;
    });
    if (!image) {
      kept.forget(path);
      return notFound(c);
    }
    c.header('Cache-Control', IMMUTABLE_CACHE);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Type', image.type);
    return c.body(image.body);
  });
}

/** The image a path names, drawn from its artwork; null when the path names none. */
async function drawImage(deps: MediaDeps, kind: string, file: string): Promise<Image | null> {
  const match = FILE.exec(file);
  if (!match) return null;
  const [, key = '', version, size, format] = match as unknown as [
    string,
    string,
    string,
    ImageSize | 'share',
    'svg' | 'png',
  ];
  if ((size === 'share') !== (format === 'png')) return null;
  const art = await findArtwork(deps, kind, key, Number(version));
  if (!art) return null;
  if (size === 'share') {
    return { type: 'image/png', body: new Uint8Array(rasterise(renderShareArtwork(art))) };
  }
  return {
    type: 'image/svg+xml; charset=utf-8',
    body: new TextEncoder().encode(renderArtwork(art, size)),
  };
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
