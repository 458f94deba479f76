import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Tabs } from './Tabs';

const items = [
  { value: 'a', label: 'Description', content: 'Crunchy.' },
  { value: 'b', label: 'Nutrition', content: '150 calories.' },
  { value: 'c', label: 'Reviews', content: 'None yet.', disabled: true },
  { value: 'd', label: 'Ingredients', content: 'Potatoes.' },
];

describe('Tabs', () => {
  it('shows the first panel and moves with the arrow keys, skipping disabled tabs', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Tabs label="Product details" items={items} onValueChange={onValueChange} />,
    );
    await expect.element(screen.getByRole('tablist', { name: 'Product details' })).toBeVisible();
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Crunchy.');
    await userEvent.tab();
    await expect.element(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('150 calories.');
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('tab', { name: 'Ingredients' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Crunchy.');
    expect(onValueChange.mock.calls).toEqual([['b'], ['d'], ['a']]);
    await expectNoAxeViolations();
  });
});
