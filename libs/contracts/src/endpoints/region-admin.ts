import { endpoint } from '../endpoint';
import type { AdminMentorsQuery, AdminRegistrationsQuery, AdminSchoolsQuery, AdminStudentsQuery, AdminTeamsQuery } from '../back-office';
import type { RegionExportQuery, RegionSummaryQuery } from '../region-admin';
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
  login: endpoint<{ data: BackOfficeLoginData; body: RegionAdminLoginRequest }>()('POST', '/region-admin/login', { status: 200 }),
  profile: endpoint<{ data: AdminProfileData }>()('GET', '/region-admin/profile'),
  /** Stats and region only (region null for the super admin); the schools are in `summary`, paged. */
  dashboard: endpoint<{ data: RegionDashboardData }>()('GET', '/region-admin/dashboard'),
  /** Query: RegionSummaryQuery. The Summary by School / Region Summary table: `data.schools` + `data.pagination`. */
  summary: endpoint<{ data: RegionSummaryPage; query: RegionSummaryQuery }>()('GET', '/region-admin/summary'),
  /**
   * A CSV file (not an envelope). Query: RegionSummaryExportQuery (the summary's search, filters
   * and sort). Saved as regionExportFileName({ audience, type: 'summary', region }).
   */
  summaryExport: endpoint<{ data: Blob; query: RegionSummaryQuery }>()('GET', '/region-admin/summary/export', { kind: 'csv' }),
  /** Query: AdminTeamsQuery. */
  teams: endpoint<{ data: AdminTeamsPage; query: AdminTeamsQuery }>()('GET', '/region-admin/teams'),
  teamCounters: endpoint<{ data: AdminTeamCounters }>()('GET', '/region-admin/teams/counters'),
  /** Query: AdminStudentsQuery. */
  students: endpoint<{ data: AdminStudentsPage; query: AdminStudentsQuery }>()('GET', '/region-admin/students'),
  studentCounters: endpoint<{ data: AdminStudentCounters }>()('GET', '/region-admin/students/counters'),
  /** Query: AdminSchoolsQuery. */
  schools: endpoint<{ data: AdminSchoolsPage; query: AdminSchoolsQuery }>()('GET', '/region-admin/schools'),
  schoolCounters: endpoint<{ data: AdminSchoolCounters }>()('GET', '/region-admin/schools/counters'),
  /** Query: AdminMentorsQuery. */
  mentors: endpoint<{ data: AdminMentorsPage; query: AdminMentorsQuery }>()('GET', '/region-admin/mentors'),
  mentorCounters: endpoint<{ data: AdminMentorCounters }>()('GET', '/region-admin/mentors/counters'),
  /** Query: AdminRegistrationsQuery. */
  registrations: endpoint<{ data: AdminRegistrationsPage; query: AdminRegistrationsQuery }>()('GET', '/region-admin/registrations'),
  registrationCounters: endpoint<{ data: AdminRegistrationCounters }>()('GET', '/region-admin/registrations/counters'),
  /**
   * A CSV file (not an envelope), streamed: UTF-8 with a BOM, a header row. Query: RegionExportQuery
   * (type plus that list's search and filters). Fetch it as a blob with the bearer token and save it as
   * regionExportFileName({ audience, type, region }) (the Content-Disposition carries the same name).
   */
  export: endpoint<{ data: Blob; query: RegionExportQuery }>()('GET', '/region-admin/export', { kind: 'csv' }),
} as const;
