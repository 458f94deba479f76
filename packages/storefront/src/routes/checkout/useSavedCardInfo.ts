import { useEffect } from 'react';
import { useCheckoutStore, type SavedCard } from '@snackshop/commerce-hooks';

/**
 * Keeps in the CheckoutStore which card pays (SPEC section 3): `savedCard` by its place in
 * `cards` and what it shows, or a new card when it is null.
 */
export function useSavedCardInfo(cards: readonly SavedCard[], savedCard: SavedCard | null) {
  const checkout = useCheckoutStore();
  const sequence = savedCard ? cards.indexOf(savedCard) : null;
  const savedType = savedCard?.cardType;
  const savedMask = savedCard?.cardNumberMask;
  useEffect(() => {
    checkout.updatePaymentInfo(
      savedType !== undefined && savedMask !== undefined
        ? {
            payWithSavedCard: true,
            saveNewCard: false,
            cardInfo: { cardType: savedType, cardNumberMask: savedMask, sequence },
          }
        : { payWithSavedCard: false, cardInfo: { sequence: null } },
    );
  }, [checkout, savedType, savedMask, sequence]);
}
