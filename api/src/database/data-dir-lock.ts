import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * An exclusive lock on the embedded database's folder: `<dataDir>.lock` next to it (inside would
 * upset initdb), holding the owner's pid and host. PGlite is one process's database; a second
 * process on the same folder would start, acknowledge writes and lose them, so it stops instead.
 * A lock left by a dead process on this host is taken over; one from another host is not (we
 * cannot tell whether it lives), and the message says how to clear it.
 */
export class DataDirLockedError extends Error {
  constructor(lockFile: string, owner: string) {
    super(
      `The embedded database folder is in use by another portal process (${owner}). ` +
        `Only one process may use a DATA_DIR; stop the other one, or give this one its own DATA_DIR or a DATABASE_URL. ` +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
  token: string;
  since: string;
}

/** Tokens of the locks this process holds, so a lock naming our pid is told apart from a stale one. */
const held = new Map<string, string>();
let exitHookInstalled = false;

/** Takes the lock or throws DataDirLockedError; returns its release function (idempotent). */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const owner: LockOwner = { pid: process.pid, host: hostname(), token: randomBytes(12).toString('hex'), since: new Date().toISOString() };
  // write aside, then link: the lock file appears atomically with its whole content
  const draft = `${lockFile}.${owner.token}`;
  writeFileSync(draft, JSON.stringify(owner) + '\n', { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readOwner(lockFile);
      if (current === 'gone') continue;
      if (attempt > 3 || current === null || !isStale(current)) {
        throw new DataDirLockedError(lockFile, current ? `pid ${current.pid} on ${current.host}, since ${current.since}` : 'unreadable lock file');
      }
      takeOver(lockFile, current);
    }
  } finally {
    unlinkQuietly(draft);
  }
  held.set(lockFile, owner.token);
  installExitHook();
  return () => release(lockFile, owner.token);
}

function readOwner(lockFile: string): LockOwner | null | 'gone' {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string' && typeof parsed.token === 'string') {
      return { pid: parsed.pid, host: parsed.host, token: parsed.token, since: String(parsed.since ?? '?') };
    }
  } catch {
    // not ours to guess at: refused below with the file named
  }
  return null;
}

function isStale(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return false;
  // our own pid but not a lock we hold: a previous run of a process that got the same pid (containers)
  if (owner.pid === process.pid) return ![...held.values()].includes(owner.token);
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Moves the stale lock aside (atomic: of two processes taking over, one moves it), then checks
 * that what it moved is the stale lock it judged; if another process had already replaced it
 * with a live lock, that one is put back.
 */
function takeOver(lockFile: string, stale: LockOwner): void {
  const aside = `${lockFile}.stale.${randomBytes(6).toString('hex')}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved !== 'gone' && moved !== null && moved.token !== stale.token) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // a third process holds it now; the next attempt reads that one
    }
  }
  unlinkQuietly(aside);
}

function release(lockFile: string, token: string): void {
  if (held.get(lockFile) !== token) return;
  held.delete(lockFile);
  const current = readOwner(lockFile);
  if (current !== 'gone' && current !== null && current.token === token) unlinkQuietly(lockFile);
}

/** A process that exits without closing the app (an uncaught error) still frees its locks. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [file, token] of [...held]) release(file, token);
  });
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
