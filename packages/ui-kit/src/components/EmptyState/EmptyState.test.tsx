import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is empty and offers the way forward by keyboard', async () => {
    const onCreate = vi.fn();
    const screen = await render(
      <EmptyState
        title="No Saved Mixes yet!"
        description="Build a 30-pack."
        illustration={<svg />}
        action={<Button onClick={onCreate}>Create Mix</Button>}
      />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 2, name: 'No Saved Mixes yet!' }))
      .toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });
});
