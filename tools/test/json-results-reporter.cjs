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
  }
}

module.exports = JsonResultsReporter;
