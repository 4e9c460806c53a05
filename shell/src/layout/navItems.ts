import { NAV_DASHBOARD, ROLES, type Role } from '@hackathon/contracts';

export interface NavItem {
  label: string;
  to: string;
}

/** Role-filtered menu items of the navigation bar (participant spec, section 2). */
const ROLE_ITEMS: Partial<Record<Role, NavItem>> = {
  admin: { label: 'Dashboard', to: '/dashboard' },
  mentor: { label: 'Mentor Portal', to: '/mentor-dashboard' },
  team: { label: 'Team Portal', to: '/simple-team' },
  region_admin: { label: 'KVS Admin', to: '/region-admin-dashboard' },
};

export function roleNavItems(role: string | null | undefined): NavItem[] {
  const item = role ? ROLE_ITEMS[role as Role] : undefined;
  return item ? [item] : [];
}

/** Where the Dashboard button goes (the role home, except mentors: /mentor-dashboard). */
export function dashboardPath(role: string | null | undefined): string {
  return role && (ROLES as readonly string[]).includes(role) ? NAV_DASHBOARD[role as Role] : '/login';
}

/** Entries of the Login dropdown. */
export const LOGIN_ITEMS: readonly NavItem[] = [
  { label: 'School Admin Login', to: '/login' },
  { label: 'Team Login', to: '/team-login' },
  { label: 'KVS Admin Login', to: '/region-admin-login' },
];

/** The welcome line: full name, else email. */
export function welcomeName(user: { fullName?: string | null; email?: string | null } | null | undefined): string {
  return user?.fullName?.trim() || user?.email?.trim() || '';
}
