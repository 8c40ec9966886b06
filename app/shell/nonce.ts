// The request's CSP script nonce, handed from the server entry to the document's inline scripts.
import { createContext, useContext } from 'react';

/**
 * Provided by entry.server.tsx only. In the browser it stays undefined: the inline scripts it marks have
 * already run by then, and keeping it out of loader data keeps it out of the serialised hydration data.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
