import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCheckoutStore } from '@snackshop/commerce-hooks';
import { formatPhone } from '@snackshop/ui-kit';
import * as styles from './checkout.css';

/** The completed shipping step in short: contact (the phone as the field shows it) and where the order ships. */
export const ShippingSummary = observer(function ShippingSummary() {
  const checkout = useCheckoutStore();
  const { t } = useTranslation();
  const shipping = checkout.shipping;
  const contact = checkout.contactInfo;
  return (
    <dl className={styles.summary} data-shipping-summary>
      <dt>{t('checkout.contact')}</dt>
      <dd>
        {contact.email.value} · {formatPhone(contact.phoneNumber.value)}
      </dd>
      <dt>{t('checkout.shipTo')}</dt>
      <dd>
        {shipping.firstName.value} {shipping.lastName.value}, {shipping.address.value}
        {shipping.addressDetails.value ? `, ${shipping.addressDetails.value}` : ''},{' '}
        {shipping.city.value}, {shipping.state.value} {shipping.zipcode.value}
      </dd>
    </dl>
  );
});
