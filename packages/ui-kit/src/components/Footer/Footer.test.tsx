import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { rewardsTheme } from '../../themes/rewards';
import { snacksTheme } from '../../themes/snacks';
import { expectNoAxeViolations } from '../../../test/axe';
import { Footer } from './Footer';

const groups = [
  {
    title: 'Help',
    links: [
      { label: 'Customer Support', href: '/contact' },
      { label: 'Shipping & Returns', href: '/shipping' },
    ],
  },
];

describe('Footer', () => {
  it('groups its links under headings in a named landmark, reached by keyboard', async () => {
    const screen = await render(
      <Footer groups={groups} legal="© 2026 Snack Shop" version="3.0.7" />,
    );
    await expect.element(screen.getByRole('contentinfo')).toHaveAttribute('data-variant', 'snacks');
    await expect.element(screen.getByRole('heading', { name: 'Help' })).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Customer Support' })).toHaveFocus();
    await expect.element(screen.getByText('v3.0.7')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('has a rewards variant with its own look and a promotion link', async () => {
    document.body.className = rewardsTheme;
    try {
      const screen = await render(
        <>
          <Footer groups={groups} />
          <Footer
            variant="rewards"
            groups={groups}
            promo={{ text: 'Earn points.', linkLabel: 'Join Snack Rewards', href: '/rewards' }}
          />
        </>,
      );
      const [snacks, rewards] = screen.getByRole('contentinfo').elements();
      expect(getComputedStyle(rewards!).backgroundColor).not.toBe(
        getComputedStyle(snacks!).backgroundColor,
      );
      await expect
        .element(screen.getByRole('link', { name: 'Join Snack Rewards' }))
        .toHaveAttribute('href', '/rewards');
      await expectNoAxeViolations();
    } finally {
      document.body.className = snacksTheme;
    }
  });
});
