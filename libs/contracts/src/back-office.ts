/** Wire shapes of the back-office reads (admin overview, notification bell) that are not entities. */
import type { Category, Gender } from './constants';
import { REGION_GROUPS } from './constants';
import type { AdminDashboardStats, Mentor, MentorAccountState, PaymentStatus, Registration, RegistrationStatus, School, SchoolPlace, TeamData, TeamMember, TeamStatus } from './entities';
import type { ListQuery, NamedPage } from './paging';
import { english, message, messageTable, withMembers } from './message-text';
import type { PhaseNumber } from './phases';
import { KVS_REGIONS, type RegionGroup } from './regions';

/** `GET /admin/dashboard`: the overview counters and when they were computed. */
export interface AdminDashboard {
  stats: AdminDashboardStats;
  generatedAt: string;
}

/** `PUT /notifications/user/mark-all-read`: how many notifications were unread. */
export interface NotificationsMarked {
  marked: number;
}

// ---------------------------------------------------------------------------------------------
// Admin lists: GET /admin/{teams,mentors,schools,students,registrations}, their /counters and
// GET /admin/export (back-office spec: "Admin dashboard" and sections 3, 7 and 9).
// ---------------------------------------------------------------------------------------------


/** The five lists of the admin dashboard; also the `type` of `GET /admin/export`. */
export const ADMIN_LIST_TYPES = ['teams', 'mentors', 'schools', 'students', 'registrations'] as const;
export type AdminListType = (typeof ADMIN_LIST_TYPES)[number];

/**
 * The `region` filter of every admin list: one of the spec's six region groups (North, South,
 * East, West, Central, Northeast; see regionGroupOf) or one of the 25 region names.
 */
export const REGION_FILTER_VALUES: readonly string[] = [...REGION_GROUPS, ...KVS_REGIONS.map((r) => r.name)];

export const PAYMENT_STATUSES = ['not_submitted', 'submitted', 'verified', 'rejected'] as const satisfies readonly PaymentStatus[];
export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly RegistrationStatus[];

/** Every class a student can be in (junior 8-10, senior 11-12): what the API's class filter accepts. */
export const STUDENT_CLASSES = [8, 9, 10, 11, 12] as const;
/** The classes the student class filter offers (spec section 9: "the student class filter is 9-12"). */
export const STUDENT_CLASS_FILTER = [9, 10, 11, 12] as const;
export type StudentClass = (typeof STUDENT_CLASSES)[number];

// ---- school activity (spec sections 4 and 9) ----

/** Dashboard school buckets by activity score: high 80+, medium 40-79, low 10-39, inactive under 10. */
export const SCHOOL_ACTIVITY_LEVELS = ['high', 'medium', 'low', 'inactive'] as const;
export type SchoolActivityLevel = (typeof SCHOOL_ACTIVITY_LEVELS)[number];
export const SCHOOL_ACTIVITY_MIN: Record<Exclude<SchoolActivityLevel, 'inactive'>, number> = { high: 80, medium: 40, low: 10 };

/** School activity status on registrations plus students: inactive 0, low under 20, medium 20+, high 50+. */
export const SCHOOL_STATUSES = ['high-activity', 'medium-activity', 'low-activity', 'inactive'] as const;
export type SchoolActivityStatus = (typeof SCHOOL_STATUSES)[number];
export const SCHOOL_STATUS_MIN = { high: 50, medium: 20 } as const;

/** Activity score = 2 x registrations + 3 x teams + 1 x mentors, clamped 0 to 100. */
export function schoolActivityScore(counts: { registrations: number; teams: number; mentors: number }): number {
  const raw = 2 * counts.registrations + 3 * counts.teams + counts.mentors;
  return Math.min(100, Math.max(0, raw));
}

export function schoolActivityLevel(score: number): SchoolActivityLevel {
  if (score >= SCHOOL_ACTIVITY_MIN.high) return 'high';
  if (score >= SCHOOL_ACTIVITY_MIN.medium) return 'medium';
  if (score >= SCHOOL_ACTIVITY_MIN.low) return 'low';
  return 'inactive';
}

/** The status of a school from its registrations plus students (its totalParticipants). */
export function schoolActivityStatus(totalParticipants: number): SchoolActivityStatus {
  if (totalParticipants >= SCHOOL_STATUS_MIN.high) return 'high-activity';
  if (totalParticipants >= SCHOOL_STATUS_MIN.medium) return 'medium-activity';
  if (totalParticipants > 0) return 'low-activity';
  return 'inactive';
}

// ---- filters that are ours (the spec lists the lists, not every option) ----

/** Teams: with or without an assigned mentor. */
export const TEAM_MENTOR_FILTERS = ['assigned', 'unassigned'] as const;
export type TeamMentorFilter = (typeof TEAM_MENTOR_FILTERS)[number];
/** Mentors: active or inactive (isActive). */
export const MENTOR_STATUS_FILTERS = ['active', 'inactive'] as const;
export type MentorStatusFilter = (typeof MENTOR_STATUS_FILTERS)[number];
/** Mentors: no team, at least one team, or FULL (2 teams, the capacity). */
export const MENTOR_ASSIGNMENT_FILTERS = ['assigned', 'unassigned', 'full'] as const;
export type MentorAssignmentFilter = (typeof MENTOR_ASSIGNMENT_FILTERS)[number];
/** Schools: has a registration or not. */
export const SCHOOL_REGISTRATION_FILTERS = ['registered', 'not_registered'] as const;
export type SchoolRegistrationFilter = (typeof SCHOOL_REGISTRATION_FILTERS)[number];

// ---- teams ----

export const ADMIN_TEAM_SORTS = ['teamId', 'teamName', 'schoolCode', 'schoolName', 'category', 'status', 'currentPhase', 'totalScore', 'createdAt', 'updatedAt'] as const;
export type AdminTeamSort = (typeof ADMIN_TEAM_SORTS)[number];

/** `GET /admin/teams`: search over team name, Team ID, school name and code, mentor name and mentor ID. */
export interface AdminTeamsQuery extends ListQuery<AdminTeamSort> {
  status?: TeamStatus;
  category?: Category;
  phase?: PhaseNumber;
  region?: string;
  mentor?: TeamMentorFilter;
  schoolCode?: string;
}

/** A team of the admin list: the team with its members, school and mentor (as `GET /teamdata`). */
export interface AdminTeamRow extends TeamData {
  membersCount: number;
  /** When the team was created (the spec's createdAt/registrationDate). */
  registrationDate: string;
  regionGroup: RegionGroup | null;
}

export interface AdminTeamCounters {
  total: number;
  byStatus: Record<TeamStatus, number>;
  byCategory: Record<Category, number>;
  byPhase: Record<PhaseNumber, number>;
  withMentor: number;
  withoutMentor: number;
  /** Members of all these teams. */
  members: number;
}

// ---- students (team members) ----

export const ADMIN_STUDENT_SORTS = ['name', 'studentId', 'class', 'gender', 'teamId', 'teamName', 'schoolCode', 'schoolName'] as const;
export type AdminStudentSort = (typeof ADMIN_STUDENT_SORTS)[number];

/** `GET /admin/students`: search over name, student ID, team (name, Team ID), school (name, code). */
export interface AdminStudentsQuery extends ListQuery<AdminStudentSort> {
  class?: StudentClass;
  gender?: Gender;
  category?: Category;
  region?: string;
  schoolCode?: string;
}

/** A student of the admin list: the member with its team and school (spec: Student as listed). */
export interface AdminStudentRow extends Omit<TeamMember, '_id'>, SchoolPlace {
  _id: string;
  teamId: string;
  teamName: string;
  teamCategory: Category;
  teamStatus: TeamStatus;
  regionGroup: RegionGroup | null;
}

export interface AdminStudentCounters {
  total: number;
  byClass: Record<StudentClass, number>;
  byGender: Record<Gender, number>;
  byCategory: Record<Category, number>;
  leaders: number;
}

// ---- schools ----

export const ADMIN_SCHOOL_SORTS = ['schoolCode', 'schoolName', 'district', 'state', 'region', 'teamCount', 'studentCount', 'activityScore', 'totalParticipants'] as const;
export type AdminSchoolSort = (typeof ADMIN_SCHOOL_SORTS)[number];

/** `GET /admin/schools`: search over code, name, district and region. */
export interface AdminSchoolsQuery extends ListQuery<AdminSchoolSort> {
  /** The activity score bucket (high, medium, low, inactive). */
  activity?: SchoolActivityLevel;
  /** The activity status on registrations plus students. */
  status?: SchoolActivityStatus;
  region?: string;
  registration?: SchoolRegistrationFilter;
}

/** A school of the directory with its participation (spec: School, with the derived fields). */
export interface AdminSchoolRow extends School {
  regionGroup: RegionGroup | null;
  registered: boolean;
  registrationStatus: RegistrationStatus | null;
  paymentStatus: PaymentStatus | null;
  registrationCount: number;
  teamCount: number;
  mentorCount: number;
  studentCount: number;
  /** registrations + students. */
  totalParticipants: number;
  activityScore: number;
  activityLevel: SchoolActivityLevel;
  status: SchoolActivityStatus;
}

export interface AdminSchoolCounters {
  total: number;
  registered: number;
  notRegistered: number;
  withTeams: number;
  byActivity: Record<SchoolActivityLevel, number>;
  byStatus: Record<SchoolActivityStatus, number>;
}

// ---- mentors ----

export const ADMIN_MENTOR_SORTS = ['name', 'mentorId', 'schoolCode', 'schoolName', 'assignedTeams', 'createdAt'] as const;
export type AdminMentorSort = (typeof ADMIN_MENTOR_SORTS)[number];

/**
 * `GET /admin/mentors`: search over name, mentor ID, teacher ID, email, phone, school (name, code).
 * The assign-mentor modal asks `?schoolCode=X&status=active&limit=100` and reads `data.mentors`.
 */
export interface AdminMentorsQuery extends ListQuery<AdminMentorSort> {
  status?: MentorStatusFilter;
  /** The mentor's portal account state (issue 26). */
  accountState?: MentorAccountState;
  assignment?: MentorAssignmentFilter;
  region?: string;
  schoolCode?: string;
}

/** A mentor with the teams it mentors; FULL when assignedTeamsCount reaches the capacity (2). */
export interface AdminMentorRow extends Mentor {
  fullName: string;
  assignedTeamsCount: number;
  isFull: boolean;
  regionGroup: RegionGroup | null;
}

export interface AdminMentorCounters {
  total: number;
  active: number;
  inactive: number;
  assigned: number;
  unassigned: number;
  full: number;
}

// ---- registrations ----

export const ADMIN_REGISTRATION_SORTS = ['registrationTimestamp', 'kvCode', 'kvName', 'email', 'district', 'state', 'region', 'paymentStatus', 'registrationStatus', 'updatedAt'] as const;
export type AdminRegistrationSort = (typeof ADMIN_REGISTRATION_SORTS)[number];

/**
 * `GET /admin/registrations`: search over email, contact number, school code, school name,
 * district and state. `category` keeps the schools with at least one team of that category.
 */
export interface AdminRegistrationsQuery extends ListQuery<AdminRegistrationSort> {
  paymentStatus?: PaymentStatus;
  registrationStatus?: RegistrationStatus;
  region?: string;
  state?: string;
  category?: Category;
}

/** A registration with its school's teams and mentors (spec: Registration, admin view). */
export interface AdminRegistrationRow extends Registration {
  regionGroup: RegionGroup | null;
  teamCount: number;
  jrTeams: number;
  srTeams: number;
  /** The categories of the school's teams (empty without teams). */
  categories: Category[];
  mentorCount: number;
}

export interface AdminRegistrationCounters {
  total: number;
  byPaymentStatus: Record<PaymentStatus, number>;
  byRegistrationStatus: Record<RegistrationStatus, number>;
  otpVerified: number;
}

// ---- the pages (each under the list's own name, as the spec reads data.mentors) ----

export type AdminTeamsPage = NamedPage<'teams', AdminTeamRow>;
export type AdminStudentsPage = NamedPage<'students', AdminStudentRow>;
export type AdminSchoolsPage = NamedPage<'schools', AdminSchoolRow>;
export type AdminMentorsPage = NamedPage<'mentors', AdminMentorRow>;
export type AdminRegistrationsPage = NamedPage<'registrations', AdminRegistrationRow>;

/** `GET /admin/stats/comprehensive`: the overview counters and every list's tiles, in one answer. */
export interface AdminComprehensiveStats {
  stats: AdminDashboardStats;
  teams: AdminTeamCounters;
  students: AdminStudentCounters;
  schools: AdminSchoolCounters;
  mentors: AdminMentorCounters;
  registrations: AdminRegistrationCounters;
  generatedAt: string;
}

/** `GET /admin/export?type=...`: the type plus that list's search and filters (no paging). */
export type AdminExportQuery = { type: AdminListType } & Omit<
  AdminTeamsQuery & AdminStudentsQuery & AdminSchoolsQuery & AdminMentorsQuery & AdminRegistrationsQuery,
  'page' | 'limit' | 'sort' | 'order'
>;

/** India Standard Time (UTC+05:30, no daylight saving): the event's calendar. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The date in an export file's name: YYYY-MM-DD as it is in India (every export, admin, region, schedule). */
export function exportFileDate(date: Date = new Date()): string {
  return new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The file name of an export: `<type>_export_<YYYY-MM-DD>.csv`, the date as it is in India. */
export function adminExportFileName(type: AdminListType, date: Date = new Date()): string {
  return `${type}_export_${exportFileDate(date)}.csv`;
}

/** Our messages of the admin lists and exports (the spec does not word them), in the current language. */
export const ADMIN_LIST_MSG = withMembers(
  messageTable(english, 'adminList', {
    listLoaded: (type: AdminListType) => message('adminList.listLoaded', { type }),
  }),
  {
    get exportType() {
      return message('adminList.exportType', { types: ADMIN_LIST_TYPES.join(', ') });
    },
    get class() {
      return message('adminList.class', { classes: STUDENT_CLASSES.join(', ') });
    },
  },
);
