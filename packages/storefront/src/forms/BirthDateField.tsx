import { useTranslation } from 'react-i18next';
import type { Language } from '@snackshop/commerce-core/language';
import { DateOfBirthSelects } from '@snackshop/ui-kit';
import { monthNames } from '../i18n/format';

/**
 * The required date of birth as three selects; one message for whichever part is wrong. The
 * years are the spec's whole list (2030 down to 1909, the kit's default): a year too recent
 * for an adult is refused with the spec's under-18 message, not hidden.
 */
export function BirthDateField({
  day,
  month,
  year,
  errors,
  language,
}: {
  day: string;
  month: string;
  year: string;
  errors: Record<string, string>;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <DateOfBirthSelects
      legend={t('account.field.birthDate')}
      required
      defaultValue={{ day, month, year }}
      dayLabel={t('account.field.day')}
      monthLabel={t('account.field.month')}
      yearLabel={t('account.field.year')}
      monthNames={monthNames(language)}
      placeholder={t('account.field.select')}
      error={errors.birthDay ?? errors.birthMonth ?? errors.birthYear}
    />
  );
}
