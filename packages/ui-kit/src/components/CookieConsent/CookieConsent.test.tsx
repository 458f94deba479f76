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

  it('opens with the short layer when fixed; Choose cookies shows the switches, saved as set from the keyboard', async () => {
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
    // Closed, the details are out of sight and out of the accessibility tree.
    const inside = [...screen.container.querySelectorAll('input[role="switch"], button')];
    const hidden = inside.filter((element) => !element.checkVisibility());
    expect(hidden.map((element) => element.getAttribute('role') ?? element.textContent)).toEqual([
      'switch',
      'switch',
      'switch',
      'Save choices',
    ]);
    const advertising = screen.getByRole('switch', { name: 'Advertising' });
    await userEvent.tab(); // policy link
    await userEvent.tab(); // Accept all
    await userEvent.tab(); // Reject
    await userEvent.tab(); // Choose cookies
    await userEvent.keyboard('{Enter}');
    await expect.element(advertising).toBeVisible();
    await expect.element(advertising).toBeChecked();
    await expect
      .element(advertising)
      .toHaveAccessibleDescription('Ads and offers based on what you browse.');
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

  it('shows the switches at once inline (a settings page) or when asked to', async () => {
    const screen = await render(
      <div>
        <CookieConsent onDecide={() => {}} placement="inline" />
        <CookieConsent onDecide={() => {}} defaultExpanded labels={{ title: 'Reopened' }} />
      </div>,
    );
    const switches = screen.getByRole('switch', { name: 'Functional' });
    await expect.element(switches.nth(0)).toBeVisible();
    await expect.element(switches.nth(1)).toBeVisible();
  });

  it('keeps a first visit on a phone short: the panel takes at most two fifths of the window', async () => {
    const screen = await render(
      <div style={{ inlineSize: '390px' }}>
        <CookieConsent onDecide={() => {}} placement="inline" defaultExpanded={false} />
      </div>,
    );
    const panel = screen.getByRole('region', { name: 'Cookies on this site' }).element();
    expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(844 * 0.4);
  });
});
