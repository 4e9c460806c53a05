#!/usr/bin/env node
// The one command that runs every test of the project (`npm test`):
//   1. makes sure a Chromium exists (installs Debian's when root with apt, else stops),
//   2. lints the whole workspace (`eslint .`: code rules and the module boundaries),
//   3. builds everything (nx, cached),
//   4. runs the unit and integration tests of every project except e2e,
//   5. runs the browser journeys,
//   6. runs the bench's smoke (every suite still runs; figures are not judged),
//   7. prints `N passed, N failed` and exits non-zero when anything failed.
// It does not stop at the first failure: every step runs and the summary counts them all.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPORTER = join(ROOT, 'tools/test/json-results-reporter.cjs');
const E2E_PROJECT = '@hackathon/e2e';
// Two cores: the integration suites each boot an app on PGlite, two at once fit (measured, see report).
const TEST_PARALLEL = process.env.TEST_PARALLEL ?? '2';

const resultsDir = mkdtempSync(join(tmpdir(), 'hackathon-test-results-'));
const baseEnv = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  NX_INTERACTIVE: 'false',
  CI: process.env.CI ?? 'true',
};

const steps = [];
const jestArgs = ['--ci', '--reporters=default', `--reporters=${REPORTER}`];

function log(line) {
  console.log(`\n[tests] ${line}`);
}

function run(command, args, env = baseEnv) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`[tests] could not start ${command}: ${error.message}`);
      resolveRun(127);
    });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 128 : 1)));
  });
}

async function step(name, action, { countsJestResults = false } = {}) {
  const started = Date.now();
  log(`${name} ...`);
  let ok = false;
  let detail = '';
  try {
    const outcome = await action();
    ok = outcome === true || outcome === 0;
    if (!ok) detail = typeof outcome === 'number' ? `exit code ${outcome}` : String(outcome);
  } catch (error) {
    detail = error instanceof Error ? error.message : String(error);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, ok, detail, seconds, countsJestResults });
  log(`${name}: ${ok ? 'ok' : `FAILED${detail ? ` (${detail})` : ''}`} in ${seconds}s`);
  return ok;
}

function readResults(dir) {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return files.map((file) => ({ file, ...JSON.parse(readFileSync(join(dir, file), 'utf8')) }));
}

/** Jest counts a suite that cannot run (syntax error, failing hook) as failed with no failed test: count it too. */
function countRun(result) {
  const failedSuitesWithoutFailedTests = result.testResults.filter(
    (suite) => (suite.failureMessage || suite.testExecError) && suite.numFailingTests === 0,
  ).length;
  // (`success` is not final yet when reporters run; a run that failed otherwise, e.g. "No tests
  // found", shows up as a failed step and is counted from the exit code.)
  const hung = result.didNotExit ? 1 : 0;
  return { passed: result.numPassedTests, failed: result.numFailedTests + failedSuitesWithoutFailedTests + hung };
}

function listProjectsWithTests() {
  const out = execFileSync('npx', ['nx', 'show', 'projects', '--with-target', 'test', '--json'], {
    cwd: ROOT,
    env: baseEnv,
    encoding: 'utf8',
  });
  return JSON.parse(out.slice(out.indexOf('['))).filter((name) => name !== E2E_PROJECT);
}

async function main() {
  const totalStarted = Date.now();
  let chromiumPath = null;

  const haveBrowser = await step('browser (chromium)', () => {
    chromiumPath = ensureChromium({ log: (line) => console.log(line) });
    console.log(`[tests] using ${chromiumPath}`);
    return true;
  });
  if (!haveBrowser) {
    // the browser journeys are part of every test run: stop now rather than after the build
    console.error(`\n[tests] ${steps[0].detail}`);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  }

  // A boundary violation (a feature module reaching into another, a remote importing another
  // remote) fails the run like a failing test: eslint.config.mjs holds the rules.
  await step('lint (eslint ., module boundaries)', () => run('npx', ['eslint', '.']));
  await step('contract schemas match the declarations (tools/contracts/gen-schemas.mjs --check)', () => run('node', ['tools/contracts/gen-schemas.mjs', '--check']));
  await step('catalogues complete in both languages and compiled (tools/i18n/compile-catalogues.mjs --check)', () => run('node', ['tools/i18n/compile-catalogues.mjs', '--check']));

  // Nx keeps its cache per machine (~/.nx), not per clone: CI builds from scratch so a green run
  // proves the build works, not that an earlier one did.
  const fromScratch = process.env.CI === 'true';
  await step(`build (nx run-many -t build${fromScratch ? ', no cache' : ''})`, () =>
    run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static', ...(fromScratch ? ['--skip-nx-cache'] : [])]),
  );

  // Each jest step writes its reports into its own folder; a step whose jest runs failed without a
  // counted failure (crash before reporting, "No tests found", a failing globalSetup) still counts one.
  const tally = { passed: 0, failed: 0, runs: [] };
  const countJestStep = (ok, results, expectedRuns) => {
    let failedHere = 0;
    for (const result of results) {
      const counted = countRun(result);
      tally.passed += counted.passed;
      failedHere += counted.failed;
      tally.runs.push({ cwd: result.cwd, ...counted });
    }
    const missing = Math.max(0, expectedRuns - results.length);
    if (missing > 0) console.log(`[tests] ${missing} jest run(s) reported no results (counted as failures)`);
    failedHere += missing;
    if (!ok && failedHere === 0) failedHere = 1;
    tally.failed += failedHere;
  };

  let projects = [];
  const unitDir = join(resultsDir, 'unit');
  const unitOk = await step(`unit + integration tests (nx run-many -t test, parallel ${TEST_PARALLEL})`, () => {
    projects = listProjectsWithTests();
    console.log(`[tests] projects with tests: ${projects.join(', ') || '(none)'}`);
    if (projects.length === 0) return 'no project has a test target';
    return run('npx', [
      'nx', 'run-many', '-t', 'test', `--exclude=${E2E_PROJECT}`, `--parallel=${TEST_PARALLEL}`,
      '--outputStyle=static', '--', ...jestArgs,
    ], { ...baseEnv, JEST_RESULTS_DIR: unitDir });
  }, { countsJestResults: true });
  countJestStep(unitOk, readResults(unitDir), projects.length);

  const e2eDir = join(resultsDir, 'e2e');
  const e2eOk = await step('browser journeys (npm test -w @hackathon/e2e)', () =>
    run('npm', ['test', '-w', E2E_PROJECT, '--', ...jestArgs], {
      ...baseEnv,
      JEST_RESULTS_DIR: e2eDir,
      CHROMIUM_PATH: chromiumPath ?? '',
    }),
  { countsJestResults: true });
  countJestStep(e2eOk, readResults(e2eDir), 1);

  // The bench is figures, not tests: CI proves only that every suite still runs (small data, few
  // runs); a missed target in smoke mode is not a failure, a suite that cannot run is.
  await step('bench smoke (npm run bench -- --smoke)', () =>
    run('npm', ['run', 'bench', '--', '--smoke'], { ...baseEnv, CHROMIUM_PATH: chromiumPath ?? '' }),
  );

  // Steps that are not jest runs (browser, build) count as one failure each.
  tally.failed += steps.filter((s) => !s.ok && !s.countsJestResults).length;
  const { passed, failed } = tally;

  log('timings:');
  for (const s of steps) console.log(`  ${s.ok ? 'ok    ' : 'FAILED'} ${s.seconds.padStart(7)}s  ${s.name}`);
  console.log(`  total  ${((Date.now() - totalStarted) / 1000).toFixed(1).padStart(7)}s`);
  for (const runResult of tally.runs) {
    console.log(`  ${String(runResult.passed).padStart(5)} passed ${String(runResult.failed).padStart(4)} failed  ${runResult.cwd}`);
  }
  rmSync(resultsDir, { recursive: true, force: true });

  const anyStepFailed = steps.some((s) => !s.ok);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || anyStepFailed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
