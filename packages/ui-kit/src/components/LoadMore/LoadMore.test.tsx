import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  it('counts what is shown and loads more by keyboard', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(<LoadMore shown={36} total={120} onLoadMore={onLoadMore} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Showing 36 of 120');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });

  it('ignores presses while loading and drops the button when all are shown', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(<LoadMore shown={36} total={40} loading onLoadMore={onLoadMore} />);
    await screen.getByRole('button', { name: 'Load more' }).click({ force: true });
    expect(onLoadMore).not.toHaveBeenCalled();
    await screen.rerender(
      <LoadMore
        shown={40}
        total={40}
        onLoadMore={onLoadMore}
        statusText="Mostrando {shown} de {total}"
      />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Mostrando 40 de 40');
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
  });
});
