import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { QuantityStepper } from './QuantityStepper';

describe('QuantityStepper', () => {
  it('steps between min and max and disables the buttons at the bounds', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <QuantityStepper defaultValue={1} min={1} max={3} onChange={onChange} />,
    );
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await expect.element(decrease).toBeDisabled();
    await increase.click();
    await increase.click();
    expect(onChange.mock.calls).toEqual([[2], [3]]);
    await expect.element(increase).toBeDisabled();
    await expect.element(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    // Marked as the buttons that need scripts, for a page served without them to hide.
    await expect.element(decrease).toHaveAttribute('data-step', 'decrease');
    await expect.element(increase).toHaveAttribute('data-step', 'increase');
    await expectNoAxeViolations();
  });

  it('clamps a typed quantity to the bounds when the field is left', async () => {
    const onChange = vi.fn();
    const screen = await render(<QuantityStepper defaultValue={2} max={5} onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await field.fill('12');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(5);
    await expect.element(field).toHaveValue(5);
    await field.fill('0');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('keeps the last quantity when the field is emptied', async () => {
    const onChange = vi.fn();
    const screen = await render(<QuantityStepper defaultValue={4} onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await field.fill('');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(field).toHaveValue(4);
  });
});
