import { useTranslation } from 'react-i18next';
import { cartPath } from '../site/cartPath';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LANGUAGE_QUERY_PARAM } from '@snackshop/commerce-core/language';
import { SIGN_IN_QUERY } from '@snackshop/commerce-core/messages';
import { useStoreValue, useWithStores, type RootStore } from '@snackshop/commerce-hooks';
import {
  Header as KitHeader,
  Inline,
  type HeaderLinkComponent,
  type NavigationItem,
} from '@snackshop/ui-kit';
import { HEADER_MENU_PART, type ShellData } from '../site/shellData';
import { ACCOUNT_PAGES } from '../site/accountPages';
import { withoutCampaignParameters } from '../tracking/campaignParameters';
import { formatLoyaltyId } from '../site/accountFormat';
import { HeaderSearch } from './HeaderSearch';
import { ShellLoginPopup } from './ShellLoginPopup';
import { ShellZipCodePopup } from './ShellZipCodePopup';
import { ServerHtml, usePartData } from './ServerHtml';
import * as styles from './shell.css';

/**
 * The router's link, so header links change pages without reloading the shell. Every route
 * comes with the first page (decision 0041): no discovery, no `data-discover` per link.
 */
const HeaderLink: HeaderLinkComponent = ({ href, className, children }) => (
  <RouterLink to={href} className={className} discover="none">
    {children}
  </RouterLink>
);

const LANGUAGES = [
  { code: 'en-us', label: 'English' },
  { code: 'es-us', label: 'Español' },
] as const;

/**
 * The site header (the ui-kit Header): the products menu from the navigation list in
 * menuSeq order, search with suggestions, the ZIP code, the cart count (opening the mini
 * cart), sign-in or the signed-in shopper's greeting, account menu and sign-out, and the
 * language switch. A `compact` header (the hot-snack shop's, whose top padding is its room)
 * keeps to one row, its search behind a Search button below the desktop breakpoint.
 */
export function Header({ shell, compact = false }: { shell: ShellData; compact?: boolean }) {
  const { t } = useTranslation();
  // Until the stores load (after the first paint) the header shows what the server's HTML
  // does: the count the site kept for a cart changed without scripts (else none), signed out.
  const cartCount = useStoreValue(selectCartCount, shell.cartCount);
  const withStores = useWithStores();
  const location = useLocation();
  const navigate = useNavigate();
  // On a page load the browser has no entries: it keeps the server's HTML of the list
  // (`wrapProductsList`).
  const entries = usePartData(HEADER_MENU_PART, shell.headerNav) ?? [];
  const navigation: NavigationItem[] = entries.map((entry) => ({
    id: String(entry.id),
    label: entry.label,
    href: entry.href,
    menuSeq: entry.menuSeq,
  }));
  // A rewards programme member's account menu opens with their number.
  const loyaltyId = shell.shopper?.loyaltyId;
  const switchLanguage = (code: string) => {
    const params = new URLSearchParams(location.search);
    params.set(LANGUAGE_QUERY_PARAM, code);
    void navigate(`${location.pathname}?${params.toString()}`);
  };
  return (
    <>
      <KitHeader
        // Re-mounted per page so the products menu closes after each navigation.
        key={location.key}
        logo={
          <span className={compact ? styles.compactBrand : styles.brand}>{shell.site.name}</span>
        }
        navigation={navigation}
        wrapProductsList={(list) => (
          <ServerHtml name={HEADER_MENU_PART} data={shell.headerNav}>
            {() => list}
          </ServerHtml>
        )}
        linkComponent={HeaderLink}
        compact={compact}
        search={
          <Inline space="small" alignY="center">
            <HeaderSearch />
            <ShellZipCodePopup />
          </Inline>
        }
        cartCount={cartCount}
        onCartClick={() => withStores((store) => store.cart.setMiniCartOpen(true))}
        // Before scripts run (or where they never do) the cart control goes to the cart page.
        cartHref={cartPath(shell.language)}
        // Signed in as the site's session says, so the server's HTML already greets them.
        signedIn={shell.shopper !== null}
        customerName={shell.shopper?.firstName || undefined}
        accountHref="/profile"
        accountLinks={[
          ...(loyaltyId
            ? [
                {
                  href: '/profile#rewards',
                  label: t('header.memberNumber', { number: formatLoyaltyId(loyaltyId) }),
                },
              ]
            : []),
          ...ACCOUNT_PAGES.filter((page) => page.inMenu).map((page) => ({
            href: page.href,
            label: t(page.label),
          })),
        ]}
        signOutAction="/signout"
        onSignOut={() => withStores((store) => store.user.logout())}
        signInHref={
          shell.signInHere ? hereWithSignIn(location.pathname, location.search) : shell.signInHref
        }
        languages={LANGUAGES}
        currentLanguage={shell.language}
        onLanguageChange={switchLanguage}
        labels={{
          home: t('header.home', { site: shell.site.name }),
          navigation: t('header.primaryNav'),
          products: t('header.products'),
          // The number is filled in here, so the noun agrees with it (1 item, 2 items).
          cart: t('header.cartCount', { count: cartCount }),
          account: t('header.account'),
          greeting: t('header.greeting'),
          signIn: t('header.signIn'),
          signOut: t('header.signOut'),
          language: t('header.languageSwitch'),
          accountMenu: t('header.accountMenu'),
          menu: t('header.menu'),
          search: t('header.searchButton'),
        }}
      />
      <ShellLoginPopup />
    </>
  );
}

const selectCartCount = (store: RootStore) => store.cart.cartCount;

/**
 * The page the shopper is on with `?signin=true`: the login popup opens over it and signing
 * in comes back to it (SPEC section 2's sign-in query, on the site that signs in itself). The
 * visit's campaign parameters stay behind: the page's HTML is the same for every campaign.
 */
function hereWithSignIn(pathname: string, search: string): string {
  const params = new URLSearchParams(withoutCampaignParameters(search));
  const [name, value] = SIGN_IN_QUERY.split('=') as [string, string];
  params.set(name, value);
  return `${pathname}?${params.toString()}`;
}
