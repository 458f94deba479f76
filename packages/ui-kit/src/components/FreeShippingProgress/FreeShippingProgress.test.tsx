import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { FreeShippingProgress, freeShippingState } from './FreeShippingProgress';

describe('freeShippingState', () => {
  it('follows 100 × amount / 15 and 15 − amount, clamped, at the boundaries', () => {
    expect(freeShippingState(0, 1500)).toEqual({ percent: 0, remainingCents: 1500 });
    expect(freeShippingState(1499, 1500).remainingCents).toBe(1);
    expect(freeShippingState(1500, 1500)).toEqual({ percent: 100, remainingCents: 0 });
    expect(freeShippingState(1501, 1500)).toEqual({ percent: 100, remainingCents: 0 });
    expect(freeShippingState(750, 1500).percent).toBe(50);
    expect(freeShippingState(-5, 1500).percent).toBe(0);
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
        remainingText="Agrega {amount}"
      />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('¡Ya tienes envío gratis!');
    await screen.rerender(
      <FreeShippingProgress amountCents={500} locale="es-US" remainingText="Agrega {amount} más" />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent(/Agrega \$10[.,]00 más/);
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  });
});
