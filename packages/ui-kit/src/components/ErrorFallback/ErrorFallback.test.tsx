import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { ErrorFallback } from './ErrorFallback';

describe('ErrorFallback', () => {
  it("reads 'Oops, there is an error!' and offers 'Try again?' by default", async () => {
    const onRetry = vi.fn();
    const screen = await render(<ErrorFallback onRetry={onRetry} />);
    const region = screen.getByRole('region', { name: 'Oops, there is an error!' });
    // Focus lands on the screen, so the next Tab reaches the retry action.
    await expect.element(region).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Try again?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });

  it('takes translated texts', async () => {
    const screen = await render(
      <ErrorFallback
        title="¡Ups, hay un error!"
        retryLabel="¿Intentar de nuevo?"
        onRetry={() => {}}
      />,
    );
    await expect
      .element(screen.getByRole('heading', { name: '¡Ups, hay un error!' }))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: '¿Intentar de nuevo?' })).toBeVisible();
  });
});
