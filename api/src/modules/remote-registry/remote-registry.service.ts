import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig, RemoteName } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { InjectDb, type Db } from '../../database';
import { type AuditActor } from '../../kernel';
import { changeRegistry, readRegistry, type RegistryChange, type RemoteRegistryEntry } from './remote-registry.store';
import { remoteSourcesOf } from '../../web/csp';

/** What one process serves: /remotes.json and the remote sources its CSP allows. */
export interface RegistrySnapshot {
  remotes: Record<RemoteName, string>;
  /** The CSP sources of the absolute entries: their folders, or origins for manifests at a host's root (web/csp.ts). */
  origins: string[];
}

/**
 * The run-time remote registry (docs/operations.md, "The remote registry"). Reads are cached in
 * this process for REMOTE_REGISTRY_CACHE_SECONDS (5 s by default) and dropped at once on a change
 * made through this process; another API process sees a change when its cache runs out. If the
 * database cannot be read, the last registry read (else the defaults) keeps being served, so the
 * shell still finds its remotes.
 */
@Injectable()
export class RemoteRegistryService {
  private readonly logger = new Logger('RemoteRegistry');
  private cached: { until: number; snapshot: Promise<RegistrySnapshot> } | null = null;
  private inFlight: Promise<RegistrySnapshot> | null = null;
  private lastGood: RegistrySnapshot | null = null;
  /** Bumped by every change in this process: a read begun before it is not cached after it. */
  private generation = 0;
  /** Refused stored entries already logged (once each, not at every read). */
  private readonly refusedLogged = new Set<string>();

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * The registry as /remotes.json serves it and the CSP allows it (cached briefly). Once the cache
   * runs out, the registry last read is answered at once while a fresh read runs (a slow or lost
   * database never holds up a response, /api/health included); only the first read and the read
   * after a change made through this process are waited for.
   */
  snapshot(): Promise<RegistrySnapshot> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.snapshot;
    const stale = this.cached !== null && this.lastGood !== null ? this.lastGood : null;
    const fresh = this.refresh(now);
    return stale ? Promise.resolve(stale) : fresh;
  }

  /** Every remote's entry, read now (the admin's list and the command's `list`). */
  list(): Promise<RemoteRegistryEntry[]> {
    return readRegistry(this.db, this.config.remotes);
  }

  /** A change by the admin (PUT/POST /api/admin/remote-registry/...): audited, and this process's cache dropped. */
  async change(actor: AuditActor, name: string, change: RegistryChange): Promise<{ entry: RemoteRegistryEntry; changed: boolean }> {
    const result = await changeRegistry(this.db, this.config.remotes, actor, name, change);
    this.invalidate();
    return result;
  }

  /** Drops this process's cached registry: the next request waits for a fresh read of the database. */
  invalidate(): void {
    this.generation++;
    this.cached = null;
    this.inFlight = null;
  }

  /** One read at a time; cached for REMOTE_REGISTRY_CACHE_SECONDS unless a change came meanwhile. */
  private refresh(now: number): Promise<RegistrySnapshot> {
    if (this.inFlight) return this.inFlight;
    const generation = this.generation;
    const snapshot = this.read(generation).finally(() => {
      if (this.inFlight === snapshot) this.inFlight = null;
    });
    this.inFlight = snapshot;
    if (this.config.remoteRegistryCacheMs > 0) {
      void snapshot.then((value) => {
        if (generation === this.generation) this.cached = { until: now + this.config.remoteRegistryCacheMs, snapshot: Promise.resolve(value) };
      });
    }
    return snapshot;
  }

  private async read(generation: number): Promise<RegistrySnapshot> {
    try {
      const entries = await readRegistry(this.db, this.config.remotes);
      for (const { name, refusedUrl } of entries) {
        if (refusedUrl === null || this.refusedLogged.has(`${name} ${refusedUrl}`)) continue;
        this.refusedLogged.add(`${name} ${refusedUrl}`);
        this.logger.warn(`The stored entry of ${name} is not a valid manifest URL (${JSON.stringify(refusedUrl)}); serving its default until it is set or reset`);
      }
      const remotes = Object.fromEntries(entries.map((entry) => [entry.name, entry.manifestUrl])) as Record<RemoteName, string>;
      const snapshot = { remotes, origins: remoteSourcesOf(Object.values(remotes)) };
      // a read begun before a change made here must not become what is served when the cache runs out
      if (generation === this.generation) this.lastGood = snapshot;
      return snapshot;
    } catch (error) {
      this.logger.warn(`Could not read the remote registry (${(error as Error).message}); serving the ${this.lastGood ? 'last one read' : 'defaults'}`);
      return this.lastGood ?? { remotes: { ...this.config.remotes }, origins: remoteSourcesOf(Object.values(this.config.remotes)) };
    }
  }
}
