/**
 * Reads environment variables with declared types. Every problem is collected so one boot
 * reports all malformed settings, each message naming its variable.
 */
export type Env = Record<string, string | undefined>;

export class EnvReader {
  readonly errors: string[] = [];

  constructor(private readonly env: Env) {}

  /** The raw value, with empty strings treated as unset. */
  raw(name: string): string | undefined {
    const value = this.env[name];
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  optionalString(name: string): string | null {
    return this.raw(name) ?? null;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      this.fail(name, `must be an integer between ${min} and ${max}`, value);
      return fallback;
    }
    return parsed;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const lower = value.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(lower)) return true;
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    this.fail(name, 'must be true or false', value);
    return fallback;
  }

  oneOf<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((choices as readonly string[]).includes(value)) return value as T;
    this.fail(name, `must be one of ${choices.join(', ')}`, value);
    return fallback;
  }

  /** An absolute URL whose protocol is one of `protocols` (e.g. ['http:', 'https:']). */
  url(name: string, protocols: readonly string[]): string | null {
    const value = this.raw(name);
    if (value === undefined) return null;
    if (!isUrl(value, protocols)) {
      this.fail(name, `must be a URL starting with ${protocols.map((p) => p + '//').join(' or ')}`, value, true);
      return null;
    }
    return value;
  }

  /** A check on an already parsed value; `shown` is quoted in the message (omit it for secrets and URLs). */
  check(name: string, ok: boolean, rule: string, shown?: string): void {
    if (!ok) this.fail(name, rule, shown);
  }

  private fail(name: string, rule: string, value: string | undefined, secret = false): void {
    // URLs may carry passwords and secrets must not reach logs: quote only harmless values
    const shown = value === undefined || secret ? '' : ` (got "${value}")`;
    this.errors.push(`${name} ${rule}${shown}`);
  }
}

export function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}
