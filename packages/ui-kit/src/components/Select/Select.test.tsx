import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Select } from './Select';

const options = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'HI', label: 'Hawaii', disabled: true },
];

describe('Select', () => {
  it('starts on the placeholder and changes by keyboard', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Select label="State" placeholder="Select a state" options={options} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    await expect.element(select).toHaveDisplayValue('Select a state');
    await userEvent.selectOptions(select.element(), 'NY');
    await expect.element(select).toHaveValue('NY');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('offers disabled options without letting them be chosen', async () => {
    const screen = await render(<Select label="State" options={options} />);
    await expect.element(screen.getByRole('option', { name: 'Hawaii' })).toBeDisabled();
  });

  it('wires its error to the select', async () => {
    const screen = await render(
      <Select
        label="State"
        options={options}
        placeholder="Pick"
        required
        error="State is required."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleDescription('State is required.');
    await expectNoAxeViolations();
  });
});
