import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The signing secret kept in DATA_DIR: generated once, then reused so tokens survive restarts.
 * Created with O_EXCL so two processes starting together agree on one secret.
 */
export function resolveJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret + '\n', { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (!winner) throw new Error(`${file} exists but is empty; delete it or set JWT_SECRET`, { cause: error });
    return winner;
  }
}

function readSecret(file: string): string | null {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value === '' ? null : value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
