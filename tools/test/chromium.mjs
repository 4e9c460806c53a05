// Finds Debian's chromium for the browser journeys, installing it with apt when we are root, and
// poppler-utils beside it (pdftotext, pdftoppm: the tests read the PDFs the portal makes through
// tools/test/pdf-reading.cjs). Never skips: without them the caller stops with a clear message.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const candidate of CANDIDATES) if (existsSync(candidate)) return candidate;
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('which', [name], { encoding: 'utf8' });
    const path = found.status === 0 ? found.stdout.trim() : '';
    if (path && existsSync(path)) return path;
  }
  return null;
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('which', ['apt-get'], { encoding: 'utf8' }).status === 0;
  return isRoot && hasApt;
}

const hasCommand = (name) => spawnSync('which', [name], { encoding: 'utf8' }).status === 0;

/** Makes sure pdftoppm and pdftotext (Debian's poppler-utils) are there, or throws saying what to do. */
export function ensurePoppler({ log = console.log } = {}) {
  if (hasCommand('pdftoppm') && hasCommand('pdftotext')) return;
  if (!canInstallWithApt()) {
    throw new Error(
      'pdftoppm/pdftotext (poppler-utils) were not found and cannot be installed automatically (needs root and apt-get).\n' +
        'Install them, e.g. `sudo apt-get install -y poppler-utils`, then run the tests again.',
    );
  }
  log('[tests] pdftoppm not found: installing Debian poppler-utils with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // apt's output to stderr: the CLI's stdout is the chromium path alone
  execFileSync('apt-get', ['update'], { stdio: ['ignore', 2, 2], env });
  execFileSync('apt-get', ['install', '-y', 'poppler-utils'], { stdio: ['ignore', 2, 2], env });
  if (!hasCommand('pdftoppm')) throw new Error('apt-get installed poppler-utils but no pdftoppm was found on PATH.');
}

/** Returns the chromium path (poppler-utils made sure of too), or throws with a message that says what to do. */
export function ensureChromium({ log = console.log } = {}) {
  ensurePoppler({ log });
  const existing = findChromium();
  if (existing) return existing;
  if (!canInstallWithApt()) {
    throw new Error(
      'Chromium was not found and cannot be installed automatically (needs root and apt-get).\n' +
        'Install it, e.g. `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
  }
  log('[tests] chromium not found: installing Debian chromium with apt-get (this takes a few minutes once)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but no chromium binary was found on PATH.');
  return installed;
}

// CLI: `node tools/test/chromium.mjs` prints the path (exit 1 with the message when impossible).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    console.log(ensureChromium({ log: (line) => console.error(line) }));
  } catch (error) {
    console.error(`[tests] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
