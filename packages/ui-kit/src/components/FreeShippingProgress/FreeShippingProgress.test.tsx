import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { FreeShippingProgress } from './FreeShippingProgress';

/** The bar's value and the message for an amount: what a shopper sees and hears. */
async function shown(amountCents: number) {
  const screen = await render(<FreeShippingProgress amountCents={amountCents} />);
  const bar = screen.getByRole('progressbar').element();
  return {
    value: bar.getAttribute('aria-valuenow'),
    message: screen.getByRole('status').element().textContent,
  };
}

describe('FreeShippingProgress follows 100 × amount / 15 and 15 − amount, clamped', () => {
  it.each([
    [0, '0', 'Add $15.00 more to get free shipping!'],
    [750, '50', 'Add $7.50 more to get free shipping!'],
    [1499, '99', 'Add $0.01 more to get free shipping!'],
    [1500, '100', 'You’ve earned free shipping!'],
    [1501, '100', 'You’ve earned free shipping!'],
    [-5, '0', 'Add $15.00 more to get free shipping!'],
  ])('at %i cents: %s%%, "%s"', async (amountCents, value, message) => {
    expect(await shown(amountCents)).toEqual({ value, message });
  });
});

describe('FreeShippingProgress', () => {
  it('tells how much is left one cent short of $15', async () => {
    const screen = await render(<FreeShippingProgress amountCents={1499} />);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Add $0.01 more to get free shipping!');
    const bar = screen.getByRole('progressbar', { name: 'Progress towards free shipping' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '99');
    await expectNoAxeViolations();
  });

  it('says free shipping is earned at exactly $15, in Spanish too', async () => {
    const screen = await render(
      <FreeShippingProgress
        amountCents={1500}
        reachedText="¡Ya tienes envío gratis!"
        remainingText="Agregue {amount}"
      />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('¡Ya tienes envío gratis!');
    await screen.rerender(
      <FreeShippingProgress
        amountCents={500}
        locale="es-US"
        remainingText="Agregue {amount} más"
      />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent(/Agregue \$10[.,]00 más/);
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  });
});

describe('FreeShippingProgress from the server’s answer', () => {
  it('shows what the server says remains of its minimum', async () => {
    const screen = await render(
      <FreeShippingProgress thresholdCents={2500} remainingCents={1000} />,
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Add $10.00 more to get free shipping!');
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await screen.rerender(<FreeShippingProgress thresholdCents={2500} remainingCents={0} />);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('You’ve earned free shipping!');
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('follows the server’s remaining amount over the cart’s own sum', async () => {
    const screen = await render(
      <FreeShippingProgress amountCents={1400} thresholdCents={1500} remainingCents={500} />,
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Add $5.00 more to get free shipping!');
  });
});
