/**
 * Issue 9: the remote registry changes at run time. An operator moves mfe_team to another origin
 * with the registry command while the portal runs; the next page load takes the remote from there
 * (the CSP now allows that origin) with no API restart; a rollback switches back to the first
 * origin. This file runs its own portal (no demo data) whose default for mfe_team
 * (REMOTE_URL_MFE_TEAM) is one static server, and a second static server serves the same built
 * mfe-team/dist on another port. The command goes through the portal's admin route (--api): the
 * portal's embedded database is locked to its process, and the same path serves a PostgreSQL
 * deployment (docs/operations.md, "The remote registry").
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { expectVisible } from '../support/flows';
import { newPage } from '../support/harness';
import { JOURNEY_ADMIN, JOURNEY_ADMIN_ENV, registryCommand, startPortal, type Portal } from '../support/portal';
import { startRemoteServer, type RemoteServer } from '../support/remote-server';
import { remoteFallbackText } from '../support/fixtures';

const FALLBACK = remoteFallbackText('mfe_team');

/** Loads /simple-team and says where the team remote's files came from and which CSP the page had. */
async function loadTeamRoute(page: Page, navigate: () => Promise<unknown>): Promise<{ csp: string; origins: Set<string> }> {
  const origins = new Set<string>();
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') || url.pathname.endsWith('mf-manifest.json')) origins.add(url.origin);
  };
  page.on('request', onRequest);
  try {
    const [response] = await Promise.all([page.waitForResponse((res) => new URL(res.url()).pathname === '/simple-team'), navigate()]);
    // the remote rendered (a signed-out visitor is asked to sign in), not its fallback
    await expectVisible(page.getByRole('heading', { name: 'Team Dashboard' }));
    expect(await page.getByText(FALLBACK).count()).toBe(0);
    return { csp: (await response.allHeaders())['content-security-policy'] ?? '', origins };
  } finally {
    page.off('request', onRequest);
  }
}

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

describe('the remote registry changed at run time', () => {
  let mail: MailCatcher;
  let first: RemoteServer;
  let second: RemoteServer;
  let portal: Portal;

  beforeAll(async () => {
    mail = await startMailCatcher();
    first = await startRemoteServer('mfe-team');
    second = await startRemoteServer('mfe-team');
    portal = await startPortal({ smtpUrl: mail.smtpUrl, seedDemo: false, env: { ...first.env, ...JOURNEY_ADMIN_ENV } });
  });

  afterAll(async () => {
    await portal?.stop();
    await second?.stop();
    await first?.stop();
    await mail?.stop();
  });

  test('a remote moved by the registry command loads from its new origin on the next page load, with no restart, and a rollback switches it back', async () => {
    const page = await newPage({ baseURL: portal.url });

    // the default: REMOTE_URL_MFE_TEAM, the first static server
    const before = await loadTeamRoute(page, () => page.goto('/simple-team'));
    expect(before.origins).toContain(first.url);
    expect(before.origins).not.toContain(second.url);
    expect(directive(before.csp, 'script-src')).toContain(first.url);
    expect(directive(before.csp, 'connect-src')).not.toContain(second.url);

    // (4) the operator moves it; the page reloads: the remote comes from the second origin
    const moved = await registryCommand(portal, ['set', 'mfe_team', second.manifestUrl]);
    expect(moved).toMatchObject({ code: 0, stderr: '' });
    expect(moved.stdout).toContain(`mfe_team: ${first.manifestUrl} -> ${second.manifestUrl}`);
    const registry = (await (await fetch(`${portal.url}/remotes.json`)).json()) as Record<string, string>;
    expect(registry.mfe_team).toBe(second.manifestUrl);

    const after = await loadTeamRoute(page, () => page.reload());
    expect(after.origins).toContain(second.url);
    expect(after.origins).not.toContain(first.url);
    expect(directive(after.csp, 'script-src')).toContain(second.url);
    expect(directive(after.csp, 'connect-src')).toContain(second.url);
    expect(directive(after.csp, 'connect-src')).not.toContain(first.url);

    // (5) rollback: back to the previous entry, and the page loads from the first origin again
    const back = await registryCommand(portal, ['rollback', 'mfe_team']);
    expect(back).toMatchObject({ code: 0, stderr: '' });
    expect(back.stdout).toContain(`mfe_team: ${second.manifestUrl} -> ${first.manifestUrl}`);
    const again = await loadTeamRoute(page, () => page.reload());
    expect(again.origins).toContain(first.url);
    expect(again.origins).not.toContain(second.url);
    expect(directive(again.csp, 'script-src')).toContain(first.url);
    expect(directive(again.csp, 'script-src')).not.toContain(second.url);

    // one API process started once (no restart), and both changes are in the audit trail with old and new URL
    expect(readFileSync(portal.logFile, 'utf8').match(/Listening on /g)).toHaveLength(1);
    const token = await signIn(portal);
    const history = (await (await fetch(`${portal.url}/api/admin/activity/entity/settings/remote.mfe_team`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { items: Array<{ action: string; actorLabel: string; before: { manifestUrl: string }; after: { manifestUrl: string } }> };
    };
    expect(history.data.items.map((e) => [e.action, e.actorLabel, e.before.manifestUrl, e.after.manifestUrl])).toEqual([
      ['remote.rolled_back', JOURNEY_ADMIN.email, second.manifestUrl, first.manifestUrl],
      ['remote.updated', JOURNEY_ADMIN.email, first.manifestUrl, second.manifestUrl],
    ]);
  });
});

async function signIn(portal: Portal): Promise<string> {
  const res = await fetch(`${portal.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: JOURNEY_ADMIN.email, password: JOURNEY_ADMIN.password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`admin sign-in answered ${res.status}`);
  return body.data.token;
}
