import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@snackshop/ui-kit';

/** How the shopper pays. */
export type PaymentMethod = 'card' | 'paypal' | 'applePay';

/** The choice of card, PayPal or, where the page offers it, Apple Pay. */
export function PaymentMethodChoice({
  value,
  offerApplePay,
  onChange,
}: {
  value: PaymentMethod;
  offerApplePay: boolean;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      label={t('checkout.payWith')}
      name="paymentMethod"
      orientation="horizontal"
      value={value}
      onValueChange={(method) => onChange(method as PaymentMethod)}
      options={[
        { value: 'card', label: t('checkout.methodCard') },
        { value: 'paypal', label: t('checkout.methodPayPal') },
        ...(offerApplePay ? [{ value: 'applePay', label: t('checkout.methodApplePay') }] : []),
      ]}
    />
  );
}
