/**
 * Issue 9, immutable releases: each build of a remote goes to its own release folder, deploying is
 * switching the registry entry, and the folders of earlier builds stay served for the tabs that
 * loaded them. This file runs its own portal (demo data, for a team to sign in) serving
 * REMOTE_RELEASES_DIR from a temporary folder, and drives the operator's commands as typed
 * (`npm run remote:release`, `npm run registry -w @hackathon/api`, `npm run remote:prune`, all
 * through the running portal with --api: its embedded database is locked to its process).
 *
 *   A = the built mfe-team/dist, B = a copy of it with other content hashes (a later build).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { remoteFallbackText } from '../support/fixtures';
import { expectPath, expectVisible } from '../support/flows';
import { newPage } from '../support/harness';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { JOURNEY_ADMIN_ENV, npmCommand, registryCommand, startPortal, type CommandResult, type Portal } from '../support/portal';
import { copyRemoteDist, redeployWithNewHashes } from '../support/remote-server';

const FALLBACK = remoteFallbackText('mfe_team');

/** Runs a root script as the operator types it (`npm run <script> -- <args>`), signed in to the portal as JOURNEY_ADMIN. */
function npmRun(script: string, args: string[], timeoutMs = 60_000): Promise<CommandResult> {
  return npmCommand([script, '--', ...args], { asAdmin: true, timeoutMs });
}

/** The release id remote:release printed in its registry entry line. */
function releasedId(result: CommandResult): string {
  const match = /^registry entry: \/releases\/mfe-team\/([^/]+)\/mf-manifest\.json$/m.exec(result.stdout);
  if (!match) throw new Error(`remote:release printed no registry entry (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  return match[1]!;
}

const entryOf = (id: string) => `/releases/mfe-team/${id}/mf-manifest.json`;

/** The tab's full page loads, and every file of the team remote it asked for: `<release id>/<file>` with its status. */
function watch(page: Page) {
  const seen = { loads: 0, files: [] as Array<{ file: string; status: number }> };
  page.on('load', () => (seen.loads += 1));
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/releases/') || path.startsWith('/remotes/mfe-team/')) seen.files.push({ file: path, status: response.status() });
  });
  return seen;
}

/** Which release folders the files came from (the remote's own folder, /remotes/mfe-team/, counts as 'dist'). */
function releasesAsked(files: Array<{ file: string }>): string[] {
  return [...new Set(files.map(({ file }) => /^\/releases\/mfe-team\/([^/]+)\//.exec(file)?.[1] ?? 'dist'))].sort();
}

async function expectTeamPage(page: Page, teamId: string): Promise<void> {
  await expectVisible(page.getByText(`Team ID: ${teamId}`));
  expect(await page.getByText(FALLBACK).count()).toBe(0);
  expect(await page.getByText(/Error loading component/).count()).toBe(0);
}

describe('immutable releases of a remote', () => {
  let mail: MailCatcher;
  let releases: string;
  let buildB: string;
  let portal: Portal;

  beforeAll(async () => {
    mail = await startMailCatcher();
    releases = mkdtempSync(join(tmpdir(), 'hackathon-releases-'));
    // build B: the same remote with other content hashes, as the next build of mfe-team would be
    buildB = copyRemoteDist('mfe-team');
    redeployWithNewHashes(buildB);
    portal = await startPortal({ smtpUrl: mail.smtpUrl, env: { REMOTE_RELEASES_DIR: releases, ...JOURNEY_ADMIN_ENV } });
  });

  afterAll(async () => {
    await portal?.stop();
    await mail?.stop();
    for (const dir of [releases, buildB]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('a tab keeps its release across a switch, a reload takes the new one, a rollback the old one; prune keeps both', async () => {
    const team = (JSON.parse(readFileSync(join(portal.dataDir, 'demo-credentials.json'), 'utf8')) as { teams: Array<{ teamId: string; password: string }> }).teams[0]!;

    // release A (the built dist) and switch the registry to it
    const releasedA = await npmRun('remote:release', ['mfe-team', '--releases', releases, '--activate', '--api', portal.url]);
    expect(releasedA).toMatchObject({ code: 0, stderr: '' });
    const a = releasedId(releasedA);
    expect(releasedA.stdout).toContain('ok: mfe_team can be deployed');
    expect(releasedA.stdout).toContain(`mfe_team: /remotes/mfe-team/mf-manifest.json -> ${entryOf(a)}`);

    // a team signs in: its tab loads the team remote from release A
    const page = await newPage({ baseURL: portal.url });
    const tab = watch(page);
    await page.goto('/team-login');
    await page.getByLabel(/^Team ID/i).fill(team.teamId);
    await page.getByLabel(/^Password/).fill(team.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, '/simple-team');
    await expectTeamPage(page, team.teamId);
    expect(releasesAsked(tab.files)).toEqual([a]);
    // a second tab of the same session, on the landing page: it knows release A but has loaded none of its files
    const landing = await page.context().newPage();
    const other = watch(landing);
    await landing.goto('/');
    await expectVisible(landing.getByRole('button', { name: 'Team Portal' }).or(landing.getByRole('link', { name: 'Team Portal' })));
    expect(other.files).toEqual([]);

    // release B and switch the registry to it: A's folder stays as it was
    const releasedB = await npmRun('remote:release', ['mfe-team', '--dist', buildB, '--releases', releases, '--activate', '--api', portal.url]);
    expect(releasedB).toMatchObject({ code: 0, stderr: '' });
    const b = releasedId(releasedB);
    expect(b).not.toBe(a);
    expect(releasedB.stdout).toContain(`mfe_team: ${entryOf(a)} -> ${entryOf(b)}`);
    expect(((await (await fetch(`${portal.url}/remotes.json`)).json()) as Record<string, string>).mfe_team).toBe(entryOf(b));

    // the first tab moves to the other team page inside the app (the pages link to each other only
    // through the address, so the test makes the client-side navigation a link would make)
    const before = tab.files.length;
    await page.evaluate(() => {
      window.history.pushState({}, '', '/team-dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectPath(page, '/team-dashboard');
    await expectVisible(page.getByRole('region', { name: 'Competition status' }));
    expect(releasesAsked(tab.files.slice(before))).not.toContain(b);
    // the second tab opens the team pages now: release A's manifest, entry and chunks, none loaded before, all still served
    await landing.getByRole('button', { name: 'Team Portal' }).or(landing.getByRole('link', { name: 'Team Portal' })).first().click();
    await expectPath(landing, '/simple-team');
    await expectTeamPage(landing, team.teamId);
    expect(releasesAsked(other.files)).toEqual([a]);
    expect(other.files.map(({ file }) => file)).toEqual(expect.arrayContaining([entryOf(a), `/releases/mfe-team/${a}/remoteEntry.js`]));
    expect(other.files.some(({ file }) => /\/__federation_expose_Routes\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
    expect(other.files.filter(({ status }) => status !== 200 && status !== 304)).toEqual([]);
    // neither tab reloaded
    expect([tab.loads, other.loads]).toEqual([1, 1]);

    // a reload takes release B
    tab.files.length = 0;
    await page.reload();
    await expectVisible(page.getByRole('region', { name: 'Competition status' }));
    expect(releasesAsked(tab.files)).toEqual([b]);
    expect(tab.files.map(({ file }) => file)).toContain(`/releases/mfe-team/${b}/remoteEntry.js`);

    // rollback with the registry command: the next load takes release A again
    const back = await registryCommand(portal, ['rollback', 'mfe_team']);
    expect(back).toMatchObject({ code: 0, stderr: '' });
    expect(back.stdout).toContain(`mfe_team: ${entryOf(b)} -> ${entryOf(a)}`);
    tab.files.length = 0;
    await page.reload();
    await expectVisible(page.getByRole('region', { name: 'Competition status' }));
    expect(releasesAsked(tab.files)).toEqual([a]);

    // prune as hard as it goes: A (current) and B (previous) are what the registry names, so both stay
    const pruned = await npmRun('remote:prune', ['--releases', releases, '--keep', '1', '--keep-days', '0', '--api', portal.url]);
    expect(pruned).toMatchObject({ code: 0, stderr: '' });
    expect(pruned.stdout).toMatch(new RegExp(`^  keep    ${a}  current entry of mfe_team`, 'm'));
    expect(pruned.stdout).toMatch(new RegExp(`^  keep    ${b}  previous entry of mfe_team`, 'm'));
    expect(pruned.stdout).toContain('deleted 0, kept 2');
    expect([existsSync(join(releases, 'mfe-team', a)), existsSync(join(releases, 'mfe-team', b))]).toEqual([true, true]);
    expect((await fetch(`${portal.url}/releases/mfe-team/${b}/remoteEntry.js`)).status).toBe(200);
  });
});
