import type { SeoData } from '../../seo/meta';
import type { Language } from '@snackshop/commerce-core/language';
import type { Bundle } from '@snackshop/commerce-core/contract';

/** What the `/bundles` loader hands the page. */
export interface BundlesData extends SeoData {
  language: Language;
  bundles: Bundle[];
}
