/**
 * The state singletons are shared across the shell and every remote: one React, one QueryClient,
 * one session, one toast store. One tab visits an area of each remote without a reload (the
 * landing page and sign-in of mfe_public, a school admin's dashboard of mfe_school, a team's of
 * mfe_team, the admin's back office of mfe_backoffice), signing out and in through the UI, and
 * checks two ways:
 * - the federation runtime's own record (@module-federation/runtime-core 2.9, read from its dist):
 *   every container's `shareScopeMap.default` is the shell's object; per share key the versions
 *   registered there (one expected); the entry's `get` (the shell's getter, not a remote's),
 *   `loaded`, `lib` and `useIn` (containers it was handed to). A remote that used its own copy
 *   leaves no trace there (consumes.js: `loadShare` answers false, the remote calls its bundled
 *   getter), so a recorder plugin in `__FEDERATION__.__GLOBAL_PLUGIN__` (applied by the runtime to
 *   every instance it creates) logs each load: `afterLoadShare` with the entry handed out, or
 *   `errorLoadShare` (`recovered`: the container fell back to its own copy).
 * - behaviour: a sign-in on mfe_public's page shows in the shell's navigation bar and the remote
 *   dashboards; toasts raised by remotes appear in the shell's one ToastHost (a remote's own store
 *   would have no host); the remotes' queries sit in the shell's QueryClient (read through React's
 *   fiber tree from the shell's navigation bar) and the back office's logout, which clears the
 *   client it gets from React context, empties the shell's.
 * Checked able to fail by making one consumer fall back to its own copy (a `resolveShare` plugin
 * whose resolver answers nothing, as for a version out of range): mfe_team's toast store -> the
 * runtime check ("mfe_team: ... (own copy)"); mfe_public's toast store -> no 'Login successful!' in
 * the host; mfe_public's session -> the shell still signed out, no /mentor-team; mfe_school's
 * react-query -> "Error loading component"; mfe_team's session -> its dashboard never loads.
 */
import { ADMIN_API, endpointKey, MSG, TEAMS_API } from '@hackathon/contracts';
import type { Locator, Page } from 'playwright-core';
import { demoAdmin, demoTeam, verifiedSchoolAdmin } from '../support/fixtures';
import { expectPath, expectVisible, signInOnLoginPage } from '../support/flows';
import { newPage } from '../support/harness';

/** Share keys of state singletons (tools/webpack/federation.js: SHARED_PACKAGES, SHARED_LIBS, STATEFUL_UI_FILES). */
const SINGLETON_KEYS = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  '@hackathon/session',
  '@hackathon/api-client',
  '@hackathon/ui',
  '@hackathon/ui/toast/store',
] as const;
const REMOTES = ['mfe_public', 'mfe_school', 'mfe_team', 'mfe_backoffice'] as const;
/**
 * Who must have asked the runtime for a key (so the checks below cannot pass vacuously). Not every
 * key from every remote: mfe_public and mfe_team query through @hackathon/api-client (the shell's
 * copy, which consumes @tanstack/react-query itself), remotes render through the shell's react-dom,
 * and nobody consumes the @hackathon/ui barrel (ui-imports-loader.js rewrites imports into per-file keys).
 */
const MUST_CONSUME: Record<string, readonly string[]> = {
  react: REMOTES,
  '@hackathon/session': REMOTES,
  '@hackathon/api-client': REMOTES,
  '@hackathon/ui/toast/store': REMOTES,
  '@tanstack/react-query': ['mfe_school', 'mfe_backoffice'],
};

interface ShareLoad {
  consumer: string;
  pkgName: string;
  selected?: unknown;
  error?: string;
  recovered?: boolean;
}

/** Runs in the page before its scripts: the recorder plugin the runtime applies to every instance. */
function installShareRecorder(): void {
  const loads: ShareLoad[] = [];
  const page = globalThis as unknown as { __e2eShareLoads: ShareLoad[]; __FEDERATION__?: { __GLOBAL_PLUGIN__?: unknown[] } };
  page.__e2eShareLoads = loads;
  const federation = (page.__FEDERATION__ ??= {});
  (federation.__GLOBAL_PLUGIN__ ??= []).push({
    name: 'e2e-share-load-recorder',
    afterLoadShare(args: { origin: { options: { name: string } }; pkgName: string; selectedShared: unknown }) {
      loads.push({ consumer: args.origin.options.name, pkgName: args.pkgName, selected: args.selectedShared });
    },
    errorLoadShare(args: { origin: { options: { name: string } }; pkgName: string; error?: unknown; recovered?: boolean }) {
      loads.push({ consumer: args.origin.options.name, pkgName: args.pkgName, error: String(args.error ?? 'no registered share'), recovered: args.recovered === true });
    },
  });
}

interface KeyFacts {
  key: string;
  versions: string[];
  shellVersion: string | null;
  /** The entry's getter is the one the shell registered (a remote's registration copies its own). */
  shellGetter: boolean;
  loaded: boolean;
  useIn: string[];
  consumers: string[];
  /** Loads that did not get the scope's entry (a container's own copy), or failed. */
  otherCopies: string[];
}

interface FederationFacts {
  containers: string[];
  /** Containers whose default share scope is not the shell's object. */
  ownScopes: string[];
  keys: KeyFacts[];
}

/** Runs in the page: what the runtime recorded for each share key. */
function federationFacts(keys: readonly string[]): FederationFacts {
  type Offer = { version: string; get?: unknown };
  type Entry = Offer & { loaded?: boolean; lib?: unknown; useIn?: string[] };
  type Instance = { options: { name: string; shared: Record<string, Offer[]> }; shareScopeMap: Record<string, Record<string, Record<string, Entry>>> };
  const page = globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] }; __e2eShareLoads: ShareLoad[] };
  const instances = page.__FEDERATION__.__INSTANCES__;
  const shell = instances.find((instance) => instance.options.name === 'shell');
  if (!shell) throw new Error(`no shell instance among ${instances.map((instance) => instance.options.name).join(', ')}`);
  const scope = shell.shareScopeMap.default ?? {};
  return {
    containers: instances.map((instance) => instance.options.name),
    ownScopes: instances.filter((instance) => instance.shareScopeMap.default !== scope).map((instance) => instance.options.name),
    keys: keys.map((key) => {
      const versions = Object.keys(scope[key] ?? {});
      const entry = versions.length === 1 ? scope[key][versions[0]] : undefined;
      const shellOffer = shell.options.shared[key]?.[0];
      const loads = page.__e2eShareLoads.filter((load) => load.pkgName === key);
      return {
        key,
        versions,
        shellVersion: shellOffer?.version ?? null,
        shellGetter: Boolean(entry?.get && entry.get === shellOffer?.get),
        loaded: entry?.loaded === true && typeof entry.lib === 'function',
        useIn: [...(entry?.useIn ?? [])].sort(),
        consumers: [...new Set(loads.map((load) => load.consumer))].sort(),
        otherCopies: loads.filter((load) => load.error !== undefined || load.selected !== entry).map((load) => `${load.consumer}: ${load.error ?? 'another entry'}${load.recovered ? ' (own copy)' : ''}`),
      };
    }),
  };
}

interface QueryFacts {
  /** QueryClients provided above the shell's navigation bar and above the remote's element. */
  shellClients: number;
  remoteClients: number;
  remoteUsesShellClient: boolean;
  /** One React root holds the shell's bar and the remote's page, and one react-dom marks the DOM. */
  sameRoot: boolean;
  reactDomInstances: number;
  /** The shell's client's cache: key and how many components observe it. */
  queries: Array<{ key: unknown[]; observers: number; status: string }>;
}

/** Runs in the page: the QueryClient the shell provides (its navigation bar's) and the one a remote's element sees. */
function queryFacts([nav, remote]: Element[]): QueryFacts {
  type Fiber = { return: Fiber | null; stateNode: unknown; memoizedProps?: { client?: QueryClientLike } };
  type QueryClientLike = { getQueryCache(): { getAll(): Array<{ queryKey: unknown[]; getObserversCount(): number; state: { status: string } }> } };
  const fiberKey = (element: Element) => Object.keys(element).find((key) => key.startsWith('__reactFiber$'));
  const fiberOf = (element: Element) => (element as unknown as Record<string, Fiber>)[fiberKey(element) ?? ''] ?? null;
  const clientsAbove = (element: Element) => {
    const clients: QueryClientLike[] = [];
    for (let fiber: Fiber | null = fiberOf(element); fiber; fiber = fiber.return) {
      const client = fiber.memoizedProps?.client;
      if (client && typeof client.getQueryCache === 'function' && !clients.includes(client)) clients.push(client);
    }
    return clients;
  };
  // the HostRoot fiber's stateNode: the root container (a fiber may be either of its two alternates)
  const rootOf = (element: Element) => {
    let fiber: Fiber | null = fiberOf(element);
    while (fiber?.return) fiber = fiber.return;
    return fiber?.stateNode ?? null;
  };
  const shellClients = clientsAbove(nav);
  const remoteClients = clientsAbove(remote);
  const markers = new Set(Array.from(document.querySelectorAll('*'), fiberKey).filter(Boolean));
  return {
    shellClients: shellClients.length,
    remoteClients: remoteClients.length,
    remoteUsesShellClient: remoteClients.length === 1 && remoteClients[0] === shellClients[0],
    sameRoot: rootOf(nav) !== null && rootOf(nav) === rootOf(remote),
    reactDomInstances: markers.size,
    queries: (shellClients[0]?.getQueryCache().getAll() ?? []).map((query) => ({
      key: query.queryKey,
      observers: query.getObserversCount(),
      status: query.state.status,
    })),
  };
}

const NAV = 'nav[aria-label="Main navigation"]';

async function queryFactsOf(page: Page, remoteElement: Locator): Promise<QueryFacts> {
  const nav = await page.locator(NAV).elementHandle();
  const remote = await remoteElement.first().elementHandle();
  if (!nav || !remote) throw new Error('the navigation bar or the remote element is not in the page');
  return page.evaluate(queryFacts, [nav, remote]);
}

function startsWith(key: unknown[], prefix: unknown[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/** A toast raised in a remote shows in the shell's one toast host (PortalProviders mounts it once). */
async function expectToastInShellHost(page: Page, text: string): Promise<void> {
  const host = page.getByTestId('toast-host');
  await expectVisible(host.getByRole('alert').or(host.getByRole('status')).filter({ hasText: text }));
  expect(await host.count()).toBe(1);
}

/**
 * One React root holds the shell's bar and the remote's element, under one QueryClient provider
 * (the shell's); once the remote's reads have answered, they are in that client, observed.
 */
async function expectRemoteQueriesInShellClient(page: Page, remoteElement: Locator, prefix: unknown[]): Promise<QueryFacts> {
  const observed = (facts: QueryFacts) => facts.queries.some((query) => startsWith(query.key, prefix) && query.observers > 0 && query.status === 'success');
  let facts = await queryFactsOf(page, remoteElement);
  // a section can be on screen before its reads answer
  for (const deadline = Date.now() + 15_000; !observed(facts) && Date.now() < deadline; facts = await queryFactsOf(page, remoteElement)) {
    await page.waitForTimeout(200);
  }
  expect({ ...facts, queries: undefined }).toEqual({
    shellClients: 1,
    remoteClients: 1,
    remoteUsesShellClient: true,
    sameRoot: true,
    reactDomInstances: 1,
    queries: undefined,
  });
  expect({ prefix, observedInShellClient: observed(facts) }).toEqual({ prefix, observedInShellClient: true });
  return facts;
}

async function signOutThroughShellBar(page: Page): Promise<void> {
  await page.locator(NAV).getByRole('button', { name: 'Logout' }).click();
  await expectPath(page, '/login');
  await expectVisible(page.locator(NAV).getByRole('button', { name: 'Login' }));
}

describe('state singletons shared by the shell and every remote', () => {
  test('one React, one QueryClient, one session and one toast store across the four remotes, in one tab', async () => {
    const school = await verifiedSchoolAdmin();
    const team = demoTeam();
    const admin = demoAdmin();
    const page = await newPage();
    await page.addInitScript(installShareRecorder);

    // ---- mfe_public: the landing page, then its sign-in page through the shell's Login menu
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Prizes & Awards' }));
    // gone if anything reloads the page from here on
    await page.evaluate(() => ((window as unknown as { __e2eSameDocument: boolean }).__e2eSameDocument = true));
    const nav = page.locator(NAV);
    await nav.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('menuitem', { name: 'School Admin Login' }).click();
    await expectPath(page, '/login');

    // ---- one session: signing in on mfe_public's page is seen by the shell's bar and by mfe_school
    await signInOnLoginPage(page, school.email, school.password);
    await expectToastInShellHost(page, MSG.loginSuccess);
    await expectPath(page, '/mentor-team');
    await expectVisible(nav.getByTestId('nav-account').filter({ hasText: `Welcome, ${school.fullName}` }));
    const schoolArea = page.getByText(school.school.kvCode);
    await expectVisible(schoolArea);
    // one QueryClient: mfe_school's reads are in the shell's client, observed by its components
    await expectRemoteQueriesInShellClient(page, schoolArea, [...endpointKey(TEAMS_API.bySchool, [school.school.kvCode])]);
    await signOutThroughShellBar(page);

    // ---- mfe_team: the team signs in on mfe_public's team page (reached by its link)
    await page.getByRole('link', { name: 'Team Login' }).click();
    await expectPath(page, '/team-login');
    await page.getByLabel(/^Team ID/i).fill(team.teamId);
    await page.getByLabel(/^Password/).fill(team.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectToastInShellHost(page, MSG.welcomeTeam(team.teamName ?? ''));
    await expectPath(page, '/simple-team');
    await expectVisible(nav.getByRole('link', { name: 'Team Portal' }));
    const teamArea = page.getByText(team.teamId);
    await expectVisible(teamArea);
    await expectRemoteQueriesInShellClient(page, teamArea, [...endpointKey(TEAMS_API.ownTeamData)]);
    await signOutThroughShellBar(page);

    // ---- mfe_backoffice: the admin signs in; the back office's own Logout clears the shell's client
    await signInOnLoginPage(page, admin.email, admin.password);
    await expectPath(page, '/dashboard');
    const backOffice = page.getByTestId('section-overview');
    await expectVisible(backOffice);
    await expectVisible(nav.getByRole('button', { name: 'Dashboard' }));
    const before = await expectRemoteQueriesInShellClient(page, backOffice, [...endpointKey(ADMIN_API.dashboard)]);
    // the shell bar's own 'Logged out' toast (the team's sign-out) must be gone: the next one is the back office's
    await page.getByTestId('toast-host').getByText(MSG.loggedOut).waitFor({ state: 'detached' });
    const logout = page.getByRole('button', { name: 'Logout' });
    expect(await logout.count()).toBe(1);
    expect(await logout.evaluate((button, selector) => button.closest(selector) === null, NAV)).toBe(true);
    await logout.click();
    await expectToastInShellHost(page, MSG.loggedOut);
    await expectPath(page, '/login');
    await expectVisible(nav.getByRole('button', { name: 'Login' }));
    const after = await queryFactsOf(page, page.getByRole('button', { name: 'Sign in', exact: true }));
    // a read's key starts with its declaration's name ('GET /admin/dashboard'): none of the admin's is left
    const adminReads = (facts: QueryFacts) => facts.queries.filter((query) => String(query.key[0]).startsWith('GET /admin/'));
    expect(adminReads(before).length).toBeGreaterThan(0);
    expect(adminReads(after)).toEqual([]);

    // ---- no reload happened: everything above ran in one document
    expect(await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(true);

    // ---- the runtime's record: one version per key, the shell's, handed to every container that asked
    const facts = await page.evaluate(federationFacts, SINGLETON_KEYS);
    expect([...facts.containers].sort()).toEqual(['shell', ...REMOTES].sort());
    expect(facts.ownScopes).toEqual([]);
    for (const key of facts.keys) {
      expect({ key: key.key, versions: key.versions, shellGetter: key.shellGetter, otherCopies: key.otherCopies }).toEqual({
        key: key.key,
        versions: [key.shellVersion],
        shellGetter: true,
        otherCopies: [],
      });
      // every container that loaded it was handed the scope's entry, which is loaded once
      expect({ key: key.key, useIn: key.useIn }).toEqual({ key: key.key, useIn: expect.arrayContaining(key.consumers) });
      if (key.consumers.length > 0) expect({ key: key.key, loaded: key.loaded }).toEqual({ key: key.key, loaded: true });
    }
    for (const [key, remotes] of Object.entries(MUST_CONSUME)) {
      expect({ key, consumers: facts.keys.find((entry) => entry.key === key)?.consumers }).toEqual({ key, consumers: expect.arrayContaining([...remotes]) });
    }
  });
});
