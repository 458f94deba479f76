import type { ContentEntry } from '@snackshop/commerce-core/contract';
import type { SeoData } from '../../seo/meta';

/** The content pages of SPEC section 2 served from `/services/contentlist`, by slug. */
export type ContentSlug =
  | 'faq'
  | 'common-questions'
  | 'shipping-returns'
  | 'about-us'
  | 'terms-of-use'
  | 'privacy-policy'
  | 'about-our-ads'
  | 'accessibility';

/** What a content loader returns. */
export interface ContentData extends SeoData {
  slug: ContentSlug;
  entry: ContentEntry;
}
