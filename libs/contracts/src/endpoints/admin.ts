import { endpoint } from '../endpoint';
import type { AdminExportQuery, AdminMentorsQuery, AdminRegistrationsQuery, AdminSchoolsQuery, AdminStudentsQuery, AdminTeamsQuery } from '../back-office';
import type { AdminUserListQuery } from '../admin-writes';
import type {
  AdminComprehensiveStats,
  AdminDashboard,
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
import type { AdminDashboardStats, Team } from '../entities';
import type { AdminTeamStatusInput, AdminTeamUpdateInput, AdminUser, AdminUserDeleteResult, AdminUserVerificationInput } from '../admin-writes';
import type { Paginated } from '../paging';
import type { RegistrationBulkInput, RegistrationBulkResult } from '../bulk-actions';

/**
 * The admin's reads (admin, super admin). Each list takes its `Admin<List>Query` as the query
 * string (`callEndpoint(ADMIN_API.teams, { params: [], query })`) and answers one page under the
 * list's own name (`data.teams`, `data.mentors`, ...) plus `data.pagination`. `/counters` are the
 * list's stat tiles over the whole list (no search, no filters). Event settings: SETTINGS_API.
 */
export const ADMIN_API = {
  dashboard: endpoint<{ data: AdminDashboard }>()('GET', '/admin/dashboard'),
  stats: endpoint<{ data: AdminDashboardStats }>()('GET', '/admin/stats'),
  comprehensiveStats: endpoint<{ data: AdminComprehensiveStats }>()('GET', '/admin/stats/comprehensive'),
  teams: endpoint<{ data: AdminTeamsPage; query: AdminTeamsQuery }>()('GET', '/admin/teams'),
  teamCounters: endpoint<{ data: AdminTeamCounters }>()('GET', '/admin/teams/counters'),
  students: endpoint<{ data: AdminStudentsPage; query: AdminStudentsQuery }>()('GET', '/admin/students'),
  studentCounters: endpoint<{ data: AdminStudentCounters }>()('GET', '/admin/students/counters'),
  schools: endpoint<{ data: AdminSchoolsPage; query: AdminSchoolsQuery }>()('GET', '/admin/schools'),
  schoolCounters: endpoint<{ data: AdminSchoolCounters }>()('GET', '/admin/schools/counters'),
  mentors: endpoint<{ data: AdminMentorsPage; query: AdminMentorsQuery }>()('GET', '/admin/mentors'),
  mentorCounters: endpoint<{ data: AdminMentorCounters }>()('GET', '/admin/mentors/counters'),
  registrations: endpoint<{ data: AdminRegistrationsPage; query: AdminRegistrationsQuery }>()('GET', '/admin/registrations'),
  registrationCounters: endpoint<{ data: AdminRegistrationCounters }>()('GET', '/admin/registrations/counters'),
  /**
   * Admin only. Approve or reject the picked registrations or every one matching the list's search
   * and filters: without `confirm: true` a preview (nothing written); with it, one transaction,
   * each change audited. Already approved (rejected) ones are skipped; 409 when `expectedChanges` no longer holds.
   */
  registrationsBulkStatus: endpoint<{ data: RegistrationBulkResult; body: RegistrationBulkInput }>()('POST', '/admin/registrations/bulk-status', { status: 200 }),
  /**
   * A CSV file (not an envelope), streamed: UTF-8 with a BOM, a header row, `<type>_export_<date>.csv`.
   * Query: AdminExportQuery (the type plus that list's search and filters). Link to the path with
   * the query string or fetch it as a blob with the bearer token.
   */
  export: endpoint<{ data: Blob; query: AdminExportQuery }>()('GET', '/admin/export', { kind: 'csv' }),
  // the admin's writes (admin only): teams and user accounts
  /** `id`: the team's `_id` or Team ID. Team fields (with `updatedAt`; a stale one is a 409) or `{ assignedMentor }` (null removes). */
  updateTeam: endpoint<{ data: Team; body: AdminTeamUpdateInput }>()('PUT', '/admin/teams/:id'),
  /** ACTIVE, INACTIVE or SUSPENDED (FINALIST, WINNER, ELIMINATED: Phase Management). */
  updateTeamStatus: endpoint<{ data: Team; body: AdminTeamStatusInput }>()('PUT', '/admin/teams/:id/status'),
  /** Query: AdminUserListQuery. */
  users: endpoint<{ data: Paginated<AdminUser>; query: AdminUserListQuery }>()('GET', '/admin/users'),
  setUserVerification: endpoint<{ data: AdminUser; body: AdminUserVerificationInput }>()('PUT', '/admin/users/:id/verification'),
  /** Never the caller, never the last admin; a school admin's registration is kept (unlinked). */
  deleteUser: endpoint<{ data: AdminUserDeleteResult }>()('DELETE', '/admin/users/:id'),
} as const;
