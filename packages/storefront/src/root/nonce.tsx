import { createContext, useContext } from 'react';

const NonceContext = createContext('');

/** Gives the document the nonce of this response's Content-Security-Policy. */
export const NonceProvider = NonceContext.Provider;

/**
 * The CSP nonce for inline and module scripts. Empty in the browser, where React leaves
 * the server-rendered attribute alone (browsers hide nonce values from the DOM anyway).
 */
export function useNonce(): string {
  return useContext(NonceContext);
}
