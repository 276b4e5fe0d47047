import { createContext, useContext } from 'react';
import type { AuthStatus } from './authSlice';

/**
 * Who the page was rendered for, as its HTML says (a visitor, a member, or unknown when built
 * ahead): read without the store, so the account's parts show in the page as sent and hydrate
 * as they were sent.
 */
const PageSessionContext = createContext<AuthStatus | undefined>(undefined);

export const PageSessionProvider = PageSessionContext.Provider;

export function usePageSession(): AuthStatus | undefined {
  return useContext(PageSessionContext);
}
