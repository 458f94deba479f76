import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('names a control for screen readers while taking no room on screen', async () => {
    const screen = await render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden id="remove-name">Remove Crunch Curls</VisuallyHidden>
      </button>,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Remove Crunch Curls' }))
      .toBeInTheDocument();
    const hidden = document.getElementById('remove-name') as HTMLElement;
    const box = hidden.getBoundingClientRect();
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    await expectNoAxeViolations();
  });
});
