import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchAutocomplete } from '../SearchAutocomplete/SearchAutocomplete';
import { breakpoints } from '../../themes/breakpoints';
import { Header, headerLabels, type HeaderProps } from './Header';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

// Deliberately out of order: the menu sorts by menuSeq.
const navigation = [
  { id: 'flavors', label: 'Flavors', href: '#flavors', menuSeq: 3 },
  { id: 'all', label: 'All Snacks', href: '#all-snacks', menuSeq: 1 },
  { id: 'variety', label: 'Variety Packs', href: '#varietypack', menuSeq: 2 },
  { id: 'holiday', label: 'Holiday Shop', href: '#holiday', menuSeq: 5 },
  { id: 'brands', label: 'Shop By Brand', href: '#brands', menuSeq: 4 },
];
const spanishNavigation = [
  { id: 'all', label: 'Todas las botanas', href: '#all-snacks', menuSeq: 1 },
  { id: 'variety', label: 'Paquetes surtidos', href: '#varietypack', menuSeq: 2 },
  { id: 'flavors', label: 'Sabores', href: '#flavors', menuSeq: 3 },
  { id: 'brands', label: 'Comprar por marca', href: '#brands', menuSeq: 4 },
  { id: 'holiday', label: 'Tienda navideña', href: '#holiday', menuSeq: 5 },
];
const spanishLabels = {
  home: 'Inicio de Snack Shop',
  navigation: 'Principal',
  products: 'Productos',
  cart: 'Carrito, {count} artículos',
  account: 'Mi cuenta',
  greeting: 'Hola, {name}',
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  language: 'Idioma:',
  accountMenu: 'Menú de la cuenta',
  menu: 'Menú',
  search: 'Buscar',
};
const accountLinks = [
  { href: '#profile', label: 'Profile' },
  { href: '#orders', label: 'Orders' },
  { href: '#addresses', label: 'Addresses' },
  { href: '#cards', label: 'Saved cards' },
  { href: '#mixes', label: 'Saved mixes' },
];
const spanishAccountLinks = [
  { href: '#profile', label: 'Perfil' },
  { href: '#orders', label: 'Pedidos' },
  { href: '#addresses', label: 'Direcciones' },
  { href: '#cards', label: 'Tarjetas guardadas' },
  { href: '#mixes', label: 'Mezclas guardadas' },
];

/** The labels on screen in the language chosen in the toolbar. */
function shownLabels(context: Parameters<typeof shownArgs<HeaderProps>>[0]) {
  return { ...headerLabels, ...shownArgs(context).labels };
}

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: the top of every storefront page: logo, products menu, search, cart, sign-in or
the shopper's account menu, and the language switch. One per page.

**When not to**: inside a dialog, drawer or checkout step.

## Do and don't

**Do**
- Pass the navigation items as the API answers them: the menu sorts them by \`menuSeq\`.
- Put a \`SearchAutocomplete\` in the search slot and the site's router link in
  \`linkComponent\`, so pages change client-side.
- Use \`compact\` in a layout that keeps a fixed room for its header (the hot-snack shop).

**Don't**
- Add items to the bar outside its props: on a phone it is one line of logo, Menu and cart.
- Sign out with a link: the header's sign-out is a form (POST), so no prefetch signs anyone out.

## Accessibility

- **Landmarks**: the main navigation is named (\`labels.navigation\`); the logo link is named
  (\`labels.home\`); the cart button's name includes the item count.
- **Keyboard**: the products, account and phone menus are disclosures: Enter or Space opens one,
  Escape closes it and returns focus to its button, and it closes when focus or a click leaves
  it.
- **Language**: each language is named in itself ("Español"), with a prefix for screen readers.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Layout/Header',
  component: Header,
  tags: ['stable'],
  args: {
    logo: <span>Snack Shop</span>,
    navigation,
    cartCount: 3,
    onCartClick: fn(),
    signedIn: false,
    accountHref: '#account',
    signInHref: '?signin=true',
    languages: [
      { code: 'en', label: 'English' },
      { code: 'es', label: 'Español' },
    ],
    currentLanguage: 'en',
    onLanguageChange: fn(),
    search: <SearchAutocomplete suggestions={[]} onSelect={() => {}} />,
  },
  argTypes: {
    labels: labelsArgType('headerLabels', headerLabels),
    logo: { control: false },
    search: { control: false },
  },
  parameters: {
    usage,
    layout: 'fullscreen',
    locales: {
      es: { labels: spanishLabels, navigation: spanishNavigation, currentLanguage: 'es' },
    },
  },
  decorators: [(Story) => <div style={{ minBlockSize: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const labels = shownLabels(context);
    const canvas = within(canvasElement);
    const products = canvas.getByRole('button', { name: labels.products });
    await userEvent.click(products);
    const nav = canvas.getByRole('navigation', { name: labels.navigation });
    const links = within(nav).getAllByRole('link');
    const bySeq = [...(shownArgs(context).navigation ?? [])].sort((a, b) => a.menuSeq - b.menuSeq);
    await expect(links.map((link) => link.textContent)).toEqual(bySeq.map((item) => item.label));
    await userEvent.keyboard('{Escape}');
    await expect(products).toHaveFocus();
    await userEvent.click(
      canvas.getByRole('button', { name: labels.cart.replace('{count}', '3') }),
    );
    await expect(args.onCartClick).toHaveBeenCalledOnce();
  },
};
export const SignedIn: Story = { args: { signedIn: true, cartCount: 12 } };
/** Signed in with a name: "Hi, {name}" and the sign-out form (a POST). */
export const SignedInWithName: Story = {
  args: { signedIn: true, customerName: 'Rosa', signOutAction: '#signout', onSignOut: fn() },
  play: async (context) => {
    const labels = shownLabels(context);
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('link', { name: labels.greeting.replace('{name}', 'Rosa') }),
    ).toBeVisible();
    const signOut = canvas.getByRole('button', { name: labels.signOut });
    await expect(signOut.closest('form')).toHaveAttribute('method', 'post');
  },
};
/** The account menu: the shopper's pages, then sign out; Escape closes it. */
export const SignedInAccountMenu: Story = {
  args: {
    signedIn: true,
    customerName: 'Rosa',
    signOutAction: '#signout',
    accountLinks,
  },
  parameters: { locales: { es: { accountLinks: spanishAccountLinks } } },
  play: async (context) => {
    const labels = shownLabels(context);
    const savedMixes = shownArgs(context).accountLinks!.find((link) => link.href === '#mixes')!;
    const canvas = within(context.canvasElement);
    const button = canvas.getByRole('button', { name: labels.accountMenu });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: savedMixes.label })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
  },
};
export const SignedInAccountMenuSpanish: Story = {
  args: {
    signedIn: true,
    customerName: 'Lucía',
    signOutAction: '#signout',
    labels: spanishLabels,
    navigation: spanishNavigation,
    currentLanguage: 'es',
    accountLinks: spanishAccountLinks,
  },
};
export const SignedInLongName: Story = {
  args: {
    signedIn: true,
    customerName: 'Maximiliana Esperanza de los Ángeles',
    signOutAction: '#signout',
  },
};
export const EmptyCart: Story = { args: { cartCount: 0 } };
export const WithoutSearch: Story = { args: { search: undefined } };
export const LongText: Story = {
  args: {
    navigation: [
      {
        id: 'a',
        label: 'Extra crunchy kettle-cooked potato chips of every flavor',
        href: '#a',
        menuSeq: 1,
      },
      { id: 'b', label: 'Mix-and-match multipacks', href: '#b', menuSeq: 2 },
    ],
    cartCount: 150,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: { labels: spanishLabels, navigation: spanishNavigation, currentLanguage: 'es' },
};

/** Logo and menu rendered through a site's router link (marked here to show it is used). */
export const RouterLinks: Story = {
  args: {
    linkComponent: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
};

/**
 * On a phone the bar is the logo, Menu and the cart; Menu opens the products, the language
 * switch and the account's links in a panel under the header.
 */
export const OnAPhone: Story = {
  args: {
    signedIn: true,
    customerName: 'Rosa',
    signOutAction: '#signout',
    accountLinks,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/**
 * A compact header, for a layout with a fixed room for its header (the hot-snack shop): one
 * row at every width. Below the desktop breakpoint the search waits behind the Search button
 * and opens as a row under the bar; a long name wraps between its words before the cart
 * leaves the row.
 */
export const Compact: Story = {
  args: { compact: true, logo: <span>Snack Shop Rewards</span> },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const labels = shownLabels(context);
    const canvas = within(context.canvasElement);
    // From the desktop breakpoint (where a check may draw the story) the search is in the bar.
    if (window.matchMedia(`(min-width: ${breakpoints.desktop}px)`).matches) {
      await expect(canvas.queryByRole('button', { name: labels.search })).toBeNull();
      await expect(canvas.getByRole('combobox')).toBeVisible();
      return;
    }
    const toggle = canvas.getByRole('button', { name: labels.search });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
