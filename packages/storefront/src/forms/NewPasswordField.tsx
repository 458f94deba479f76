import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { PASSWORD_CRITERIA, passwordChecklist } from '@snackshop/commerce-core/password-checklist';
import { PasswordChecklist, TextField } from '@snackshop/ui-kit';

/**
 * A new password (sign-up, reset, change) with the live strength checklist of SPEC section 5
 * under it. The page keeps the value: its check in the browser reads it.
 */
export function NewPasswordField({
  label,
  name,
  checklistId,
  value,
  onChange,
  error,
  language,
  inputRef,
}: {
  label: string;
  name: string;
  /** The checklist's id, which the input names as its description. */
  checklistId: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  language: Language;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const labels = Object.fromEntries(
    PASSWORD_CRITERIA.map(({ key, label: criterion }) => [key, formatMessage(criterion, language)]),
  );
  return (
    <>
      <TextField
        ref={inputRef}
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={checklistId}
        error={error}
      />
      <PasswordChecklist
        id={checklistId}
        criteria={passwordChecklist(value)}
        labels={labels}
        title={t('account.password.checklist')}
        metLabel={t('account.password.met')}
        unmetLabel={t('account.password.unmet')}
        summary={(met, total) => t('account.password.summary', { met, total })}
      />
    </>
  );
}
