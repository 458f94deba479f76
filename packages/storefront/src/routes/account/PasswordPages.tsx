import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import type { Language } from '@snackshop/commerce-core/language';
import { emailSchema, fieldErrors, passwordSchema } from '@snackshop/commerce-core/validation';
import { Heading, Inline, Link } from '@snackshop/ui-kit';
import { titleFrom } from '../../seo/meta';
import { EmailField } from '../../forms/EmailField';
import { NewPasswordField } from '../../forms/NewPasswordField';
import { SubmitRow } from '../../forms/SubmitRow';
import type { AccountFormResult } from './passwords.server';
import * as styles from './account.css';
import type { accountFormLoader, linkPageLoader } from './passwords.server';

const meta =
  (key: string): MetaFunction =>
  (args) => [{ title: titleFrom(args, key) }, { name: 'robots', content: 'noindex' }];

export const forgotPasswordMeta = meta('account.forgot.title');
export const resetPasswordMeta = meta('account.reset.title');
export const verifyEmailMeta = meta('account.verify.title');

/** A single value's zod message in the page's language (or null when it passes). */
function firstError(
  schema: typeof emailSchema | typeof passwordSchema,
  value: string,
  language: Language,
): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (fieldErrors(parsed.error, language)[''] ?? null);
}

/**
 * `/forgotpassword` (a bare page, SPEC section 2): the email to send a reset link to. The
 * answer is the same whether or not an account uses it; a Google account is told that it
 * has no password to reset (SPEC section 8).
 */
export function ForgotPasswordPage() {
  const { language } = useLoaderData<typeof accountFormLoader>();
  const result = useActionData<AccountFormResult>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [clientError, setClientError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const error = clientError ?? result?.errors.email;

  useEffect(() => {
    if (result?.errors.email) inputRef.current?.focus();
  }, [result]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const found = firstError(emailSchema, email, language);
    setClientError(found);
    if (found) {
      event.preventDefault();
      inputRef.current?.focus();
    }
  };

  return (
    <div className={styles.bare}>
      <Heading level="1">{t('account.forgot.title')}</Heading>
      {result?.status === 'done' ? (
        <>
          <p role="status" className={styles.status} data-account-message>
            {result.message}
          </p>
          <Inline component="p" space="medium">
            <Link href="/signin">{t('account.backToSignIn')}</Link>
            <Link href="/">{t('bare.backHome')}</Link>
          </Inline>
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('account.forgot.intro')}</p>
          <div role="alert" className={styles.alert} data-account-message>
            {!clientError && result?.message}
          </div>
          <Form method="post" noValidate onSubmit={check} className={styles.form}>
            <EmailField
              inputRef={inputRef}
              defaultValue={result?.values.email ?? ''}
              error={error ?? undefined}
            />
            <SubmitRow
              label={t('account.forgot.submit')}
              loading={navigation.state === 'submitting'}
            >
              <Link href="/signin">{t('account.backToSignIn')}</Link>
            </SubmitRow>
          </Form>
        </>
      )}
    </div>
  );
}

/** The page of a link whose token is missing or was refused: ask for a new one. */
function LinkProblem({ message, again }: { message: string; again: 'forgot' | 'home' }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="alert" className={styles.alert} data-account-message>
        {message}
      </p>
      <Inline component="p" space="medium">
        {again === 'forgot' && <Link href="/forgotpassword">{t('account.reset.again')}</Link>}
        <Link href="/">{t('bare.backHome')}</Link>
      </Inline>
    </>
  );
}

/**
 * `/resetpassword` (a bare page): the mailed link's token arrives in the query and is moved
 * into a hidden field (the URL loses it); the new password shows its checklist. Done, it
 * links to sign in.
 */
export function ResetPasswordPage() {
  const page = useLoaderData<typeof linkPageLoader>();
  const result = useActionData<AccountFormResult>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const token = result?.token ?? page.token;
  const error = clientError ?? result?.errors.password;

  useEffect(() => {
    if (result?.errors.password) inputRef.current?.focus();
  }, [result]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = firstError(passwordSchema, password, page.language);
    setClientError(found);
    if (found) {
      event.preventDefault();
      inputRef.current?.focus();
    }
  };

  let body;
  if (result?.status === 'done') {
    body = (
      <>
        <p role="status" className={styles.status} data-account-message>
          {t('account.reset.done')}
        </p>
        <Inline component="p" space="medium">
          <Link href="/signin">{t('account.reset.signIn')}</Link>
        </Inline>
      </>
    );
  } else if (!token || result?.linkInvalid || (!result && page.linkProblem)) {
    body = (
      <LinkProblem
        message={result?.message ?? page.linkProblem ?? t('account.reset.noToken')}
        again="forgot"
      />
    );
  } else {
    body = (
      <>
        <p className={styles.muted}>{t('account.reset.intro')}</p>
        <div role="alert" className={styles.alert} data-account-message>
          {!clientError && result?.message}
        </div>
        <Form method="post" noValidate onSubmit={check} className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <NewPasswordField
            inputRef={inputRef}
            label={t('account.reset.password')}
            name="password"
            checklistId="reset-password-checklist"
            value={password}
            onChange={setPassword}
            error={error ?? undefined}
            language={page.language}
          />
          <SubmitRow
            label={t('account.reset.submit')}
            loading={navigation.state === 'submitting'}
          />
        </Form>
      </>
    );
  }
  return (
    <div className={styles.bare}>
      <Heading level="1">{t('account.reset.title')}</Heading>
      {body}
    </div>
  );
}

/**
 * `/verify-email`: the rewards programme's mailed link. The token leaves the URL for the
 * form, and the shopper confirms with a button (a POST: a mail scanner that opens the link
 * confirms nothing).
 */
export function VerifyEmailPage() {
  const page = useLoaderData<typeof linkPageLoader>();
  const result = useActionData<AccountFormResult>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const token = result?.token ?? page.token;

  let body;
  if (result?.status === 'done') {
    body = (
      <>
        <p role="status" className={styles.status} data-account-message>
          {result.message}
        </p>
        {result.values.loyaltyId && (
          <p className={styles.status}>
            {t('account.verify.loyaltyId', { loyaltyId: result.values.loyaltyId })}
          </p>
        )}
        <Inline component="p" space="medium">
          <Link href="/">{t('bare.backHome')}</Link>
        </Inline>
      </>
    );
  } else if (!token || result?.status === 'refused') {
    body = <LinkProblem message={result?.message ?? t('account.verify.noToken')} again="home" />;
  } else {
    body = (
      <>
        <p className={styles.muted}>{t('account.verify.intro')}</p>
        <Form method="post" className={styles.form}>
          <input type="hidden" name="token" value={token} />
          <SubmitRow
            label={t('account.verify.submit')}
            loading={navigation.state === 'submitting'}
          />
        </Form>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <Heading level="1">{t('account.verify.title')}</Heading>
      {body}
    </div>
  );
}
