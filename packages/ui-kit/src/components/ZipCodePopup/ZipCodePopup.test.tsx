import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { settleAnimations } from '../../../test/animations';
import { expectNoAxeViolations } from '../../../test/axe';
import { ZipCodePopup } from './ZipCodePopup';

describe('ZipCodePopup', () => {
  it('takes focus, rejects empty and four-digit ZIPs, and submits five digits', async () => {
    const onSubmit = vi.fn();
    await render(<ZipCodePopup defaultOpen onSubmit={onSubmit} />);
    await expect.element(page.getByRole('dialog', { name: 'Enter your zip code' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Zip code' });
    await field.click();
    await userEvent.keyboard('{Enter}');
    await expect.element(field).toHaveAccessibleDescription('Zip code is required.');
    await userEvent.keyboard('1234{Enter}');
    await expect.element(field).toHaveAccessibleDescription('Zip code must be 5 digits.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('5');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('12345');
    await settleAnimations();
    await expectNoAxeViolations();
  });

  it('shows the site’s error for a ZIP it cannot serve', async () => {
    await render(
      <ZipCodePopup
        defaultOpen
        defaultZip="99501"
        onSubmit={() => {}}
        error="Product not available for the selected shipping zip code"
      />,
    );
    await expect
      .element(page.getByRole('textbox', { name: 'Zip code' }))
      .toHaveAccessibleDescription('Product not available for the selected shipping zip code');
  });

  it('lets the site’s error go once the ZIP it spoke of is edited, and says it again on a new refusal', async () => {
    const message = 'Product not available for the selected shipping zip code';
    const onSubmit = vi.fn();
    const screen = await render(
      <ZipCodePopup defaultOpen defaultZip="96813" onSubmit={onSubmit} error={message} />,
    );
    const field = page.getByRole('textbox', { name: 'Zip code' });
    await expect.element(field).toHaveAccessibleDescription(message);
    await field.click();
    await userEvent.keyboard('{Backspace}');
    await expect.element(field).not.toHaveAccessibleDescription(message);
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('4{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('96814');
    // The site refuses this one too: the same message, about the new ZIP.
    await screen.rerender(
      <ZipCodePopup defaultOpen defaultZip="96813" onSubmit={onSubmit} error={message} />,
    );
    await expect.element(field).toHaveAccessibleDescription(message);
  });
});
