import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { formatPhone, PhoneField } from './PhoneField';

describe('PhoneField', () => {
  it('formats ten digits as they are typed and stops at ten', async () => {
    const onChange = vi.fn();
    const screen = await render(<PhoneField label="Phone" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await input.click();
    await userEvent.keyboard('555-123-45678');
    await expect.element(input).toHaveValue('(555) 123-4567');
    expect(onChange).toHaveBeenLastCalledWith('(555) 123-4567', '5551234567');
    await expect.element(input).toHaveAttribute('type', 'tel');
  });

  it('lets Backspace delete past the formatting it added', async () => {
    const screen = await render(<PhoneField label="Phone" defaultValue="555" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await expect.element(input).toHaveValue('(555)');
    await input.click();
    await userEvent.keyboard('{End}{Backspace}');
    await expect.element(input).toHaveValue('55');
  });

  it('formats partial numbers and ignores letters', () => {
    expect(formatPhone('55')).toBe('55');
    expect(formatPhone('5551')).toBe('(555) 1');
    expect(formatPhone('(555) 123 4567 ext')).toBe('(555) 123-4567');
  });

  it('shows its error next to the field', async () => {
    const screen = await render(
      <PhoneField label="Phone" defaultValue="555" error="Phone number must be 10 digits." />,
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Phone' }))
      .toHaveAccessibleDescription('Phone number must be 10 digits.');
    await expectNoAxeViolations();
  });
});
