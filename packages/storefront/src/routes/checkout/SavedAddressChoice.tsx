import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore } from '@snackshop/commerce-hooks';
import { RadioGroup } from '@snackshop/ui-kit';
import { addressLabel, shippingValues, type SavedAddress } from './savedAddresses';

/** The choice's value for an address the customer types in. */
export const NEW_ADDRESS = 'new';

/**
 * A signed-in customer's shipping address: one of their saved addresses (the default first)
 * or a new one. Choosing a saved address fills the shipping form with it; choosing a new one
 * empties the form for typing.
 */
export const SavedAddressChoice = observer(function SavedAddressChoice({
  addresses,
}: {
  addresses: readonly SavedAddress[];
}) {
  const checkout = useCheckoutStore();
  const { t } = useTranslation();
  const selected = checkout.selectedShippingAddress;
  const value =
    typeof selected === 'string' && addresses.some((address) => address.id === selected)
      ? selected
      : NEW_ADDRESS;

  const choose = (id: string) => {
    const address = addresses.find((entry) => entry.id === id);
    if (address) {
      checkout.setSelectedShippingAddress(address.id);
      checkout.setAddress('shipping', shippingValues(address));
      return;
    }
    checkout.setSelectedShippingAddress(null);
    checkout.setAddress('shipping', {
      firstName: '',
      lastName: '',
      address: '',
      addressDetails: '',
      city: '',
      state: '',
      zipcode: '',
    });
  };

  return (
    <RadioGroup
      label={t('checkout.savedAddresses')}
      name="savedShippingAddress"
      value={value}
      onValueChange={choose}
      options={[
        ...addresses.map((address) => ({
          value: address.id,
          label: addressLabel(address),
          ...(address.primaryAddr ? { hint: t('myaccount.addresses.default') } : {}),
        })),
        { value: NEW_ADDRESS, label: t('checkout.newAddress') },
      ]}
    />
  );
});
