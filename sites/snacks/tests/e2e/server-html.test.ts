import { describe, expect, inject, it } from 'vitest';
import { browserSession, holdHydration, openPage, waitForHydration } from './browser';
import { HOME_DATA_BUDGET_BYTES } from '../budgets/budgets';
import { DOCUMENT_LOAD_HEADERS, routeDataBytes, routeDataScripts } from '../budgets/listingSize';

const snacksUrl = inject('snacksUrl');

const freshContext = browserSession(() => [snacksUrl]);

describe('the parts of a page the browser keeps as the server sent them (decision 0055)', () => {
  it('sends the home page with its grids’ data only, keeps its banners, categories and brands, and follows their links in the page', async () => {
    const page = await (await freshContext()).newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdHydration(page);
    const response = await page.goto(`${snacksUrl}/`, { waitUntil: 'load' });
    const html = (await response?.text()) ?? '';
    const data = routeDataScripts(html).join('');
    console.info(`home page route data as a browser loads it: ${routeDataBytes(html)} bytes`);
    expect(data).toContain('bestSellers');
    expect(routeDataBytes(html)).toBeLessThanOrEqual(HOME_DATA_BUDGET_BYTES);
    const spanish = await (
      await page.request.get(`${snacksUrl}/?lang=es-us`, {
        headers: DOCUMENT_LOAD_HEADERS,
      })
    ).text();
    expect(routeDataScripts(spanish).join('')).toContain('bestSellers');
    expect(routeDataBytes(spanish)).toBeLessThanOrEqual(HOME_DATA_BUDGET_BYTES);

    const parts = ['home-hero', 'home-promotions', 'home-categories', 'home-brands'];
    const links = page.locator(parts.map((name) => `[data-server-html="${name}"] a`).join(', '));
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    // Banners, promotions, category and brand links, none of them in the route data.
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) expect(data).not.toContain(`"${href}"`);

    // The elements the server sent are the ones the hydrated page has.
    await links.evaluateAll((anchors) => {
      for (const anchor of anchors) (anchor as HTMLAnchorElement & { kept?: true }).kept = true;
    });
    release();
    await waitForHydration(page);
    const kept = await links.evaluateAll((anchors) =>
      anchors.every((anchor) => (anchor as HTMLAnchorElement & { kept?: true }).kept),
    );
    expect(kept).toBe(true);
    expect(await links.count()).toBe(hrefs.length);

    // A brand's link changes the page in the page, not by loading a document.
    await page.evaluate(() => ((window as { samePage?: true }).samePage = true));
    const brand = page.locator('[data-server-html="home-brands"] a').first();
    const brandHref = (await brand.getAttribute('href')) ?? '';
    const heading = page.getByRole('heading', { level: 1 });
    const homeHeading = await heading.textContent();
    await brand.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === brandHref);
    await expect.poll(() => heading.textContent()).not.toBe(homeHeading);
    expect(await page.evaluate(() => (window as { samePage?: true }).samePage)).toBe(true);

    // Back home in the page: the parts are rendered from the route data, links and all.
    await page.goBack();
    await expect.poll(() => links.count()).toBe(hrefs.length);
    expect(
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(hrefs);
    expect(await page.evaluate(() => (window as { samePage?: true }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps the footer as the server sent it, without its links in the route data, and its Cookie settings answer', async () => {
    const { page, errors } = await openPage(await freshContext());
    const response = await page.goto(`${snacksUrl}/all-snacks`);
    const data = routeDataScripts((await response?.text()) ?? '').join('');
    // What a request says it loads decides the parts' data: no shared cache may give one
    // answer for the other, the document's nor a client navigation's (whatever it claims).
    expect(response?.headers().vary).toContain('Sec-Fetch-Dest');
    const navigation = await fetch(`${snacksUrl}/all-snacks.data`, {
      headers: { 'Sec-Fetch-Dest': 'document' },
    });
    expect(navigation.status).toBe(200);
    expect(navigation.headers.get('vary')).toContain('Sec-Fetch-Dest');
    const footerLinks = page.locator('[data-server-html="footer"] footer a');
    const hrefs = await footerLinks.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    expect(hrefs).toContain('/accessibility');
    for (const href of hrefs) expect(data).not.toContain(`"${href}"`);

    // The shopper chose already (the consent cookie): the footer's button reopens the choices.
    const choices = page.getByRole('region', { name: 'Your cookie choices' });
    expect(await choices.count()).toBe(0);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect.poll(() => choices.isVisible()).toBe(true);
    await choices.getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => choices.count()).toBe(0);

    // In Spanish after a change of language in the page: the browser renders it, links and all.
    await page.evaluate(() => ((window as { samePage?: true }).samePage = true));
    await page.getByRole('button', { name: /Español/ }).click();
    await page.waitForURL(/lang=es-us/);
    const spanishButton = page.getByRole('button', { name: 'Configuración de cookies' });
    await expect.poll(() => spanishButton.count()).toBe(1);
    expect(await footerLinks.count()).toBe(hrefs.length);
    await spanishButton.click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Sus preferencias de cookies' }).isVisible())
      .toBe(true);
    expect(await page.evaluate(() => (window as { samePage?: true }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps the header’s products list as the server sent it, its links changing the page in the page', async () => {
    const page = await (await freshContext()).newPage();
    const release = await holdHydration(page);
    const response = await page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'load' });
    const data = routeDataScripts((await response?.text()) ?? '').join('');
    const menuLinks = page.locator('[data-server-html="header-menu"] a');
    const hrefs = await menuLinks.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    expect(hrefs).toEqual(expect.arrayContaining(['/all-snacks', '/flavors', '/gift-cards']));
    for (const href of hrefs) expect(data).not.toContain(`"${href}"`);
    await menuLinks.evaluateAll((anchors) => {
      for (const anchor of anchors) (anchor as HTMLAnchorElement & { kept?: true }).kept = true;
    });
    release();
    await waitForHydration(page);
    expect(
      await menuLinks.evaluateAll((anchors) =>
        anchors.every((anchor) => (anchor as HTMLAnchorElement & { kept?: true }).kept),
      ),
    ).toBe(true);

    // The menu opens on the hydrated page; a link in it changes the page without a document load.
    await page.evaluate(() => ((window as { samePage?: true }).samePage = true));
    const products = page.getByRole('button', { name: 'Products' });
    await products.click();
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Flavors' })
      .click();
    await page.waitForURL((url) => url.pathname === '/flavors');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Shop by Flavor');
    expect(await page.evaluate(() => (window as { samePage?: true }).samePage)).toBe(true);
    // The header, made anew for the page, lists the same links, and its menu opens again.
    expect(
      await menuLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(hrefs);
    await products.click();
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'All Snacks' })
          .isVisible(),
      )
      .toBe(true);
  });

  it('sends the variety packs, bundles and mix builder only what their pages read', async () => {
    const { page, errors } = await openPage(await freshContext());
    const response = await page.goto(`${snacksUrl}/varietypack`);
    const data = routeDataScripts((await response?.text()) ?? '').join('');
    // The recommended packs are text and prices: kept as the server sent them.
    const recommended = page.locator('[data-server-html="vp-recommended"]');
    const description = (await recommended.locator('li p').first().textContent()) ?? '';
    expect(description.length).toBeGreaterThan(10);
    expect(data).not.toContain(description);
    await waitForHydration(page);

    // The mix builder, reached in the page: the recommended packs rendered from the route
    // data on the way back; its own data without the API's eligible ids, brands and SKUs' prices.
    await page.evaluate(() => ((window as { samePage?: true }).samePage = true));
    await page.getByRole('link', { name: 'Build your own 30-pack' }).click();
    await page.waitForURL((url) => url.pathname === '/varietypack/customize');
    await page.goBack();
    await expect.poll(() => recommended.locator('li p').first().textContent()).toBe(description);
    expect(await page.evaluate(() => (window as { samePage?: true }).samePage)).toBe(true);
    const builder = await (
      await page.request.get(`${snacksUrl}/varietypack/customize`, {
        headers: DOCUMENT_LOAD_HEADERS,
      })
    ).text();
    const builderData = routeDataScripts(builder).join('');
    expect(builderData).toContain('packSize');
    for (const field of ['eligibleProductIds', 'maxPerProduct', 'maxQty', '"brand"'])
      expect(builderData).not.toContain(field);

    const bundles = await (
      await page.request.get(`${snacksUrl}/bundles`, { headers: DOCUMENT_LOAD_HEADERS })
    ).text();
    const bundlesData = routeDataScripts(bundles).join('');
    expect(bundlesData).toContain('bundleId');
    for (const field of ['"sku"', 'reviewCount', '"detail"', 'description'])
      expect(bundlesData).not.toContain(field);
    expect(errors).toEqual([]);
  });

  it('keeps a product page’s facts as the server sent them and renders another product’s in the page', async () => {
    const { page, errors } = await openPage(await freshContext());
    const response = await page.goto(
      `${snacksUrl}/products/crunch-harbor-sea-salt-potato-chips-1-oz`,
    );
    const data = routeDataScripts((await response?.text()) ?? '').join('');
    const facts = page.locator('[data-server-html="pdp-facts"]');
    const ingredients = (await facts.locator('p').first().textContent()) ?? '';
    expect(ingredients.length).toBeGreaterThan(10);
    expect(data).not.toContain(ingredients);
    expect(data).toContain('crunch-harbor-sea-salt-potato-chips-1-oz');
    expect(await facts.getByRole('table').getByRole('row').count()).toBeGreaterThan(3);

    // Another product through a recommended tile's link: its facts come with the route data.
    await page.evaluate(() => ((window as { samePage?: true }).samePage = true));
    await facts.evaluate((element) => ((element as HTMLElement & { kept?: true }).kept = true));
    const heading = page.getByRole('heading', { level: 1 });
    const first = await heading.textContent();
    await page.getByRole('region', { name: 'You may also like' }).getByRole('link').first().click();
    await expect.poll(() => heading.textContent()).not.toBe(first);
    await expect
      .poll(() => facts.evaluate((element) => (element as HTMLElement & { kept?: true }).kept))
      .toBeUndefined();
    expect(await facts.getByRole('heading', { level: 2 }).count()).toBe(2);
    // The other product's own ingredients, rendered in the browser from its route data.
    const otherIngredients = (await facts.locator('p').first().textContent()) ?? '';
    expect(otherIngredients.length).toBeGreaterThan(10);
    expect(await page.evaluate(() => (window as { samePage?: true }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });
});
