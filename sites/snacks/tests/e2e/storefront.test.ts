import { createHash } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, browserSession, dataLayer, openPage } from './browser';
import { listingHtmlFigures } from '../budgets/listingSize';
import { handshakeHeaders } from './checkout-flow';

const snacksUrl = inject('snacksUrl');
const rewardsUrl = inject('rewardsUrl');
const apiUrl = inject('apiUrl');

const freshContext = browserSession(() => [snacksUrl, rewardsUrl]);

describe('snacks site', () => {
  it('serves the home page with the products menu in menuSeq order, cache and security headers', async () => {
    const response = await fetch(snacksUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    // A page a shared cache keeps is the same for everyone: no nonce, each inline script
    // named by its hash (decision 0030).
    const csp = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\ssrc=/.test(attributes ?? ''),
    );
    expect(inlineScripts.length).toBeGreaterThan(2);
    for (const [, , body] of inlineScripts) {
      const hash = createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(csp).not.toContain('nonce-');
    expect(html).not.toContain(' nonce=');
    // The first paint waits for no script: the head asks for the stylesheets, not modules.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('rel="stylesheet"');
    expect(head).not.toContain('modulepreload');
    expect(response.headers.get('x-frame-options')).toBe('DENY');

    const { page, errors } = await openPage(await freshContext());
    await page.goto(snacksUrl);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-US');
    await expect(page.locator('h1').textContent()).resolves.toBe('Snacks for every craving');
    await page.getByRole('button', { name: 'Products' }).click();
    const menu = await page.locator('nav[aria-label="Main"] li > a').allTextContents();
    expect(menu.slice(0, 4)).toEqual(['All Snacks', 'Flavors', 'Variety Packs', 'Build a 30-Pack']);
    await expect(page.getByRole('heading', { name: 'Best Sellers' }).count()).resolves.toBe(1);
    const bestSellers = page.locator('section[aria-labelledby="home-bestsellers"] article');
    await expect(bestSellers.count()).resolves.toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('browses, filters through the URL and opens a product page', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/all-snacks`);
    await expect(page.locator('[data-plp-tag]').getAttribute('data-plp-tag')).resolves.toBe(
      'plp_all-snacks',
    );
    const tiles = page.locator('main article');
    await expect(tiles.count()).resolves.toBe(36);
    const before = await page.locator('#listing-results').textContent();
    const brandGroup = page.locator('fieldset[data-facet="brand"]').first();
    const firstBrand = brandGroup.getByRole('checkbox').first();
    await firstBrand.click();
    await page.waitForURL(/brand=/);
    await page.waitForFunction(
      (previous) => document.querySelector('#listing-results')?.textContent !== previous,
      before,
    );
    expect(new URL(page.url()).searchParams.get('brand')).toMatch(/^[a-z0-9-]+$/);
    expect(await axeViolations(page)).toEqual([]);
    const firstTitle = page.locator('main article h3 a').first();
    const title = await firstTitle.textContent();
    await firstTitle.click();
    await page.waitForURL(/\/products\//);
    await page.waitForFunction(
      (expected) => document.querySelector('h1')?.textContent === expected,
      title,
    );
    await expect(page.getByRole('heading', { name: 'Nutrition Facts' }).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('filters on a phone through the Filters drawer, loaded after the page', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${snacksUrl}/all-snacks`);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.locator('fieldset[data-facet="brand"]').getByRole('checkbox').first().click();
    await page.waitForURL(/brand=/);
    expect(await axeViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: /^Show \d+ results$/ }).click();
    await expect(drawer.count()).resolves.toBe(0);
    const filters = page.getByRole('button', { name: 'Filters (1)' });
    await filters.waitFor();
    await expect(filters.evaluate((button) => button === document.activeElement)).resolves.toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  it('works before JavaScript: listing pages are links and the product page renders', async () => {
    const listing = await (await fetch(`${snacksUrl}/all-snacks?page=2`)).text();
    expect(listing).toContain('aria-current="page"');
    expect(listing).toMatch(/href="\/all-snacks\?page=3"/);
    const missing = await fetch(`${snacksUrl}/products/no-such-snack`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.text()).toContain('This product is not available');
  });

  it('lists every snack a multipack can hold on /multipack/all-snacks, 36 a page', async () => {
    const config = (await (
      await fetch(`${apiUrl}/v3/dopservice/b2c/multipack/getconfig`, {
        headers: await handshakeHeaders(apiUrl),
      })
    ).json()) as { data: { eligibleProductCount: number } };
    const eligible = config.data.eligibleProductCount;
    const first = await (await fetch(`${snacksUrl}/multipack/all-snacks`)).text();
    expect(first).toContain(`${eligible} results`);
    const lastPage = Math.ceil(eligible / 36);
    expect(first).toMatch(new RegExp(`href="/multipack/all-snacks\\?page=${lastPage}"`));
    const last = await (await fetch(`${snacksUrl}/multipack/all-snacks?page=${lastPage}`)).text();
    expect(listingHtmlFigures(last).products).toBe(eligible - (lastPage - 1) * 36);
  });

  it('speaks Spanish with ?lang=es-us and remembers the choice', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/?lang=es-us`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-US');
    await expect(page.locator('h1').textContent()).resolves.toBe('Botanas para cada antojo');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${snacksUrl}/all-snacks`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Ver todas las botanas');
    await expect(page.locator('main').textContent()).resolves.toMatch(/\$\d/);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('searches by keyboard through the autocomplete and opens the chosen product', async () => {
    const { page, errors } = await openPage(await freshContext());
    // Typing counts once the page has hydrated: wait for its scripts and first calls.
    await page.goto(snacksUrl, { waitUntil: 'networkidle' });
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.click();
    await page.keyboard.type('chedd');
    await page.getByRole('option').first().waitFor();
    await expect(search.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    // The first suggestion is the active one, selected.
    const first = page.getByRole('option').first();
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    const active = await search.getAttribute('aria-activedescendant');
    expect(active).toBe(await first.getAttribute('id'));
    const chosen = (await first.textContent()) ?? '';
    expect(chosen.toLowerCase()).toContain('chedd');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/products\//);
    // The option reads "<title><brand>"; the product page's heading is the title.
    await page.waitForFunction((option) => {
      const heading = document.querySelector('h1')?.textContent;
      return Boolean(heading) && option.startsWith(heading ?? '');
    }, chosen);
    await page.goto(snacksUrl, { waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: 'Search' }).click();
    await page.keyboard.type('pretzel');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=pretzel/);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('answers a search that finds nothing with the nearest search and best sellers, in both languages', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/search?q=cheddar+puffs+8+oz`);
    await page.getByText('No snacks match “cheddar puffs 8 oz”.').waitFor();
    await page.getByRole('heading', { name: 'Best Sellers' }).waitFor();
    await expect(page.locator('main article').count()).resolves.toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'cheddar puffs', exact: true }).click();
    await page.waitForURL(/\/search\?q=cheddar\+puffs$/);
    // The router writes the address before React renders the results: wait for them.
    await expect.poll(() => page.locator('main article').count()).toBe(2);
    await page.goto(`${snacksUrl}/search?q=gluten+free&lang=es-us`);
    await page.getByText('Ninguna botana coincide con “gluten free”.').waitFor();
    await page.getByRole('heading', { name: 'Los más vendidos' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('offers the nearest search in the autocomplete when nothing is suggested', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(snacksUrl, { waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: 'Search' }).click();
    await page.keyboard.type('cheddar puffs 8 oz');
    const option = page.getByRole('option');
    await option
      .filter({ hasText: 'No suggestions for “cheddar puffs 8 oz”. Did you mean this?' })
      .waitFor();
    await expect(option.count()).resolves.toBe(1);
    await expect(option.textContent()).resolves.toMatch(/^cheddar puffsNo suggestions/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=cheddar\+puffs$/);
    // The router writes the address before React renders the results: wait for them.
    await expect.poll(() => page.locator('main article').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('narrows search results by the facets of the results, with and without JavaScript', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/search?q=cheddar`);
    const facets = page.getByRole('navigation', { name: 'Narrow the results' });
    await facets.getByRole('heading', { name: 'Product Type' }).waitFor();
    const puffs = facets.getByRole('link', { name: /^Puffs \(\d+\)$/ });
    const count = Number((await puffs.textContent())?.match(/\((\d+)\)/)?.[1]);
    await puffs.click();
    await page.waitForURL(/\/search\?q=cheddar&productType=puffs$/);
    await expect(page.locator('main article').count()).resolves.toBe(count);
    const chosen = facets.getByRole('link', { name: /^✓ Puffs/ });
    await expect(chosen.getAttribute('aria-current')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await facets.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL(/\/search\?q=cheddar$/);
    expect(errors).toEqual([]);

    const browser = page.context().browser();
    if (!browser) throw new Error('no browser');
    const plain = await browser.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await plain.newPage();
      await noScript.goto(`${snacksUrl}/search?q=chips&lang=es-us`);
      const filtros = noScript.getByRole('navigation', { name: 'Acotar los resultados' });
      await filtros.getByRole('heading', { name: 'Marca' }).waitFor();
      const brand = filtros.getByRole('link').nth(0);
      const name = (await brand.textContent())?.replace(/ \(\d+\)$/, '') ?? '';
      await brand.click();
      await noScript.waitForURL(/\/search\?q=chips&brand=[a-z0-9-]+$/);
      const brands = await noScript.locator('main article').allTextContents();
      expect(brands.length).toBeGreaterThan(0);
      expect(brands.every((tile) => tile.includes(name))).toBe(true);
      await filtros.getByRole('link', { name: 'Borrar todo' }).waitFor();
    } finally {
      await plain.close();
    }
  });

  it('passes axe on a product page in Spanish', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/all-snacks?lang=es-us`);
    await page.locator('main article h3 a').first().click();
    await page.waitForURL(/\/products\//);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-US');
    await page.getByRole('heading', { name: 'Información nutricional' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the maintenance screen without header or footer on #06B3F2', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(`${snacksUrl}/maintenance`);
    await expect(page.locator('header').count()).resolves.toBe(0);
    await expect(page.locator('footer').count()).resolves.toBe(0);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(6, 179, 242)');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${snacksUrl}/forgotpassword`);
    await expect(page.locator('header').count()).resolves.toBe(0);
    const white = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(white).toBe('rgb(255, 255, 255)');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the error screen and reports the failure to tracking', async () => {
    const { page } = await openPage(await freshContext());
    await page.goto(snacksUrl);
    await page.route('**/all-snacks.data*', (route) =>
      route.fulfill({ status: 500, body: 'broken' }),
    );
    await page.getByRole('button', { name: 'Products' }).click();
    await page.locator('nav[aria-label="Main"] a[href="/all-snacks"]').first().click();
    await page.getByText('Oops, there is an error!').waitFor();
    await expect(page.getByRole('button', { name: 'Try again?' }).count()).resolves.toBe(1);
    const events = await dataLayer(page);
    expect(events.some((event) => event.event === 'exception')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('tracks page_view only after consent, 500 ms after the page shows', async () => {
    const { page, errors } = await openPage(await freshContext({ consent: false }));
    const pageViews = async () =>
      (await dataLayer(page)).filter((event) => event.event === 'page_view');
    await page.goto(`${snacksUrl}/flavors`);
    // From here the page's timers run on Playwright's clock, which moves when the test moves it.
    await page.clock.install();
    await page.clock.runFor(900);
    expect(await pageViews()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // A click is a discrete event: React runs the consent's effect (the view's timer) before
    // the click returns.
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.clock.runFor(499);
    expect(await pageViews()).toEqual([]);
    await page.clock.runFor(1);
    const views = await pageViews();
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      contentPath: '/flavors',
      pageTitle: 'Shop by Flavor | Snack Shop',
      loginStatus: 'logged_out',
    });
    expect(errors).toEqual([]);
  });
});

describe('rewards site', () => {
  it('shows its own theme and footer', async () => {
    const { page, errors } = await openPage(await freshContext());
    await page.goto(rewardsUrl);
    await expect(page.locator('body').getAttribute('data-theme')).resolves.toBe('rewards');
    await expect(page.locator('footer').getAttribute('data-variant')).resolves.toBe('rewards');
    await expect(page.locator('footer').textContent()).resolves.toContain('Snack Shop Rewards');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(snacksUrl);
    await expect(page.locator('body').getAttribute('data-theme')).resolves.toBe('snacks');
    await expect(page.locator('footer').getAttribute('data-variant')).resolves.toBe('snacks');
    expect(errors).toEqual([]);
  });
});
