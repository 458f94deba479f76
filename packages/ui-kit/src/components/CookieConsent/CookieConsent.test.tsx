import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { CookieConsent } from './CookieConsent';

describe('CookieConsent', () => {
  it('accepts all or rejects all in one press', async () => {
    const onDecide = vi.fn();
    const screen = await render(<CookieConsent onDecide={onDecide} placement="inline" />);
    await screen.getByRole('button', { name: 'Accept all' }).click();
    await screen.getByRole('button', { name: 'Reject' }).click();
    expect(onDecide.mock.calls).toEqual([
      [{ advertising: true, functional: true, anyConsent: true }],
      [{ advertising: false, functional: false, anyConsent: false }],
    ]);
  });

  it('saves the three switches as set from the keyboard', async () => {
    const onDecide = vi.fn();
    const screen = await render(
      <CookieConsent
        onDecide={onDecide}
        policyHref="/privacy"
        defaultChoice={{ advertising: true, functional: false, anyConsent: false }}
      />,
    );
    await expect
      .element(screen.getByRole('region', { name: 'Cookies on this site' }))
      .toBeVisible();
    const advertising = screen.getByRole('switch', { name: 'Advertising' });
    await expect.element(advertising).toBeChecked();
    await expect
      .element(advertising)
      .toHaveAccessibleDescription('Ads and offers based on what you browse.');
    await userEvent.tab(); // policy link
    await userEvent.tab();
    await expect.element(advertising).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.getByRole('button', { name: 'Save choices' }).click();
    expect(onDecide).toHaveBeenCalledWith({
      advertising: false,
      functional: true,
      anyConsent: true,
    });
    await expectNoAxeViolations();
  });
});
