export { SessionProvider, useSession, useSessionStore, useTypedTeamPassword } from './SessionProvider';
export type { SessionContextValue, SessionProviderProps } from './SessionProvider';
export { SessionStore, createSessionStore, sessionStore, toTeamSessionUser } from './store';
export type { AdminLoginInput, LoginInput, SessionState, SessionStatus, TeamLoginInput } from './store';
export { decideRouteAccess } from './guard';
export type { GuardDecision, GuardInput } from './guard';
export { decodeTokenPayload, isTokenExpired } from './token';
export type { TokenPayload } from './token';
export { SESSION_KEYS, clearSessionStorage } from './storage';
