import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and takes typed text', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextField label="First name" onChange={onChange} />);
    await screen.getByText('First name').click();
    await userEvent.keyboard('Ana');
    const input = screen.getByRole('textbox', { name: 'First name' });
    await expect.element(input).toHaveValue('Ana');
    expect(onChange).toHaveBeenCalledTimes(3);
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error next to the field and wires it to the input', async () => {
    const screen = await render(
      <TextField label="Email" hint="For your receipt" error="Email is required." required />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(screen.getByText('Email is required.')).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('For your receipt Email is required.');
    await expect.element(input).toBeRequired();
    await expectNoAxeViolations();
  });

  it('cannot be typed into when disabled and is skipped by Tab', async () => {
    const screen = await render(
      <>
        <TextField label="City" disabled />
        <TextField label="Zip" />
      </>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('textbox', { name: 'Zip' })).toHaveFocus();
    await expect.element(screen.getByRole('textbox', { name: 'City' })).toBeDisabled();
  });
});
