import { endpoint } from '../endpoint';
import type { AdminProfileData, BackOfficeLoginData, RegionAdminLoginRequest } from '../account-flows';
import type {
  AdminMentorCounters,
  AdminMentorsPage,
  AdminRegistrationCounters,
  AdminRegistrationsPage,
  AdminSchoolCounters,
  AdminSchoolsPage,
  AdminStudentCounters,
  AdminStudentsPage,
  AdminTeamCounters,
  AdminTeamsPage,
} from '../back-office';
import type { RegionDashboardData } from '../entities';
import type { RegionSummaryPage } from '../region-admin';

/**
 * Region and super admins (roles region_admin, super_admin; the platform admin has /admin/*):
 * sign-in, profile, the overview, the summary table, the five read-only lists and their exports.
 * The region always comes from the token (a region admin sees its region only, whatever the query
 * says; the super admin all regions). The lists take the `/admin/*` queries (AdminTeamsQuery, ...)
 * and answer the same pages (`data.teams` + `data.pagination`, ...).
 */
export const REGION_ADMIN_API = {
  login: endpoint<BackOfficeLoginData, RegionAdminLoginRequest>()('POST', 'BackOfficeLoginData', () => '/region-admin/login'),
  profile: endpoint<AdminProfileData>()('GET', 'AdminProfileData', () => '/region-admin/profile'),
  /** Stats and region only (region null for the super admin); the schools are in `summary`, paged. */
  dashboard: endpoint<RegionDashboardData>()('GET', 'RegionDashboardData', () => '/region-admin/dashboard'),
  /** Query: RegionSummaryQuery. The Summary by School / Region Summary table: `data.schools` + `data.pagination`. */
  summary: endpoint<RegionSummaryPage>()('GET', 'RegionSummaryPage', () => '/region-admin/summary'),
  /**
   * A CSV file (not an envelope). Query: RegionSummaryExportQuery (the summary's search, filters
   * and sort). Saved as regionExportFileName({ audience, type: 'summary', region }).
   */
  summaryExport: endpoint<Blob>()('GET', 'binary', () => '/region-admin/summary/export'),
  /** Query: AdminTeamsQuery. */
  teams: endpoint<AdminTeamsPage>()('GET', 'AdminTeamsPage', () => '/region-admin/teams'),
  teamCounters: endpoint<AdminTeamCounters>()('GET', 'AdminTeamCounters', () => '/region-admin/teams/counters'),
  /** Query: AdminStudentsQuery. */
  students: endpoint<AdminStudentsPage>()('GET', 'AdminStudentsPage', () => '/region-admin/students'),
  studentCounters: endpoint<AdminStudentCounters>()('GET', 'AdminStudentCounters', () => '/region-admin/students/counters'),
  /** Query: AdminSchoolsQuery. */
  schools: endpoint<AdminSchoolsPage>()('GET', 'AdminSchoolsPage', () => '/region-admin/schools'),
  schoolCounters: endpoint<AdminSchoolCounters>()('GET', 'AdminSchoolCounters', () => '/region-admin/schools/counters'),
  /** Query: AdminMentorsQuery. */
  mentors: endpoint<AdminMentorsPage>()('GET', 'AdminMentorsPage', () => '/region-admin/mentors'),
  mentorCounters: endpoint<AdminMentorCounters>()('GET', 'AdminMentorCounters', () => '/region-admin/mentors/counters'),
  /** Query: AdminRegistrationsQuery. */
  registrations: endpoint<AdminRegistrationsPage>()('GET', 'AdminRegistrationsPage', () => '/region-admin/registrations'),
  registrationCounters: endpoint<AdminRegistrationCounters>()('GET', 'AdminRegistrationCounters', () => '/region-admin/registrations/counters'),
  /**
   * A CSV file (not an envelope), streamed: UTF-8 with a BOM, a header row. Query: RegionExportQuery
   * (type plus that list's search and filters). Fetch it as a blob with the bearer token and save it as
   * regionExportFileName({ audience, type, region }) (the Content-Disposition carries the same name).
   */
  export: endpoint<Blob>()('GET', 'binary', () => '/region-admin/export'),
} as const;
