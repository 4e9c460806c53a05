/**
 * The event-morning bench (issue 8, section 6): every figure of sections 1-3 in one run, each
 * suite in its own process, then one table (figure, target, measured, ratio, pass or fail) on
 * stdout and the same as JSON under bench/results/ (latest.json: the last full run). Figures, not
 * tests: a figure that misses its target is reported, not thrown. CI runs `--smoke` (small data,
 * few runs) to prove it still runs.
 *
 *   npm run bench [-- --smoke] [--only weight,logins]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Figure } from './support/figures';

/** In the order they run: the front end first (it needs only the build), then the API figures. */
const SUITES = ['weight', 'logins', 'back-office', 'export', 'scale-out', 'uploads', 'bodies', 'judging-plan', 'judging-api', 'certificates'] as const;
const BENCH_ROOT = resolve(__dirname, '..');
const RESULTS_DIR = join(BENCH_ROOT, 'results');

interface SuiteRun {
  suite: string;
  seconds: number;
  figures: Figure[];
  error?: string;
}

function parseArgs(argv: string[]): { smoke: boolean; only: string[] } {
  const smoke = argv.includes('--smoke');
  const onlyIndex = argv.indexOf('--only');
  const only = onlyIndex >= 0 ? (argv[onlyIndex + 1] ?? '').split(',').filter(Boolean) : [...SUITES];
  const unknown = only.filter((name) => !(SUITES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`unknown suite(s) ${unknown.join(', ')}; suites: ${SUITES.join(', ')}`);
  return { smoke, only };
}

function runSuite(suite: string, smoke: boolean, workDir: string): Promise<SuiteRun> {
  const out = join(workDir, `${suite}.json`);
  const args = ['--expose-gc', '-r', '../tools/ts-register.cjs', 'src/support/run-suite.ts', suite, '--out', out];
  if (smoke) args.push('--smoke');
  const started = Date.now();
  process.stdout.write(`\n==> ${suite}${smoke ? ' (smoke)' : ''}\n`);
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: BENCH_ROOT, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) {
        done({ suite, seconds, figures: JSON.parse(readFileSync(out, 'utf8')) as Figure[] });
      } else {
        done({ suite, seconds, figures: [], error: `exited with ${code ?? signal}` });
      }
    });
  });
}

function formatValue(value: number, unit: string): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
}

function table(runs: SuiteRun[]): string {
  const rows = [['sec', 'figure', 'target', 'measured', 'ratio', 'result']];
  for (const run of runs) {
    if (run.error) rows.push(['-', `${run.suite}: suite failed`, '-', run.error, '-', 'FAIL']);
    for (const f of run.figures) {
      const ratio = f.ratio == null ? '-' : `${f.ratio.toFixed(2)}${f.ratioOf ? ` of ${f.ratioOf}` : ''}`;
      rows.push([String(f.section), f.figure, f.target, formatValue(f.measured, f.unit), ratio, f.pass ? 'pass' : 'FAIL']);
    }
  }
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, col) => cell.padEnd(widths[col]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<void> {
  const { smoke, only } = parseArgs(process.argv.slice(2));
  const workDir = mkdtempSync(join(tmpdir(), 'hackathon-bench-'));
  const runs: SuiteRun[] = [];
  try {
    for (const suite of only) runs.push(await runSuite(suite, smoke, workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const report = {
    at: new Date().toISOString(),
    smoke,
    machine: { cores: (await import('node:os')).cpus().length, node: process.version },
    suites: runs,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = report.at.replace(/[:.]/g, '-');
  // latest.json is the record of a full run: a partial one (--only) must not replace it
  const full = only.length === SUITES.length;
  const files = smoke ? ['smoke-latest.json'] : [`bench-${stamp}.json`, ...(full ? ['latest.json'] : [])];
  for (const file of files) writeFileSync(join(RESULTS_DIR, file), `${JSON.stringify(report, null, 2)}\n`);
  const figures = runs.flatMap((run) => run.figures);
  process.stdout.write(`\n${table(runs)}\n\n`);
  process.stdout.write(
    `${figures.filter((f) => f.pass).length} of ${figures.length} figures meet their target; ` +
      `written to ${files.map((file) => `bench/results/${file}`).join(' and ')}\n`,
  );
  // a suite that could not run is a broken bench (smoke's purpose); a missed target is a figure
  if (runs.some((run) => run.error)) process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
