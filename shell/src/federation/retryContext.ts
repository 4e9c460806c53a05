import { createContext } from 'react';

/** Set by the remote area so its fallback can ask for another attempt (here, not in fallback.tsx: that chunk loads only on failure). */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());
