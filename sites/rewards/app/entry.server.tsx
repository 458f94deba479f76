export { default, handleDataRequest, streamTimeout } from '@snackshop/storefront/entry.server';
