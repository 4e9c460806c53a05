import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { onUnauthorized } from '@hackathon/api-client';
import { syncLanguageWithAccount } from './language-account';
import { sessionStore, type AdminLoginInput, type LoginInput, type SessionState, type SessionStore, type TeamLoginInput } from './store';
import type { SessionUser } from '@hackathon/contracts';

export interface SessionContextValue extends SessionState {
  login: (input: LoginInput) => void;
  loginTeam: (input: TeamLoginInput) => void;
  loginRegionAdmin: (input: AdminLoginInput) => void;
  logout: () => void;
  updateUser: (patch: Partial<SessionUser>) => void;
  restore: () => Promise<void>;
}

const SessionStoreContext = createContext<SessionStore>(sessionStore);

export interface SessionProviderProps {
  children?: ReactNode;
  /** Defaults to the page's singleton store. */
  store?: SessionStore;
}

/** Restores the stored session on mount and drops it when any ordinary call answers 401. */
export function SessionProvider({ children, store = sessionStore }: SessionProviderProps) {
  useEffect(() => {
    void store.restore();
    const stopLanguageSync = syncLanguageWithAccount(store);
    // the api client already removed the token; the session forgets the rest, silently
    const stopUnauthorized = onUnauthorized(() => store.logout());
    return () => {
      stopLanguageSync();
      stopUnauthorized();
    };
  }, [store]);
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

export function useSessionStore(): SessionStore {
  return useContext(SessionStoreContext);
}

/**
 * The team password typed at this tab's sign-in (memory only), or null. Re-renders on login and
 * logout, which are the only moments it changes.
 */
export function useTypedTeamPassword(): string | null {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getTypedTeamPassword, store.getTypedTeamPassword);
}

/** The session state plus its actions. Works in any remote rendered under the shell. */
export function useSession(): SessionContextValue {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(
    () => ({
      ...state,
      login: (input: LoginInput) => store.login(input),
      loginTeam: (input: TeamLoginInput) => store.loginTeam(input),
      loginRegionAdmin: (input: AdminLoginInput) => store.loginRegionAdmin(input),
      logout: () => store.logout(),
      updateUser: (patch: Partial<SessionUser>) => store.updateUser(patch),
      restore: () => store.restore(),
    }),
    [state, store],
  );
}
