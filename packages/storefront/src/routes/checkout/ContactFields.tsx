import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore } from '@snackshop/commerce-hooks';
import { PhoneField, TextField } from '@snackshop/ui-kit';
import * as styles from './checkout.css';
import type { CheckoutErrors } from './checkoutRequest';

/** The contact part of step 0 (SPEC section 3 contactInfo): email and phone number. */
export const ContactFields = observer(function ContactFields({
  errors,
}: {
  errors: CheckoutErrors;
}) {
  const checkout = useCheckoutStore();
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('checkout.contactTitle')}</legend>
      <div className={styles.pair}>
        <TextField
          label={t('checkout.email')}
          hint={t('checkout.emailHint')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={checkout.contactInfo.email.value}
          onChange={(event) => checkout.setContactField('email', event.target.value)}
          error={errors['contactInfo.email']}
        />
        <PhoneField
          label={t('checkout.phone')}
          name="phoneNumber"
          autoComplete="tel-national"
          required
          value={checkout.contactInfo.phoneNumber.value}
          onChange={(formatted) => checkout.setContactField('phoneNumber', formatted)}
          error={errors['contactInfo.phoneNumber']}
        />
      </div>
    </fieldset>
  );
});
