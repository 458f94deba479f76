import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { Box } from './Box';

describe('Box', () => {
  it('turns atom props into theme spacing and passes the rest to the element', async () => {
    const ref = createRef<HTMLElement>();
    const screen = await render(
      <Box ref={ref} component="section" padding="large" aria-label="Deals" data-kind="deals">
        Deals of the day
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Deals' }).element() as HTMLElement;
    expect(ref.current).toBe(section);
    expect(section.tagName).toBe('SECTION');
    expect(section.dataset.kind).toBe('deals');
    // The theme's large space is 1rem: 16px at the default font size.
    expect(getComputedStyle(section).paddingBlockStart).toBe('16px');
    expect(section.getAttribute('padding')).toBeNull();
    await expectNoAxeViolations();
  });

  it('resets a list element and keeps its own class names', async () => {
    const screen = await render(
      <Box component="ul" className="mine" display="flex">
        <li>Sweet</li>
        <li>Spicy</li>
      </Box>,
    );
    const list = screen.getByRole('list').element() as HTMLElement;
    expect(list.classList.contains('mine')).toBe(true);
    expect(getComputedStyle(list).listStyleType).toBe('none');
    expect(getComputedStyle(list).display).toBe('flex');
  });
});
