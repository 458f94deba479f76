export { default, streamTimeout } from '@snackshop/storefront/entry.server';
