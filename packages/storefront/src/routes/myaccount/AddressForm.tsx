import { useTranslation } from 'react-i18next';
import { Form, Link as RouterLink } from 'react-router';
import type { Language } from '@snackshop/commerce-core/language';
import { fieldErrors, shippingAddressSchema } from '@snackshop/commerce-core/validation';
import { CheckboxField, Heading, TextField } from '@snackshop/ui-kit';
import { NameFields } from '../../forms/NameFields';
import { SubmitRow } from '../../forms/SubmitRow';
import { useFormCheck } from '../../forms/useFormCheck';
import type { BookAddress } from './addresses.server';
import { AddressPlaceFields } from './AddressPlaceFields';
import * as styles from './myaccount.css';

/**
 * The form to add an address to the book or edit one: names, street, city, state and ZIP,
 * checked as checkout checks a shipping address (no P.O. Box, not HI or AK) in the browser
 * and again on the server, plus "make this my default address". A complete ZIP fills in its
 * city and state when JavaScript runs.
 */
export function AddressForm({
  language,
  editing,
  values,
  errors: serverErrors,
  submitting,
}: {
  language: Language;
  /** The address being edited; null adds a new one. */
  editing: BookAddress | null;
  /** What was typed, sent back with the server's errors. */
  values: Record<string, string>;
  errors: Record<string, string>;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const { formRef, clientErrors, check } = useFormCheck((form) => {
    const parsed = shippingAddressSchema.safeParse({
      ...Object.fromEntries(new FormData(form)),
      country: 'US',
    });
    return parsed.success ? {} : fieldErrors(parsed.error, language);
  });
  const start = (name: keyof BookAddress & string) =>
    values[name] ?? (editing ? String(editing[name] ?? '') : '');
  const errors = clientErrors ?? serverErrors;
  const headingId = editing ? 'address-edit-title' : 'address-add-title';

  return (
    <section className={styles.section} aria-labelledby={headingId} data-address-form>
      <Heading level="2" id={headingId}>
        {t(editing ? 'myaccount.addresses.editTitle' : 'myaccount.addresses.addTitle')}
      </Heading>
      <Form
        method="post"
        action="/profile/addresses"
        noValidate
        onSubmit={check}
        ref={formRef}
        className={styles.form}
      >
        <input type="hidden" name="intent" value={editing ? 'edit' : 'add'} />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <input type="hidden" name="country" value="US" />
        <NameFields
          firstName={start('firstName')}
          lastName={start('lastName')}
          errors={errors}
          autoCompleteSection="shipping"
        />
        <TextField
          label={t('checkout.address')}
          name="address"
          autoComplete="shipping address-line1"
          required
          defaultValue={start('address')}
          error={errors.address}
        />
        <TextField
          label={t('checkout.addressDetails')}
          name="addressDetails"
          autoComplete="shipping address-line2"
          defaultValue={start('addressDetails')}
          error={errors.addressDetails}
        />
        <AddressPlaceFields
          language={language}
          initial={{ city: start('city'), state: start('state'), zipcode: start('zipcode') }}
          errors={errors}
        />
        {!editing?.primaryAddr && (
          <CheckboxField
            name="primaryAddr"
            label={t('myaccount.addresses.makeDefaultField')}
            defaultChecked={values.primaryAddr === 'on'}
          />
        )}
        <SubmitRow
          label={t(editing ? 'myaccount.addresses.save' : 'myaccount.addresses.add')}
          loading={submitting}
        >
          {editing && (
            <RouterLink to="/profile/addresses" className={styles.link}>
              {t('myaccount.cancel')}
            </RouterLink>
          )}
        </SubmitRow>
      </Form>
    </section>
  );
}
