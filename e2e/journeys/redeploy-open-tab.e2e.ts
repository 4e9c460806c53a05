/**
 * A remote is redeployed while a tab is open on it: the tab's next page needs a chunk of the old
 * build, which the redeploy deleted. The shell reloads the page once (shell/src/federation/
 * staleChunkReload.ts) and the page shows, instead of "Error loading component"; a second stale
 * chunk within a few minutes shows the remote's fallback, without reloading again.
 * This file runs its own portal whose /remotes.json points mfe_public at a separate static server
 * serving a copy of mfe-public/dist, which the test redeploys in place (new content hashes, old
 * files gone).
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { remoteFallbackText } from '../support/fixtures';
import { expectPath, expectVisible } from '../support/flows';
import { newPage } from '../support/harness';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { startPortal, type Portal } from '../support/portal';
import { copyRemoteDist, redeployWithNewHashes, startRemoteServer, type RemoteServer } from '../support/remote-server';

/** The shell's loop guard: one time stamp per remote in session storage. */
const RELOAD_KEY = 'hk_stale_chunk_reload:mfe_public';

/** Counts the tab's full page loads and lists the remote's scripts it asked for, with their answers. */
function watch(page: Page, remoteUrl: string) {
  const seen = { loads: 0, scripts: [] as Array<{ file: string; status: number }> };
  page.on('load', () => (seen.loads += 1));
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(`${remoteUrl}/`) && url.endsWith('.js')) seen.scripts.push({ file: url.slice(remoteUrl.length + 1), status: response.status() });
  });
  return seen;
}

type Asked = ReturnType<typeof watch>['scripts'];

/** Scripts asked for after a redeploy: the old build's names (before the reload), then the new build's. */
function splitAtReload(scripts: Asked, renamed: Map<string, string>): [Asked, Asked] {
  const firstFresh = scripts.findIndex((script) => !renamed.has(script.file));
  return firstFresh < 0 ? [scripts, []] : [scripts.slice(0, firstFresh), scripts.slice(firstFresh)];
}

const asked = (seen: ReturnType<typeof watch>, chunk: string) => seen.scripts.filter((script) => script.file.startsWith(`${chunk}.`));

describe('a tab left open across a redeploy of its remote', () => {
  let mail: MailCatcher;
  let dir: string;
  let remote: RemoteServer;
  let portal: Portal;

  beforeAll(async () => {
    mail = await startMailCatcher();
    dir = copyRemoteDist('mfe-public');
    remote = await startRemoteServer('mfe-public', { dir });
    portal = await startPortal({ smtpUrl: mail.smtpUrl, seedDemo: false, env: remote.env });
  });

  afterAll(async () => {
    await portal?.stop();
    await remote?.stop();
    await mail?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('reloads once for a deleted chunk and shows the page; a second one shows the fallback', async () => {
    const page = await newPage({ baseURL: portal.url });
    const seen = watch(page, remote.url);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Prizes & Awards' }));
    expect(seen.loads).toBe(1);
    // the sign-in page's chunk is lazy: the landing page has not fetched it
    expect(asked(seen, 'route-login')).toEqual([]);

    // the heading is the prerendered copy's: let the live app load its scripts before the redeploy
    await page.waitForSelector('#root:not([data-prerendered])');
    await page.waitForLoadState('networkidle');
    const firstMark = seen.scripts.length;
    const renamed = redeployWithNewHashes(dir);
    const oldLogin = [...renamed.keys()].find((file) => file.startsWith('route-login.'));
    expect(oldLogin).toBeDefined();
    expect((await fetch(`${remote.url}/${oldLogin}`)).status).toBe(404);
    expect((await fetch(`${remote.url}/${renamed.get(oldLogin!)}`)).status).toBe(200);

    // the open tab moves on inside the app (no page load): its old build asks for the deleted chunk
    await page.evaluate(() => ((window as { beforeRedeploy?: boolean }).beforeRedeploy = true));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: /^Login/ }).click();
    await page.getByRole('menuitem', { name: 'School Admin Login' }).click();

    // one automatic reload, then the real page of the new build (the reloaded document shows its
    // prerendered copy first: wait for it to load and for the live app to take over)
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('heading', { name: 'School Admin Login' }));
    await page.waitForLoadState('load');
    await page.waitForSelector('#root:not([data-prerendered]) input[name="email"]:not([disabled])');
    await expectVisible(page.getByRole('link', { name: 'Register your school' }));
    expect(await page.getByText(/Error loading component/).count()).toBe(0);
    expect(seen.loads).toBe(2);
    expect(await page.evaluate(() => (window as { beforeRedeploy?: boolean }).beforeRedeploy ?? false)).toBe(false);
    // before the reload the tab asked for files of the old build (the page's chunk or a sibling
    // webpack loads with it, whichever failed first), all gone; after it, the new build's page
    const [staleAsked, freshAsked] = splitAtReload(seen.scripts.slice(firstMark), renamed);
    expect(staleAsked.length).toBeGreaterThan(0);
    expect(staleAsked.filter((script) => script.status !== 404)).toEqual([]);
    expect(freshAsked).toContainEqual({ file: renamed.get(oldLogin!), status: 200 });
    expect(freshAsked.filter((script) => script.status >= 400)).toEqual([]);
    expect(Number(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_KEY))).toBeGreaterThan(0);

    // another redeploy minutes later: the loop guard holds, the area shows the remote's fallback
    const secondMark = seen.scripts.length;
    const again = redeployWithNewHashes(dir);
    await page.getByRole('link', { name: 'Register your school' }).click();
    await expectPath(page, '/register');
    await expectVisible(page.getByText(remoteFallbackText('mfe_public')));
    expect(await page.getByText(/Error loading component/).count()).toBe(0);
    const secondAsked = seen.scripts.slice(secondMark);
    expect(secondAsked.length).toBeGreaterThan(0);
    expect(secondAsked.filter((script) => !again.has(script.file) || script.status !== 404)).toEqual([]);
    await page.waitForTimeout(1_000);
    expect(seen.loads).toBe(2);
  });
});
