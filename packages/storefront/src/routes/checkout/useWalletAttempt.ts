import { useState } from 'react';
import type { PaymentInfoBody, PlacedOrder, SubmitOutcome } from '@snackshop/commerce-hooks';
import { refusalMessage } from './refusals';

/**
 * One payment with a wallet (Apple Pay, Google Pay): busy from the click (`begin`) until the
 * order is placed or refused; `place` places the order with what the wallet's sheet gave, a
 * placed order going to `onPlaced` and a refusal to `error`, a decline with the same words
 * as a card's; `fail` ends the attempt with a message of the wallet's own (the shopper closed
 * the sheet: nothing was charged, and the step is as it was).
 */
export function useWalletAttempt({
  submit,
  onPlaced,
}: {
  submit: (paymentInfo: PaymentInfoBody) => Promise<SubmitOutcome>;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (message: string) => {
    setBusy(false);
    setError(message);
  };
  const place = async (paymentInfo: PaymentInfoBody): Promise<boolean> => {
    const placed = await submit(paymentInfo);
    if (placed.ok) {
      onPlaced(placed.order);
      return true;
    }
    fail(refusalMessage(placed));
    return false;
  };
  const begin = () => {
    setError(null);
    setBusy(true);
  };
  return { busy, error, begin, place, fail };
}
