/**
 * A remote deployed on its own host goes down: the shell shows a fallback in that remote's area
 * and the rest of the portal (the landing page of mfe-public) keeps working.
 * This file runs its own portal (no demo data, quick to boot) whose /remotes.json points mfe_team
 * at a separate static server, so stopping that server affects nobody else.
 */
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { expectVisible } from '../support/flows';
import { newPage } from '../support/harness';
import { startPortal, type Portal } from '../support/portal';
import { startRemoteServer, type RemoteServer } from '../support/remote-server';
import { remoteFallbackText } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';

const FALLBACK = remoteFallbackText('mfe_team');

describe('a remote that is down', () => {
  let mail: MailCatcher;
  let remote: RemoteServer;
  let portal: Portal;

  beforeAll(async () => {
    mail = await startMailCatcher();
    remote = await startRemoteServer('mfe-team');
    portal = await startPortal({ smtpUrl: mail.smtpUrl, seedDemo: false, env: remote.env });
  });

  afterAll(async () => {
    await portal?.stop();
    await remote?.stop();
    await mail?.stop();
  });

  test('the registry points the remote at its own host', async () => {
    const registry = (await (await fetch(`${portal.url}/remotes.json`)).json()) as Record<string, string>;
    expect(registry.mfe_team).toBe(remote.manifestUrl);
    expect(registry.mfe_public).toMatch(/mf-manifest\.json$/);
  });

  test('with its server stopped the shell shows the fallback there and the landing page still works', async () => {
    // while the remote is up, its route renders it (a signed-out visitor is asked to sign in)
    const before = await newPage({ baseURL: portal.url });
    await before.goto('/simple-team');
    await expectVisible(before.getByRole('heading', { name: 'Team Dashboard' }));
    expect(await before.getByText(FALLBACK).count()).toBe(0);
    await expectNoSeriousA11yViolations(before, '/simple-team signed out');

    await remote.stop();
    expect((await fetch(remote.manifestUrl).catch(() => null))?.status).toBeUndefined();

    const page = await newPage({ baseURL: portal.url });
    await page.goto('/simple-team');
    await expectVisible(page.getByText(FALLBACK));
    // the shell around it still works: its navigation is there
    await expectVisible(page.getByRole('navigation', { name: 'Main navigation' }));
    await expectNoSeriousA11yViolations(page, 'remote fallback panel');

    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Prizes & Awards' }));
    await expectVisible(page.getByText('Registered Schools'));
    expect(await page.getByText(FALLBACK).count()).toBe(0);
  });
});
