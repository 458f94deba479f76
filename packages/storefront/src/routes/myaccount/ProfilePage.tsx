import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { GENDER_OPTIONS, offeredBirthYears } from '@snackshop/commerce-core/constants';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { createAccountContactsSchema, fieldErrors } from '@snackshop/commerce-core/validation';
import { useWithStores } from '@snackshop/commerce-hooks';
import {
  Button,
  DateOfBirthSelects,
  PhoneField,
  Select,
  TextField,
  ZipField,
} from '@snackshop/ui-kit';
import { monthNames } from '../../i18n/format';
import { focusFirstInvalid } from '../account/SignInMessageView';
import { AccountLayout } from './AccountLayout';
import { birthDateParts } from './accountFormat';
import type { AccountFormResult } from './account.server';
import { accountMeta } from './accountMeta';
import { FormMessage } from './FormMessage';
import { NewslettersForm, RewardsSection } from './RewardsSection';
import * as styles from './myaccount.css';
import type { profileLoader } from './profile.server';

export const profileMeta: MetaFunction = accountMeta('myaccount.profile.title');

/**
 * `/profile`: the account's contacts (SPEC section 3): email, first and last name, gender,
 * birth date, phone and ZIP, checked as at sign-up. Changing the email asks for the current
 * password; a Google account shows its email as Google's and has no password here. A plain
 * POST form: without JavaScript the server checks it and answers the same messages.
 */
export function ProfilePage() {
  const page = useLoaderData<typeof profileLoader>();
  const answer = useActionData<AccountFormResult>();
  const result = answer?.intent === 'profile' ? answer : undefined;
  const navigation = useNavigation();
  const withStores = useWithStores();
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { language, contact } = page;
  const google = page.loginMethod === 'google';

  useEffect(() => {
    if (!result) return;
    if (result.status === 'done') {
      // The stores keep the customer too (the checkout prefills from them).
      withStores((store) => void store.user.loadCustomer());
      return;
    }
    focusFirstInvalid(formRef.current, result.errors);
  }, [result, withStores]);

  const errors = clientErrors ?? result?.errors ?? {};
  const values = result?.status === 'done' ? {} : (result?.values ?? {});
  const birth = birthDateParts(contact?.birthDate);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const entries = Object.fromEntries(
      [...form.entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const parsed = createAccountContactsSchema().safeParse({
      ...entries,
      email: google ? undefined : entries.email,
      currentPassword: entries.currentPassword || undefined,
    });
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrors(parsed.error, language);
    setClientErrors(found);
    focusFirstInvalid(event.currentTarget, found);
  };
  const birthError = errors.birthDay ?? errors.birthMonth ?? errors.birthYear;

  return (
    <AccountLayout title={t('myaccount.profile.title')}>
      <FormMessage
        result={clientErrors ? null : result}
        fallback={clientErrors ? t('myaccount.fixErrors') : null}
      />
      <Form method="post" noValidate onSubmit={check} ref={formRef} className={styles.form}>
        <input type="hidden" name="intent" value="profile" />
        {google ? (
          <div className={styles.section} data-google-account>
            <TextField
              label={t('account.field.email')}
              name="googleEmail"
              type="email"
              readOnly
              defaultValue={contact?.email ?? ''}
              hint={page.googleNote ?? undefined}
            />
          </div>
        ) : (
          <div className={styles.pair}>
            <TextField
              label={t('account.field.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.email ?? contact?.email ?? ''}
              error={errors.email}
            />
            <TextField
              label={t('myaccount.profile.currentPassword')}
              hint={t('myaccount.profile.currentPasswordHint')}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword}
            />
          </div>
        )}
        <div className={styles.pair}>
          <TextField
            label={t('account.field.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values.firstName ?? contact?.firstName ?? ''}
            error={errors.firstName}
          />
          <TextField
            label={t('account.field.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values.lastName ?? contact?.lastName ?? ''}
            error={errors.lastName}
          />
        </div>
        <Select
          label={t('account.field.gender')}
          name="gender"
          required
          placeholder={t('account.field.select')}
          defaultValue={values.gender ?? contact?.gender ?? ''}
          options={GENDER_OPTIONS.map((option) => ({
            value: option.value,
            label: formatMessage(option.label, language),
          }))}
          error={errors.gender}
        />
        <DateOfBirthSelects
          years={offeredBirthYears()}
          legend={t('account.field.birthDate')}
          required
          defaultValue={{
            day: values.birthDay ?? birth.day,
            month: values.birthMonth ?? birth.month,
            year: values.birthYear ?? birth.year,
          }}
          dayLabel={t('account.field.day')}
          monthLabel={t('account.field.month')}
          yearLabel={t('account.field.year')}
          monthNames={monthNames(language)}
          placeholder={t('account.field.select')}
          error={birthError}
        />
        <div className={styles.pair}>
          <PhoneField
            label={t('account.field.phone')}
            name="phoneNumber"
            hint={t('account.field.optional')}
            defaultValue={values.phoneNumber ?? contact?.phoneNumber ?? ''}
            error={errors.phoneNumber}
          />
          <ZipField
            label={t('account.field.zip')}
            name="zipcode"
            hint={t('account.field.optional')}
            defaultValue={values.zipcode ?? contact?.zipcode ?? ''}
            error={errors.zipcode}
          />
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            loading={
              navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile'
            }
          >
            {t('myaccount.profile.save')}
          </Button>
        </div>
      </Form>
      {google && <p className={styles.muted}>{formatMessage('googleNoPassword', language)}</p>}
      <RewardsSection page={page} result={answer} />
      <NewslettersForm newsletters={page.newsletters} result={answer} />
    </AccountLayout>
  );
}
