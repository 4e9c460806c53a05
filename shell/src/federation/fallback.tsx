import { createElement, useContext, type ComponentType } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { translate, type MessageId } from '@hackathon/contracts';
import { FullPageSpinner, PrerenderHandoff, useT } from '@hackathon/ui';
import FallbackSignIn from '../fallback-sign-in/FallbackSignIn';
import { isFallbackSignInPath } from '../fallback-sign-in/paths';
import { RemoteRetryContext } from './retryContext';
import { isRemoteName, remoteNameOf, type RemoteName } from './remotes';
import { isStaleCodeError, reloadOnceForError } from './staleChunkReload';
import type { PassedOn } from './StaleChunkGuard';
import { versionConflictOf, type VersionConflict } from './versionConflict';

/*
 * What a remote's area shows when the remote fails. Its own chunk, imported only
 * on a failure (start.ts, registry.ts, StaleChunkGuard): the first page carries none of it.
 */

/**
 * The title of the panel a remote's area shows when the remote cannot be loaded, written per remote
 * so that it reads as a sentence ('The public pages are', 'The team dashboard is'), in the language
 * of the moment. Here, not in remotes.ts: the first page does not carry it.
 */
const REMOTE_UNAVAILABLE_TITLE_KEYS = {
  mfe_public: 'common.remote.unavailableTitle.public',
  mfe_school: 'common.remote.unavailableTitle.school',
  mfe_team: 'common.remote.unavailableTitle.team',
  mfe_backoffice: 'common.remote.unavailableTitle.backoffice',
} as const satisfies Record<RemoteName, MessageId>;

export const REMOTE_UNAVAILABLE_TITLES: Readonly<Record<RemoteName, string>> = Object.defineProperties(
  {} as Record<RemoteName, string>,
  Object.fromEntries(
    Object.entries(REMOTE_UNAVAILABLE_TITLE_KEYS).map(([name, key]) => [name, { enumerable: true, get: () => translate(key) }]),
  ),
);

/**
 * The panel's line for a remote built against a shared library the portal does not provide in a
 * version it accepts: plain enough for a user, exact enough for an operator (module, range, version).
 * One message per case, naming the remote as the subject of its sentence ('This version of the team dashboard needs ...').
 */
export function versionConflictMessage(name: RemoteName, conflict: VersionConflict): string {
  const values = { remote: name, module: conflict.module, required: conflict.required };
  return conflict.provided
    ? translate('common.remote.versionConflict', { ...values, provided: conflict.provided })
    : translate('common.remote.versionConflictOtherVersion', values);
}

export interface RemoteModule {
  default: ComponentType;
}

export function RemoteUnavailable({ name, conflict = null }: { name: RemoteName; conflict?: VersionConflict | null }) {
  const t = useT();
  const retry = useContext(RemoteRetryContext);
  return (
    <Box
      sx={{ p: { xs: 2, sm: 4 }, display: 'flex', justifyContent: 'center' }}
      data-remote-fallback={name}
      data-version-conflict={conflict?.module}
    >
      {/* a prerendered page of a remote that cannot load gives way to this at once */}
      <PrerenderHandoff />
      <Alert severity="warning" sx={{ maxWidth: 640, width: '100%' }}>
        <AlertTitle>{t(REMOTE_UNAVAILABLE_TITLE_KEYS[name])}</AlertTitle>
        {conflict
          ? versionConflictMessage(name, conflict)
          : t('common.remote.unavailableBody')}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          {/* a conflict stays until the portal is updated: trying again would only fail again */}
          {conflict ? null : (
            <Button variant="contained" size="small" onClick={retry}>
              {t('common.action.tryAgain')}
            </Button>
          )}
          <Button size="small" component={RouterLink} to="/">
            {t('common.remote.goHome')}
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}

/** mfe_public's fallback: on /login, /team-login and /region-admin-login a minimal sign-in, elsewhere the panel. */
function PublicPagesUnavailable({ conflict }: { conflict: VersionConflict | null }) {
  const { pathname } = useLocation();
  // the shell's own sign-in form (ADR 0007), in this chunk: a chunk of its own would cost the first
  // page's runtime its entries (its hash and its shared modules)
  return isFallbackSignInPath(pathname) ? <FallbackSignIn /> : <RemoteUnavailable name="mfe_public" conflict={conflict} />;
}

const fallbacks = new Map<string, RemoteModule>();

/**
 * One stable fallback module per remote, and per version conflict it reports (a stable component
 * keeps React from remounting it).
 */
export function createFallbackModule(name: RemoteName, conflict: VersionConflict | null = null): RemoteModule {
  const key = conflict ? `${name} ${conflict.module} ${conflict.required} ${conflict.provided}` : name;
  let module = fallbacks.get(key);
  if (!module) {
    const Fallback: ComponentType =
      name === 'mfe_public'
        ? () => <PublicPagesUnavailable conflict={conflict} />
        : () => <RemoteUnavailable name={name} conflict={conflict} />;
    Fallback.displayName = `RemoteUnavailable(${name})`;
    module = { default: Fallback };
    fallbacks.set(key, module);
  }
  return module;
}

/** What an area shows while the page reloads for a remote's deleted chunk (staleChunkReload.ts). */
const reloadingModule: RemoteModule = { default: () => <FullPageSpinner /> };

/**
 * The answer to a remote that failed to load (`error`, or null for a missing expose): its fallback
 * naming the version conflict when a shared singleton's version refused it (never a reload: the
 * same shell would refuse it again), a reload when its code is gone since this tab opened (once per
 * remote per few minutes), else its fallback.
 */
export function remoteFailureModule(name: RemoteName, error: unknown): RemoteModule {
  const conflict = versionConflictOf(error);
  if (conflict) return createFallbackModule(name, conflict);
  return reloadOnceForError(name, error) ? reloadingModule : createFallbackModule(name);
}

/**
 * The federation plugin's answer (start.ts, offlineRemotePlugin) to a remote that failed at any
 * stage: its fallback module (or the reloading one for a stale chunk); undefined for an id that is
 * not one of our remotes. `remote` names it where `id` is its manifest URL.
 */
export function answerRemoteError(args: { id?: string; error?: unknown; remote?: { name?: unknown } }): RemoteModule | undefined {
  const remote = args.remote?.name;
  const name = remoteNameOf(args.id) ?? (typeof remote === 'string' && isRemoteName(remote) ? remote : null);
  return name ? remoteFailureModule(name, args.error) : undefined;
}

/**
 * StaleChunkGuard's answer to an error inside a remote's pages: a missing chunk reloads or falls
 * back, a version conflict (a lazy page of the remote consuming a singleton it refuses) falls back
 * naming it, anything else is marked and goes above (StaleChunkGuard passes marked errors on).
 */
export function StaleChunkAnswer({ name, error }: { name: RemoteName; error: PassedOn }) {
  if (!isStaleCodeError(error) && !versionConflictOf(error)) {
    error.passOn = true;
    throw error;
  }
  return createElement(remoteFailureModule(name, error).default);
}
