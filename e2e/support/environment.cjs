// Node test environment that records whether the running test failed, so afterEach
// (support/after-env.ts) can screenshot the open pages before closing them.
const { TestEnvironment } = require('jest-environment-node');

class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__e2eTestFailed = false;
    if (event.name === 'test_fn_failure') this.global.__e2eTestFailed = true;
    if (event.name === 'hook_failure' && event.hook.type === 'beforeEach') this.global.__e2eTestFailed = true;
  }
}

module.exports = JourneyEnvironment;
