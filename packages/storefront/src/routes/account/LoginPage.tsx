import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { fieldErrors } from '@snackshop/commerce-core/validation';
import { Heading, Inline, Link, TextField } from '@snackshop/ui-kit';
import { titleFrom } from '../../seo/meta';
import { loginForm, loginFormValues } from './accountForms';
import type { InteractionPage, SignInFormResult } from './login.server';
import { CurrentPasswordField } from '../../forms/CurrentPasswordField';
import { SignInAlert } from './SignInAlert';
import { CancelSignInForm, GoogleSignInLink, InteractionField } from './SignInExits';
import { SubmitRow } from '../../forms/SubmitRow';
import { useFormCheck } from '../../forms/useFormCheck';
import * as styles from './account.css';
import type { createInteractionLoader } from './login.server';

export const loginMeta: MetaFunction = (args) => {
  const page = args.data as InteractionPage | undefined;
  const key = page?.siteId === 'rewards' ? 'account.login.rewardsTitle' : 'account.login.title';
  return [{ title: titleFrom(args, key) }, { name: 'robots', content: 'noindex' }];
};

/** A sign-in that ended or expired before the form was sent: start again. */
export function SignInExpired({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Heading level="1">{t('account.expired.title')}</Heading>
      <p role="alert" className={styles.alert}>
        {message}
      </p>
      <Inline component="p" space="medium">
        <Link href="/signin">{t('account.expired.again')}</Link>
        <Link href="/">{t('bare.backHome')}</Link>
      </Inline>
    </div>
  );
}

/**
 * `/login?interaction=<uid>`: the provider's sign-in page, drawn by the site (decision
 * 0027). Email and password, Google when the API offers it, links to create an account and
 * to reset a password. Plain POST forms, so it works without JavaScript; with it, the same
 * checks run first in the browser. On the rewards site it is the loyalty sign-in: an email
 * or the member number (decision 0047).
 */
export function LoginPage() {
  const page = useLoaderData<ReturnType<typeof createInteractionLoader>>();
  const result = useActionData<SignInFormResult>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const { field: nameField, schema } = loginForm(page.siteId);
  const { formRef, clientErrors, check } = useFormCheck((form) => {
    const parsed = schema.safeParse(loginFormValues(new FormData(form), page.siteId));
    return parsed.success ? {} : fieldErrors(parsed.error, page.language);
  }, result);

  if (page.state === 'expired') return <SignInExpired message={page.message} />;

  const rewards = page.siteId === 'rewards';
  const errors = clientErrors ?? result?.errors ?? {};
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent');
  const createHref = `/create-account?interaction=${encodeURIComponent(page.uid)}`;

  return (
    <div className={styles.page} data-sign-in={rewards ? 'rewards' : 'shop'}>
      <Heading level="1">
        {t(rewards ? 'account.login.rewardsTitle' : 'account.login.title')}
      </Heading>
      <p className={styles.muted}>
        {t(rewards ? 'account.login.rewardsIntro' : 'account.login.intro')}
      </p>
      <SignInAlert
        message={clientErrors ? null : (result?.message ?? page.notice)}
        answer={result}
      />
      <Form method="post" noValidate onSubmit={check} ref={formRef} className={styles.form}>
        <InteractionField uid={page.uid} />
        <input type="hidden" name="intent" value="password" />
        <TextField
          label={t(rewards ? 'account.field.username' : 'account.field.email')}
          name={nameField}
          type={rewards ? 'text' : 'email'}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={result?.values[nameField] ?? page.email ?? ''}
          error={errors[nameField]}
        />
        <CurrentPasswordField
          label={t('account.field.password')}
          name="password"
          required
          error={errors.password}
        />
        <SubmitRow label={t('account.login.submit')} loading={submitting === 'password'}>
          <Link href="/forgotpassword">{t('account.login.forgot')}</Link>
        </SubmitRow>
      </Form>
      <GoogleSignInLink href={page.googleHref} />
      <p className={styles.status}>
        {t('account.login.noAccount')} <Link href={createHref}>{t('account.login.create')}</Link>
      </p>
      <CancelSignInForm uid={page.uid} />
    </div>
  );
}
