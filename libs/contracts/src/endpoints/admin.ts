import { endpoint } from '../endpoint';
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
import type { AdminDashboardStats } from '../entities';

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
} as const;
