import { useTranslation } from 'react-i18next';
import { TextField } from '@snackshop/ui-kit';
import * as styles from './form.css';

/** First and last name, side by side on wider screens. */
export function NameFields({
  firstName,
  lastName,
  errors,
  autoCompleteSection,
}: {
  firstName: string;
  lastName: string;
  errors: Record<string, string>;
  /** Names whose person the browser fills in from another entry (a shipping address). */
  autoCompleteSection?: 'shipping';
}) {
  const { t } = useTranslation();
  const prefix = autoCompleteSection ? `${autoCompleteSection} ` : '';
  return (
    <div className={styles.pair}>
      <TextField
        label={t('account.field.firstName')}
        name="firstName"
        autoComplete={`${prefix}given-name`}
        required
        defaultValue={firstName}
        error={errors.firstName}
      />
      <TextField
        label={t('account.field.lastName')}
        name="lastName"
        autoComplete={`${prefix}family-name`}
        required
        defaultValue={lastName}
        error={errors.lastName}
      />
    </div>
  );
}
