/**
 * Runs one suite of the event-morning bench in its own process (so one suite's database, memory
 * and crash never touch another's figures) and writes its figures as JSON to the file given.
 *
 *   node --expose-gc -r ../tools/ts-register.cjs src/support/run-suite.ts <suite> --out <file> [--smoke]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Figure, Suite } from './figures';

async function main(): Promise<void> {
  const [name, ...rest] = process.argv.slice(2);
  const outIndex = rest.indexOf('--out');
  const out = outIndex >= 0 ? rest[outIndex + 1] : undefined;
  if (!name || !out) throw new Error('usage: run-suite.ts <suite> --out <file> [--smoke]');
  const { suite } = (await import(join(__dirname, '..', 'suites', name))) as { suite: Suite };
  const figures: Figure[] = await suite({ smoke: rest.includes('--smoke') });
  writeFileSync(out, JSON.stringify(figures, null, 2));
}

main().then(
  // suites may leave pools or timers behind: the figures are written, end the process
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
