import type { configEntries } from '../db/schema/index';

/** The flags of SPEC section 9 the storefront reads at start, plus shipping amounts. */
export const seedConfig: (typeof configEntries.$inferInsert)[] = [
  {
    key: 'IsTRSyncEnabled',
    value: true,
    description:
      'Keep the sign-in of the snacks and rewards sites in step (one sign-in, no click).',
  },
  {
    key: 'displayMerchandiseItems',
    value: true,
    description: 'Show the Holiday Shop merchandise items.',
  },
  { key: 'googlePayButtonEnable', value: true, description: 'Offer the Google Pay button.' },
  { key: 'applePayButtonEnable', value: true, description: 'Offer the Apple Pay button.' },
  { key: 'enableGTMEvents', value: true, description: 'Push tracking events to the data layer.' },
  { key: 'freeShipping', value: true, description: 'Free shipping above the minimum amount.' },
  {
    key: 'freeShippingMinimumAmount',
    value: 15,
    description: 'Cart amount (USD) from which shipping is free.',
  },
  {
    key: 'freeShippingMinimumCents',
    value: 1500,
    description: 'The free-shipping minimum in cents.',
  },
  {
    key: 'flatShippingCents',
    value: 599,
    description: 'Shipping charge in cents below the free-shipping minimum.',
  },
  {
    key: 'flavorDropShopPimId',
    value: 'flavor-drop',
    description: 'Shop event id of the current flavor drop.',
  },
  {
    key: 'enableTangyPickleGiveAwayMessage',
    value: false,
    description: 'Show the tangy pickle giveaway message.',
  },
  { key: 'multipackSize', value: 30, description: 'Packs in a build-your-own multipack.' },
  { key: 'productsPerPage', value: 36, description: 'Products per listing page.' },
  { key: 'bestSellersShown', value: 4, description: 'Best sellers on the home page.' },
  { key: 'staffPicksShown', value: 4, description: 'Staff picks shown.' },
  { key: 'buildVersion', value: '3.0.7', description: 'Storefront build version.' },
  { key: 'defaultCountry', value: 'US', description: 'Default country.' },
  { key: 'currency', value: 'USD', description: 'Currency.' },
  { key: 'defaultLanguage', value: 'en-us', description: 'Default language.' },
];
