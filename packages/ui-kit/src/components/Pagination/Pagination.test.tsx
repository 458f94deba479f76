import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Pagination, paginationRange } from './Pagination';

describe('paginationRange', () => {
  it('keeps the ends and the neighbours, and never hides a single page behind a gap', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(paginationRange(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(paginationRange(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(paginationRange(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});

describe('Pagination', () => {
  it('moves between pages by keyboard and marks the current one', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination page={1} pageCount={5} onPageChange={onPageChange} />);
    await expect.element(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    const previous = screen.getByRole('button', { name: 'Previous' });
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Page 1' }))
      .toHaveAttribute('aria-current', 'page');
    await screen.getByRole('button', { name: 'Next' }).click();
    await screen.getByRole('button', { name: 'Page 1' }).click();
    (screen.getByRole('button', { name: 'Page 2' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange.mock.calls).toEqual([[2], [2]]);
    await expectNoAxeViolations();
  });

  it('renders links when given URLs, none for a page that does not exist', async () => {
    const screen = await render(
      <Pagination
        page={3}
        pageCount={3}
        hrefFor={(n) => `/all-snacks?page=${n}`}
        pageLabel="Página {page}"
      />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Página 2' }))
      .toHaveAttribute('href', '/all-snacks?page=2');
    await expect
      .element(screen.getByRole('button', { name: 'Next' }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing for one page', async () => {
    const screen = await render(<Pagination page={1} pageCount={1} />);
    expect(screen.container.querySelector('nav')).toBeNull();
  });
});
