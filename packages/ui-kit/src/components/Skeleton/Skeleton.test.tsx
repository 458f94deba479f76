import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('takes the requested size and stays hidden from screen readers', async () => {
    const screen = await render(
      <div style={{ inlineSize: '200px' }}>
        <Skeleton shape="rect" aspectRatio="1" />
      </div>,
    );
    const placeholder = screen.container.querySelector('[data-skeleton]')!;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    const box = placeholder.getBoundingClientRect();
    expect(box.width).toBe(200);
    expect(box.height).toBe(200);
  });
});
