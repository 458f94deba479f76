import type { SeoData } from '../../seo/meta';
import type { Language } from '@snackshop/commerce-core/language';
import type { GiftCard } from '@snackshop/commerce-core/contract';

/** What the `/gift-cards` loader hands the page. */
export interface GiftCardsData extends SeoData {
  language: Language;
  giftCards: GiftCard[];
}
