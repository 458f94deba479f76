import { useTranslation } from 'react-i18next';
import { GENDER_OPTIONS } from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { Select } from '@snackshop/ui-kit';

/** The required gender, from commerce-core's options in the page's language. */
export function GenderField({
  defaultValue,
  error,
  language,
}: {
  defaultValue: string;
  error: string | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('account.field.gender')}
      name="gender"
      required
      placeholder={t('account.field.select')}
      defaultValue={defaultValue}
      options={GENDER_OPTIONS.map((option) => ({
        value: option.value,
        label: formatMessage(option.label, language),
      }))}
      error={error}
    />
  );
}
