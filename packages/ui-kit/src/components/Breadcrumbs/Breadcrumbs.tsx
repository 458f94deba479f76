import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import { ChevronEndIcon } from '../private/icons';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Breadcrumbs.css';

/** One step of the trail; the last is the current page and needs no href. */
export interface Breadcrumb {
  label: ReactNode;
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly Breadcrumb[];
  /** Names the navigation landmark ("Breadcrumb"). */
  label?: string;
  /**
   * Renders each link as a router's client-side link (one element taking `href` and
   * children); it is styled like Link. Plain anchors by default.
   */
  renderLink?: (link: { href: string; children: ReactNode }) => ReactNode;
}

/**
 * The trail from Home to the current page, in a named navigation landmark; the current
 * page is marked `aria-current="page"` and is not a link.
 */
export function Breadcrumbs({ items, label = 'Breadcrumb', renderLink }: BreadcrumbsProps) {
  useStylesheetCheck('Breadcrumbs', styles.list);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {last || !item.href ? (
                <span
                  className={last ? styles.current : undefined}
                  aria-current={last ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Link tone="neutral" href={item.href} asChild={Boolean(renderLink)}>
                  {renderLink ? renderLink({ href: item.href, children: item.label }) : item.label}
                </Link>
              )}
              {!last && (
                <span className={styles.separator} aria-hidden="true">
                  <ChevronEndIcon />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
