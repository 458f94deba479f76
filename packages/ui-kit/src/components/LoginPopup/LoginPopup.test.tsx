import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { settleAnimations } from '../../../test/animations';
import { expectNoAxeViolations } from '../../../test/axe';
import { Button } from '../Button/Button';
import { LoginPopup } from './LoginPopup';

describe('LoginPopup', () => {
  it('explains why and links to sign-in and account creation, by keyboard', async () => {
    const screen = await render(
      <LoginPopup
        signInHref="https://shop.example/?signin=true"
        createAccountHref="/create-account"
        trigger={<Button>Save mix</Button>}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Sign in to continue' });
    await expect
      .element(dialog)
      .toHaveAccessibleDescription(
        'Sign in or create an account to save your mix and find it again later.',
      );
    await expect
      .element(page.getByRole('link', { name: 'Sign in' }))
      .toHaveAttribute('href', 'https://shop.example/?signin=true');
    await expect
      .element(page.getByRole('link', { name: 'Create account' }))
      .toHaveAttribute('href', '/create-account');
    await settleAnimations();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('button', { name: 'Save mix' })).toHaveFocus();
  });

  it('lets the site start the sign-in itself, and says why it could not', async () => {
    const followed: string[] = [];
    const screen = await render(
      <LoginPopup
        open
        signInHref="/signin"
        createAccountHref="/signin?screen=create"
        onLinkClick={(link, event) => {
          event.preventDefault();
          followed.push(link);
        }}
        error="Something went to wrong on server, please try again"
      />,
    );
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Create account' }).click();
    expect(followed).toEqual(['signIn', 'createAccount']);
    // The page stayed where it was: the site's handler decided.
    expect(window.location.pathname).not.toBe('/signin');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Something went to wrong on server, please try again');
    await settleAnimations();
    await expectNoAxeViolations();
    screen.unmount();
  });
});
