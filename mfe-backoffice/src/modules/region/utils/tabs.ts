import type { AdminListType, MessageId } from '@hackathon/contracts';
import { labelled } from '../../shared/utils/text';

/**
 * The tabs of the region admin and super admin dashboards (back-office spec, "Region admin
 * dashboard" and "Super admin dashboard"; issue 7 adds Payment Verification for region admins).
 * The open tab is the `?tab=` query parameter, so a tab can be linked, reloaded and left with Back.
 */
export type DashboardAudience = 'region' | 'super';

export const DASHBOARD_TAB_KEYS = ['overview', 'schools', 'teams', 'students', 'mentors', 'registrations', 'schedule', 'payments'] as const;
export type DashboardTabKey = (typeof DASHBOARD_TAB_KEYS)[number];

export const DEFAULT_TAB: DashboardTabKey = 'overview';
/** The query parameter that names the tab. */
export const TAB_PARAM = 'tab';

export interface DashboardTabDef {
  key: DashboardTabKey;
  label: string;
  /** The read-only list the tab shows (the data tabs). */
  listType?: AdminListType;
}

/** Spec: Overview (default), Schools, Teams, Students, Mentors, Registrations; then Payment Verification (issue 7, its region). */
/** A tab whose label is read in the language of the moment. */
const tab = (key: DashboardTabKey, label: MessageId, listType?: AdminListType): DashboardTabDef => labelled(listType ? { key, listType } : { key }, label);

const REGION_TABS: readonly DashboardTabDef[] = [
  tab('overview', 'dashboards.tabs.overview'),
  tab('schools', 'dashboards.tabs.schools', 'schools'),
  tab('teams', 'dashboards.tabs.teams', 'teams'),
  tab('students', 'dashboards.tabs.students', 'students'),
  tab('mentors', 'dashboards.tabs.mentors', 'mentors'),
  tab('registrations', 'dashboards.tabs.registrations', 'registrations'),
  tab('payments', 'dashboards.tabs.payments'),
];

/** Spec: Overview (default), Registration Data, Team Data, Student Data, Schools Data, Mentor Data, Schedule & Attendance, Payment Verification. */
const SUPER_TABS: readonly DashboardTabDef[] = [
  tab('overview', 'dashboards.tabs.overview'),
  tab('registrations', 'dashboards.tabs.registrationData', 'registrations'),
  tab('teams', 'dashboards.tabs.teamData', 'teams'),
  tab('students', 'dashboards.tabs.studentData', 'students'),
  tab('schools', 'dashboards.tabs.schoolsData', 'schools'),
  tab('mentors', 'dashboards.tabs.mentorData', 'mentors'),
  tab('schedule', 'dashboards.tabs.schedule'),
  tab('payments', 'dashboards.tabs.payments'),
];

export function dashboardTabs(audience: DashboardAudience): readonly DashboardTabDef[] {
  return audience === 'super' ? SUPER_TABS : REGION_TABS;
}

/** `?tab=` to a tab of this dashboard: missing, blank, unknown or another dashboard's tab (any case or padding aside) means overview. */
export function tabFromParam(audience: DashboardAudience, value: string | null | undefined): DashboardTabKey {
  const key = (value ?? '').trim().toLowerCase();
  return dashboardTabs(audience).find((tab) => tab.key === key)?.key ?? DEFAULT_TAB;
}

export function dashboardTab(audience: DashboardAudience, key: DashboardTabKey): DashboardTabDef {
  const tabs = dashboardTabs(audience);
  return tabs.find((tab) => tab.key === key) ?? tabs[0]!;
}

/**
 * The query string after choosing a tab: the overview has none (the default), another tab
 * `?tab=<key>`; the other parameters of the page are kept.
 */
export function tabSearch(current: URLSearchParams, key: DashboardTabKey): URLSearchParams {
  const next = new URLSearchParams(current);
  if (key === DEFAULT_TAB) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, key);
  return next;
}
