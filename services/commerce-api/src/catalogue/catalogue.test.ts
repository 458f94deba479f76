import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../db/schema/index';
import { describeApi } from '../../test/harness';
import type { ProductSummary, SitemapEntries } from '@snackshop/commerce-core/contract';

describeApi('catalogue', (api) => {
  const listing = (body: BodyOf<'filterProducts'>) => api().call('filterProducts', { body });
  const badListing = (body: unknown) => api().refusal('filterProducts', { body });

  it('lists 36 products per page with the total, the pagination flag and locationNumber', async () => {
    const first = await listing({ locationNumber: '1003' });
    expect(first.status).toBe(200);
    expect(first.body.data.products).toHaveLength(36);
    expect(first.body.data.total).toBe(158);
    expect(first.body.data).toMatchObject({
      page: 1,
      pageSize: 36,
      totalPages: 5,
      pagination: true,
      locationNumber: '1003',
    });
    const last = await listing({ locationNumber: '1003', page: 5 });
    expect(last.body.data.products).toHaveLength(158 - 4 * 36);
    expect(last.body.data.pagination).toBe(false);
    const beyond = await listing({ page: 6 });
    expect(beyond.body.data.products).toEqual([]);
    expect(beyond.body.data.pagination).toBe(false);
  });

  it('filters by brand, product type, flavor and size slugs and sorts by price', async () => {
    const response = await listing({
      brand: ['crunch-harbor', 'blaze-ridge'],
      size: '1-oz',
      sort: 'price-asc',
    });
    const products = response.body.data.products;
    expect(response.body.data.total).toBe(11);
    expect(products.every((p) => ['crunch-harbor', 'blaze-ridge'].includes(p.brand.slug))).toBe(
      true,
    );
    expect(products.every((p) => p.size?.slug === '1-oz')).toBe(true);
    const prices = products.map((p) => p.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const pickle = await listing({ productType: 'chips', flavor: 'dill-pickle' });
    expect(pickle.body.data.products.map((p) => p.slug).sort()).toEqual([
      'crunch-harbor-tangy-dill-pickle-potato-chips-1-oz',
      'crunch-harbor-tangy-dill-pickle-potato-chips-8-oz',
    ]);
    expect(pickle.body.data.total).toBe(2);
  });

  it('answers prices as integer cents and as dollars, and titles in Spanish on request', async () => {
    const response = await listing({
      brand: 'puffin-pop',
      flavor: 'cheddar',
      size: '1-oz',
      lang: 'es-us',
    });
    const [puffs] = response.body.data.products;
    expect(puffs?.title).toBe('Inflados Queso cheddar Puffin Pop, 28 g');
    expect(Number.isInteger(puffs?.priceCents)).toBe(true);
    expect(puffs?.price).toBe((puffs?.priceCents ?? 0) / 100);
    expect(puffs?.productEnableFor).toEqual(['cart', 'multipack']);
  });

  it('names the bad field when a filter or page is invalid', async () => {
    const badPage = await badListing({ page: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toEqual([
      { field: 'page', message: 'page must be a whole number from 1.' },
    ]);
    const badBrand = await badListing({ brand: ['<script>'] });
    expect(badBrand.status).toBe(400);
    expect(badBrand.body.errors?.[0]?.field).toBe('brand.0');
    const badSort = await badListing({ sort: 'cheapest' });
    expect(badSort.body.errors?.[0]?.field).toBe('sort');
  });

  it('lists only the snacks a multipack can hold, in one call per page, with their facets', async () => {
    const config = await api().call('multipackConfig');
    const eligibleIds = config.body.data.eligibleProductIds;
    expect(eligibleIds.length).toBeGreaterThan(36);
    const listed: ProductSummary[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await listing({ multipackEligible: 'true', sort: 'name-asc', page });
      expect(answer.status).toBe(200);
      expect(answer.body.data.total).toBe(eligibleIds.length);
      listed.push(...answer.body.data.products);
      if (!answer.body.data.pagination) break;
    }
    expect(listed.every((product) => product.multipackEligible)).toBe(true);
    expect(listed.map((product) => Number(product.productId)).sort((a, b) => a - b)).toEqual(
      eligibleIds,
    );
    const facets = await api().call('filterList', {
      query: {
        multipackEligible: 'true',
      },
    });
    expect(facets.body.data.total).toBe(eligibleIds.length);
    const counted = facets.body.data.brand.reduce((sum, brand) => sum + brand.count, 0);
    expect(counted).toBe(eligibleIds.length);
    const bad = await badListing({ multipackEligible: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('multipackEligible');
  });

  it('counts facets with the other filters applied but not their own', async () => {
    const response = await api().call('filterList', { query: { brand: 'crunch-harbor' } });
    const facets = response.body.data;
    expect(facets.total).toBe(12);
    expect(facets.brand.find((b) => b.slug === 'moonbite')?.count).toBe(18);
    expect(facets.productType).toEqual([{ slug: 'chips', name: 'Chips', count: 12 }]);
    expect(facets.size.map((s) => s.slug)).toEqual(['1-oz', '8-oz']);
  });

  it('shows a product with nutrition, records the view and lists it as recently viewed', async () => {
    const detail = await api().call('productDetail', {
      query: { slug: 'kernel-and-co-butter-popcorn-1-oz' },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.nutrition).toMatchObject({ servingSize: '1 oz (28 g)', calories: 140 });
    expect(detail.body.data.ingredients).toContain('Popcorn kernels');
    const recent = await api().call('recentlyViewedProducts');
    expect(recent.body.data.map((p) => p.slug)).toEqual(['kernel-and-co-butter-popcorn-1-oz']);
  });

  it('lists the bags inside a variety pack', async () => {
    const response = await api().call('productDetail', {
      query: { slug: 'classic-chips-variety-pack-18-count' },
    });
    expect(response.body.data.packCount).toBe(18);
    expect(response.body.data.components.map((c) => c.quantity)).toEqual([6, 6, 6]);
  });

  it('answers an unknown product with 404 "This product is not available"', async () => {
    const response = await api().refusal('productDetail', { query: { productId: 999999 } });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This product is not available',
    });
    const missing = await api().refusal('productDetail');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      { field: 'productId', message: 'productId or slug is required.' },
    ]);
  });

  it('returns exactly 4 staff picks and 4 best sellers in rank order', async () => {
    const picks = await api().call('staffPicksList');
    expect(picks.body.data.map((p) => p.slug)).toEqual([
      'blaze-ridge-ghost-pepper-potato-chips-1-oz',
      'twistwood-bakery-everything-bagel-pretzels-1-5-oz',
      'cookie-lantern-double-chocolate-cookies-8-oz',
      'dip-dynasty-smoky-chipotle-dip-15-oz',
    ]);
    const best = await api().call('homeBestSellerList');
    expect(best.body.data).toHaveLength(4);
    expect(best.body.data[0]?.slug).toBe('crunch-harbor-sea-salt-potato-chips-1-oz');
  });

  it('recommends up to 8 in-stock products of the same type or brand', async () => {
    const detail = await api().call('productDetail', {
      query: {
        slug: 'puffin-pop-cheddar-puffs-1-oz',
      },
    });
    const response = await api().call('recommendedProducts', {
      query: { productId: detail.body.data.productId },
    });
    expect(response.body.data).toHaveLength(8);
    expect(
      response.body.data.every((p) => p.inStock && p.productId !== detail.body.data.productId),
    ).toBe(true);
    expect(
      response.body.data.every(
        (p) => p.productType.slug === 'puffs' || p.brand.slug === 'puffin-pop',
      ),
    ).toBe(true);
  });

  it('lists brands, product groups, bundles, gift cards and shop events', async () => {
    const brands = await api().call('allBrands');
    expect(brands.body.data.length).toBeGreaterThanOrEqual(12);
    expect(brands.body.data.find((b) => b.slug === 'moonbite')?.productCount).toBe(18);
    const groups = await api().call('productGroupList');
    expect(groups.body.data.map((g) => g.slug)).toEqual([
      'salty-snacks',
      'sweet-treats',
      'dips-and-nuts',
      'gifts-and-more',
    ]);
    const bundles = await api().call('allBundles');
    expect(bundles.body.data).toHaveLength(4);
    expect(
      bundles.body.data.every((b) => b.priceCents < b.separatelyCents && b.products.length >= 4),
    ).toBe(true);
    const cards = await api().call('giftCardList');
    expect(cards.body.data.map((c) => c.kind)).toEqual(['physical', 'e-gift']);
    const events = await api().call('eventsView');
    const hot = events.body.data.find((e) => e.slug === 'hot-shop');
    expect(hot?.theme).toBe('hot');
    expect(hot?.products.every((p) => p.isSpicy)).toBe(true);
    expect(
      events.body.data
        .find((e) => e.slug === 'holiday-shop')
        ?.products.every((p) => p.kind === 'merchandise'),
    ).toBe(true);
  });

  it('counts in allbrands what each brand listing shows, with its logo artwork and listing link', async () => {
    const brands = (await api().call('allBrands')).body.data;
    // Holiday Shop merchandise belongs to a brand but is not in the brand's listing.
    const select = brands.find((brand) => brand.slug === 'snack-shop-select');
    expect(select).toBeDefined();
    for (const brand of brands) {
      const listed = await listing({ brand: brand.slug });
      expect({ brand: brand.slug, count: brand.productCount }).toEqual({
        brand: brand.slug,
        count: listed.body.data.total,
      });
      expect(brand.href).toBe(`/all-snacks?brand=${brand.slug}`);
      const logo = await fetch(`${api().baseUrl}${brand.logo}`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    }
    const spanish = await api().call('allBrands', {
      query: {
        lang: 'es-us',
      },
    });
    expect(spanish.body.data.map((brand) => brand.productCount)).toEqual(
      brands.map((brand) => brand.productCount),
    );
    expect(spanish.body.data.find((b) => b.slug === 'crunch-harbor')?.tagline).toBe(
      'Cocinadas en caldero junto al mar',
    );
  });

  it('lists sitemap entries: products with change times, facet listings with products, content pages', async () => {
    const entries = (await api().call('sitemapEntries')).body.data;
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(entries.catalogueUpdatedAt).toMatch(iso);
    expect(entries.products.length).toBeGreaterThanOrEqual(158);
    expect(entries.products.every((p) => iso.test(p.updatedAt))).toBe(true);
    expect(new Set(entries.products.map((p) => p.slug)).size).toBe(entries.products.length);
    expect(entries.products.filter((p) => p.kind === 'merchandise')).toHaveLength(6);
    // The facets are those of the default listing, with the listing's own counts.
    const facets = (await api().call('filterList')).body.data;
    const counted = (list: { slug: string; count: number }[]) =>
      list
        .map(({ slug, count }) => ({ slug, productCount: count }))
        .sort((a, b) => a.slug.localeCompare(b.slug));
    expect(entries.brands).toEqual(counted(facets.brand));
    expect(entries.productTypes).toEqual(counted(facets.productType));
    expect(entries.flavors).toEqual(counted(facets.flavor));
    expect(entries.content.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['about-us', 'faq', 'privacy-policy', 'terms-of-use']),
    );
    expect(entries.content.every((c) => iso.test(c.updatedAt))).toBe(true);
  });

  it('moves a product page change time when what the page shows changes, not on a sale', async () => {
    const db = api().database.db;
    const read = async () => (await api().call('sitemapEntries')).body.data;
    const slug = 'crunch-harbor-tangy-dill-pickle-potato-chips-8-oz';
    const changedAt = (entries: SitemapEntries) =>
      entries.products.find((p) => p.slug === slug)?.updatedAt ?? '';
    const before = await read();
    expect(changedAt(before)).not.toBe('');
    // A sale that leaves the product in stock changes nothing a page or listing shows.
    await db
      .update(products)
      .set({ stockQty: sql`${products.stockQty} + 1` })
      .where(eq(products.slug, slug));
    const afterSale = await read();
    expect(changedAt(afterSale)).toBe(changedAt(before));
    expect(afterSale.catalogueUpdatedAt).toBe(before.catalogueUpdatedAt);
    await db
      .update(products)
      .set({ reviewCount: sql`${products.reviewCount} + 1` })
      .where(eq(products.slug, slug));
    const afterEdit = await read();
    expect(changedAt(afterEdit) > changedAt(before)).toBe(true);
    expect(afterEdit.catalogueUpdatedAt > before.catalogueUpdatedAt).toBe(true);
    await db
      .update(products)
      .set({
        reviewCount: sql`${products.reviewCount} - 1`,
        stockQty: sql`${products.stockQty} - 1`,
      })
      .where(eq(products.slug, slug));
  });

  it('serves pack artwork in tile and detail sizes with immutable cache headers', async () => {
    const [product] = (await listing({})).body.data.products;
    for (const [url, size] of [
      [product?.image.tile, 400],
      [product?.image.detail, 1200],
    ] as const) {
      const response = await fetch(`${api().baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain(`width="${size}"`);
      expect(await (await fetch(`${api().baseUrl}${url}`)).text()).toBe(svg);
    }
    const stale = await fetch(`${api().baseUrl}${product?.image.tile.replace('-v1-', '-v9-')}`);
    expect(stale.status).toBe(404);
  });

  it('answers an image its path named once with the same bytes, as a cache in front would', async () => {
    const db = api().database.db;
    const [product] = (await listing({ brand: 'puffin-pop' })).body.data.products;
    const sku = product?.sku ?? '';
    const tile = `${api().baseUrl}${product?.image.tile}`;
    const before = await (await fetch(tile)).text();
    // A new artwork version: the page now names a new path, which draws the pack anew; the
    // path answered before keeps its bytes (browsers keep them a year in any case).
    await db
      .update(products)
      .set({ artworkVersion: sql`${products.artworkVersion} + 1` })
      .where(eq(products.sku, sku));
    try {
      const again = await fetch(tile);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(before);
      const renewed = await fetch(tile.replace('-v1-', '-v2-'));
      expect(renewed.status).toBe(200);
      // Never answered, the old version of another image is looked up and found gone.
      const detail = `${api().baseUrl}${product?.image.detail}`;
      expect((await fetch(detail)).status).toBe(404);
    } finally {
      await db
        .update(products)
        .set({ artworkVersion: sql`${products.artworkVersion} - 1` })
        .where(eq(products.sku, sku));
    }
  });

  it('draws a product page’s link-preview image as a 1200 × 630 PNG', async () => {
    const detail = await api().call('productDetail', {
      query: { slug: 'kernel-and-co-butter-popcorn-1-oz' },
    });
    const url = detail.body.data?.shareImage ?? '';
    expect(url).toMatch(new RegExp(`/images/products/${detail.body.data?.sku}-v\\d+-share\\.png$`));
    const response = await fetch(`${api().baseUrl}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    // IHDR: width and height, big-endian, right after the chunk's length and type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // The pack and its texts are drawn: an empty canvas of one colour compresses to ~1 KB.
    expect(png.length).toBeGreaterThan(10_000);
    // Each size has one format: no SVG of the share image, no PNG of the page sizes.
    for (const other of [url.replace('.png', '.svg'), url.replace('-share.png', '-detail.png')]) {
      expect((await fetch(`${api().baseUrl}${other}`)).status).toBe(404);
    }
  });
});
