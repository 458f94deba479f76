import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { interpolate } from '../private/interpolate';
import {
  CartIcon,
  ChevronDownIcon,
  GlobeIcon,
  MenuIcon,
  SearchIcon,
  UserIcon,
} from '../private/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Header.css';

/** A navigation item from the API's navigation list (SPEC section 3). */
export interface NavigationItem {
  id: string;
  label: string;
  href: string;
  /** Sort order: the products menu lists items by ascending `menuSeq`. */
  menuSeq: number;
}

/** The navigation items in menu order (ascending `menuSeq`; ties keep their order). */
export function sortNavigation(items: readonly NavigationItem[]): NavigationItem[] {
  return [...items].sort((a, b) => a.menuSeq - b.menuSeq);
}

const asItIs = (list: ReactNode) => list;

/** Renders the header's links; a site passes its router's link so pages change client-side. */
export type HeaderLinkComponent = ComponentType<{
  href: string;
  className?: string;
  children: ReactNode;
}>;

const Anchor: HeaderLinkComponent = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** A language the shop offers. */
export interface HeaderLanguage {
  code: string;
  /** The language's name in itself ("Español"), so speakers recognise it. */
  label: string;
}

/** Header's texts; the site passes the translated ones. */
export interface HeaderLabels {
  /** Names the logo link ("Snack Shop home"). */
  home: string;
  /** Names the main navigation landmark. */
  navigation: string;
  /** The products menu button. */
  products: string;
  /** The cart button's name; `{count}` is the number of items. */
  cart: string;
  account: string;
  /** The signed-in shopper's greeting; `{name}` is their first name ("Hi, {name}"). */
  greeting: string;
  signIn: string;
  signOut: string;
  /** Prefix for the language switch, for screen readers ("Language:"). */
  language: string;
  /** The signed-in shopper's menu button (their account pages and sign out). */
  accountMenu: string;
  /** On a phone, the button that opens the products, language and account links. */
  menu: string;
  /** A compact header's button that shows the search row (below the desktop breakpoint). */
  search: string;
}

/** English texts, the default. */
export const headerLabels: HeaderLabels = {
  home: 'Snack Shop home',
  navigation: 'Main',
  products: 'Products',
  cart: 'Cart, {count} items',
  account: 'My account',
  greeting: 'Hi, {name}',
  signIn: 'Sign in',
  signOut: 'Sign out',
  language: 'Language:',
  accountMenu: 'Account menu',
  menu: 'Menu',
  search: 'Search',
};

/** A page of the signed-in shopper's account, listed in the account menu. */
export interface HeaderAccountLink {
  href: string;
  label: string;
}

export interface HeaderProps {
  /** The logo (an image or wordmark); it links home. */
  logo: ReactNode;
  homeHref?: string;
  /** The products menu, sorted by `menuSeq` here. */
  navigation: readonly NavigationItem[];
  /** The search field (usually a SearchAutocomplete). */
  search?: ReactNode;
  cartCount: number;
  /** Opens the mini cart. */
  onCartClick: () => void;
  /**
   * The cart page. Given, the cart control is a link to it until the page's scripts run (a
   * browser without them still reaches the cart), then the button that opens the mini cart.
   */
  cartHref?: string;
  signedIn: boolean;
  /** The signed-in shopper's first name: the account link greets them by it. */
  customerName?: string;
  accountHref: string;
  /**
   * Where the sign-out form posts while signed in (a POST, so that no link or prefetch can
   * sign anyone out); without it no sign-out button shows.
   */
  signOutAction?: string;
  /** Called as the sign-out form is sent (before the page leaves). */
  onSignOut?: () => void;
  /**
   * The signed-in shopper's account pages (profile, orders, …): a menu button beside the
   * greeting lists them, then the sign-out form.
   */
  accountLinks?: readonly HeaderAccountLink[];
  /** The site's sign-in link (`?signin=true` on the main or rewards site). */
  signInHref: string;
  languages?: readonly HeaderLanguage[];
  currentLanguage?: string;
  onLanguageChange?: (code: string) => void;
  labels?: Partial<HeaderLabels>;
  /** Renders the logo and menu links (plain anchors by default). */
  linkComponent?: HeaderLinkComponent;
  /**
   * Wraps the products menu's list (its `<ul>` of links) as rendered: a site whose page keeps
   * the server's HTML of the list, and so sends the browser no navigation, puts it in its own
   * part here. By default the list is rendered as it is.
   */
  wrapProductsList?: (list: ReactNode) => ReactNode;
  /**
   * One row at every width, for a layout that keeps a fixed room for its header (the
   * hot-snack shop's top padding): below the desktop breakpoint the search waits behind a
   * Search button and opens as a row under the bar, and the logo's words wrap before the
   * cart leaves the row.
   */
  compact?: boolean;
}

/**
 * The shop's header: logo, a products menu built from the navigation items in `menuSeq`
 * order, a search slot, the cart button with its count, the account or sign-in link and
 * the language switch; signed in, the greeting, the account menu and a sign-out form. The
 * products and account menus are disclosures: Enter or Space opens one, Escape closes it and
 * returns to its button, and it closes when focus or a click leaves it.
 *
 * On a phone (below the tablet breakpoint) the bar is one line: the logo, a Menu button and the
 * cart, with the search on the line under it. The Menu button is a disclosure of the products,
 * the language switch and the account links, listed open in a panel under the bar; nothing is
 * rendered twice, the same links are laid out as a panel. A `compact` header keeps to one row
 * below the desktop breakpoint: the search slot opens under the bar from a Search button
 * (Escape closes it and returns to the button).
 */
export function Header({
  logo,
  homeHref = '/',
  navigation,
  search,
  cartCount,
  onCartClick,
  cartHref,
  signedIn,
  customerName,
  accountHref,
  signOutAction,
  onSignOut,
  accountLinks = [],
  signInHref,
  languages = [],
  currentLanguage,
  onLanguageChange,
  labels: overrides,
  linkComponent: LinkComponent = Anchor,
  wrapProductsList = asItIs,
  compact = false,
}: HeaderProps) {
  useStylesheetCheck('Header', styles.root);
  const labels = { ...headerLabels, ...overrides };
  const searchRow = useSearchRow();
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false);
  const phoneMenuRef = useRef<HTMLDivElement>(null);
  const phoneButtonRef = useRef<HTMLButtonElement>(null);
  const phoneMenuId = useId();

  useClosingOutside(phoneMenuOpen, phoneMenuRef, setPhoneMenuOpen, phoneButtonRef);

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <LinkComponent href={homeHref} className={compact ? styles.compactLogo : styles.logo}>
          {/* Named like an aria-label would: the logo is hidden, the label is read. */}
          <span aria-hidden="true">{logo}</span>
          <VisuallyHidden>{labels.home}</VisuallyHidden>
        </LinkComponent>
        <button
          ref={phoneButtonRef}
          type="button"
          className={styles.phoneMenuButton}
          aria-expanded={phoneMenuOpen}
          aria-controls={phoneMenuId}
          onClick={() => setPhoneMenuOpen(!phoneMenuOpen)}
        >
          <span className={styles.actionIcon}>
            <MenuIcon />
          </span>
          <span className={styles.menuLabel}>{labels.menu}</span>
        </button>
        <div
          ref={phoneMenuRef}
          id={phoneMenuId}
          className={styles.phoneMenu}
          data-open={phoneMenuOpen}
          onKeyDown={(event) => {
            // The products menu inside closes first (it stops its Escape there).
            if (event.key === 'Escape' && phoneMenuOpen) {
              setPhoneMenuOpen(false);
              phoneButtonRef.current?.focus();
            }
          }}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            if (!phoneMenuRef.current?.contains(next) && !phoneButtonRef.current?.contains(next)) {
              setPhoneMenuOpen(false);
            }
          }}
        >
          <ProductsMenu
            items={sortNavigation(navigation)}
            labels={labels}
            linkComponent={LinkComponent}
            wrapList={wrapProductsList}
          />
          <HeaderActions
            languages={languages.filter((language) => language.code !== currentLanguage)}
            onLanguageChange={onLanguageChange}
            signedIn={signedIn}
            customerName={customerName}
            accountHref={accountHref}
            signInHref={signInHref}
            accountLinks={accountLinks}
            signOutAction={signOutAction}
            onSignOut={onSignOut}
            labels={labels}
            linkComponent={LinkComponent}
          />
        </div>
        {search && compact ? (
          <>
            <div {...searchRow.rowProps} className={styles.compactSearch}>
              {search}
            </div>
            <button {...searchRow.buttonProps} type="button" className={styles.searchButton}>
              <span className={styles.actionIcon}>
                <SearchIcon />
              </span>
              <VisuallyHidden>{labels.search}</VisuallyHidden>
            </button>
          </>
        ) : (
          search && <div className={styles.search}>{search}</div>
        )}
        <CartControl
          count={cartCount}
          name={interpolate(labels.cart, { count: cartCount })}
          href={cartHref}
          onClick={onCartClick}
        />
      </div>
    </header>
  );
}

/**
 * The products menu: a disclosure of the navigation's links in menuSeq order. Escape closes
 * it and returns to its button (and goes no further, so a panel around it stays open); it
 * closes when focus or a click leaves it. In the phone's panel its list is shown open.
 */
function ProductsMenu({
  items,
  labels,
  linkComponent: LinkComponent,
  wrapList,
}: {
  items: readonly NavigationItem[];
  labels: Pick<HeaderLabels, 'navigation' | 'products'>;
  linkComponent: HeaderLinkComponent;
  wrapList: (list: ReactNode) => ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useClosingOutside(menuOpen, navRef, setMenuOpen);

  return (
    <nav
      ref={navRef}
      aria-label={labels.navigation}
      className={styles.nav}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          event.stopPropagation();
          setMenuOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) {
          setMenuOpen(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.productsButton}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        {labels.products}
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
      <div id={menuId} className={styles.menuPanel} hidden={!menuOpen}>
        {wrapList(
          <ul className={styles.menuList}>
            {items.map((item) => (
              <li key={item.id}>
                <LinkComponent href={item.href} className={styles.menuLink}>
                  {item.label}
                </LinkComponent>
              </li>
            ))}
          </ul>,
        )}
      </div>
    </nav>
  );
}

/**
 * The header's actions: the language switch, the account or sign-in link and, signed in, the
 * account menu and the sign-out form (a POST, so that no link or prefetch can sign anyone out).
 */
function HeaderActions({
  languages,
  onLanguageChange,
  signedIn,
  customerName,
  accountHref,
  signInHref,
  accountLinks,
  signOutAction,
  onSignOut,
  labels,
  linkComponent,
}: Pick<
  HeaderProps,
  | 'onLanguageChange'
  | 'signedIn'
  | 'customerName'
  | 'accountHref'
  | 'signInHref'
  | 'signOutAction'
  | 'onSignOut'
> & {
  /** The languages to switch to (not the current one). */
  languages: readonly HeaderLanguage[];
  accountLinks: readonly HeaderAccountLink[];
  labels: HeaderLabels;
  linkComponent: HeaderLinkComponent;
}) {
  return (
    <div className={styles.actions}>
      {languages.map((language) => (
        <button
          key={language.code}
          type="button"
          className={styles.action}
          onClick={() => onLanguageChange?.(language.code)}
        >
          <span className={styles.actionIcon}>
            <GlobeIcon />
          </span>
          <VisuallyHidden>{labels.language} </VisuallyHidden>
          <span lang={language.code}>{language.label}</span>
        </button>
      ))}
      <a href={signedIn ? accountHref : signInHref} className={styles.action}>
        <span className={styles.actionIcon}>
          <UserIcon />
        </span>
        {signedIn
          ? customerName
            ? interpolate(labels.greeting, { name: customerName })
            : labels.account
          : labels.signIn}
      </a>
      {signedIn && accountLinks.length > 0 && (
        <AccountMenu
          label={labels.accountMenu}
          links={accountLinks}
          linkComponent={linkComponent}
          signOut={
            signOutAction ? (
              <form method="post" action={signOutAction} onSubmit={() => onSignOut?.()}>
                <button type="submit" className={styles.menuLink}>
                  {labels.signOut}
                </button>
              </form>
            ) : null
          }
        />
      )}
      {signedIn && signOutAction && (
        <form
          method="post"
          action={signOutAction}
          onSubmit={() => onSignOut?.()}
          className={styles.signOutForm}
        >
          <button type="submit" className={styles.action}>
            {labels.signOut}
          </button>
        </form>
      )}
    </div>
  );
}

/**
 * The signed-in shopper's menu: a disclosure button whose panel lists their account pages and
 * ends with the sign-out form. Escape closes it and returns to the button; it closes when
 * focus or a click leaves it, and when one of its links is followed.
 */
function AccountMenu({
  label,
  links,
  linkComponent: LinkComponent,
  signOut,
}: {
  label: string;
  links: readonly HeaderAccountLink[];
  linkComponent: HeaderLinkComponent;
  signOut: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useClosingOutside(open, rootRef, setOpen);

  return (
    <div
      ref={rootRef}
      className={styles.accountMenu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.accountMenuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <VisuallyHidden>{label}</VisuallyHidden>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </button>
      <div id={panelId} className={styles.accountPanel} hidden={!open}>
        <ul className={styles.accountList} onClick={() => setOpen(false)}>
          {links.map((link) => (
            <li key={link.href}>
              <LinkComponent href={link.href} className={styles.menuLink}>
                {link.label}
              </LinkComponent>
            </li>
          ))}
          {signOut && <li className={styles.accountSignOut}>{signOut}</li>}
        </ul>
      </div>
    </div>
  );
}

/**
 * A compact header's search row: a disclosure whose button moves focus into the row as it
 * opens; Escape (one the search field did not use itself) closes it and returns to the button.
 * It stays open while the shopper works in it, a ZIP popover included, until closed.
 */
function useSearchRow() {
  const [open, setOpen] = useState(false);
  const opened = useRef(false);
  const rowRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rowId = useId();

  useEffect(() => {
    if (!open || !opened.current) return;
    opened.current = false;
    rowRef.current?.querySelector<HTMLElement>('input, button, a[href]')?.focus();
  }, [open]);

  return {
    rowProps: {
      ref: rowRef,
      id: rowId,
      'data-open': open,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        setOpen(false);
        buttonRef.current?.focus();
      },
    },
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': rowId,
      onClick: () => {
        opened.current = !open;
        setOpen(!open);
      },
    },
  };
}

/**
 * Closes a disclosure when a click lands outside `root` (and outside `trigger`, its button
 * when that sits elsewhere, which toggles it itself).
 */
function useClosingOutside(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
  trigger?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!root.current?.contains(target) && !trigger?.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root, setOpen, trigger]);
}

/** Whether a cart control has run its effect in this document: scripts run here. */
let scriptsRan = false;

/**
 * The cart control: a link to the cart page (`href`) until scripts run, then a button that
 * opens the mini cart. Its name comes from hidden text, not aria-label: the badge may show
 * "99+".
 */
function CartControl({
  count,
  name,
  href,
  onClick,
}: {
  count: number;
  name: string;
  href: string | undefined;
  onClick: () => void;
}) {
  // Once the page's scripts have run, a header mounted later (another page) is a button at once.
  const [scripted, setScripted] = useState(scriptsRan);
  useEffect(() => {
    scriptsRan = true;
    setScripted(true);
  }, []);
  const content = (
    <>
      <span className={styles.actionIcon}>
        <CartIcon />
      </span>
      <VisuallyHidden>{name}</VisuallyHidden>
      <span className={styles.cartCount} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
  return href && !scripted ? (
    <a href={href} className={styles.cartButton} data-cart-control>
      {content}
    </a>
  ) : (
    <button type="button" className={styles.cartButton} onClick={onClick} data-cart-control>
      {content}
    </button>
  );
}
