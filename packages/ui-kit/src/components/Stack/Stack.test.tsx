import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { Stack } from './Stack';

describe('Stack', () => {
  it('puts its items one under the other, the theme space apart, full width', async () => {
    const screen = await render(
      <Stack component="ul" space="large" aria-label="Snacks" data-kind="snacks">
        <li>Crunch Curls</li>
        <li>Cloud Puffs</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Snacks' }).element() as HTMLElement;
    expect(list.dataset.kind).toBe('snacks');
    const [first, second] = screen
      .getByRole('listitem')
      .elements()
      .map((item) => item.getBoundingClientRect());
    // The theme's large space is 1rem: 16px at the default font size.
    expect(second!.top - first!.bottom).toBeCloseTo(16, 0);
    expect(first!.width).toBeCloseTo(list.getBoundingClientRect().width, 0);
    await expectNoAxeViolations();
  });

  it('centres items at their own width when asked', async () => {
    const screen = await render(
      <div style={{ inlineSize: '400px' }}>
        <Stack space="small" align="center">
          <span>Wave Crisps</span>
        </Stack>
      </div>,
    );
    const item = screen.getByText('Wave Crisps').element().getBoundingClientRect();
    const stack = screen.getByText('Wave Crisps').element().parentElement!.getBoundingClientRect();
    expect(item.width).toBeLessThan(stack.width);
    expect(item.left - stack.left).toBeCloseTo(stack.right - item.right, 0);
  });
});
