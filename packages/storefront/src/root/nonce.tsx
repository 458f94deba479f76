import { createContext, useContext } from 'react';

const NonceContext = createContext('');

/** Gives the document the nonce of this response's Content-Security-Policy. */
export const NonceProvider = NonceContext.Provider;

/** The nonce the server put on the page's stylesheet links, read once in the browser. */
function documentNonce(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLLinkElement>('link[nonce]')?.nonce ?? '';
}

/**
 * The CSP nonce for scripts and links. In the browser it is read back from the document,
 * so hydration sees the same attribute the server rendered.
 */
export function useNonce(): string {
  const fromServer = useContext(NonceContext);
  return fromServer || documentNonce();
}
