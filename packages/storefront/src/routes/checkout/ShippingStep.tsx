import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCartStore,
  useCheckoutStore,
  useConfigStore,
  useValidateOrder,
} from '@snackshop/commerce-hooks';
import { Button, Checkbox } from '@snackshop/ui-kit';
import { AddressFields } from './AddressFields';
import { AddressSuggestions } from './AddressSuggestions';
import * as styles from './checkout.css';
import {
  checkoutBody,
  orderCart,
  sortServerErrors,
  validateShippingStep,
  shippingFormMessage,
  type CheckoutErrors,
} from './checkoutRequest';
import { ContactFields } from './ContactFields';
import { GiftFields } from './GiftFields';
import type { OrderTotals } from '../../orders/OrderTotals';
import { SavedAddressChoice } from './SavedAddressChoice';
import { ShippingStepErrors } from './ShippingStepErrors';
import { useCarrierCheck } from './useCarrierCheck';
import { useShippingErrors } from './useShippingErrors';
import { useSignedInShipping } from './useSignedInShipping';

const ERROR_ID = 'checkout-shipping-error';

/**
 * Step 0 (activeForm 0): contact information, the shipping address and the billing address
 * (or the same-as-shipping box). commerce-core's schemas check it in the browser; the carrier
 * checks the shipping lines; then validateOrder checks it again with stock, ZIP availability
 * and prices, and its errors are shown at their fields. On success the payment step opens
 * with the server's totals. A signed-in customer finds their contact details filled in and
 * ships to one of their saved addresses (the default first) or a new one, which they may save
 * to their account.
 */
export const ShippingStep = observer(function ShippingStep({
  onValidated,
}: {
  onValidated: (totals: OrderTotals) => void;
}) {
  const checkout = useCheckoutStore();
  const cart = useCartStore();
  const validateOrder = useValidateOrder();
  const { language } = useConfigStore();
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, setErrors, showErrors } = useShippingErrors(formRef);
  const [lineErrors, setLineErrors] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refuse = (fieldErrors: CheckoutErrors) => {
    showErrors(fieldErrors);
    setFormError(shippingFormMessage(fieldErrors, language, t('checkout.fixErrors')));
  };
  const account = useSignedInShipping(language);
  const carrier = useCarrierCheck(refuse, account.usingSaved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setLineErrors([]);
    const clientErrors = validateShippingStep(checkout, language);
    if (Object.keys(clientErrors).length > 0) {
      refuse(clientErrors);
      return;
    }
    setBusy(true);
    if (!(await carrier.carrierChecked())) {
      setBusy(false);
      return;
    }
    const result = await validateOrder({
      body: checkoutBody(checkout, orderCart(cart, checkout), language),
    });
    if (result.ok) {
      await account.saveNewAddress();
      setBusy(false);
      showErrors({});
      onValidated(result.data);
      return;
    }
    setBusy(false);
    const sorted = sortServerErrors(result.error.fieldErrors);
    showErrors(sorted.fields);
    setLineErrors(
      sorted.lines.map(({ index, message }) => {
        const title = cart.cartItems[index]?.title;
        return title ? t('checkout.lineProblem', { title, message }) : message;
      }),
    );
    setFormError(
      sorted.other[0] ?? shippingFormMessage(sorted.fields, language, result.error.message),
    );
  };

  const shipping = checkout.shipping;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className={styles.form}
      aria-describedby={formError ? ERROR_ID : undefined}
    >
      {/* Above the fields it speaks of ("marked below"); focus goes to the first of them. */}
      <ShippingStepErrors id={ERROR_ID} formError={formError} lineErrors={lineErrors} />
      <ContactFields errors={errors} />
      {account.addresses.length > 0 && <SavedAddressChoice addresses={account.addresses} />}
      {/* A saved address shows as its choice; its fields open again if checkout refuses it. */}
      {(!account.usingSaved || Object.keys(errors).some((key) => key.startsWith('shipping.'))) && (
        <AddressFields kind="shipping" errors={errors} onErrors={setErrors} />
      )}
      {account.signedIn && !account.usingSaved && (
        <Checkbox
          label={t('checkout.saveAddress')}
          name="saveShippingAddress"
          checked={account.saveAddress}
          onCheckedChange={account.setSaveAddress}
        />
      )}
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
      {carrier.candidates && (
        <AddressSuggestions
          entered={{
            address: shipping.address.value,
            addressDetails: shipping.addressDetails.value,
            city: shipping.city.value,
            state: shipping.state.value,
            zipcode: shipping.zipcode.value,
          }}
          candidates={carrier.candidates}
          value={carrier.choice}
          onValueChange={carrier.setChoice}
        />
      )}
      <Button type="submit" loading={busy}>
        {t('checkout.continue')}
      </Button>
    </form>
  );
});
