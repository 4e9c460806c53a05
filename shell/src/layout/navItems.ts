import { NAV_DASHBOARD, ROLES, type MessageId, type Role } from '@hackathon/contracts';

export interface NavItem {
  label: string;
  to: string;
}

/** Role-filtered menu items of the navigation bar (participant spec, section 2). */
const ROLE_ITEMS: Partial<Record<Role, NavItem>> = {
  admin: { label: 'Dashboard', to: '/dashboard' },
  mentor: { label: 'Mentor Portal', to: '/mentor-dashboard' },
  judge: { label: 'Judge Portal', to: '/judge' },
  team: { label: 'Team Portal', to: '/simple-team' },
  region_admin: { label: 'KVS Admin', to: '/region-admin-dashboard' },
};

export function roleNavItems(role: string | null | undefined): NavItem[] {
  const item = role ? ROLE_ITEMS[role as Role] : undefined;
  return item ? [item] : [];
}

/** The label of the button that always leads to the role home. */
export const DASHBOARD_LABEL = 'Dashboard';

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

/** The words of each item (its `label` is the English, which the rules above compare), in the `common` catalogue. */
const LABEL_KEYS: Readonly<Record<string, MessageId>> = {
  Dashboard: 'common.nav.dashboard',
  'Mentor Portal': 'common.nav.mentorPortal',
  'Judge Portal': 'common.nav.judgePortal',
  'Team Portal': 'common.nav.teamPortal',
  'KVS Admin': 'common.nav.kvsAdmin',
  'School Admin Login': 'common.login.schoolAdmin',
  'Team Login': 'common.login.team',
  'KVS Admin Login': 'common.login.kvsAdmin',
};

/** The key of an item's (or the Dashboard button's) words: render it with `t`. */
export function navLabelKey(label: string): MessageId {
  return LABEL_KEYS[label] ?? 'common.nav.dashboard';
}

// the welcome line's name (the server-filled first screen writes the same: libs/contracts)
export { welcomeName } from '@hackathon/contracts';

/**
 * The back-office dashboards: their own header (back-office spec) shows the signed-in user and a
 * Logout button, so the navigation bar does not repeat them there.
 */
const PAGES_WITH_ACCOUNT_HEADER: readonly string[] = ['/dashboard', '/super-admin-dashboard', '/region-admin-dashboard'];

export interface NavPlan {
  /** The landing page's section links sit in the bar (from lg); otherwise they are in the menu. */
  sectionLinksInBar: boolean;
  /** The role's menu items, without one that would repeat the Dashboard button (admins). */
  roleItems: NavItem[];
  /** Welcome line and Logout in the bar (from md). */
  accountInBar: boolean;
  /** Whether the menu button shows between md and lg, and from lg (it always shows below md). */
  menuButton: { md: boolean; lg: boolean };
}

/**
 * What the navigation bar shows, decided so that it never wraps from 900 px up: signed in, the
 * landing sections move into the menu (the account actions need the room), labels never repeat.
 */
export function navPlan(input: { signedIn: boolean; role: string | null | undefined; pathname: string }): NavPlan {
  const onLanding = input.pathname === '/';
  const home = dashboardPath(input.role);
  const roleItems = input.signedIn ? roleNavItems(input.role).filter((item) => !(item.label === DASHBOARD_LABEL && item.to === home)) : [];
  return {
    sectionLinksInBar: onLanding && !input.signedIn,
    roleItems,
    accountInBar: input.signedIn && !PAGES_WITH_ACCOUNT_HEADER.includes(input.pathname),
    menuButton: { md: onLanding, lg: onLanding && input.signedIn },
  };
}
