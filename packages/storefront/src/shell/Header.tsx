import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { LANGUAGE_QUERY_PARAM } from '@snackshop/commerce-core/catalogue';
import type { ShellData } from '../root/shellData';
import { LoginPopup } from './LoginPopup';
import { SearchBox } from './SearchBox';
import * as styles from './shell.css';
import { ZipCodePopup } from './ZipCodePopup';

/**
 * The site header: the shop's name, the products menu from the navigation list (sorted by
 * menuSeq, a disclosure that opens without JavaScript), search with suggestions, the ZIP
 * code, the language switch and sign-in.
 */
export function Header({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <RouterLink to="/" className={styles.brand}>
          {shell.site.name}
        </RouterLink>
        <nav aria-label={t('header.primaryNav')}>
          <ProductsMenu entries={shell.headerNav} />
        </nav>
        <div className={styles.grow}>
          <SearchBox key={params.get('q') ?? ''} initialQuery={params.get('q') ?? ''} />
        </div>
        <div className={styles.toolbar}>
          <ZipCodePopup />
          <LanguageSwitch current={shell.language} />
          <LoginPopup signInHref={shell.signInHref} />
        </div>
      </div>
    </header>
  );
}

function ProductsMenu({ entries }: { entries: ShellData['headerNav'] }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Keyed by location so the menu closes after each navigation.
  return (
    <details className={styles.menu} key={location.key}>
      <summary className={styles.menuSummary}>{t('header.products')}</summary>
      <ul className={styles.menuPanel}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <RouterLink to={entry.href} className={styles.navLink}>
              {entry.label}
            </RouterLink>
            {entry.children.length > 0 && (
              <ul className={styles.subList}>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <RouterLink to={child.href} className={styles.subLink}>
                      {child.label}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Links to the same page in the other language; the choice is then stored. */
function LanguageSwitch({ current }: { current: ShellData['language'] }) {
  const location = useLocation();
  const other = current === 'es-us' ? 'en-us' : 'es-us';
  const params = new URLSearchParams(location.search);
  params.set(LANGUAGE_QUERY_PARAM, other);
  return (
    <a
      href={`${location.pathname}?${params.toString()}`}
      hrefLang={other === 'es-us' ? 'es-US' : 'en-US'}
      lang={other === 'es-us' ? 'es-US' : 'en-US'}
      className={styles.navLink}
    >
      {other === 'es-us' ? 'Español' : 'English'}
    </a>
  );
}
