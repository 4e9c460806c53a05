import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteModule } from './fallback';
import type { RemoteName } from './remotes';
import { siteContentArriving } from '../content/siteContent';
import { loadFallback, startFederation } from './start';

export { offlineRemotePlugin, refreshRegistryIfFailed, REGISTRY_URL, startFederation, startFederationFor } from './start';

/** The remote's './Routes' module, or a fallback module when it cannot be reached. */
export async function loadRemoteRoutes(name: RemoteName): Promise<RemoteModule> {
  // the screens read the published content (EVENT) as they render: it is applied first
  const [registry] = await Promise.all([startFederation(), siteContentArriving()]);
  let failure: unknown = null;
  if (registry[name]) {
    try {
      const module = await loadRemote<{ default?: ComponentType }>(`${name}/Routes`);
      if (module && typeof module === 'object' && module.default) return { default: module.default };
    } catch (error) {
      // the plugin normally answers; this catches what it does not (an earlier stage's error, a
      // hook that threw); a remote's code gone since this tab opened reloads the page once instead
      failure = error;
    }
  }
  return (await loadFallback()).remoteFailureModule(name, failure);
}
