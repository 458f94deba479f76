import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { fieldErrors, passwordSchema } from '@snackshop/commerce-core/validation';
import { CurrentPasswordField } from '../../forms/CurrentPasswordField';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { useFormCheck } from '../../forms/useFormCheck';
import { AccountLayout } from './AccountLayout';
import type { AccountFormResult } from './account.server';
import { accountMeta } from './accountMeta';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitRow } from '../../forms/SubmitRow';
import * as styles from './myaccount.css';
import type { passwordLoader } from './password.server';

export const passwordMeta: MetaFunction = accountMeta('myaccount.password.title');

/**
 * `/profile/password` (SPEC section 2 "change password"): the current password and a new one
 * with the strength checklist of SPEC section 5. Every other session of the customer ends; a
 * Google account is told it has no password to change.
 */
export function PasswordPage() {
  const page = useLoaderData<typeof passwordLoader>();
  const result = useActionData<AccountFormResult>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const { language } = page;
  const { formRef, clientErrors, check } = useFormCheck((form) => {
    const found: Record<string, string> = {};
    if (!new FormData(form).get('currentPassword')) {
      found.currentPassword = formatMessage('passwordRequired', language);
    }
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) found.newPassword = fieldErrors(parsed.error, language)[''] ?? '';
    return found;
  }, result);

  useEffect(() => {
    if (result?.status === 'done') setPassword('');
  }, [result]);

  if (page.googleNote) {
    return (
      <AccountLayout title={t('myaccount.password.title')}>
        <p className={styles.muted} data-google-account>
          {page.googleNote}
        </p>
      </AccountLayout>
    );
  }

  const errors = clientErrors ?? result?.errors ?? {};

  return (
    <AccountLayout title={t('myaccount.password.title')}>
      <p className={styles.muted}>{t('myaccount.password.intro')}</p>
      <FormMessage
        result={clientErrors ? null : result}
        fallback={clientErrors ? t('myaccount.fixErrors') : null}
      />
      <Form
        method="post"
        noValidate
        onSubmit={check}
        ref={formRef}
        className={styles.form}
        // A new form after a change, so no password stays in a field.
        key={result?.status === 'done' ? 'changed' : 'form'}
      >
        <CurrentPasswordField
          label={t('myaccount.password.current')}
          name="currentPassword"
          required
          error={errors.currentPassword}
        />
        <NewPasswordField
          label={t('myaccount.password.new')}
          name="newPassword"
          checklistId="new-password-checklist"
          value={password}
          onChange={setPassword}
          error={errors.newPassword}
          language={language}
        />
        <SubmitRow
          label={t('myaccount.password.submit')}
          loading={navigation.state === 'submitting'}
        />
      </Form>
    </AccountLayout>
  );
}
