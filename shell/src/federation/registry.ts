import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { createFallbackModule, type RemoteModule } from './fallback';
import type { RemoteName } from './remotes';
import { startFederation } from './start';

export { offlineRemotePlugin, refreshRegistryIfFailed, REGISTRY_URL, startFederation, startFederationFor } from './start';

/** The remote's './Routes' module, or a fallback module when it cannot be reached. */
export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteModule> {
  const registry = await startFederation();
  if (!registry[name]) return createFallbackModule(name);
  try {
    const module = await loadRemote<{ default?: ComponentType }>(`${name}/Routes`);
    if (module && typeof module === 'object' && module.default) return { default: module.default };
  } catch {
    // the plugin normally answers; this catches what it does not (e.g. a hook that threw)
  }
  return createFallbackModule(name);
}
