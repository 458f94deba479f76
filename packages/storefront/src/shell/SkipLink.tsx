import { useTranslation } from 'react-i18next';
import * as styles from './shell.css';

/** The first focusable element: jumps past the header to the page (WCAG 2.4.1). */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <a href={`#${target}`} className={styles.skipLink}>
      {t('site.skipToContent')}
    </a>
  );
}
