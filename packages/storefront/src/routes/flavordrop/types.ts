import type { ShopEvent } from '@snackshop/commerce-core/contract';
import type { Language } from '@snackshop/commerce-core/language';
import type { SeoData } from '../../seo/meta';
import type { TilePage } from '../../catalogue/tileProduct';

/** What the `/flavor-drop` loader hands the page. */
export interface FlavorDropData extends SeoData {
  language: Language;
  /** The drop's shop event, in the page's language. */
  event: Pick<ShopEvent, 'slug' | 'title' | 'description'>;
  /** One page of the event's products. */
  page: TilePage;
  /** enableTangyPickleGiveAwayMessage is on. */
  giveaway: boolean;
}
