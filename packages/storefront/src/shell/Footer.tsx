import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BUILD_VERSION } from '@snackshop/commerce-core/catalogue';
import type { ShellData } from '../root/shellData';
import { CookieSettingsButton } from './CookieConsentPrompt';
import * as styles from './shell.css';

/**
 * The site footer: the footer navigation (menuSeq order), cookie settings and the build
 * version. The rewards site shows its programme block instead of the newsletter line
 * (SPEC section 2: "the rewards-site variant shows a different footer").
 */
export function Footer({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer} data-footer={shell.site.footer}>
      <div className={styles.footerInner}>
        {shell.site.footer === 'rewards' ? (
          <section className={styles.rewardsBlock} aria-labelledby="footer-rewards-title">
            <h2 id="footer-rewards-title">{t('footer.rewards.title')}</h2>
            <p>{t('footer.rewards.body')}</p>
            <a className={styles.rewardsLink} href={shell.signInHref}>
              {t('footer.rewards.join')}
            </a>
          </section>
        ) : (
          <p className={styles.muted}>{t('footer.snacks.newsletter')}</p>
        )}
        <nav aria-label={t('footer.nav')}>
          <ul className={styles.footerLinks}>
            {shell.footerNav.map((entry) => (
              <li key={entry.id}>
                <RouterLink to={entry.href} className={styles.navLink}>
                  {entry.label}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <CookieSettingsButton />
        </div>
        <p className={styles.muted}>
          {t('footer.copyright')} {t('footer.version', { version: BUILD_VERSION })}
        </p>
      </div>
    </footer>
  );
}
