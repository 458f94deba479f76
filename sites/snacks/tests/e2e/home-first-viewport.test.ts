import { describe, expect, inject, it } from 'vitest';
import { browserSession, openPage } from './browser';

const snacksUrl = inject('snacksUrl');

const freshContext = browserSession(() => [snacksUrl]);

describe('the home page’s first screen', () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])('shows the call to action and products at %i × %i', async (width, height) => {
    const { page, errors } = await openPage(await freshContext());
    await page.setViewportSize({ width, height });
    await page.goto(`${snacksUrl}/`, { waitUntil: 'networkidle' });
    const cta = page.locator('main').getByRole('link', { name: 'Start a mix' });
    const ctaBox = await cta.boundingBox();
    expect(ctaBox).not.toBeNull();
    expect(ctaBox!.y + ctaBox!.height).toBeLessThanOrEqual(height);
    const firstTile = page.locator('section[aria-labelledby="home-bestsellers"] article').first();
    // The first product's picture is in view, not below the fold.
    const picture = await firstTile.locator('img').first().boundingBox();
    expect(picture!.y + picture!.height / 2).toBeLessThan(height);
    // No banner is taller than its words and link need.
    const banners = await page
      .locator('main article:has(> a)')
      .evaluateAll((articles) => articles.map((a) => a.getBoundingClientRect().height));
    for (const bannerHeight of banners) expect(bannerHeight).toBeLessThan(260);
    expect(errors).toEqual([]);
  });
});
