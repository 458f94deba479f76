import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@snackshop/ui-kit';

/** The wallets the page may offer, where the browser or their client can pay. */
export type WalletChoice = 'applePay' | 'googlePay';

/** How the shopper pays. */
export type PaymentMethod = 'card' | 'paypal' | WalletChoice;

const WALLET_LABELS: Record<WalletChoice, string> = {
  applePay: 'checkout.methodApplePay',
  googlePay: 'checkout.methodGooglePay',
};

/** The method shown: the one chosen, or the card when a chosen wallet is not offered (now). */
export function shownMethod(
  chosen: PaymentMethod,
  wallets: readonly WalletChoice[],
): PaymentMethod {
  return chosen === 'card' || chosen === 'paypal' || wallets.includes(chosen) ? chosen : 'card';
}

/** The choice of card, PayPal or, where the page offers them, the wallets. */
export function PaymentMethodChoice({
  value,
  wallets,
  onChange,
}: {
  value: PaymentMethod;
  wallets: readonly WalletChoice[];
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
        ...wallets.map((wallet) => ({ value: wallet, label: t(WALLET_LABELS[wallet]) })),
      ]}
    />
  );
}
