import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { CategoryBanner, categoryBannerProps } from './CategoryBanner';

describe('CategoryBanner', () => {
  it('has the three presets All Snacks, Chips and All Brands, each heading the page', async () => {
    expect(categoryBannerProps.preset.values).toEqual(['allSnacks', 'chips', 'allBrands']);
    const titles = { allSnacks: 'All Snacks', chips: 'Chips', allBrands: 'All Brands' };
    const screen = await render(<CategoryBanner preset="allSnacks" />);
    for (const [preset, title] of Object.entries(titles)) {
      await screen.rerender(<CategoryBanner preset={preset as keyof typeof titles} />);
      await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoAxeViolations();
    }
  });

  it('takes a translated title in place of the preset one', async () => {
    const screen = await render(<CategoryBanner preset="allBrands" title="Todas las marcas" />);
    await expect.element(screen.getByRole('heading', { name: 'Todas las marcas' })).toBeVisible();
  });
});
