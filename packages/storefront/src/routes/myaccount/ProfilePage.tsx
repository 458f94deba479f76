import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { createAccountContactsSchema, fieldErrors } from '@snackshop/commerce-core/validation';
import { useWithStores } from '@snackshop/commerce-hooks';
import { PhoneField, TextField, ZipField } from '@snackshop/ui-kit';
import { BirthDateField } from '../../forms/BirthDateField';
import { CurrentPasswordField } from '../../forms/CurrentPasswordField';
import { FormMessage } from '../../forms/FormMessage';
import { GenderField } from '../../forms/GenderField';
import { NameFields } from '../../forms/NameFields';
import { SubmitRow } from '../../forms/SubmitRow';
import { useFormCheck } from '../../forms/useFormCheck';
import { AccountLayout } from './AccountLayout';
import { birthDateParts } from '../../site/accountFormat';
import type { AccountFormResult } from './account.server';
import { accountMeta } from './accountMeta';
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
  const { language, contact } = page;
  const google = page.loginMethod === 'google';
  const { formRef, clientErrors, check } = useFormCheck((form) => {
    const entries = Object.fromEntries(
      [...new FormData(form).entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const parsed = createAccountContactsSchema().safeParse({
      ...entries,
      email: google ? undefined : entries.email,
      currentPassword: entries.currentPassword || undefined,
    });
    return parsed.success ? {} : fieldErrors(parsed.error, language);
  }, result);

  useEffect(() => {
    // The stores keep the customer too (the checkout prefills from them).
    if (result?.status === 'done') withStores((store) => void store.user.loadCustomer());
  }, [result, withStores]);

  const errors = clientErrors ?? result?.errors ?? {};
  const values = result?.status === 'done' ? {} : (result?.values ?? {});
  const birth = birthDateParts(contact?.birthDate);

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
            <CurrentPasswordField
              label={t('myaccount.profile.currentPassword')}
              hint={t('myaccount.profile.currentPasswordHint')}
              name="currentPassword"
              error={errors.currentPassword}
            />
          </div>
        )}
        <NameFields
          firstName={values.firstName ?? contact?.firstName ?? ''}
          lastName={values.lastName ?? contact?.lastName ?? ''}
          errors={errors}
        />
        <GenderField
          defaultValue={values.gender ?? contact?.gender ?? ''}
          error={errors.gender}
          language={language}
        />
        <BirthDateField
          day={values.birthDay ?? birth.day}
          month={values.birthMonth ?? birth.month}
          year={values.birthYear ?? birth.year}
          errors={errors}
          language={language}
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
        <SubmitRow
          label={t('myaccount.profile.save')}
          loading={
            navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile'
          }
        />
      </Form>
      {google && <p className={styles.muted}>{formatMessage('googleNoPassword', language)}</p>}
      <RewardsSection page={page} result={answer} />
      <NewslettersForm newsletters={page.newsletters} result={answer} />
    </AccountLayout>
  );
}
