import { describe, expect, inject, it } from 'vitest';
import { stagedBootstrapModules } from '@snackshop/storefront/server';
import { browserSession, holdHydration, openPage } from './browser';

const snacksUrl = inject('snacksUrl');

const freshContext = browserSession(() => [snacksUrl]);

describe('hydration', () => {
  it('asks for each module of the page once, in short batches, and React creates none', async () => {
    const { page, errors } = await openPage(await freshContext());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // Every change that adds module preloads to the head, as the batch it came in, until the
    // first press (which fetches the code that only an interaction needs, with its preloads).
    await page.addInitScript(() => {
      const batches: number[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const preloads = Array.from(record.addedNodes).filter(
            (node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload',
          );
          if (preloads.length > 0) batches.push(preloads.length);
        }
      });
      observer.observe(document, { childList: true, subtree: true });
      const stop = () => {
        observer.disconnect();
        (window as unknown as { preloadBatches: number[] }).preloadBatches = batches;
      };
      window.addEventListener('pointerdown', stop, { capture: true, once: true });
    });
    const html = await (await fetch(`${snacksUrl}/all-snacks`)).text();
    // The staged bootstrap names the page's modules (decision 0044); the head names none.
    const modules = stagedBootstrapModules(html) ?? [];
    expect(modules.length).toBeGreaterThan(10);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
    await page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'networkidle' });
    const modulePreloads = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(modulePreloads).toHaveLength(modules.length);
    expect(new Set(modulePreloads).size).toBe(modulePreloads.length);
    // The header's menu opens once the page has hydrated.
    const menu = page.getByRole('button', { name: 'Products' });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const batches = await page.evaluate(
      () => (window as unknown as { preloadBatches: number[] }).preloadBatches,
    );
    // The bootstrap adds them four at a time; React creating them would add one batch per link.
    expect(batches.every((size) => size <= 4)).toBe(true);
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(modules.length);
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(errors).toEqual([]);
  });

  it('keeps a press made before the page hydrated and acts on it once it has', async () => {
    // Not openPage's: its goto waits for the hydration this test holds back.
    const page = await (await freshContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The client entry is held back: the page shows, the bootstrap runs, nothing hydrates.
    const release = await holdHydration(page);
    // As a shopper pressing the moment the page shows, not once it has hydrated.
    await page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'load' });
    const brand = page.locator('fieldset[data-facet="brand"]').getByRole('checkbox').first();
    await brand.click({ noWaitAfter: true });
    // Nothing acts on the box yet, so it stays as it was, not ticked for nothing.
    expect(await brand.isChecked()).toBe(false);
    expect(new URL(page.url()).searchParams.get('brand')).toBeNull();
    release();
    await page.waitForURL(/brand=/);
    await expect.poll(() => brand.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("hydrates through React Router's own router when the staged path fails, and says so", async () => {
    const { page, errors } = await openPage(await freshContext());
    // A stage of the staged path throws (it splits the route data before decoding it).
    await page.addInitScript(() => {
      ReadableStream.prototype.tee = () => {
        throw new Error('tee refused');
      };
    });
    await page.goto(`${snacksUrl}/all-snacks`);
    const fallback = await page.evaluate(() =>
      performance
        .getEntriesByName('snackshop:hydration-fallback')
        .map((mark) => (mark as PerformanceMark).detail as string),
    );
    expect(fallback).toEqual(['tee refused']);
    expect(errors).toEqual([
      "The page hydrates through React Router's HydratedRouter: tee refused",
    ]);
    // The page works: the header's menu opens and a link navigates in the page.
    const menu = page.getByRole('button', { name: 'Products' });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    const brand = page.locator('fieldset[data-facet="brand"]').getByRole('checkbox').first();
    await brand.click();
    await page.waitForURL(/brand=/);
    await expect.poll(() => brand.isChecked()).toBe(true);
  });
});
