import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreatedAccount } from './back-office-accounts';

export const CREDENTIALS_FILE = 'demo-credentials.json';

interface Secret {
  /** Null when the password came from the environment (see passwordFrom). */
  password: string | null;
  passwordFrom?: string;
}

export interface CredentialsFile {
  note: string;
  createdAt: string;
  updatedAt: string;
  portalUrl: string;
  admin: ({ email: string; signInAt: string } & Secret) | null;
  superAdmin: ({ username: string; signInAt: string } & Secret) | null;
  regionAdmins: Array<{ region: string; username: string; signInAt: string } & Secret>;
  schoolAdmins: Array<{ schoolCode: string; schoolName: string; region: string; email: string; password: string; signInAt: string }>;
  teams: Array<{ teamId: string; teamName: string; category: string; schoolCode: string; email: string | null; password: string; signInAt: string }>;
}

export interface NewCredentials {
  accounts: CreatedAccount[];
  schoolAdmins: CredentialsFile['schoolAdmins'];
  teams: CredentialsFile['teams'];
}

export const SIGN_IN_PAGES = {
  admin: '/login',
  school: '/login',
  backOffice: '/region-admin-login',
  team: '/team-login',
} as const;

function secret(account: CreatedAccount): Secret {
  return account.envVar ? { password: null, passwordFrom: account.envVar } : { password: account.password };
}

/**
 * Records the sign-ins created by this start in DATA_DIR/demo-credentials.json (mode 0600).
 * Entries of accounts created by earlier starts are kept; entries for the accounts created now
 * replace older ones (a fresh database with an old file). Written atomically.
 */
export function recordCredentials(dataDir: string, portalUrl: string, created: NewCredentials, now = new Date()): string {
  const path = join(dataDir, CREDENTIALS_FILE);
  const previous = readCredentials(dataDir);
  const file: CredentialsFile = previous ?? {
    note: 'Demo sign-ins created on first start. Keep this file private; change these passwords for any real use.',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    portalUrl,
    admin: null,
    superAdmin: null,
    regionAdmins: [],
    schoolAdmins: [],
    teams: [],
  };
  file.updatedAt = now.toISOString();
  file.portalUrl = portalUrl;
  for (const account of created.accounts) {
    if (account.role === 'admin') file.admin = { email: account.login, signInAt: SIGN_IN_PAGES.admin, ...secret(account) };
    else if (account.role === 'super_admin') file.superAdmin = { username: account.login, signInAt: SIGN_IN_PAGES.backOffice, ...secret(account) };
    else {
      file.regionAdmins = file.regionAdmins.filter((entry) => entry.username !== account.login);
      file.regionAdmins.push({ region: account.region ?? '', username: account.login, signInAt: SIGN_IN_PAGES.backOffice, ...secret(account) });
    }
  }
  file.regionAdmins.sort((a, b) => a.region.localeCompare(b.region));
  if (created.schoolAdmins.length > 0) file.schoolAdmins = created.schoolAdmins;
  if (created.teams.length > 0) file.teams = created.teams;

  mkdirSync(dataDir, { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(file, null, 2) + '\n', { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, path);
  return path;
}

export function readCredentials(dataDir: string): CredentialsFile | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, CREDENTIALS_FILE), 'utf8')) as CredentialsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** The how-to-sign-in block printed once, when the file is written (no passwords in logs). */
export function signInHowTo(path: string, portalUrl: string, file: CredentialsFile): string {
  const line = (who: string, page: string, login: string) => `  ${who.padEnd(14)} ${(portalUrl + page).padEnd(44)} ${login}`;
  const lines = [`How to sign in (passwords are in ${path}, readable only by you):`];
  if (file.admin) lines.push(line('Admin', file.admin.signInAt, file.admin.email));
  if (file.superAdmin) lines.push(line('Super admin', file.superAdmin.signInAt, file.superAdmin.username));
  const ra = file.regionAdmins[0];
  if (ra) lines.push(line('Region admin', ra.signInAt, `${ra.username} (one per region: ra.<region>, ${file.regionAdmins.length} in all)`));
  const school = file.schoolAdmins[0];
  if (school) lines.push(line('School admin', school.signInAt, `${school.email} (${file.schoolAdmins.length} demo schools)`));
  const team = file.teams[0];
  if (team) lines.push(line('Team', team.signInAt, `${team.teamId} (${file.teams.length} demo teams)`));
  if (file.admin?.passwordFrom || file.superAdmin?.passwordFrom || ra?.passwordFrom) {
    lines.push('  Passwords taken from ADMIN_PASSWORD / SUPER_ADMIN_PASSWORD / REGION_ADMIN_PASSWORD are not written to the file.');
  }
  return lines.join('\n');
}
