/** Where Debian's chromium is (tools/test/chromium.mjs installs it; this only looks). */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(candidate)) return candidate;
  try {
    const found = execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
    return found && existsSync(found) ? found : null;
  } catch {
    return null;
  }
}
