import { useStoreValue, type RootStore } from '@snackshop/commerce-hooks';

const selectZipCode = (store: RootStore) => store.config.zipCode;

/**
 * The ZIP the shopper chose in the header ("Ship to"), or '' while none is chosen or the
 * stores have not loaded (and so in the server's HTML): reading it loads no store code.
 */
export function useChosenZip(): string {
  return useStoreValue(selectZipCode, '') ?? '';
}
