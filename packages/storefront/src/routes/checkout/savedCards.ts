import type { SavedCard } from '@snackshop/commerce-hooks';

/** What the payment step's card choice holds when the shopper types a new card. */
export const NEW_CARD = 'new';

/** The last four digits of a saved card's mask (`•••• 4242`), or '' when it has none. */
export function lastFour(cardNumberMask: string): string {
  return /(\d{4})\s*$/.exec(cardNumberMask)?.[1] ?? '';
}

/**
 * The card the payment step pays with: the shopper's choice (a saved card's id or
 * `NEW_CARD`) while it still names one of `cards`; before any choice, the card the checkout
 * store remembers (`remembered`, after a reload), else the first saved card; a new card when
 * there are none.
 */
export function chosenSavedCard(
  cards: readonly SavedCard[],
  choice: string | null,
  remembered: { payWithSavedCard: boolean; sequence: number | null; cardNumberMask: string },
): SavedCard | null {
  if (choice !== null) return cards.find((card) => card.id === choice) ?? null;
  if (remembered.payWithSavedCard && remembered.sequence !== null) {
    const card = cards[remembered.sequence];
    if (card && card.cardNumberMask === remembered.cardNumberMask) return card;
  }
  return cards[0] ?? null;
}
