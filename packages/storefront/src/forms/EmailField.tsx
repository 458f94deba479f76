import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@snackshop/ui-kit';

/** The account's email, required. */
export function EmailField({
  defaultValue,
  error,
  inputRef,
}: {
  defaultValue: string;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={inputRef}
      label={t('account.field.email')}
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={defaultValue}
      error={error}
    />
  );
}
