// Jest reporter: writes the run's aggregated results (the same shape as `jest --json`)
// into $JEST_RESULTS_DIR, one file per jest run, so run-all.mjs can sum them.
// A reporter instead of `--outputFile` because nx forwards one argument list to every project.
const fs = require('node:fs');
const path = require('node:path');

class JsonResultsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.JEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const label = path.relative(process.cwd(), this.rootDir) || path.basename(this.rootDir);
    const safeLabel = `${path.basename(process.cwd())}-${label}`.replace(/[^A-Za-z0-9_.-]+/g, '_');
    const file = path.join(dir, `${safeLabel}-${process.pid}.json`);
    const summary = {
      cwd: process.cwd(),
      numPassedTests: results.numPassedTests,
      numFailedTests: results.numFailedTests,
      numPendingTests: results.numPendingTests,
      numTodoTests: results.numTodoTests,
      numTotalTests: results.numTotalTests,
      numFailedTestSuites: results.numFailedTestSuites,
      numRuntimeErrorTestSuites: results.numRuntimeErrorTestSuites,
      numTotalTestSuites: results.numTotalTestSuites,
      testResults: results.testResults.map((suite) => ({
        name: suite.testFilePath,
        failureMessage: suite.failureMessage ?? null,
        numFailingTests: suite.numFailingTests,
        numPassingTests: suite.numPassingTests,
        testExecError: suite.testExecError ? String(suite.testExecError.message ?? suite.testExecError) : null,
      })),
    };
    fs.writeFileSync(file, JSON.stringify(summary, null, 2));
    this.watchExit(file, summary);
  }

  /**
   * A jest that finished its tests but never exits (a server, database or timer left open by a
   * test) would hang the whole run. After a grace period that leaves room for globalTeardown,
   * record it as a failure and end the process. The timer is unref'd: a clean jest exits first.
   */
  watchExit(file, summary) {
    const graceMs = Number(process.env.JEST_EXIT_GRACE_MS ?? 60_000);
    const timer = setTimeout(() => {
      fs.writeFileSync(file, JSON.stringify({ ...summary, didNotExit: true }, null, 2));
      console.error(
        `\n[tests] jest in ${process.cwd()} did not exit ${graceMs / 1000}s after its tests finished: ` +
          'something a test opened (server, database, timer) is still open. Counted as a failure; ' +
          'run that project with --detectOpenHandles to find it.',
      );
      process.exit(1);
    }, graceMs);
    timer.unref();
  }
}

module.exports = JsonResultsReporter;
