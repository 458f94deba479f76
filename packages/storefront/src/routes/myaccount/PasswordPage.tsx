import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { PASSWORD_CRITERIA, passwordChecklist } from '@snackshop/commerce-core/password-checklist';
import { fieldErrors, passwordSchema } from '@snackshop/commerce-core/validation';
import { Button, PasswordChecklist, TextField } from '@snackshop/ui-kit';
import { focusFirstInvalid } from '../account/SignInMessageView';
import { AccountLayout } from './AccountLayout';
import type { AccountFormResult } from './account.server';
import { accountMeta } from './accountMeta';
import { FormMessage } from './FormMessage';
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
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { language } = page;

  useEffect(() => {
    if (result?.status === 'done') setPassword('');
    else if (result) focusFirstInvalid(formRef.current, result.errors);
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
  const criteriaLabels = Object.fromEntries(
    PASSWORD_CRITERIA.map(({ key, label }) => [key, formatMessage(label, language)]),
  );
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found: Record<string, string> = {};
    if (!form.get('currentPassword')) {
      found.currentPassword = formatMessage('passwordRequired', language);
    }
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) found.newPassword = fieldErrors(parsed.error, language)[''] ?? '';
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    focusFirstInvalid(event.currentTarget, found);
  };

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
        <TextField
          label={t('myaccount.password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <TextField
          label={t('myaccount.password.new')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby="new-password-checklist"
          error={errors.newPassword}
        />
        <PasswordChecklist
          id="new-password-checklist"
          criteria={passwordChecklist(password)}
          labels={criteriaLabels}
          title={t('account.password.checklist')}
          metLabel={t('account.password.met')}
          unmetLabel={t('account.password.unmet')}
          summary={(met, total) => t('account.password.summary', { met, total })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('myaccount.password.submit')}
          </Button>
        </div>
      </Form>
    </AccountLayout>
  );
}
