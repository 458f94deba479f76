import { useTranslation } from 'react-i18next';
import { CheckboxField, Link } from '@snackshop/ui-kit';
import type { SentFields } from './sentFields';

/** Sign-up's required terms of use and its two optional newsletter opt-ins. */
export function ConsentFields({ values, errors }: SentFields) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxField
        name="terms"
        required
        defaultChecked={values.terms === 'on'}
        label={
          <>
            {t('account.field.termsBefore')}{' '}
            <Link href="/terms-of-use">{t('account.field.termsLink')}</Link>
          </>
        }
        error={errors.terms}
      />
      <CheckboxField
        name="rewardsNewsletter"
        defaultChecked={values.rewardsNewsletter === 'on'}
        label={t('account.field.rewardsNewsletter')}
      />
      <CheckboxField
        name="shopNewsletter"
        defaultChecked={values.shopNewsletter === 'on'}
        label={t('account.field.shopNewsletter')}
      />
    </>
  );
}
