import { tr } from './text';

/** Who the header greets. */
export interface NamedUser {
  fullName?: string | null;
  name?: string | null;
  username?: string | null;
  email?: string | null;
}

function clean(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Admin header rule (back-office spec): full name, else the part of the email before the @, else 'Admin'. */
export function adminDisplayName(user: NamedUser | null | undefined): string {
  const fullName = clean(user?.fullName);
  if (fullName) return fullName;
  const local = clean(clean(user?.email).split('@')[0]);
  return local || tr('dashboards.shared.name.admin');
}

/** Region and super admin welcome: their name (full name, else username), then the admin rule. */
export function welcomeName(user: NamedUser | null | undefined): string {
  return clean(user?.fullName) || clean(user?.name) || clean(user?.username) || adminDisplayName(user);
}

/** The region badge: ALL REGIONS for a super admin, else the region in upper case. */
export function regionBadge(role: string | null | undefined, region: string | null | undefined): string {
  if (role === 'super_admin') return tr('dashboards.shared.badge.allRegions');
  const value = clean(region);
  return value ? value.toUpperCase() : tr('dashboards.shared.badge.region');
}
