import { data, type LoaderFunctionArgs } from 'react-router';
import { signInHref } from '@snackshop/commerce-core/messages';
import { pageLabels } from '../i18n/bundled.server';
import { sortByMenuSeq } from '@snackshop/commerce-core/api-client';
import type { ShellData } from '../root/shellData';
import { parseConsentCookie } from '../shell/consent';
import type { SiteConfig } from '../site/site';
import { apiDataOr } from './api.server';
import { siteEnv } from './env.server';
import { requestLanguage } from './language.server';

/**
 * The root loader of a site: language (query, path or stored cookie), the API's labels,
 * the header and footer navigation sorted by menuSeq, config flags, cookie choices and
 * the sign-in and business links. A failing API degrades to bundled texts and no menus
 * rather than taking every page down.
 */
export function createRootLoader(site: Readonly<SiteConfig>) {
  return async function rootLoader({ request }: LoaderFunctionArgs) {
    const env = siteEnv();
    const { language, setCookie } = requestLanguage(request);
    const [labels, navigation, config] = await Promise.all([
      apiDataOr('labelsList', { query: { lang: language } }, { lang: language, labels: {} }),
      apiDataOr('navigationList', { query: { lang: language } }, { data: [] }),
      apiDataOr('configList', {}, { list: [], config: {} }),
    ]);
    // SPEC section 3: menuSeq is the sort order, of the menus and of their entries.
    const entries = sortByMenuSeq(navigation.data).map((entry) => ({
      ...entry,
      children: sortByMenuSeq(entry.children),
    }));
    const shell: ShellData = {
      site: {
        id: site.id,
        name: site.name,
        theme: site.theme,
        footer: site.footer,
        newsletterCode: site.newsletterCode,
      },
      language,
      labels: pageLabels(language, labels.labels),
      headerNav: entries.filter((entry) => entry.menu === 'header'),
      footerNav: entries.filter((entry) => entry.menu === 'footer'),
      signInHref: signInHref(site.signInTarget === 'rewards' ? 'usRewards' : 'main', {
        main: env.MAIN_SITE_URL,
        usRewards: env.REWARDS_SITE_URL,
        caRewards: env.REWARDS_SITE_URL,
      }),
      businessSiteUrl: env.BUSINESS_SITE_URL,
      consent: parseConsentCookie(request.headers.get('Cookie')),
      config: config.config,
    };
    return data(shell, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
  };
}
