import { takeContractViolations } from './contract-check';

// A JSON answer that does not match /api/docs-json fails the test that received it.
afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length) throw new Error(`Answers that do not match the published document (/api/docs-json):\n${violations.join('\n')}`);
});
