import { createContext, useContext, type ComponentType } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PrerenderHandoff } from '@hackathon/ui';
import { REMOTE_LABELS, type RemoteName } from './remotes';

export interface RemoteModule {
  default: ComponentType;
}

/** Set by the remote area so its fallback can ask for another attempt. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

export function RemoteUnavailable({ name }: { name: RemoteName }) {
  const retry = useContext(RemoteRetryContext);
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, display: 'flex', justifyContent: 'center' }} data-remote-fallback={name}>
      {/* a prerendered page of a remote that cannot load gives way to this at once */}
      <PrerenderHandoff />
      <Alert severity="warning" sx={{ maxWidth: 640, width: '100%' }}>
        <AlertTitle>{REMOTE_LABELS[name]} are temporarily unavailable</AlertTitle>
        This part of the portal could not be loaded right now. The rest of the portal keeps working; please try again in a
        moment.
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" size="small" onClick={retry}>
            Try again
          </Button>
          <Button size="small" component={RouterLink} to="/">
            Go to home
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}

const fallbacks = new Map<RemoteName, RemoteModule>();

/** One stable fallback module per remote (a stable component keeps React from remounting it). */
export function createFallbackModule(name: RemoteName): RemoteModule {
  let module = fallbacks.get(name);
  if (!module) {
    const Fallback = () => <RemoteUnavailable name={name} />;
    Fallback.displayName = `RemoteUnavailable(${name})`;
    module = { default: Fallback };
    fallbacks.set(name, module);
  }
  return module;
}
