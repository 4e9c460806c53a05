import { init, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { areaOfPath } from '../routes/routeTable';
import { isRemoteName, parseRegistry, remoteNameOf, type RemoteName, type RemoteRegistry } from './remotes';

/*
 * The federation start, without React or any shared module: the shell's entry chunk runs it
 * while React, MUI and the shell's own code are still downloading, so the registry, the page's
 * remote entry and its routes chunk travel at the same time instead of one after the other.
 */

export const REGISTRY_URL = '/remotes.json';

/**
 * Answers a remote that cannot be loaded (manifest fetch failed, container script failed, expose
 * missing) with a fallback module instead of an exception, so its area shows a friendly panel.
 * Only the final 'onLoad' stage is answered: an earlier stage expects a manifest, not a module.
 * The fallback (React, MUI) is imported only when a remote fails.
 */
export function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hackathon-offline-remote',
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const name = remoteNameOf(args.id);
      if (!name) return undefined;
      const { createFallbackModule } = await import('./fallback');
      return createFallbackModule(name);
    },
  };
}

let registryPromise: Promise<RemoteRegistry> | null = null;
let registryFailed = false;
let initialised = false;
const registered = new Map<RemoteName, string>();

async function fetchRegistry(): Promise<RemoteRegistry> {
  try {
    const response = await fetch(REGISTRY_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
    registryFailed = false;
    return parseRegistry(await response.json(), window.location.href);
  } catch {
    registryFailed = true; // every remote area shows its fallback; "Try again" fetches again
    return {};
  }
}

/** Joins the federation instance the build created, then registers the remotes of /remotes.json. */
export function startFederation(): Promise<RemoteRegistry> {
  if (!initialised) {
    init({ name: 'shell', remotes: [], plugins: [offlineRemotePlugin()] });
    initialised = true;
  }
  if (!registryPromise) {
    registryPromise = fetchRegistry().then((registry) => {
      const fresh = Object.entries(registry).filter(([name, entry]) => registered.get(name as RemoteName) !== entry);
      if (fresh.length > 0) {
        registerRemotes(
          fresh.map(([name, entry]) => ({ name, entry: entry as string })),
          { force: true },
        );
        for (const [name, entry] of fresh) registered.set(name as RemoteName, entry as string);
      }
      return registry;
    });
  }
  return registryPromise;
}

/** Before a retry: if the registry itself could not be fetched, fetch it again. */
export function refreshRegistryIfFailed(): void {
  if (registryFailed) registryPromise = null;
}

/**
 * Starts the federation and fetches the remote that renders `pathname` (its entry and its
 * './Routes' chunks) ahead of React asking for it. A failure is left to the remote's area,
 * which loads it again and shows the fallback.
 */
export function startFederationFor(pathname: string): void {
  const area = areaOfPath(pathname);
  void startFederation().then((registry) => {
    if (!area || !isRemoteName(area) || !registry[area]) return undefined;
    return preloadRemote([{ nameOrAlias: area, exposes: ['./Routes'] }]);
  }).catch(() => undefined);
}
