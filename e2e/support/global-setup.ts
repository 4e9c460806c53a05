/**
 * One portal for the whole run: an in-process SMTP catcher, then the real server pointed at it.
 * Test files find both through E2E_* variables (they run in their own module context).
 */
import { startMailCatcher } from './mail-catcher';
import { startPortal } from './portal';
import { findChromium } from './chromium';
import type { GlobalHandles } from './global-teardown';

export default async function globalSetup(): Promise<void> {
  const chromium = findChromium();
  if (!chromium) {
    throw new Error('No Chromium found for the browser journeys. Run `npm test` (it installs Debian chromium when it can) or set CHROMIUM_PATH.');
  }
  const started = Date.now();
  const mail = await startMailCatcher();
  const handles: GlobalHandles = { mail };
  (globalThis as { __e2eHandles?: GlobalHandles }).__e2eHandles = handles;
  let portal;
  try {
    portal = await startPortal({ smtpUrl: mail.smtpUrl });
  } catch (error) {
    // jest skips globalTeardown when globalSetup throws
    await mail.stop();
    throw error;
  }
  handles.portal = portal;

  process.env.CHROMIUM_PATH = chromium;
  process.env.E2E_PORTAL_URL = portal.url;
  process.env.E2E_DATA_DIR = portal.dataDir;
  process.env.E2E_PORTAL_LOG = portal.logFile;
  process.env.E2E_SMTP_URL = mail.smtpUrl;
  process.env.E2E_MAIL_API = mail.apiUrl;
  console.log(`\n[e2e] portal ${portal.url} ready in ${((Date.now() - started) / 1000).toFixed(1)}s (log ${portal.logFile})`);
}
