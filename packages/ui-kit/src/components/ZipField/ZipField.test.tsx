import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { ZipField } from './ZipField';

describe('ZipField', () => {
  it('keeps digits only and stops at five', async () => {
    const onChange = vi.fn();
    const screen = await render(<ZipField label="Zip code" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    await input.click();
    await userEvent.keyboard('1a2-3456');
    await expect.element(input).toHaveValue('12345');
    expect(onChange).toHaveBeenLastCalledWith('12345');
    await expect.element(input).toHaveAttribute('inputmode', 'numeric');
    await expect.element(input).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('takes a controlled value and shows its error', async () => {
    const screen = await render(
      <ZipField label="Zip code" value="1000" error="Zip code must be 5 digits." />,
    );
    const input = screen.getByRole('textbox', { name: 'Zip code' });
    await expect.element(input).toHaveValue('1000');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations();
  });
});
