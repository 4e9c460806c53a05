/**
 * Test data the journeys need, obtained as an integrator would (public API + the mail the portal
 * sends), or from what the demo seed generated for this run's fresh data folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KVS_REGIONS, type RegistrationCheck, type SchoolLookup } from '@hackathon/contracts';
import { api, extractLink, mailTo, portalDataDir, strongPassword, uniqueEmail } from './harness';

// ---------------------------------------------------------------- schools and school admins

const claimedSchoolCodes = new Set<string>();

/** A school of the national directory that nobody has registered yet (claimed for this test file). */
export async function findUnregisteredSchool(): Promise<SchoolLookup> {
  // the search answers at most 20 schools a query and the demo seed registers most schools: after
  // the names, two-digit parts of KV codes reach the rest of the directory
  const codeParts = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  const queries = ['KV', ...KVS_REGIONS.map((region) => region.name), ...codeParts];
  for (const query of queries) {
    const found = await api<SchoolLookup[]>(`/schools/search?query=${encodeURIComponent(query)}`);
    if (found.status !== 200 || !Array.isArray(found.body.data)) {
      throw new Error(`GET /schools/search?query=${query} answered ${found.status}: ${JSON.stringify(found.body)}`);
    }
    for (const school of found.body.data) {
      if (claimedSchoolCodes.has(school.kvCode)) continue;
      const check = await api<RegistrationCheck>(`/registration/check?schoolCode=${encodeURIComponent(school.kvCode)}`);
      if (check.status === 200 && check.body.data && !check.body.data.exists) {
        claimedSchoolCodes.add(school.kvCode);
        return school;
      }
    }
  }
  throw new Error('No unregistered school found in the directory through /schools/search.');
}

export interface SchoolAdmin {
  school: SchoolLookup;
  fullName: string;
  email: string;
  contactNumber: string;
  password: string;
}

/**
 * Registers a school through POST /auth/register (as the /register page does); the account is unverified.
 * `school`: a given unregistered school (e.g. one of a region), else any from the directory.
 */
export async function registerSchoolAdmin(given?: SchoolLookup): Promise<SchoolAdmin> {
  const school = given ?? (await findUnregisteredSchool());
  const admin: SchoolAdmin = {
    school,
    fullName: 'Asha Verma',
    email: uniqueEmail('admin'),
    contactNumber: `9${String(Date.now()).slice(-9)}`,
    password: strongPassword(),
  };
  const res = await api('/auth/register', {
    body: {
      schoolCode: school.kvCode,
      fullName: admin.fullName,
      email: admin.email,
      contactNumber: admin.contactNumber,
      password: admin.password,
      confirmPassword: admin.password,
      termsAccepted: true,
    },
  });
  if (res.status !== 201) throw new Error(`POST /auth/register answered ${res.status}: ${JSON.stringify(res.body)}`);
  return admin;
}

/** The verification mail's link (PUBLIC_URL/verify-email?token=...). */
export async function verificationLink(email: string): Promise<string> {
  const mail = await mailTo(email, { subject: /verif/i });
  return extractLink(mail, '/verify-email');
}

/** Registers and verifies (through the mailed token, as the /verify-email page posts it). */
export async function verifiedSchoolAdmin(school?: SchoolLookup): Promise<SchoolAdmin> {
  const admin = await registerSchoolAdmin(school);
  const token = new URL(await verificationLink(admin.email)).searchParams.get('token');
  const res = await api('/auth/verify-email', { body: { token } });
  if (res.status !== 200) throw new Error(`POST /auth/verify-email answered ${res.status}: ${JSON.stringify(res.body)}`);
  return admin;
}

export { strongPassword };

// ---------------------------------------------------------------- demo accounts (seeded)

export interface TeamCredentials {
  teamId: string;
  password: string;
  teamName?: string;
}

export interface RegionAdminCredentials {
  username: string;
  password: string;
  region?: string;
}

/** Written by the demo seed on first start (api/src/modules/demo/credentials-file.ts). */
export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';

interface SeededSecret {
  /** Null when the password came from the environment variable named by passwordFrom. */
  password: string | null;
  passwordFrom?: string;
}

interface DemoCredentialsFile {
  admin?: ({ email: string } & SeededSecret) | null;
  superAdmin?: ({ username: string } & SeededSecret) | null;
  teams?: Array<{ teamId: string; teamName: string; password: string; category?: string; schoolCode?: string; email?: string | null }>;
  regionAdmins?: Array<{ region: string; username: string } & SeededSecret>;
}

function readDemoCredentials(): DemoCredentialsFile {
  const file = join(portalDataDir(), DEMO_CREDENTIALS_FILE);
  if (!existsSync(file)) {
    throw new Error(`Demo credentials not found at ${file}: the portal was started with SEED_DEMO=true, so the seed should have written them.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as DemoCredentialsFile;
}

function passwordOf(entry: SeededSecret, who: string): string {
  const password = entry.password ?? (entry.passwordFrom ? process.env[entry.passwordFrom] : undefined);
  if (!password) throw new Error(`No password for ${who} in ${DEMO_CREDENTIALS_FILE} (passwordFrom ${entry.passwordFrom ?? 'unset'}).`);
  return password;
}

/** A seeded team and its password. */
export function demoTeam(): TeamCredentials {
  const team = readDemoCredentials().teams?.[0];
  if (!team) throw new Error(`${DEMO_CREDENTIALS_FILE} lists no team.`);
  return { teamId: team.teamId, teamName: team.teamName, password: team.password };
}

/** A seeded team that has a team email (the credentials panel shows it). */
export function demoTeamWithEmail(): TeamCredentials & { email: string } {
  const team = readDemoCredentials().teams?.find((entry) => entry.email);
  if (!team?.email) throw new Error(`${DEMO_CREDENTIALS_FILE} lists no team with an email.`);
  return { teamId: team.teamId, teamName: team.teamName, password: team.password, email: team.email };
}

/** The seeded platform admin (role admin, signs in on /login). */
export function demoAdmin(): { email: string; password: string } {
  const admin = readDemoCredentials().admin;
  if (!admin) throw new Error(`${DEMO_CREDENTIALS_FILE} lists no admin.`);
  return { email: admin.email, password: passwordOf(admin, admin.email) };
}

/** A seeded region admin (role region_admin) and its password. */
export function demoRegionAdmin(): RegionAdminCredentials {
  const admin = readDemoCredentials().regionAdmins?.[0];
  if (!admin) throw new Error(`${DEMO_CREDENTIALS_FILE} lists no region admin.`);
  return { username: admin.username, region: admin.region, password: passwordOf(admin, admin.username) };
}

/** Every seeded region admin (one per region, sorted by region). */
export function demoRegionAdmins(): RegionAdminCredentials[] {
  return (readDemoCredentials().regionAdmins ?? []).map((admin) => ({ username: admin.username, region: admin.region, password: passwordOf(admin, admin.username) }));
}

/** The seeded super admin (role super_admin, signs in on /region-admin-login with a username). */
export function demoSuperAdmin(): { username: string; password: string } {
  const admin = readDemoCredentials().superAdmin;
  if (!admin) throw new Error(`${DEMO_CREDENTIALS_FILE} lists no super admin.`);
  return { username: admin.username, password: passwordOf(admin, admin.username) };
}

// ---------------------------------------------------------------- shell

/** The panel titles the shell shows for its remotes (shell/src/federation/fallback.tsx, REMOTE_UNAVAILABLE_TITLES). */
const REMOTE_UNAVAILABLE_TITLES = {
  mfe_public: 'The public pages are temporarily unavailable',
  mfe_school: 'The school dashboard is temporarily unavailable',
  mfe_team: 'The team dashboard is temporarily unavailable',
  mfe_backoffice: 'The back office is temporarily unavailable',
} as const;

/** The title of the panel the shell shows in a remote's area when the remote cannot be loaded. */
export function remoteFallbackText(remote: keyof typeof REMOTE_UNAVAILABLE_TITLES): RegExp {
  return new RegExp(`^${REMOTE_UNAVAILABLE_TITLES[remote]}$`);
}

// ---------------------------------------------------------------- state set through the API

/** POST /auth/login (school admins and the platform admin): the bearer token. */
export async function signInToken(email: string, password: string): Promise<string> {
  const res = await api<{ token: string }>('/auth/login', { body: { email, password } });
  const token = res.body.data?.token;
  if (res.status !== 200 || !token) throw new Error(`POST /auth/login for ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return token;
}

/** POST /teams/login: the team's bearer token. */
export async function teamToken(teamId: string, password: string): Promise<string> {
  const res = await api<{ token: string }>('/teams/login', { body: { teamId, password } });
  const token = res.body.data?.token ?? (res.body.token as string | undefined);
  if (res.status !== 200 || !token) throw new Error(`POST /teams/login for ${teamId} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return token;
}

/** The admin's Event settings, as the back-office card sets them (PUT /admin/settings/event). */
export async function setLocks(locks: { mentorsLocked?: boolean; teamsLocked?: boolean }): Promise<void> {
  const admin = demoAdmin();
  const token = await signInToken(admin.email, admin.password);
  const res = await api('/admin/settings/event', { method: 'PUT', body: locks, token });
  if (res.status !== 200) throw new Error(`PUT /admin/settings/event answered ${res.status}: ${JSON.stringify(res.body)}`);
}

export interface CreatedTeam {
  _id: string;
  teamId: string;
  teamName: string;
  password: string;
}

let teamCounter = 0;

/** POST /teams with one member (the leader), as the Add New Team dialog sends it; teams must be unlocked. */
export async function createTeam(
  admin: SchoolAdmin,
  token: string,
  extra: { teamName?: string; category?: 'jr' | 'sr'; teamEmail?: string } = {},
): Promise<CreatedTeam> {
  teamCounter += 1;
  const category = extra.category ?? 'jr';
  const teamName = extra.teamName ?? `Api Team ${Date.now().toString(36)}${teamCounter}`;
  const password = strongPassword();
  const res = await api<{ _id: string; teamId: string }>('/teams', {
    token,
    body: {
      teamName,
      password,
      category,
      schoolCode: admin.school.kvCode,
      teamEmail: extra.teamEmail,
      members: [
        {
          studentId: `S${Date.now().toString(36)}${teamCounter}`.toUpperCase(),
          name: 'Ravi Kumar',
          class: category === 'jr' ? 9 : 11,
          fathersName: 'Mohan Kumar',
          gender: 'male',
          isLeader: true,
        },
      ],
    },
  });
  if (res.status !== 201 || !res.body.data) throw new Error(`POST /teams answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { _id: res.body.data._id, teamId: res.body.data.teamId, teamName, password };
}
