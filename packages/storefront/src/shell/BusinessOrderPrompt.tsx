import { useTranslation } from 'react-i18next';
import { Link } from '@snackshop/ui-kit';
import * as styles from './shell.css';

/**
 * SPEC sections 1 and 8: business buyers are sent away. The question and a link to the
 * separate business-ordering site (configured by BUSINESS_SITE_URL).
 */
export function BusinessOrderPrompt({ businessSiteUrl }: { businessSiteUrl: string }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.prompt} aria-label={t('business.link')}>
      <p>{t('business.prompt')}</p>
      <Link href={businessSiteUrl} rel="noopener">
        {t('business.link')}
      </Link>
    </aside>
  );
}
