import { endpoint, seg } from '../endpoint';
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

/**
 * The admin's reads (admin, super admin). Each list takes its `Admin<List>Query` as the query
 * string (`callEndpoint(ADMIN_API.teams, { params: [], query })`) and answers one page under the
 * list's own name (`data.teams`, `data.mentors`, ...) plus `data.pagination`. `/counters` are the
 * list's stat tiles over the whole list (no search, no filters). Event settings: SETTINGS_API.
 */
export const ADMIN_API = {
  dashboard: endpoint<AdminDashboard>()('GET', 'AdminDashboard', () => '/admin/dashboard'),
  stats: endpoint<AdminDashboardStats>()('GET', 'AdminDashboardStats', () => '/admin/stats'),
  comprehensiveStats: endpoint<AdminComprehensiveStats>()('GET', 'AdminComprehensiveStats', () => '/admin/stats/comprehensive'),
  teams: endpoint<AdminTeamsPage>()('GET', 'AdminTeamsPage', () => '/admin/teams'),
  teamCounters: endpoint<AdminTeamCounters>()('GET', 'AdminTeamCounters', () => '/admin/teams/counters'),
  students: endpoint<AdminStudentsPage>()('GET', 'AdminStudentsPage', () => '/admin/students'),
  studentCounters: endpoint<AdminStudentCounters>()('GET', 'AdminStudentCounters', () => '/admin/students/counters'),
  schools: endpoint<AdminSchoolsPage>()('GET', 'AdminSchoolsPage', () => '/admin/schools'),
  schoolCounters: endpoint<AdminSchoolCounters>()('GET', 'AdminSchoolCounters', () => '/admin/schools/counters'),
  mentors: endpoint<AdminMentorsPage>()('GET', 'AdminMentorsPage', () => '/admin/mentors'),
  mentorCounters: endpoint<AdminMentorCounters>()('GET', 'AdminMentorCounters', () => '/admin/mentors/counters'),
  registrations: endpoint<AdminRegistrationsPage>()('GET', 'AdminRegistrationsPage', () => '/admin/registrations'),
  registrationCounters: endpoint<AdminRegistrationCounters>()('GET', 'AdminRegistrationCounters', () => '/admin/registrations/counters'),
  /**
   * A CSV file (not an envelope), streamed: UTF-8 with a BOM, a header row, `<type>_export_<date>.csv`.
   * Query: AdminExportQuery (the type plus that list's search and filters). Link to the path with
   * the query string or fetch it as a blob with the bearer token.
   */
  export: endpoint<Blob>()('GET', 'binary', () => '/admin/export'),
  // the admin's writes (admin only): teams and user accounts
  /** `id`: the team's `_id` or Team ID. Team fields (with `updatedAt`; a stale one is a 409) or `{ assignedMentor }` (null removes). */
  updateTeam: endpoint<Team, AdminTeamUpdateInput>()('PUT', 'Team', (id: string) => `/admin/teams/${seg(id)}`),
  /** ACTIVE, INACTIVE or SUSPENDED (FINALIST, WINNER, ELIMINATED: Phase Management). */
  updateTeamStatus: endpoint<Team, AdminTeamStatusInput>()('PUT', 'Team', (id: string) => `/admin/teams/${seg(id)}/status`),
  /** Query: AdminUserListQuery. */
  users: endpoint<Paginated<AdminUser>>()('GET', 'Paginated<AdminUser>', () => '/admin/users'),
  setUserVerification: endpoint<AdminUser, AdminUserVerificationInput>()('PUT', 'AdminUser', (id: string) => `/admin/users/${seg(id)}/verification`),
  /** Never the caller, never the last admin; a school admin's registration is kept (unlinked). */
  deleteUser: endpoint<AdminUserDeleteResult>()('DELETE', 'AdminUserDeleteResult', (id: string) => `/admin/users/${seg(id)}`),
} as const;
