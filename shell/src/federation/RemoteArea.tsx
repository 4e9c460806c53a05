import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary, FullPageSpinner, useT } from '@hackathon/ui';
import { RemoteRetryContext } from './retryContext';
import { loadRemoteRoutes, refreshRegistryIfFailed } from './registry';
import { REMOTE_LABEL_KEYS, type RemoteName } from './remotes';
import { StaleChunkGuard } from './StaleChunkGuard';

const lazyRoutes = new Map<string, LazyExoticComponent<ComponentType>>();

function remoteRoutesComponent(name: RemoteName, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${name}#${attempt}`;
  let component = lazyRoutes.get(key);
  if (!component) {
    component = lazy(() => loadRemoteRoutes(name));
    lazyRoutes.set(key, component);
  }
  return component;
}

/**
 * One remote's area: its './Routes' loaded at run time, a spinner meanwhile, a fallback when the
 * remote is down, one reload when a chunk of it has gone (a redeploy since this tab opened), and an
 * error boundary for render errors inside it.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    refreshRegistryIfFailed();
    setAttempt((value) => value + 1);
  }, []);
  const Routes = remoteRoutesComponent(name, attempt);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <ErrorBoundary name={t(REMOTE_LABEL_KEYS[name])} resetKey={attempt}>
        <StaleChunkGuard key={attempt} name={name}>
          <Suspense fallback={<FullPageSpinner />}>
            {/* eslint-disable-next-line react-hooks/static-components -- cached per (remote, attempt) in lazyRoutes: the identity is stable across renders */}
            <Routes />
          </Suspense>
        </StaleChunkGuard>
      </ErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
