/** Per test: close the pages it opened (screenshot first when it failed). Per file: close the browser. */
import { closeBrowser, closePages } from './harness';

afterEach(async () => {
  const failed = (globalThis as { __e2eTestFailed?: boolean }).__e2eTestFailed === true;
  await closePages(failed ? (expect.getState().currentTestName ?? 'unnamed test') : undefined);
});

afterAll(async () => {
  await closeBrowser();
});
