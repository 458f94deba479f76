import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '@snackshop/commerce-core/validation';
import { useCheckoutStore, useConfigStore, type AddressKind } from '@snackshop/commerce-hooks';
import { Select, TextField, ZipField } from '@snackshop/ui-kit';
import { localized } from '@snackshop/commerce-core/language';
import * as styles from './checkout.css';
import type { CheckoutErrors } from './checkoutRequest';
import { useZipAutofill } from './useZipAutofill';

/**
 * One address: names, street, city, state and ZIP. A complete ZIP is looked up
 * (zipcodevalidate): city and state are filled in, and a ZIP we cannot ship to says so at
 * the field.
 */
export const AddressFields = observer(function AddressFields({
  kind,
  errors,
  onErrors,
}: {
  kind: AddressKind;
  errors: CheckoutErrors;
  onErrors: (update: (current: CheckoutErrors) => CheckoutErrors) => void;
}) {
  const checkout = useCheckoutStore();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const lookUpZip = useZipAutofill(kind, onErrors);
  const form = checkout[kind];
  const error = (name: string) => errors[`${kind}.${name}`];
  const set =
    (name: 'firstName' | 'lastName' | 'address' | 'addressDetails' | 'city' | 'state') =>
    (value: string) =>
      checkout.setAddressField(kind, name, value);
  const autocomplete = kind === 'shipping' ? 'shipping' : 'billing';

  return (
    <fieldset className={styles.fieldset} data-address={kind}>
      <legend className={styles.legend}>
        {t(kind === 'shipping' ? 'checkout.shippingTitle' : 'checkout.billingTitle')}
      </legend>
      <div className={styles.pair}>
        <TextField
          label={t('checkout.firstName')}
          name={`${kind}.firstName`}
          autoComplete={`${autocomplete} given-name`}
          required
          value={form.firstName.value}
          onChange={(event) => set('firstName')(event.target.value)}
          error={error('firstName')}
        />
        <TextField
          label={t('checkout.lastName')}
          name={`${kind}.lastName`}
          autoComplete={`${autocomplete} family-name`}
          required
          value={form.lastName.value}
          onChange={(event) => set('lastName')(event.target.value)}
          error={error('lastName')}
        />
      </div>
      <TextField
        label={t('checkout.address')}
        name={`${kind}.address`}
        autoComplete={`${autocomplete} address-line1`}
        required
        value={form.address.value}
        onChange={(event) => set('address')(event.target.value)}
        error={error('address')}
      />
      <TextField
        label={t('checkout.addressDetails')}
        name={`${kind}.addressDetails`}
        autoComplete={`${autocomplete} address-line2`}
        value={form.addressDetails.value}
        onChange={(event) => set('addressDetails')(event.target.value)}
        error={error('addressDetails')}
      />
      <div className={styles.triple}>
        <TextField
          label={t('checkout.city')}
          name={`${kind}.city`}
          autoComplete={`${autocomplete} address-level2`}
          required
          value={form.city.value}
          onChange={(event) => set('city')(event.target.value)}
          error={error('city')}
        />
        <Select
          label={t('checkout.state')}
          name={`${kind}.state`}
          autoComplete={`${autocomplete} address-level1`}
          required
          placeholder={t('checkout.statePlaceholder')}
          options={US_STATES.map((state) => ({
            value: state.code,
            label: localized(state, 'name', language),
          }))}
          value={form.state.value}
          onChange={(event) => set('state')(event.target.value)}
          error={error('state')}
        />
        <ZipField
          label={t('checkout.zipcode')}
          name={`${kind}.zipcode`}
          autoComplete={`${autocomplete} postal-code`}
          required
          value={form.zipcode.value}
          onChange={(zip) => {
            checkout.setAddressField(kind, 'zipcode', zip);
            if (zip.length === 5) void lookUpZip(zip);
          }}
          error={error('zipcode')}
        />
      </div>
    </fieldset>
  );
});
