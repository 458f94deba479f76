import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { US_STATES } from '@snackshop/commerce-core/validation';
import {
  useAddressValidation,
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  useValidateOrder,
  useZipCodeLookup,
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  type AddressKind,
  type CheckoutStore,
} from '@snackshop/commerce-hooks';
import { Button, Checkbox, PhoneField, Select, TextField, ZipField } from '@snackshop/ui-kit';
import { AddressSuggestions, KEEP_ENTERED, type AddressCandidate } from './AddressSuggestions';
import * as styles from './checkout.css';
import {
  addressLines,
  addressLinesKey,
  checkoutBody,
  GIFT_FIELDS,
  sortServerErrors,
  validateShippingStep,
  withPoBoxHeadline,
  type CheckoutErrors,
} from './checkoutRequest';
import { GiftFields } from './GiftFields';
import type { OrderTotals } from './OrderTotals';

/** Keeps the store's per-field error flags (SPEC section 3) in step with the messages shown. */
function flagErrors(checkout: CheckoutStore, errors: CheckoutErrors) {
  for (const name of CONTACT_FIELDS) {
    checkout.setContactField(
      name,
      checkout.contactInfo[name].value,
      `contactInfo.${name}` in errors,
    );
  }
  for (const kind of ['shipping', 'billing'] as const) {
    for (const name of ADDRESS_FIELDS) {
      checkout.setAddressFieldError(kind, name, `${kind}.${name}` in errors);
    }
  }
  const giftErrors: Record<string, string> = {};
  for (const name of GIFT_FIELDS) {
    const message = errors[`giftCard.${name}`];
    if (message) giftErrors[name] = message;
  }
  checkout.setGiftCard({ errorObj: giftErrors });
}

/** The carrier's suggestions on show, for the shipping lines they were made for. */
interface OpenSuggestions {
  key: string;
  candidates: AddressCandidate[];
}

/**
 * Step 0 (activeForm 0): contact information, the shipping address and the billing address
 * (or the same-as-shipping box). commerce-core's schemas check it in the browser; then
 * validateOrder checks it again with stock, ZIP availability and prices, and its errors are
 * shown at their fields. On success the payment step opens with the server's totals.
 */
export const ShippingStep = observer(function ShippingStep({
  onValidated,
}: {
  onValidated: (totals: OrderTotals) => void;
}) {
  const checkout = useCheckoutStore();
  const cart = useCartStore();
  const validateOrder = useValidateOrder();
  const validateAddress = useAddressValidation();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<OpenSuggestions | null>(null);
  const [choice, setChoice] = useState('0');
  /** Shipping lines the shopper chose to keep as entered: not suggested again. */
  const [keptKey, setKeptKey] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const linesKey = addressLinesKey(checkout.shipping);
  // Editing any shipping line closes the suggestions: they were for the old address.
  const openSuggestions = suggestions?.key === linesKey ? suggestions : null;

  const showErrors = (next: CheckoutErrors) => {
    setErrors(next);
    flagErrors(checkout, next);
    // Focus the first field with a message, so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setLineErrors([]);
    const clientErrors = validateShippingStep(checkout, language);
    if (Object.keys(clientErrors).length > 0) {
      showErrors(clientErrors);
      setFormError(t('checkout.fixErrors'));
      return;
    }
    setBusy(true);
    if (!(await carrierChecked())) {
      setBusy(false);
      return;
    }
    const result = await validateOrder({
      body: checkoutBody(
        checkout,
        { lines: cart.cartItems, couponName: cart.couponData?.couponName },
        language,
      ),
    });
    setBusy(false);
    if (result.ok) {
      showErrors({});
      onValidated(result.data);
      return;
    }
    const sorted = sortServerErrors(result.error.fieldErrors);
    showErrors(withPoBoxHeadline(sorted.fields, language));
    setLineErrors(
      sorted.lines.map(({ index, message }) => {
        const title = cart.cartItems[index]?.title;
        return title ? t('checkout.lineProblem', { title, message }) : message;
      }),
    );
    setFormError(sorted.other[0] ?? result.error.message);
  };

  /**
   * The carrier's address validation, before validateOrder. With suggestions on show,
   * Continue applies the shopper's choice. Otherwise an address not yet validated (nor kept
   * as entered) is sent to addressvalidate: valid sets `isUpsAddress`; candidates open the
   * suggestions and stop here; a refusal lands at its field. Answers whether to go on.
   */
  const carrierChecked = async (): Promise<boolean> => {
    if (openSuggestions) {
      const candidate = openSuggestions.candidates[Number(choice)];
      if (choice === KEEP_ENTERED || !candidate) {
        setKeptKey(linesKey);
        checkout.setIsUpsAddress(false);
      } else {
        checkout.setAddress('shipping', {
          address: candidate.address,
          addressDetails: candidate.addressDetails,
          city: candidate.city,
          state: candidate.state,
          zipcode: candidate.zipcode,
        });
        checkout.setIsUpsAddress(true);
      }
      setSuggestions(null);
      return true;
    }
    if (checkout.isUpsAddress || keptKey === linesKey) return true;
    const answer = await validateAddress({
      body: { ...addressLines(checkout.shipping), lang: language },
    });
    if (!answer.ok) {
      const fields = answer.error.fieldErrors ?? [];
      // The carrier being unreachable never blocks checkout: validateOrder checks the ZIP.
      if (fields.length === 0) return true;
      showErrors(
        withPoBoxHeadline(
          Object.fromEntries(fields.map(({ field, message }) => [`shipping.${field}`, message])),
          language,
        ),
      );
      setFormError(t('checkout.fixErrors'));
      return false;
    }
    checkout.setUpsValidatedAddresses(answer.data.candidates);
    if (answer.data.valid) {
      checkout.setIsUpsAddress(true);
      return true;
    }
    if (answer.data.candidates.length === 0) return true;
    setChoice('0');
    setSuggestions({ key: linesKey, candidates: answer.data.candidates });
    return false;
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={styles.form}
      aria-describedby={formError ? 'checkout-shipping-error' : undefined}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.contactTitle')}</legend>
        <div className={styles.pair}>
          <TextField
            label={t('checkout.email')}
            hint={t('checkout.emailHint')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={checkout.contactInfo.email.value}
            onChange={(event) => checkout.setContactField('email', event.target.value)}
            error={errors['contactInfo.email']}
          />
          <PhoneField
            label={t('checkout.phone')}
            name="phoneNumber"
            autoComplete="tel-national"
            required
            value={checkout.contactInfo.phoneNumber.value}
            onChange={(formatted) => checkout.setContactField('phoneNumber', formatted)}
            error={errors['contactInfo.phoneNumber']}
          />
        </div>
      </fieldset>
      <AddressFields kind="shipping" errors={errors} onErrors={setErrors} />
      <Checkbox
        label={t('checkout.billingSame')}
        name="billingSameShippingFlag"
        checked={checkout.billingSameShippingFlag}
        onCheckedChange={(same) => checkout.setBillingSameShipping(same)}
      />
      {!checkout.billingSameShippingFlag && (
        <AddressFields kind="billing" errors={errors} onErrors={setErrors} />
      )}
      <GiftFields errors={errors} />
      {openSuggestions && (
        <AddressSuggestions
          entered={{
            address: checkout.shipping.address.value,
            addressDetails: checkout.shipping.addressDetails.value,
            city: checkout.shipping.city.value,
            state: checkout.shipping.state.value,
            zipcode: checkout.shipping.zipcode.value,
          }}
          candidates={openSuggestions.candidates}
          value={choice}
          onValueChange={setChoice}
        />
      )}
      {(formError || lineErrors.length > 0) && (
        <div role="alert" id="checkout-shipping-error" className={styles.column}>
          {formError && <p className={styles.alert}>{formError}</p>}
          {lineErrors.length > 0 && (
            <>
              <ul className={styles.alert} data-line-errors>
                {lineErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
              <RouterLink to="/cart" className={styles.link}>
                {t('checkout.backToCart')}
              </RouterLink>
            </>
          )}
        </div>
      )}
      <Button type="submit" loading={busy}>
        {t('checkout.continue')}
      </Button>
    </form>
  );
});

/**
 * One address: names, street, city, state and ZIP. A complete ZIP is looked up
 * (zipcodevalidate): city and state are filled in, and a ZIP we cannot ship to says so at
 * the field.
 */
const AddressFields = observer(function AddressFields({
  kind,
  errors,
  onErrors,
}: {
  kind: AddressKind;
  errors: CheckoutErrors;
  onErrors: (update: (current: CheckoutErrors) => CheckoutErrors) => void;
}) {
  const checkout = useCheckoutStore();
  const lookUpZipCode = useZipCodeLookup();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const form = checkout[kind];
  const spanish = language === 'es-us';
  const error = (name: string) => errors[`${kind}.${name}`];
  const set =
    (name: 'firstName' | 'lastName' | 'address' | 'addressDetails' | 'city' | 'state') =>
    (value: string) =>
      checkout.setAddressField(kind, name, value);
  const autocomplete = kind === 'shipping' ? 'shipping' : 'billing';

  const lookUpZip = async (zipcode: string) => {
    const result = await lookUpZipCode({
      query: { zipcode, lang: language },
    });
    if (checkout[kind].zipcode.value !== zipcode) return;
    const field = `${kind}.zipcode`;
    if (!result.ok) {
      const message = result.error.fieldErrors?.[0]?.message ?? result.error.message;
      onErrors((current) => ({ ...current, [field]: message }));
      return;
    }
    checkout.setAddress(kind, { city: result.data.city, state: result.data.state });
    onErrors((current) => {
      const next = { ...current };
      delete next[`${kind}.city`];
      delete next[`${kind}.state`];
      delete next[field];
      if (kind === 'shipping' && !result.data.shippable && result.data.message) {
        next[field] = result.data.message;
      }
      return next;
    });
  };

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
            label: spanish ? state.nameEs : state.name,
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
