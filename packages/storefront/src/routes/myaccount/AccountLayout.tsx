import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Heading } from '@snackshop/ui-kit';
import { ACCOUNT_PAGES } from '../../site/accountPages';
import * as styles from './myaccount.css';

/**
 * The frame of every account page: the account's navigation (the current page marked with
 * `aria-current`) beside the page's heading and content.
 */
export function AccountLayout({
  title,
  headingId = 'account-title',
  children,
}: {
  title: string;
  headingId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.layout}>
      <nav aria-label={t('myaccount.nav.label')} className={styles.nav}>
        <ul className={styles.navList}>
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.href}>
              <NavLink to={page.href} end={page.href === '/profile'} className={styles.navLink}>
                {t(page.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby={headingId}>
        <Heading level="1" id={headingId}>
          {title}
        </Heading>
        {children}
      </section>
    </div>
  );
}
