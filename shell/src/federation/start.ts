import { init, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { areaOfPath } from '../routes/routeTable';
import { isChunkFile, isRemoteName, parseRegistry, routeChunkName, type RemoteName, type RemoteRegistry } from './remotes';

/*
 * The federation start, without React or any shared module: the shell's entry chunk runs it
 * while React, MUI and the shell's own code are still downloading, so the registry, the page's
 * remote entry and its routes chunk travel at the same time instead of one after the other.
 */

export const REGISTRY_URL = '/remotes.json';

/**
 * Answers a remote that cannot be loaded (manifest fetch failed, container script failed, expose
 * missing) with a fallback module instead of an exception, so its area shows a friendly panel.
 * A remote's code that fails to load at any stage (a chunk or script deleted by a redeploy while
 * this tab was open) first reloads the page, once per remote per few minutes (staleChunkReload.ts).
 * Only the final 'onLoad' stage is answered with a module: an earlier stage expects a manifest.
 * The fallback and the reload rule (React, MUI) are imported only when a remote fails.
 */
export function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hackathon-offline-remote',
    async errorLoadRemote(args) {
      // reloads the page for a stale chunk; names the remote by id or, for a manifest, by args.remote
      const module = (await loadFallback()).answerRemoteError(args);
      return args.lifecycle === 'onLoad' ? module : undefined;
    },
  };
}

/** The fallback chunk (panel, stand-in sign-in, reload rule): fetched only when a remote fails. One import site for all callers; unnamed, as a name costs bytes in this entry's runtime. */
export function loadFallback(): Promise<typeof import('./fallback')> {
  return import('./fallback');
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
    init({ name: 'shell', remotes: [], plugins: [offlineRemotePlugin(), firstPagePreloadPlugin()] });
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

/** The chunk of the page the visit opened on (set by startFederationFor), preloaded with its remote. */
let firstPageChunk: string | null = null;

/**
 * Preloads the first page's own chunk (a lazy chunk of the remote's './Routes', named by
 * routeChunkName) as soon as the remote's manifest is known, instead of once React has rendered
 * './Routes' and asked for it: one round trip less before the page paints on a slow line.
 */
export function firstPagePreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hackathon-first-page-preload',
    handlePreloadModule({ remote, remoteSnapshot }) {
      const chunk = firstPageChunk;
      const manifestUrl = 'entry' in remote ? remote.entry : undefined;
      if (!chunk || !manifestUrl || typeof document === 'undefined' || !('modules' in remoteSnapshot)) return;
      firstPageChunk = null;
      const files = remoteSnapshot.modules.flatMap((module) => module.assets.js.async);
      const file = files.find((name) => isChunkFile(name, chunk));
      if (!file) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      // the manifest's publicPath is 'auto': its files sit next to it
      link.href = new URL(file, manifestUrl).href;
      document.head.appendChild(link);
    },
  };
}

/**
 * Starts the federation and fetches the remote that renders `pathname` (its entry, its
 * './Routes' chunks and this page's own chunk) ahead of React asking for it, while the shell's
 * own chunks download. A failure is left to the remote's area, which loads it again and shows
 * the fallback.
 */
export function startFederationFor(pathname: string): void {
  const area = areaOfPath(pathname);
  firstPageChunk = routeChunkName(pathname);
  void startFederation().then((registry) => {
    if (!area || !isRemoteName(area) || !registry[area]) return undefined;
    return preloadRemote([{ nameOrAlias: area, exposes: ['./Routes'] }]);
  }).catch(() => undefined);
}
