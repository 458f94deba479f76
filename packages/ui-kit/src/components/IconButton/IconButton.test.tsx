import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { CrossIcon } from '../private/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label, not by the icon', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <IconButton label="Close" icon={<CrossIcon />} onClick={onClick} />,
    );
    await screen.getByRole('button', { name: 'Close' }).click();
    expect(onClick).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });

  it('keeps a target of at least 24 by 24 px at the small size (WCAG 2.2)', async () => {
    const screen = await render(<IconButton size="small" label="Add" icon={<CrossIcon />} />);
    const box = screen.getByRole('button').element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  });
});
