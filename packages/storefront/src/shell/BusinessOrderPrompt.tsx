import { useTranslation } from 'react-i18next';
import { BusinessOrderPrompt as KitBusinessOrderPrompt } from '@snackshop/ui-kit';
import * as styles from './shell.css';

/**
 * SPEC sections 1 and 8: business buyers are sent away: the question and a link to the
 * separate business-ordering site (configured by BUSINESS_SITE_URL).
 */
export function BusinessOrderPrompt({ businessSiteUrl }: { businessSiteUrl: string }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.prompt} aria-label={t('business.link')}>
      <KitBusinessOrderPrompt
        businessSiteHref={businessSiteUrl}
        question={t('business.prompt')}
        linkLabel={t('business.link')}
        newTabLabel={t('business.newTab')}
      />
    </aside>
  );
}
