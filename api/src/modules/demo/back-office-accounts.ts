import { KVS_REGIONS } from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../database';
import { accounts } from '../../database/schema';
import { generatePassword } from './passwords';
import type { SeedSettings } from './seed-settings';

export type BackOfficeRole = 'admin' | 'super_admin' | 'region_admin';

export interface BackOfficeAccount {
  role: BackOfficeRole;
  /** The sign-in name: the email for admin, the username for the others. */
  login: string;
  email: string | null;
  username: string | null;
  fullName: string;
  region: string | null;
  /** The environment variable that holds the password, when it came from there. */
  envVar: 'ADMIN_PASSWORD' | 'SUPER_ADMIN_PASSWORD' | 'REGION_ADMIN_PASSWORD' | null;
}

/** A back-office account created by this start, with its password in clear (for the credentials file). */
export interface CreatedAccount extends BackOfficeAccount {
  id: string;
  password: string;
}

export function regionAdminUsername(slug: string): string {
  return `ra.${slug}`;
}

/** The back-office accounts the portal always has: one admin, one super admin, a region admin per region. */
export function backOfficeAccounts(settings: SeedSettings): BackOfficeAccount[] {
  return [
    {
      role: 'admin',
      login: settings.adminEmail,
      email: settings.adminEmail,
      username: null,
      fullName: 'Platform Admin',
      region: null,
      envVar: settings.adminPassword ? 'ADMIN_PASSWORD' : null,
    },
    {
      role: 'super_admin',
      login: settings.superAdminUsername,
      email: null,
      username: settings.superAdminUsername,
      fullName: 'Super Admin',
      region: null,
      envVar: settings.superAdminPassword ? 'SUPER_ADMIN_PASSWORD' : null,
    },
    ...KVS_REGIONS.map((region) => ({
      role: 'region_admin' as const,
      login: regionAdminUsername(region.slug),
      email: null,
      username: regionAdminUsername(region.slug),
      fullName: `${region.name} Region Admin`,
      region: region.name,
      envVar: settings.regionAdminPassword ? ('REGION_ADMIN_PASSWORD' as const) : null,
    })),
  ];
}

function passwordFor(account: BackOfficeAccount, settings: SeedSettings): string {
  const fromEnv =
    account.role === 'admin' ? settings.adminPassword : account.role === 'super_admin' ? settings.superAdminPassword : settings.regionAdminPassword;
  return fromEnv ?? generatePassword();
}

/**
 * Creates the back-office accounts that are missing (an existing account is never changed, so a
 * password set later through the portal survives restarts). Only missing accounts are hashed.
 * Concurrent starts are safe: the insert skips rows another process created meanwhile.
 */
export async function ensureBackOfficeAccounts(
  db: DbOrTx,
  settings: SeedSettings,
  hash: (plain: string) => Promise<string>,
): Promise<CreatedAccount[]> {
  const wanted = backOfficeAccounts(settings);
  const existing = await db
    .select({ email: accounts.email, username: accounts.username })
    .from(accounts)
    .where(sql`${accounts.role} in ('admin', 'super_admin', 'region_admin')`);
  const taken = new Set(existing.flatMap((row) => [row.email?.toLowerCase(), row.username?.toLowerCase()]).filter(Boolean));
  const missing = wanted.filter((account) => !taken.has(account.login.toLowerCase()));
  if (missing.length === 0) return [];

  const withPasswords = missing.map((account) => ({ account, password: passwordFor(account, settings) }));
  // one hash per distinct password: env passwords shared by 25 region admins are hashed once
  const hashes = new Map<string, Promise<string>>();
  for (const { password } of withPasswords) if (!hashes.has(password)) hashes.set(password, hash(password));

  const now = new Date();
  const rows = await Promise.all(
    withPasswords.map(async ({ account, password }) => ({
      role: account.role,
      email: account.email,
      username: account.username,
      fullName: account.fullName,
      region: account.region,
      passwordHash: await hashes.get(password)!,
      // back-office addresses are set by the operator, not proven by a link
      emailVerifiedAt: account.email ? now : null,
    })),
  );
  const inserted = await db
    .insert(accounts)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: accounts.id, email: accounts.email, username: accounts.username });
  const idByLogin = new Map(inserted.map((row) => [(row.email ?? row.username ?? '').toLowerCase(), row.id]));
  return withPasswords
    .filter(({ account }) => idByLogin.has(account.login.toLowerCase()))
    .map(({ account, password }) => ({ ...account, id: idByLogin.get(account.login.toLowerCase())!, password }));
}
