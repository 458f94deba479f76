import type { Language } from '@snackshop/commerce-core/catalogue';

/** A gift card as giftcardlist answers it: the physical card or the e-gift card. */
export interface GiftCard {
  giftCardId: number;
  sku: string;
  slug: string;
  kind: 'physical' | 'e-gift';
  title: string;
  description: string;
  /** The face values offered, in cents, in the API's order. */
  amountsCents: number[];
  /** An e-gift card goes to a recipient by email (SPEC section 5: recipient email required). */
  requiresRecipientEmail: boolean;
  image: { tile: string; detail: string };
}

/** What the `/gift-cards` loader hands the page. */
export interface GiftCardsData {
  language: Language;
  giftCards: GiftCard[];
}
