import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { Inline } from './Inline';

const snacks = ['Crunch Curls', 'Cloud Puffs', 'Wave Crisps', 'Cheddar Bites'];

describe('Inline', () => {
  it('puts its items side by side, the theme space apart', async () => {
    const screen = await render(
      <Inline component="ul" space="large" aria-label="Snacks">
        {snacks.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Inline>,
    );
    const [first, second] = screen
      .getByRole('listitem')
      .elements()
      .map((item) => item.getBoundingClientRect());
    expect(second!.top).toBeCloseTo(first!.top, 0);
    // The theme's large space is 1rem: 16px at the default font size.
    expect(second!.left - first!.right).toBeCloseTo(16, 0);
    await expectNoAxeViolations();
  });

  it('wraps onto another row when the width runs out', async () => {
    const screen = await render(
      <div style={{ inlineSize: '120px' }}>
        <Inline space="small">
          {snacks.map((name) => (
            <span key={name}>{name}</span>
          ))}
        </Inline>
      </div>,
    );
    const first = screen.getByText(snacks[0]!).element().getBoundingClientRect();
    const last = screen.getByText(snacks[3]!).element().getBoundingClientRect();
    expect(last.top).toBeGreaterThan(first.top);
    const row = screen.getByText(snacks[0]!).element().parentElement!;
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  });

  it('centres its items in the row when asked', async () => {
    const screen = await render(
      <div style={{ inlineSize: '400px' }}>
        <Inline space="small" align="center" alignY="center">
          <span>Wave Crisps</span>
        </Inline>
      </div>,
    );
    const item = screen.getByText('Wave Crisps').element().getBoundingClientRect();
    const row = screen.getByText('Wave Crisps').element().parentElement!.getBoundingClientRect();
    expect(item.left - row.left).toBeCloseTo(row.right - item.right, 0);
  });
});
