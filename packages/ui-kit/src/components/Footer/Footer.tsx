import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Footer.css';

/** Footer's props as data. */
export const footerProps = {
  variant: { values: ['snacks', 'rewards'], default: 'snacks' },
} as const;

/** A titled column of footer links. */
export interface FooterGroup {
  title: string;
  links: ReadonlyArray<{ label: string; href: string }>;
}

export interface FooterProps {
  /** `snacks` for the shop, `rewards` for the rewards site's own footer (SPEC section 2). */
  variant?: (typeof footerProps.variant.values)[number];
  groups: readonly FooterGroup[];
  /** A line above the links with one link (the rewards programme, or the shop). */
  promo?: { text: ReactNode; linkLabel: ReactNode; href: string };
  /** Copyright and similar small print. */
  legal?: ReactNode;
  /** The build version shown in the small print ("3.0.7"). */
  version?: string;
  /** Names the footer's navigation landmark. */
  navigationLabel?: string;
}

/**
 * The page footer, in the snacks variant or the rewards site's variant: columns of links
 * (Customer Support, Shipping & Returns, About Us, Terms of Use, Privacy Policy...),
 * an optional promotion line and the small print.
 */
export function Footer({
  variant = footerProps.variant.default,
  groups,
  promo,
  legal,
  version,
  navigationLabel = 'Footer',
}: FooterProps) {
  useStylesheetCheck('Footer', styles.root);
  return (
    <footer className={clsx(styles.root, styles.variant[variant])} data-variant={variant}>
      <div className={styles.inner}>
        {promo && (
          <div className={styles.promo}>
            <p className={styles.promoText}>{promo.text}</p>
            <a href={promo.href} className={styles.promoLink}>
              {promo.linkLabel}
            </a>
          </div>
        )}
        {groups.length > 0 && (
          <nav aria-label={navigationLabel} className={styles.groups}>
            {groups.map((group) => (
              <div key={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.links}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className={styles.link}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        {(legal || version) && (
          <p className={styles.legal}>
            {legal && <span>{legal}</span>}
            {version && <span>v{version}</span>}
          </p>
        )}
      </div>
    </footer>
  );
}
