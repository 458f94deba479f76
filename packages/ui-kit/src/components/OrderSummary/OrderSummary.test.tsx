import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { OrderSummary } from './OrderSummary';

const rows = (container: HTMLElement) =>
  [...container.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);

describe('OrderSummary', () => {
  it('lists subtotal, discount, shipping, tax and total, formatted from cents', async () => {
    const screen = await render(
      <OrderSummary
        subtotalCents={4497}
        discountCents={450}
        couponName="SNACK10"
        shippingCents={0}
        taxCents={331}
        totalCents={4378}
      />,
    );
    expect(rows(screen.container)).toEqual([
      ['Subtotal', '$44.97'],
      ['Discount (SNACK10)', '−$4.50'],
      ['Shipping', 'FREE'],
      ['Tax', '$3.31'],
      ['Total', '$43.78'],
    ]);
    await expect.element(screen.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows a reward in a row of its own, apart from the coupon’s discount', async () => {
    const screen = await render(
      <OrderSummary
        subtotalCents={4497}
        discountCents={749}
        rewardCents={299}
        couponName="SNACK10"
        shippingCents={0}
        taxCents={331}
        totalCents={4079}
        labels={{ reward: 'Free pack' }}
      />,
    );
    expect(rows(screen.container)).toEqual([
      ['Subtotal', '$44.97'],
      ['Discount (SNACK10)', '−$4.50'],
      ['Free pack', '−$2.99'],
      ['Shipping', 'FREE'],
      ['Tax', '$3.31'],
      ['Total', '$40.79'],
    ]);
  });

  it('hides a zero discount and says when shipping and tax are not known yet', async () => {
    const screen = await render(
      <OrderSummary subtotalCents={1000} shippingCents={null} taxCents={null} totalCents={1000} />,
    );
    expect(rows(screen.container)).toEqual([
      ['Subtotal', '$10.00'],
      ['Shipping', 'Calculated at checkout'],
      ['Tax', 'Calculated at checkout'],
      ['Total', '$10.00'],
    ]);
  });

  it('announces an update and hides figures while loading', async () => {
    const screen = await render(
      <OrderSummary
        subtotalCents={1000}
        shippingCents={599}
        taxCents={0}
        totalCents={1599}
        loading
      />,
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Updating your order summary');
    await expect.element(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(screen.container.textContent).not.toContain('$15.99');
  });
});
