import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import {
  GENDER_OPTIONS,
  offeredBirthYears,
  SESSION_STORAGE_KEYS,
} from '@snackshop/commerce-core/constants';
import type { Language } from '@snackshop/commerce-core/language';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { PASSWORD_CRITERIA, passwordChecklist } from '@snackshop/commerce-core/password-checklist';
import {
  createGoogleProfileSchema,
  fieldErrors,
  signUpSchema,
} from '@snackshop/commerce-core/validation';
import {
  Button,
  CheckboxField,
  DateOfBirthSelects,
  Heading,
  Link,
  PasswordChecklist,
  Select,
  TextField,
} from '@snackshop/ui-kit';
import { monthNames } from '../../i18n/format';
import { titleFrom } from '../meta';
import { signUpFormValues } from './accountForms';
import { InteractionField, SignInExpired } from './LoginPage';
import type { InteractionPage, SignInFormResult } from './login.server';
import { focusFirstInvalid, SignInMessageView } from './SignInMessageView';
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
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [password, setPassword] = useState('');
  const [loyaltyId, setLoyaltyId] = useState(result?.values.loyaltyId ?? '');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (result) focusFirstInvalid(formRef.current, result.errors);
  }, [result]);
  useEffect(() => {
    // A visit that came with a loyalty id (session storage) registers with it.
    try {
      const stored = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.loyaltyId);
      if (stored) setLoyaltyId(stored);
    } catch {
      // Storage blocked: register without it.
    }
  }, []);

  if (page.state === 'expired') return <SignInExpired message={page.message} />;

  const { language, googleProfile } = page;
  const errors = clientErrors ?? result?.errors ?? {};
  const message = clientErrors ? null : (result?.message ?? page.notice);
  const values = result?.values ?? {};
  const submitting = navigation.state !== 'idle';
  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = browserErrors(event.currentTarget, googleProfile, page.uid, language);
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    focusFirstInvalid(event.currentTarget, found);
  };
  const birthError = errors.birthDay ?? errors.birthMonth ?? errors.birthYear;
  const criteriaLabels = Object.fromEntries(
    PASSWORD_CRITERIA.map(({ key, label }) => [key, formatMessage(label, language)]),
  );

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
      <div role="alert" className={styles.alert} data-sign-in-message>
        {message && <SignInMessageView message={message} />}
      </div>
      <Form method="post" noValidate onSubmit={check} ref={formRef} className={styles.form}>
        <InteractionField uid={page.uid} />
        <input type="hidden" name="intent" value={googleProfile ? 'profile' : 'register'} />
        <input type="hidden" name="loyaltyId" value={loyaltyId} />
        <div className={styles.pair}>
          <TextField
            label={t('account.field.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values.firstName ?? page.firstName ?? ''}
            error={errors.firstName}
          />
          <TextField
            label={t('account.field.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values.lastName ?? page.lastName ?? ''}
            error={errors.lastName}
          />
        </div>
        {!googleProfile && (
          <>
            <TextField
              label={t('account.field.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.email ?? page.email ?? ''}
              error={errors.email}
            />
            <TextField
              label={t('account.field.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby="password-checklist"
              error={errors.password}
            />
            <PasswordChecklist
              id="password-checklist"
              criteria={passwordChecklist(password)}
              labels={criteriaLabels}
              title={t('account.password.checklist')}
              metLabel={t('account.password.met')}
              unmetLabel={t('account.password.unmet')}
              summary={(met, total) => t('account.password.summary', { met, total })}
            />
          </>
        )}
        <div className={styles.pair}>
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
        <DateOfBirthSelects
          years={offeredBirthYears()}
          legend={t('account.field.birthDate')}
          required
          defaultValue={{
            day: values.birthDay ?? '',
            month: values.birthMonth ?? '',
            year: values.birthYear ?? '',
          }}
          dayLabel={t('account.field.day')}
          monthLabel={t('account.field.month')}
          yearLabel={t('account.field.year')}
          monthNames={monthNames(language)}
          placeholder={t('account.field.select')}
          error={birthError}
        />
        <Select
          label={t('account.field.gender')}
          name="gender"
          required
          placeholder={t('account.field.select')}
          defaultValue={values.gender ?? ''}
          options={GENDER_OPTIONS.map((option) => ({
            value: option.value,
            label: formatMessage(option.label, language),
          }))}
          error={errors.gender}
        />
        <CheckboxField
          name="terms"
          required
          defaultChecked={values.terms === 'on'}
          label={
            <>
              {t('account.field.termsBefore')}{' '}
              <Link href="/terms-of-use">{t('account.field.termsLink')}</Link>
            </>
          }
          error={errors.terms}
        />
        <CheckboxField
          name="rewardsNewsletter"
          defaultChecked={values.rewardsNewsletter === 'on'}
          label={t('account.field.rewardsNewsletter')}
        />
        <CheckboxField
          name="shopNewsletter"
          defaultChecked={values.shopNewsletter === 'on'}
          label={t('account.field.shopNewsletter')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={submitting}>
            {t(googleProfile ? 'account.create.googleSubmit' : 'account.create.submit')}
          </Button>
        </div>
      </Form>
      {page.googleHref && (
        <>
          <p className={styles.divider}>{t('account.or')}</p>
          <a href={page.googleHref} className={styles.outlineLink}>
            {t('account.google')}
          </a>
        </>
      )}
      {!googleProfile && (
        <p className={styles.status}>
          {t('account.create.haveAccount')}{' '}
          <Link href={`/login?interaction=${encodeURIComponent(page.uid)}`}>
            {t('account.create.signIn')}
          </Link>
        </p>
      )}
      <Form method="post">
        <InteractionField uid={page.uid} />
        <Button type="submit" name="intent" value="cancel" variant="ghost" tone="neutral">
          {t('account.cancel')}
        </Button>
      </Form>
    </div>
  );
}
