/**
 * A remote built against other versions of the shared libraries than the deployed shell (issue 9,
 * tools/webpack/README.md "Versioned shared libraries"). A mismatch is never a blank area:
 *  1. mfe-team built with @hackathon/session 2.0.0 (a strict singleton): the deploy check refuses it;
 *     deployed anyway, a team that signs in sees the team dashboard's fallback naming the conflict;
 *  2. mfe-team built with a new stateless @hackathon/ui component (ui one minor up): the deploy check lets it
 *     through and the team page renders the component under the shell the run built.
 * Each remote is built from an edited copy of the workspace (support/scratch-build.ts), both at once
 * at the start, and served in turn from one separate static server ("a redeploy of the remote");
 * this file's own portal (demo data: a team of its own data folder) points mfe_team there.
 */
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_CREDENTIALS_FILE, remoteFallbackText } from '../support/fixtures';
import { expectPath, expectVisible } from '../support/flows';
import { newPage } from '../support/harness';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { npmCommand, startPortal, type Portal } from '../support/portal';
import { REPO_ROOT } from '../support/processes';
import { copyRemoteDist, startRemoteServer, type RemoteServer } from '../support/remote-server';
import { scratchBuild, setVersion, type Edits, type ScratchBuild } from '../support/scratch-build';

/** The versions the portal's own build provides (libs' package.json). */
const versionOf = (lib: string): string => (JSON.parse(readFileSync(join(REPO_ROOT, 'libs', lib, 'package.json'), 'utf8')) as { version: string }).version;
const SESSION_VERSION = versionOf('session');
const UI_VERSION = versionOf('ui');
/** The next minor version of the ui library: what a new component bumps it to. */
const UI_NEXT_MINOR = UI_VERSION.replace(/^(\d+)\.(\d+)\.\d+$/, (_all, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`);

/** A major bump of a strict singleton: no shell with 1.x can host it. */
const SESSION_2: Edits = { 'libs/session/package.json': setVersion('2.0.0') };

/** The new component's text on the team page. */
const NEW_COMPONENT_TITLE = 'Tip of the day';
const NEW_COMPONENT_TEXT = 'Shown by a component the portal itself does not have yet.';

/** A new stateless component in @hackathon/ui (a minor bump), rendered on /simple-team. */
const UI_NEXT_WITH_NEW_COMPONENT: Edits = {
  'libs/ui/package.json': setVersion(UI_NEXT_MINOR),
  'libs/ui/src/TipCard.tsx': `import type { ReactNode } from 'react';
import { Alert, AlertTitle } from '@mui/material';

/** A short tip above a page's content. */
export function TipCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert severity="info" data-tip-card="">
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}
`,
  'libs/ui/src/index.ts': (index) => `${index}export { TipCard } from './TipCard';\n`,
  'mfe-team/src/pages/SimpleTeamPage.tsx': (page) =>
    replaceOnce(
      replaceOnce(page, "import { Container, Grid, Stack } from '@mui/material';\n", "import { Container, Grid, Stack } from '@mui/material';\nimport { TipCard } from '@hackathon/ui';\n"),
      '<WelcomeBanner info={info} />',
      `<WelcomeBanner info={info} />\n            <TipCard title="${NEW_COMPONENT_TITLE}">${NEW_COMPONENT_TEXT}</TipCard>`,
    ),
};

function replaceOnce(text: string, from: string, to: string): string {
  if (text.split(from).length !== 2) throw new Error(`expected one ${JSON.stringify(from)} in the file to edit`);
  return text.replace(from, to);
}

/** `npm run deploy:check` as CI runs it, against the shell the run built. */
async function deployCheck(remoteDist: string): Promise<{ code: number | null; output: string }> {
  const { code, stdout, stderr } = await npmCommand(['deploy:check', '--', '--shell', join(REPO_ROOT, 'shell/dist'), '--remote', remoteDist]);
  return { code, output: stdout + stderr };
}

/** Replaces what the remote's server serves with `dist` (a deploy of that build). */
function deploy(dir: string, dist: string): void {
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
  cpSync(dist, dir, { recursive: true });
}

interface DemoTeam {
  teamId: string;
  password: string;
}

/** Signs the team in on /team-login (mfe_public, which works) and waits for /simple-team. */
async function signInAsTeam(page: Page, team: DemoTeam): Promise<void> {
  await page.goto('/team-login');
  await page.getByLabel(/^Team ID/i).fill(team.teamId);
  await page.getByLabel(/^Password/).fill(team.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/simple-team');
}

describe('a remote built against other library versions than the portal', () => {
  let mail: MailCatcher;
  let served: string;
  let remote: RemoteServer;
  let portal: Portal;
  let team: DemoTeam;
  let conflicting: ScratchBuild;
  let compatible: ScratchBuild;

  beforeAll(async () => {
    mail = await startMailCatcher();
    // the portal starts on the run's own mfe-team build while the two scratch builds run
    served = copyRemoteDist('mfe-team');
    remote = await startRemoteServer('mfe-team', { dir: served });
    const builds = Promise.allSettled([scratchBuild('mfe-team', SESSION_2), scratchBuild('mfe-team', UI_NEXT_WITH_NEW_COMPONENT)]);
    portal = await startPortal({ smtpUrl: mail.smtpUrl, env: remote.env });
    const [first, second] = await builds;
    if (first.status === 'fulfilled') conflicting = first.value;
    if (second.status === 'fulfilled') compatible = second.value;
    for (const build of [first, second]) if (build.status === 'rejected') throw build.reason;
    console.log(`[version-skew] scratch builds: ${conflicting.buildMs} ms and ${compatible.buildMs} ms (side by side)`);
    const credentials = JSON.parse(readFileSync(join(portal.dataDir, DEMO_CREDENTIALS_FILE), 'utf8')) as { teams: DemoTeam[] };
    team = credentials.teams[0]!;
  }, 420_000);

  afterAll(async () => {
    await portal?.stop();
    await remote?.stop();
    await mail?.stop();
    conflicting?.remove();
    compatible?.remove();
    if (served) rmSync(served, { recursive: true, force: true });
  });

  test('an incompatible @hackathon/session is refused by the deploy check and, forced, shows the version-conflict fallback', async () => {
    const check = await deployCheck(conflicting.dist);
    expect(check.output).toContain(`CONFLICT @hackathon/session: mfe_team needs ^2.0.0, the shell provides ${SESSION_VERSION}`);
    expect(check.code).toBe(1);

    deploy(served, conflicting.dist);
    const page = await newPage({ baseURL: portal.url });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await signInAsTeam(page, team);
    await expectVisible(page.getByText(remoteFallbackText('mfe_team')));
    await expectVisible(
      page.getByText(
        `This version of the team dashboard needs @hackathon/session ^2.0.0, but the portal provides ${SESSION_VERSION}. ` +
          'It will be back once the portal is updated; the rest of the portal keeps working.',
      ),
    );
    expect(await page.getByText(/Error loading component/).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'version-conflict fallback');
    // no reload for a stale chunk, now or a moment later: the same shell would refuse it again
    await page.waitForTimeout(1_000);
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('hk_stale_chunk_reload:mfe_team'))).toBeNull();

    // the rest of the portal works: its navigation, and the landing page of mfe_public
    await expectVisible(page.getByRole('navigation', { name: 'Main navigation' }));
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Prizes & Awards' }));
  });

  test('a new stateless @hackathon/ui component passes the deploy check and renders under the shell of the minor before', async () => {
    const check = await deployCheck(compatible.dist);
    expect(check.output).not.toMatch(/CONFLICT/);
    expect(check.code).toBe(0);

    deploy(served, compatible.dist);
    const page = await newPage({ baseURL: portal.url });
    await signInAsTeam(page, team);
    await expectVisible(page.getByText(NEW_COMPONENT_TITLE, { exact: true }));
    await expectVisible(page.getByText(NEW_COMPONENT_TEXT));
    // the page around it is the real team page
    await expectVisible(page.getByText(team.teamId));
    expect(await page.getByText(remoteFallbackText('mfe_team')).count()).toBe(0);
    expect(await page.getByText(/Error loading component/).count()).toBe(0);
  });
});
