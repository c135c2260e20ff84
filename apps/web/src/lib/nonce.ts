import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the response being rendered (entry.server.tsx provides it); empty in
 * the browser, which hides a nonce from the page once it has read it.
 */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
