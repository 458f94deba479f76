import { defineSite } from '@snackshop/storefront';

/** The Snack Shop Rewards site: everything that sets it apart from the other site. */
export const site = defineSite({
  id: 'rewards',
  name: 'Snack Shop Rewards',
  theme: 'rewards',
  footer: 'rewards',
  signInTarget: 'rewards',
  oidcScopes: ['openid', 'profile', 'email', 'rewards'],
  defaultPort: 3001,
});
