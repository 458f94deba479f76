import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, browserSession, openPage } from './browser';

const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');

const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** robots.txt of a site and the public origin it names (its Sitemap line). */
async function robotsOf(siteUrl: string) {
  const response = await fetch(`${siteUrl}/robots.txt`);
  const text = await response.text();
  const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1] ?? '';
  return { response, text, sitemap, origin: sitemap ? new URL(sitemap).origin : '' };
}

/** The same URL on the server under test (the public origin may be another host). */
const onTestServer = (url: string, origin: string, siteUrl: string) =>
  `${siteUrl}${url.slice(origin.length)}`;

interface SitemapUrl {
  loc: string;
  lastmod: string;
  alternates: [string, string][];
}

/** The sitemap parsed by the browser's XML parser: its parse error, if any, and its URLs. */
async function parseSitemap(page: Page, xml: string) {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.querySelector('parsererror')?.textContent ?? null;
    const root = document.documentElement;
    const urls = [...document.getElementsByTagNameNS(root.namespaceURI, 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS(root.namespaceURI, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(root.namespaceURI, 'lastmod')[0]?.textContent ?? '',
      alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
        (link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''],
      ),
    }));
    return { error, root: root.localName, namespace: root.namespaceURI, urls };
  }, xml) as Promise<{ error: string | null; root: string; namespace: string; urls: SitemapUrl[] }>;
}

/** What a page's head says about it, read from the rendered document. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
      description: attr('meta[name="description"]', 'content'),
      og: Object.fromEntries(
        [...document.querySelectorAll('meta[property^="og:"]')].map((meta) => [
          meta.getAttribute('property'),
          meta.getAttribute('content'),
        ]),
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  });
}

const ofType = (jsonLd: Record<string, unknown>[], type: string) =>
  jsonLd.filter((data) => data['@type'] === type);

describe('robots.txt', () => {
  it('keeps private pages, the API proxy and filter combinations out, and names the sitemap, on both sites', async () => {
    for (const siteUrl of [snacksUrl, rewardsUrl]) {
      const { response, text, sitemap } = await robotsOf(siteUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      const rules = text.split('\n');
      expect(rules[0]).toBe('User-agent: *');
      for (const path of [
        '/cart',
        '/checkout',
        '/profile',
        '/login',
        '/create-account',
        '/implicit/',
        '/forgotpassword',
        '/resetpassword',
        '/signin',
        '/signout',
        '/api/',
      ]) {
        expect(rules).toContain(`Disallow: ${path}`);
      }
      expect(rules).toEqual(
        expect.arrayContaining([
          'Disallow: /all-snacks?',
          'Allow: /all-snacks?lang=es-us$',
          'Allow: /all-snacks?brand=',
          'Disallow: /all-snacks?brand=*&',
          'Allow: /all-snacks?brand=*&lang=es-us$',
          'Allow: /all-snacks?productType=',
          'Allow: /all-snacks?flavor=',
        ]),
      );
      expect(sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    }
    // Each site names its own origin.
    expect((await robotsOf(snacksUrl)).origin).not.toBe((await robotsOf(rewardsUrl)).origin);
  });
});

describe('sitemap.xml', () => {
  it('is well-formed, absolute, bilingual and dated, and every URL it names answers 200', async () => {
    const { origin } = await robotsOf(snacksUrl);
    const response = await fetch(`${snacksUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const { page } = await openPage(await freshContext());
    const sitemap = await parseSitemap(page, await response.text());
    expect(sitemap.error).toBeNull();
    expect(sitemap).toMatchObject({
      root: 'urlset',
      namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9',
    });
    const locs = sitemap.urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of sitemap.urls) {
      expect(url.loc.startsWith(`${origin}/`)).toBe(true);
      expect(url.lastmod).toMatch(ISO_DATE);
      const english = url.loc.replace(/[?&]lang=es-us$/, '');
      const spanish = `${english}${english.includes('?') ? '&' : '?'}lang=es-us`;
      expect(url.alternates).toEqual([
        ['en-us', english],
        ['es-us', spanish],
        ['x-default', english],
      ]);
    }
    const paths = locs.map((loc) => loc.slice(origin.length));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/?lang=es-us',
        '/all-snacks',
        '/brands',
        '/bundles',
        '/gift-cards',
        '/varietypack',
        '/faq',
        '/faq?lang=es-us',
        '/all-snacks?brand=crunch-harbor',
        '/all-snacks?productType=chips',
        '/all-snacks?flavor=dill-pickle&lang=es-us',
        '/products/crunch-harbor-sea-salt-potato-chips-1-oz',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/products/')).length).toBeGreaterThan(150);
    // No filter combination, sort or page is named.
    expect(
      paths.some((path) => /[?&](sort|page|size)=|&(brand|productType|flavor)=/.test(path)),
    ).toBe(false);

    const failures: string[] = [];
    const queue = [...locs];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let loc = queue.shift(); loc; loc = queue.shift()) {
          const answer = await fetch(onTestServer(loc, origin, snacksUrl));
          await answer.arrayBuffer();
          if (answer.status !== 200) failures.push(`${answer.status} ${loc}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    // Every page of the catalogue is rendered once: several hundred server renders.
  }, 240_000);

  it('is served by the rewards site with its own origin', async () => {
    const { origin } = await robotsOf(rewardsUrl);
    const { page } = await openPage(await freshContext());
    const sitemap = await parseSitemap(
      page,
      await (await fetch(`${rewardsUrl}/sitemap.xml`)).text(),
    );
    expect(sitemap.error).toBeNull();
    expect(sitemap.urls.length).toBeGreaterThan(300);
    expect(sitemap.urls.every((url) => url.loc.startsWith(`${origin}/`))).toBe(true);
  });
});

describe('canonical URLs and alternates', () => {
  it('points a filtered, sorted and paged listing to its single-facet page, in the shown language', async () => {
    const { origin } = await robotsOf(snacksUrl);
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/all-snacks?brand=crunch-harbor&sort=price-asc&page=2`);
    const head = await headOf(page);
    expect(head.canonical).toBe(`${origin}/all-snacks?brand=crunch-harbor`);
    expect(head.alternates).toEqual([
      ['en-us', `${origin}/all-snacks?brand=crunch-harbor`],
      ['es-us', `${origin}/all-snacks?brand=crunch-harbor&lang=es-us`],
      ['x-default', `${origin}/all-snacks?brand=crunch-harbor`],
    ]);
    expect(head.title).toBe('Crunch Harbor snacks | Snack Shop');
    expect(head.description).toMatch(/^Shop \d+ snacks from Crunch Harbor\.$/);
    expect(head.og).toMatchObject({
      'og:type': 'website',
      'og:title': 'Crunch Harbor snacks',
      'og:url': `${origin}/all-snacks?brand=crunch-harbor`,
      'og:locale': 'en_US',
    });
    const [trail] = ofType(head.jsonLd, 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'View All Snacks', item: `${origin}/all-snacks` },
      { '@type': 'ListItem', position: 3, name: 'Crunch Harbor' },
    ]);

    await page.goto(`${snacksUrl}/all-snacks?brand=crunch-harbor&productType=chips&lang=es-us`);
    const combined = await headOf(page);
    expect(combined.canonical).toBe(`${origin}/all-snacks?lang=es-us`);
    expect(combined.og['og:locale']).toBe('es_US');

    await page.goto(`${snacksUrl}/all-snacks?page=2&lang=en-us`);
    const paged = await headOf(page);
    expect(paged.canonical).toBe(`${origin}/all-snacks`);
    expect(paged.alternates).toEqual([
      ['en-us', `${origin}/all-snacks`],
      ['es-us', `${origin}/all-snacks?lang=es-us`],
      ['x-default', `${origin}/all-snacks`],
    ]);
    expect(paged.description).toMatch(/^Browse \d+ snacks by brand, type and flavor\.$/);
    expect(errors).toEqual([]);
  });

  it('gives a product page its canonical slug, Open Graph with its image, and Product JSON-LD with its Offer', async () => {
    const { origin } = await robotsOf(snacksUrl);
    const slug = 'crunch-harbor-sea-salt-potato-chips-1-oz';
    const response = await fetch(`${snacksUrl}/products/${slug}?zip=10001`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g),
    ];
    expect(scripts.length).toBe(2);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toBe('');
      const hash = createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }

    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/products/${slug}?zip=10001&lang=es-us`);
    const head = await headOf(page);
    expect(head.canonical).toBe(`${origin}/products/${slug}?lang=es-us`);
    expect(head.alternates).toEqual([
      ['en-us', `${origin}/products/${slug}`],
      ['es-us', `${origin}/products/${slug}?lang=es-us`],
      ['x-default', `${origin}/products/${slug}`],
    ]);
    expect(head.og['og:type']).toBe('product');
    // A PNG link previews can show (they show no SVG), 1200 × 630, served by the site.
    expect(head.og['og:image']).toMatch(new RegExp(`^${origin}/images/products/.+-share\\.png$`));
    expect(head.og).toMatchObject({
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    );
    const preview = await fetch(`${snacksUrl}${new URL(head.og['og:image'] ?? '').pathname}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(head.description?.length).toBeGreaterThan(20);

    const [product] = ofType(head.jsonLd, 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: await page.locator('h1').textContent(),
      url: `${origin}/products/${slug}?lang=es-us`,
      brand: { '@type': 'Brand', name: 'Crunch Harbor' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    const offer = product?.offers as { price: string };
    expect(offer.price).toMatch(/^\d+\.\d{2}$/);
    // The price the page shows is the Offer's.
    const shown = (await page.locator('main').textContent())?.replace(/\s/g, '');
    expect(shown).toContain(`$${offer.price}`);
    const [trail] = ofType(head.jsonLd, 'BreadcrumbList');
    expect(
      (trail?.itemListElement as { name: string; item?: string }[]).map((i) => i.item),
    ).toEqual([
      `${origin}/?lang=es-us`,
      `${origin}/all-snacks?lang=es-us`,
      `${origin}/all-snacks?productType=chips&lang=es-us`,
      undefined,
    ]);
    expect(errors).toEqual([]);
  });

  it('describes the home page with Organization and a WebSite whose SearchAction opens search', async () => {
    const { origin } = await robotsOf(snacksUrl);
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/?lang=en-us`);
    const head = await headOf(page);
    expect(head.canonical).toBe(`${origin}/`);
    expect(head.description).toBe(
      'Chips, puffs, pretzels, popcorn, dips and variety packs from our snack brands, delivered to your door.',
    );
    expect(ofType(head.jsonLd, 'Organization')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Snack Shop',
        url: `${origin}/`,
      },
    ]);
    const [site] = ofType(head.jsonLd, 'WebSite');
    const action = site?.potentialAction as {
      target: { urlTemplate: string };
      'query-input': string;
    };
    expect(action['query-input']).toBe('required name=search_term_string');
    expect(action.target.urlTemplate).toBe(`${origin}/search?q={search_term_string}`);
    // The template opens the search page.
    const search = await fetch(
      onTestServer(
        action.target.urlTemplate.replace('{search_term_string}', 'chips'),
        origin,
        snacksUrl,
      ),
    );
    expect(search.status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('serves no page under an /es-us path: Spanish is ?lang=es-us', async () => {
    expect((await fetch(`${snacksUrl}/es-us/all-snacks`)).status).toBe(404);
    expect((await fetch(`${snacksUrl}/all-snacks?lang=es-us`)).status).toBe(200);
  });
});

describe('All Brands', () => {
  it('lists every brand with its artwork and the count its listing shows, in both languages, with no axe violations', async () => {
    const { page, errors } = await openPage(await freshContext());
    for (const [lang, heading, unit] of [
      ['en-us', 'All Brands', 'products'],
      ['es-us', 'Todas las marcas', 'productos'],
    ] as const) {
      await page.goto(`${snacksUrl}/brands?lang=${lang}`, { waitUntil: 'networkidle' });
      await expect(page.locator('h1').textContent()).resolves.toBe(heading);
      const cards = page.locator('[data-brand]');
      expect(await cards.count()).toBeGreaterThanOrEqual(12);
      const brands = await cards.evaluateAll((items) =>
        items.map((item) => ({
          slug: item.getAttribute('data-brand'),
          href: item.querySelector('a')?.getAttribute('href'),
          name: item.querySelector('a')?.textContent,
          count: item.querySelector('p:last-child')?.textContent,
          artwork: (item.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0,
        })),
      );
      for (const brand of brands) {
        expect(brand.href).toBe(`/all-snacks?brand=${brand.slug}`);
        expect(brand.count).toMatch(new RegExp(`^\\d+ ${unit}$`));
      }
      // Artwork in the first screenful has loaded.
      expect(brands.slice(0, 4).every((brand) => brand.artwork > 0)).toBe(true);
      expect({ lang, violations: await axeViolations(page) }).toEqual({ lang, violations: [] });
    }
    // A card's count is what its listing shows.
    const first = page.locator('[data-brand]').first();
    const count = Number.parseInt((await first.locator('p').last().textContent()) ?? '', 10);
    await first.locator('a').click();
    await page.waitForURL(/\/all-snacks\?brand=/);
    await expect(page.locator('#listing-results').textContent()).resolves.toBe(
      `${count} resultados`,
    );
    expect(errors).toEqual([]);
  });

  it('is described to search engines, on the rewards site too', async () => {
    for (const siteUrl of [snacksUrl, rewardsUrl]) {
      const { origin } = await robotsOf(siteUrl);
      const { page } = await openPage(await freshContext());
      await page.goto(`${siteUrl}/brands`);
      const head = await headOf(page);
      expect(head.canonical).toBe(`${origin}/brands`);
      expect(head.description).toBe(
        'Every snack brand we carry. Pick one to see all of its snacks.',
      );
      expect(ofType(head.jsonLd, 'BreadcrumbList')).toHaveLength(1);
    }
  });
});
