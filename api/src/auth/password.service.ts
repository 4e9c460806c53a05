import { randomBytes } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id at OWASP's minimum profile (19 MiB, 2 passes, 1 lane): strong and quick enough for logins. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Standalone for scripts (seeding) that run outside Nest. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, ARGON2_OPTIONS);
}

@Injectable()
export class PasswordService implements OnModuleInit {
  private dummyHash: Promise<string> | null = null;

  onModuleInit(): void {
    // ready before the first login so unknown accounts cost the same from the first request
    this.dummyHash = hashPassword(randomBytes(16).toString('hex'));
  }

  hash(plain: string): Promise<string> {
    return hashPassword(plain);
  }

  /** False for a wrong password and for a malformed stored hash. */
  async verify(hash: string, plain: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      return false;
    }
  }

  /**
   * Verifies against the stored hash, or, when there is no account (null), against a dummy
   * hash and returns false: unknown and known accounts take the same time (no enumeration).
   */
  async verifyOrDummy(hash: string | null | undefined, plain: string): Promise<boolean> {
    if (hash) return this.verify(hash, plain);
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await this.verify(await this.dummyHash, plain);
    return false;
  }

  /** True when the hash was made with weaker parameters than today's: re-hash after a good login. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, ARGON2_OPTIONS);
    } catch {
      return true;
    }
  }
}
