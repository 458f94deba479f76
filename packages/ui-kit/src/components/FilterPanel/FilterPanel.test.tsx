import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { FILTER_SHOW_MORE_LIMIT, FilterPanel, type FilterFacet } from './FilterPanel';

const facetWith = (n: number): FilterFacet => ({
  id: 'brand',
  label: 'Brand',
  options: Array.from({ length: n }, (_, i) => ({
    value: `b${i + 1}`,
    label: `Brand ${i + 1}`,
    count: i + 1,
  })),
});

const facets: FilterFacet[] = [
  facetWith(3),
  {
    id: 'flavor',
    label: 'Flavor',
    options: [
      { value: 'sea-salt', label: 'Sea salt', count: 22 },
      { value: 'bbq', label: 'Barbecue', count: 15 },
    ],
  },
];

describe('FilterPanel', () => {
  it('lists each facet as a named group with counts, and reports selections', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <FilterPanel facets={facets} onSelectionChange={onSelectionChange} />,
    );
    await expect.element(screen.getByRole('group', { name: 'Flavor' })).toBeVisible();
    await screen.getByRole('checkbox', { name: 'Sea salt (22)' }).click();
    await screen.getByRole('checkbox', { name: 'Brand 2 (2)' }).click();
    expect(onSelectionChange).toHaveBeenLastCalledWith({ flavor: ['sea-salt'], brand: ['b2'] });
    await expectNoAxeViolations();
  });

  it('shows selected filters as chips that remove them, and clears all', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <FilterPanel
        facets={facets}
        defaultSelection={{ brand: ['b1', 'b3'], flavor: ['bbq'] }}
        onSelectionChange={onSelectionChange}
      />,
    );
    const chips = screen.getByRole('list', { name: 'Selected filters' }).getByRole('button');
    expect(chips.elements().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove filter Brand 1',
      'Remove filter Brand 3',
      'Remove filter Barbecue',
    ]);
    await screen.getByRole('button', { name: 'Remove filter Brand 1' }).click();
    expect(onSelectionChange).toHaveBeenLastCalledWith({ brand: ['b3'], flavor: ['bbq'] });
    await expect.element(screen.getByRole('checkbox', { name: 'Brand 1 (1)' })).not.toBeChecked();
    await screen.getByRole('button', { name: 'Clear all' }).click();
    expect(onSelectionChange).toHaveBeenLastCalledWith({});
    await expect.element(screen.getByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('list', { name: 'Selected filters' }))
      .not.toBeInTheDocument();
  });

  it(`shows all of exactly ${FILTER_SHOW_MORE_LIMIT} sub-filters without "Show more"`, async () => {
    expect(FILTER_SHOW_MORE_LIMIT).toBe(10);
    const screen = await render(<FilterPanel facets={[facetWith(10)]} />);
    expect(screen.getByRole('checkbox').elements()).toHaveLength(10);
    await expect.element(screen.getByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('hides sub-filters past the tenth behind "Show more"', async () => {
    const screen = await render(<FilterPanel facets={[facetWith(11)]} />);
    expect(screen.getByRole('checkbox').elements()).toHaveLength(10);
    const more = screen.getByRole('button', { name: 'Show more' });
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    expect(screen.getByRole('checkbox').elements()).toHaveLength(11);
    const less = screen.getByRole('button', { name: 'Show less' });
    await expect.element(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    expect(screen.getByRole('checkbox').elements()).toHaveLength(10);
  });

  it('moves into a drawer behind a Filters button on phones', async () => {
    await page.viewport(375, 740);
    try {
      const screen = await render(
        <FilterPanel facets={facets} defaultSelection={{ flavor: ['bbq'] }} resultCount={36} />,
      );
      await expect
        .element(screen.getByRole('checkbox', { name: 'Barbecue (15)' }))
        .not.toBeInTheDocument();
      await screen.getByRole('button', { name: 'Filters (1)' }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await expect.element(drawer.getByRole('checkbox', { name: 'Barbecue (15)' })).toBeChecked();
      await drawer.getByRole('checkbox', { name: 'Sea salt (22)' }).click();
      await expectNoAxeViolations();
      await drawer.getByRole('button', { name: 'Show 36 results' }).click();
      await expect.element(drawer).not.toBeInTheDocument();
      const filters = screen.getByRole('button', { name: 'Filters (2)' });
      await expect.element(filters).toBeVisible();
      await expect.element(filters).toHaveAttribute('aria-expanded', 'false');
      // Closing gives focus back to the button that opened the drawer.
      expect(document.activeElement).toBe(filters.element());
      await filters.click();
      await expect.element(drawer).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(drawer).not.toBeInTheDocument();
      expect(document.activeElement).toBe(filters.element());
    } finally {
      await page.viewport(1024, 768);
    }
  });

  it('looks the same as the approved screenshot', async () => {
    const screen = await render(
      <div style={{ inlineSize: '288px', padding: '8px' }}>
        <FilterPanel facets={[facetWith(12), facets[1]!]} defaultSelection={{ brand: ['b2'] }} />
      </div>,
    );
    await expect
      .element(page.elementLocator(screen.container.firstElementChild!))
      .toMatchScreenshot('filter-panel');
  });
});
