import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCheckoutStore,
  type PaymentInfoBody,
  type PlacedOrder,
  type SubmitOutcome,
} from '@snackshop/commerce-hooks';
import type { HostedCardFieldsHandle } from './HostedCardFields';

/**
 * Place order by card: the hosted `fields` give a one-use token (the store keeps only its
 * mask and flags), `submit` places the order with it, and a refusal leaves its message in
 * `error` with the card cleared, since the token is spent either way. `onStart` runs as an
 * attempt begins; a second click while one is under way does nothing.
 */
export function useCardOrder({
  fields,
  submit,
  onPlaced,
  onStart,
}: {
  fields: RefObject<HostedCardFieldsHandle | null>;
  submit: (paymentInfo: PaymentInfoBody) => Promise<SubmitOutcome>;
  onPlaced: (order: PlacedOrder) => void;
  onStart: () => void;
}) {
  const checkout = useCheckoutStore();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const placeOrder = async () => {
    if (!fields.current || busy) return;
    setError(null);
    onStart();
    setBusy(true);
    try {
      const outcome = await fields.current.requestToken();
      if (outcome.type === 'error') {
        setError(t(outcome.expired ? 'checkout.cardExpired' : 'checkout.cardInvalid'));
        return;
      }
      checkout.updatePaymentInfo({
        transientToken: outcome.transientToken,
        cardInfo: {
          cardType: outcome.cardType,
          cardNumberMask: outcome.cardNumberMask,
          cardNumberValid: true,
          cvvNumberValid: true,
        },
      });
      const placed = await submit({ method: 'card', transientToken: outcome.transientToken });
      if (placed.ok) {
        onPlaced(placed.order);
        return;
      }
      checkout.updatePaymentInfo({
        transientToken: null,
        cardInfo: {
          cardType: '',
          cardNumberMask: '',
          cardNumberValid: false,
          cvvNumberValid: false,
        },
      });
      setError(
        placed.status === 402
          ? `${placed.message} ${t('checkout.declinedTryAnother')}`
          : placed.message,
      );
    } finally {
      setBusy(false);
    }
  };

  return { placeOrder, busy, error, clearError: () => setError(null) };
}
