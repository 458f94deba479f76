import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'ground', label: 'Ground', hint: '3–5 days' },
  { value: 'express', label: 'Express' },
  { value: 'pickup', label: 'Pickup', disabled: true },
];

describe('RadioGroup', () => {
  it('selects with a click on the label and moves with the arrow keys', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <RadioGroup label="Shipping" options={options} onValueChange={onValueChange} />,
    );
    await expect.element(screen.getByRole('radiogroup', { name: 'Shipping' })).toBeVisible();
    await screen.getByText('Ground').click();
    await expect.element(screen.getByRole('radio', { name: 'Ground' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Ground' })).toHaveFocus();
    // Radix moves focus on the next tick and checks the radio focused while an arrow key is
    // down, as a person's key press is; so each press is held until the radio is checked.
    await userEvent.keyboard('{ArrowDown>}');
    await expect.element(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    await userEvent.keyboard('{/ArrowDown}');
    // The disabled option is skipped: ArrowDown wraps to the first.
    await userEvent.keyboard('{ArrowDown>}');
    await expect.element(screen.getByRole('radio', { name: 'Ground' })).toBeChecked();
    await userEvent.keyboard('{/ArrowDown}');
    expect(onValueChange.mock.calls).toEqual([['ground'], ['express'], ['ground']]);
  });

  it('describes an option by its hint and the group by its error', async () => {
    const screen = await render(
      <RadioGroup label="Shipping" options={options} error="Choose a shipping method." />,
    );
    await expect
      .element(screen.getByRole('radio', { name: 'Ground' }))
      .toHaveAccessibleDescription('3–5 days');
    await expect
      .element(screen.getByRole('radiogroup'))
      .toHaveAccessibleDescription('Choose a shipping method.');
    await expectNoAxeViolations();
  });
});
