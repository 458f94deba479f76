import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Price } from './Price';

describe('Price', () => {
  it.each([
    [1299, '$12.99'],
    [0, '$0.00'],
    [100000, '$1,000.00'],
  ])('formats %i cents as US dollars: %s', async (cents, text) => {
    const screen = await render(<Price cents={cents} />);
    expect(screen.container.textContent).toBe(text);
  });
});

describe('Price', () => {
  it('shows the price alone when there is no discount', async () => {
    const screen = await render(<Price cents={1299} originalCents={1299} />);
    expect(screen.container.textContent).toBe('$12.99');
  });

  it('speaks both prices of a discount, since strike-through is not announced', async () => {
    const screen = await render(<Price cents={999} originalCents={1299} />);
    expect(screen.container.textContent).toBe('Sale price $9.99Original price $12.99');
    await expect
      .element(screen.getByText('$12.99'))
      .toHaveStyle({ textDecorationLine: 'line-through' });
  });

  it('uses the translated labels in Spanish', async () => {
    const screen = await render(
      <Price
        cents={999}
        originalCents={1299}
        locale="es-US"
        saleLabel="Precio de oferta"
        originalLabel="Precio original"
      />,
    );
    expect(screen.container.textContent).toContain('Precio de oferta');
    expect(screen.container.textContent).toContain('Precio original');
  });
});
