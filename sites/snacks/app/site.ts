import { defineSite } from '@snackshop/storefront';

/** The Snack Shop site: everything that sets it apart from the other site. */
export const site = defineSite({
  id: 'snacks',
  name: 'Snack Shop',
  theme: 'snacks',
  footer: 'snacks',
  signInTarget: 'main',
  oidcScopes: ['openid', 'profile', 'email'],
  defaultPort: 3000,
});
