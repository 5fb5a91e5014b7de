import { createContext, useContext } from "react";

// The CSP nonce of the current server response. In the browser it is empty: scripts added after
// hydration come from files, which the policy allows.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
