import { useCallback } from 'react';
import type { ResponseOf } from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { useWithStores } from '@snackshop/commerce-hooks';

/** A ZIP code's city and state, and whether the shop ships there (zipcodevalidate). */
export type ZipPlace = ResponseOf<'zipCodeValidate'>;

/**
 * Looks up a complete ZIP code with the browser's API client once the stores have loaded
 * (the page itself renders without them): the place, or null when the ZIP is unknown or the
 * call failed. Without JavaScript nothing is looked up and the form is sent as typed.
 */
export function useZipPlace(language: Language): (zipcode: string) => Promise<ZipPlace | null> {
  const withStores = useWithStores();
  return useCallback(
    (zipcode) =>
      new Promise((resolve) => {
        withStores((store) => {
          void store.client
            .call('zipCodeValidate', { query: { zipcode, lang: language } })
            .then((result) => resolve(result.ok ? result.data : null));
        });
      }),
    [withStores, language],
  );
}
