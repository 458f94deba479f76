/**
 * The signed-in customer's pages (SPEC section 2: profile, change password, my addresses,
 * saved cards, order history, saved mixes), by path and the key of their name. The account
 * layout's navigation lists them all; the header's account menu those marked `inMenu`.
 */
export const ACCOUNT_PAGES = [
  { href: '/profile', label: 'myaccount.nav.profile', inMenu: true },
  { href: '/profile/orders', label: 'myaccount.nav.orders', inMenu: true },
  { href: '/profile/addresses', label: 'myaccount.nav.addresses', inMenu: true },
  { href: '/profile/cards', label: 'myaccount.nav.cards', inMenu: true },
  { href: '/saved-mixes', label: 'myaccount.nav.mixes', inMenu: true },
  { href: '/profile/password', label: 'myaccount.nav.password', inMenu: false },
] as const;
