import { useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@hackathon/api-client';
import { SessionProvider } from '@hackathon/session';
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
