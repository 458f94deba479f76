import type { Language } from '@snackshop/commerce-core/language';
import type { ConfigValue, NavigationEntry } from '@snackshop/commerce-core/contract';
import type { Labels } from '../i18n/i18n';
import type { ConsentState } from '../shell/consent';
import type { SiteConfig } from '../site/site';

/** What the root loader gives every page: the site, its language and the shell's data. */
export interface ShellData {
  site: Pick<SiteConfig, 'id' | 'name' | 'theme' | 'footer' | 'newsletterCode'>;
  language: Language;
  /**
   * The API's labels for the language; for a language other than the default, laid over
   * its whole bundle (`pageLabels`), since the browser code bundles the default language only.
   */
  labels: Labels;
  headerNav: NavigationEntry[];
  footerNav: NavigationEntry[];
  /** Where sign-in links go (`…/?signin=true` on the rewards or the main site). */
  signInHref: string;
  /** The separate business-ordering site (SPEC section 1). */
  businessSiteUrl: string;
  consent: ConsentState;
  /** Config flags of SPEC section 9 as the config list returns them. */
  config: Record<string, ConfigValue>;
}
