// Global setup and teardown of the integration suites: how many distinct operations answered a
// checked 2xx (every JSON answer is validated against /api/docs-json, test/support/contract-check.ts).
const { existsSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports.setup = () => {
  process.env.CONTRACT_COVERAGE_FILE = join(tmpdir(), `contract-coverage-${process.pid}.txt`);
  rmSync(process.env.CONTRACT_COVERAGE_FILE, { force: true });
};

module.exports.teardown = () => {
  const file = process.env.CONTRACT_COVERAGE_FILE;
  if (!file || !existsSync(file)) return;
  const declared = new Set(Object.keys(JSON.parse(readFileSync(join(__dirname, '../../src/docs/contract-schemas.json'), 'utf8')).operations));
  // 'GET /api/payment/info/{id}' as declared: 'GET /payment/info/:id' (test-only routes are not counted)
  const seen = new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean).map((op) => op.replace(' /api/', ' /').replace(/\{(\w+)\}/g, ':$1')));
  const checked = [...seen].filter((op) => declared.has(op)).length;
  console.log(`\ncontract: ${checked} of ${declared.size} declared operations answered a 2xx checked against /api/docs-json`);
  rmSync(file, { force: true });
};
