import { describe, expect, inject, it } from 'vitest';
import { browserSession, openPage } from './browser';

const snacksUrl = inject('snacksUrl');

const freshContext = browserSession(() => [snacksUrl]);

describe('hydration', () => {
  it('finds the module preloads in the head instead of creating them, and fetches each module once', async () => {
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
    const entryModules = /for\(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
    const entryCount = (JSON.parse(entryModules ?? '[]') as string[]).length;
    expect(entryCount).toBeGreaterThan(0);
    await page.goto(`${snacksUrl}/all-snacks`, { waitUntil: 'networkidle' });
    // The header's menu opens once the page has hydrated.
    const menu = page.getByRole('button', { name: 'Products' });
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const batches = await page.evaluate(
      () => (window as unknown as { preloadBatches: number[] }).preloadBatches,
    );
    // The server's script adds the entry's modules one by one, the client entry the rest at
    // once before hydrating; React creating them would add one batch per link.
    expect(batches.slice(0, entryCount)).toEqual(Array(entryCount).fill(1));
    expect(batches.length).toBe(entryCount + 1);
    expect(batches.at(-1)).toBeGreaterThan(10);
    const modulePreloads = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(modulePreloads).size).toBe(modulePreloads.length);
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(errors).toEqual([]);
  });
});
