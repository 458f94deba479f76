import type { MouseEvent, ReactNode } from 'react';
import { interpolate } from '../private/interpolate';
import { ChevronEndIcon, ChevronStartIcon } from '../private/icons';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Pagination.css';

/**
 * The pages to show around `page`: always the first and last, the current one and its
 * neighbours, with 'gap' where pages are left out. A gap never hides a single page.
 */
export function paginationRange(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const range: Array<number | 'gap'> = [];
  for (const n of pages) {
    const previous = range.at(-1);
    if (typeof previous === 'number' && n - previous === 2) range.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) range.push('gap');
    range.push(n);
  }
  return range;
}

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /**
   * Builds each page's URL, so pages are real links that work before JavaScript loads and
   * can be indexed. Without it the pages are buttons.
   */
  hrefFor?: (page: number) => string;
  /** Called with the chosen page (after a link click, client-side routers take over). */
  onPageChange?: (page: number) => void;
  /** Names the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of each page, `{page}` filled in ("Page {page}"). */
  pageLabel?: string;
}

/**
 * Numbered pages with previous and next, in a named navigation landmark; the current page
 * is marked `aria-current="page"`. Nothing renders for a single page.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = 'Page {page}',
}: PaginationProps) {
  useStylesheetCheck('Pagination', styles.list);
  if (pageCount <= 1) return null;
  const control = (target: number, name: string, content: ReactNode, key: string) => {
    const current = target === page && key.startsWith('page');
    const outOfRange = target < 1 || target > pageCount;
    const inert = current || outOfRange;
    const onClick = (event: MouseEvent) => {
      if (inert) {
        event.preventDefault();
        return;
      }
      onPageChange?.(target);
    };
    const shared = {
      className: styles.page,
      'aria-label': name,
      'aria-current': current ? ('page' as const) : undefined,
      'aria-disabled': outOfRange ? true : undefined,
      onClick,
    };
    return hrefFor && !outOfRange ? (
      <a href={hrefFor(target)} {...shared}>
        {content}
      </a>
    ) : (
      <button type="button" {...shared}>
        {content}
      </button>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          {control(
            page - 1,
            previousLabel,
            <span className={styles.arrow}>
              <ChevronStartIcon />
            </span>,
            'previous',
          )}
        </li>
        {paginationRange(page, pageCount).map((n, index) => (
          <li key={n === 'gap' ? `gap-${index}` : n}>
            {n === 'gap' ? (
              <span className={styles.ellipsis} aria-hidden="true">
                …
              </span>
            ) : (
              control(n, interpolate(pageLabel, { page: n }), n, `page-${n}`)
            )}
          </li>
        ))}
        <li>
          {control(
            page + 1,
            nextLabel,
            <span className={styles.arrow}>
              <ChevronEndIcon />
            </span>,
            'next',
          )}
        </li>
      </ul>
    </nav>
  );
}
