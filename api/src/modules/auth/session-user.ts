import type { AdminInfo, SessionUser } from '@hackathon/contracts';
import type { AuthUser } from '../../auth';
import type { accounts } from '../../database/schema';

export type AccountRow = typeof accounts.$inferSelect;

/** The claims of an account's session token: `{ sub, role, email?, schoolCode?, region? }`. */
export function claimsOf(account: AccountRow): AuthUser {
  const user: AuthUser = { sub: account.id, role: account.role };
  if (account.email) user.email = account.email;
  if (account.schoolCode) user.schoolCode = account.schoolCode;
  if (account.region) user.region = account.region;
  return user;
}

/** The `user` of `/auth/login` and `/auth/verify`. */
export function toSessionUser(account: AccountRow): SessionUser {
  return {
    _id: account.id,
    id: account.id,
    role: account.role,
    fullName: account.fullName,
    email: account.email ?? '',
    schoolCode: account.schoolCode ?? null,
    region: account.region ?? null,
    username: account.username ?? null,
    language: account.language ?? null,
  };
}

/** The `admin` of `/region-admin/login` and `/region-admin/profile`. */
export function toAdminInfo(account: AccountRow & { role: 'region_admin' | 'super_admin' }): AdminInfo {
  return {
    _id: account.id,
    id: account.id,
    username: account.username ?? account.email ?? '',
    fullName: account.fullName,
    email: account.email ?? '',
    role: account.role,
    region: account.region ?? null,
  };
}
