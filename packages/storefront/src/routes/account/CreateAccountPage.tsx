import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { SESSION_STORAGE_KEYS } from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import {
  createGoogleProfileSchema,
  fieldErrors,
  signUpSchema,
} from '@snackshop/commerce-core/validation';
import { Heading, Link, TextField } from '@snackshop/ui-kit';
import { titleFrom } from '../../seo/meta';
import { signUpFormValues } from './accountForms';
import { BirthDateField } from '../../forms/BirthDateField';
import { ConsentFields } from '../../forms/ConsentFields';
import { EmailField } from '../../forms/EmailField';
import * as formStyles from '../../forms/form.css';
import { GenderField } from '../../forms/GenderField';
import { NameFields } from '../../forms/NameFields';
import { NewPasswordField } from '../../forms/NewPasswordField';
import type { SentFields } from '../../forms/sentFields';
import { SignInAlert } from './SignInAlert';
import { CancelSignInForm, GoogleSignInLink, InteractionField } from './SignInExits';
import { SubmitRow } from '../../forms/SubmitRow';
import { useFormCheck } from '../../forms/useFormCheck';
import { SignInExpired } from './LoginPage';
import type { InteractionPage, SignInFormResult } from './login.server';
import * as styles from './account.css';
import type { createInteractionLoader } from './login.server';

export const createAccountMeta: MetaFunction = (args) => {
  const page = args.data as InteractionPage | undefined;
  const key =
    page?.state === 'ready' && page.googleProfile
      ? 'account.create.googleTitle'
      : 'account.create.title';
  return [{ title: titleFrom(args, key) }, { name: 'robots', content: 'noindex' }];
};

/** The form's errors checked in the browser with the schema the action uses again. */
function browserErrors(
  form: HTMLFormElement,
  googleProfile: boolean,
  uid: string,
  language: Language,
): Record<string, string> {
  const data = new FormData(form);
  const values = signUpFormValues(data);
  const parsed = googleProfile
    ? createGoogleProfileSchema().safeParse({ ...values, uid })
    : signUpSchema.safeParse({ ...values, password: String(data.get('password') ?? '') });
  return parsed.success ? {} : fieldErrors(parsed.error, language);
}

/** The loyalty id to register with: the one sent back, or one a visit brought along. */
function useStoredLoyaltyId(sent: string | undefined): string {
  const [loyaltyId, setLoyaltyId] = useState(sent ?? '');
  useEffect(() => {
    // A visit that came with a loyalty id (session storage) registers with it.
    try {
      const stored = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.loyaltyId);
      if (stored) setLoyaltyId(stored);
    } catch {
      // Storage blocked: register without it.
    }
  }, []);
  return loyaltyId;
}

/** Sign-up's optional phone and ZIP, side by side on wider screens. */
function OptionalContactFields({ values, errors }: SentFields) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.pair}>
      <TextField
        label={t('account.field.phone')}
        name="phoneNumber"
        type="tel"
        autoComplete="tel-national"
        hint={t('account.field.optional')}
        defaultValue={values.phoneNumber ?? ''}
        error={errors.phoneNumber}
      />
      <TextField
        label={t('account.field.zip')}
        name="zipcode"
        inputMode="numeric"
        autoComplete="postal-code"
        hint={t('account.field.optional')}
        defaultValue={values.zipcode ?? ''}
        error={errors.zipcode}
      />
    </div>
  );
}

/**
 * `/create-account?interaction=<uid>`: every sign-up field of SPEC section 5 (names, email,
 * password with its checklist, optional phone and ZIP, date of birth, gender, terms and the
 * two newsletter opt-ins). The account is created and signed in on the provider's sign-in in
 * one step. With `google=1` it is the profile a new Google account completes (no password).
 * Plain POST forms: without JavaScript the server checks and answers the same messages.
 */
export function CreateAccountPage() {
  const page = useLoaderData<ReturnType<typeof createInteractionLoader>>();
  const result = useActionData<SignInFormResult>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const loyaltyId = useStoredLoyaltyId(result?.values.loyaltyId);
  const { formRef, clientErrors, check } = useFormCheck(
    (form) =>
      page.state === 'ready'
        ? browserErrors(form, page.googleProfile, page.uid, page.language)
        : {},
    result,
  );

  if (page.state === 'expired') return <SignInExpired message={page.message} />;

  const { language, googleProfile } = page;
  const errors = clientErrors ?? result?.errors ?? {};
  const values = result?.values ?? {};

  if (result?.created) {
    // The account exists, but it is not signed in: what to do next, and no form to send again.
    return (
      <div className={styles.page}>
        <Heading level="1">{t('account.create.title')}</Heading>
        <SignInAlert message={result.message} answer={result} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <Heading level="1">
        {t(googleProfile ? 'account.create.googleTitle' : 'account.create.title')}
      </Heading>
      <p className={styles.muted}>
        {googleProfile
          ? t('account.create.googleIntro', { email: page.email ?? '' })
          : t('account.create.intro')}
      </p>
      <SignInAlert
        message={clientErrors ? null : (result?.message ?? page.notice)}
        answer={result}
      />
      <Form method="post" noValidate onSubmit={check} ref={formRef} className={styles.form}>
        <InteractionField uid={page.uid} />
        <input type="hidden" name="intent" value={googleProfile ? 'profile' : 'register'} />
        <input type="hidden" name="loyaltyId" value={loyaltyId} />
        <NameFields
          firstName={values.firstName ?? page.firstName ?? ''}
          lastName={values.lastName ?? page.lastName ?? ''}
          errors={errors}
        />
        {!googleProfile && (
          <>
            <EmailField defaultValue={values.email ?? page.email ?? ''} error={errors.email} />
            <NewPasswordField
              label={t('account.field.password')}
              name="password"
              checklistId="password-checklist"
              value={password}
              onChange={setPassword}
              error={errors.password}
              language={language}
            />
          </>
        )}
        <OptionalContactFields values={values} errors={errors} />
        <BirthDateField
          day={values.birthDay ?? ''}
          month={values.birthMonth ?? ''}
          year={values.birthYear ?? ''}
          errors={errors}
          language={language}
        />
        <GenderField defaultValue={values.gender ?? ''} error={errors.gender} language={language} />
        <ConsentFields values={values} errors={errors} />
        <SubmitRow
          label={t(googleProfile ? 'account.create.googleSubmit' : 'account.create.submit')}
          loading={navigation.state !== 'idle'}
        />
      </Form>
      <GoogleSignInLink href={page.googleHref} />
      {!googleProfile && (
        <p className={styles.status}>
          {t('account.create.haveAccount')}{' '}
          <Link href={`/login?interaction=${encodeURIComponent(page.uid)}`}>
            {t('account.create.signIn')}
          </Link>
        </p>
      )}
      <CancelSignInForm uid={page.uid} />
    </div>
  );
}
