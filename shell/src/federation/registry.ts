import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { createFallbackModule, type RemoteModule } from './fallback';
import { parseRegistry, remoteNameOf, type RemoteName, type RemoteRegistry } from './remotes';

export const REGISTRY_URL = '/remotes.json';

/**
 * Answers a remote that cannot be loaded (manifest fetch failed, container script failed, expose
 * missing) with a fallback module instead of an exception, so its area shows a friendly panel.
 * Only the final 'onLoad' stage is answered: an earlier stage expects a manifest, not a module.
 */
export function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hackathon-offline-remote',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const name = remoteNameOf(args.id);
      return name ? createFallbackModule(name) : undefined;
    },
  };
}

let registryPromise: Promise<RemoteRegistry> | null = null;
let registryFailed = false;
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
  if (!registryPromise) {
    init({ name: 'shell', remotes: [], plugins: [offlineRemotePlugin()] });
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
