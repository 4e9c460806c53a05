import { useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@hackathon/api-client';
import { SessionProvider, sessionStore, type SessionStore } from '@hackathon/session';
import { theme } from './theme';
import { ToastHost } from './toast';

export interface PortalProvidersProps {
  children?: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Theme, query client, session and toasts: what every screen expects around it. The shell mounts
 * it once; a remote's standalone bootstrap mounts it for local development.
 */
export function PortalProviders({ children, queryClient }: PortalProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => forgetAnswersOfPreviousUser(sessionStore, client), [client]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <SessionProvider>
          {children}
          <ToastHost />
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/**
 * Nothing one person read stays in the cache for the next: when the signed-in identity changes from
 * a known one (a sign-out of any kind, a 401, another account signing in on this tab), every cached
 * answer is dropped. Not on the first sign-in (nobody to forget, and the first screen's seeded data
 * must stay). Returns the unsubscribe.
 */
export function forgetAnswersOfPreviousUser(store: SessionStore, client: QueryClient): () => void {
  let previous = store.getState().user?.id ?? null;
  return store.subscribe(() => {
    const current = store.getState().user?.id ?? null;
    if (previous !== null && current !== previous) client.clear();
    previous = current;
  });
}
