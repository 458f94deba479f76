import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import * as styles from './checkout.css';

/**
 * What stops the shipping step, announced as an alert: the form's message and the cart lines
 * the server refused, with the way back to the cart to fix them. Nothing when all is well.
 */
export function ShippingStepErrors({
  id,
  formError,
  lineErrors,
}: {
  id: string;
  formError: string | null;
  lineErrors: readonly string[];
}) {
  const { t } = useTranslation();
  if (!formError && lineErrors.length === 0) return null;
  return (
    <div role="alert" id={id} className={styles.column}>
      {formError && <p className={styles.alert}>{formError}</p>}
      {lineErrors.length > 0 && (
        <>
          <ul className={styles.alert} data-line-errors>
            {lineErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <RouterLink to="/cart" className={styles.link}>
            {t('checkout.backToCart')}
          </RouterLink>
        </>
      )}
    </div>
  );
}
