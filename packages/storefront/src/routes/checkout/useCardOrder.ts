import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCheckoutStore,
  useUserStore,
  type PaymentInfoBody,
  type PlacedOrder,
  type SavedCard,
  type SubmitOutcome,
} from '@snackshop/commerce-hooks';
import type { HostedCardFieldsHandle, TokenOutcome } from './HostedCardFields';
import { refusalMessage } from './refusals';

type FieldsToken = Exclude<TokenOutcome, { type: 'error' }>;

/**
 * Place order by card: the hosted `fields` give a one-use token (the store keeps only its
 * mask and flags), `submit` places the order with it, and a refusal leaves its message in
 * `error` with the card cleared, since the token is spent either way. With `savedCard` the
 * fields give the token of its security code and the order is paid with that saved card;
 * otherwise a signed-in customer's new card is kept when the store's `saveNewCard` is ticked.
 * `onStart` runs as an attempt begins; a second click while one is under way does nothing.
 */
export function useCardOrder({
  fields,
  savedCard,
  submit,
  onPlaced,
  onStart,
}: {
  fields: RefObject<HostedCardFieldsHandle | null>;
  savedCard: SavedCard | null;
  submit: (paymentInfo: PaymentInfoBody) => Promise<SubmitOutcome>;
  onPlaced: (order: PlacedOrder) => void;
  onStart: () => void;
}) {
  const checkout = useCheckoutStore();
  const user = useUserStore();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** How the order is paid with what the fields gave, or null when it does not fit. */
  const paymentInfoOf = (token: FieldsToken): PaymentInfoBody | null => {
    if (token.type === 'cvv-token') {
      return savedCard
        ? { method: 'saved-card', savedCardId: savedCard.id, cvvToken: token.cvvToken }
        : null;
    }
    if (savedCard) return null;
    checkout.updatePaymentInfo({
      transientToken: token.transientToken,
      cardInfo: {
        cardType: token.cardType,
        cardNumberMask: token.cardNumberMask,
        cardNumberValid: true,
        cvvNumberValid: true,
      },
    });
    return {
      method: 'card',
      transientToken: token.transientToken,
      saveNewCard: user.isAuthenticated && checkout.paymentInfo.saveNewCard,
    };
  };

  const placeOrder = async () => {
    if (!fields.current || busy) return;
    setError(null);
    onStart();
    setBusy(true);
    try {
      const outcome = await fields.current.requestToken();
      const paymentInfo = outcome.type === 'error' ? null : paymentInfoOf(outcome);
      if (!paymentInfo) {
        const expired = outcome.type === 'error' && outcome.expired;
        if (savedCard) setError(t(expired ? 'checkout.cvvExpired' : 'checkout.cvvInvalid'));
        else setError(t(expired ? 'checkout.cardExpired' : 'checkout.cardInvalid'));
        return;
      }
      const placed = await submit(paymentInfo);
      if (placed.ok) {
        onPlaced(placed.order);
        return;
      }
      if (!savedCard) {
        checkout.updatePaymentInfo({
          transientToken: null,
          cardInfo: {
            cardType: '',
            cardNumberMask: '',
            cardNumberValid: false,
            cvvNumberValid: false,
          },
        });
      }
      setError(refusalMessage(placed, savedCard ? t('checkout.savedCardTryAgain') : undefined));
    } finally {
      setBusy(false);
    }
  };

  return { placeOrder, busy, error, clearError: () => setError(null) };
}
