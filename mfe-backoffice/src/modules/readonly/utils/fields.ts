import {
  ADMIN_LIST_TYPES,
  CATEGORY_LABEL,
  LIMITS,
  type AdminListType,
  type AdminMentorRow,
  type AdminRegistrationRow,
  type AdminSchoolRow,
  type AdminStudentRow,
  type AdminTeamRow,
  type Category,
} from '@hackathon/contracts';
import { statusLabel } from '@hackathon/ui';
import { genderLabel, mentorLabel, registrationStatusLabel, teamsSummary } from '../../shared/utils/labels';

/*
 * What the read-only data tabs show of each list (back-office spec, "Super admin dashboard": the
 * fields per type). Pure: the cards and the table of both audiences render these, and the specs
 * test them without React.
 */

/** Spec: empty values show N/A. */
export const NA = 'N/A';

export type CellValue = string | number | null | undefined;

/** A value as the tabs show it: N/A when empty (null, undefined, blank text). */
export function display(value: CellValue): string {
  if (value === null || value === undefined) return NA;
  const text = String(value).trim();
  return text === '' ? NA : text;
}

/**
 * Spec: emails are truncated to 20 characters in the table (the cards and the cell's title show
 * the whole address). '...' marks the cut so the reader knows there is more.
 */
export function truncateEmail(email: string, max: number = LIMITS.emailTruncate): string {
  return email.length > max ? `${email.slice(0, max)}...` : email;
}

export interface ReadOnlyField<T> {
  /** The table column's field: the API's sort key where the column sorts on the server. */
  key: string;
  label: string;
  value: (row: T) => CellValue;
  /** The column sorts on the server (the key is in the list's sort whitelist). */
  sortable?: boolean;
  /** An email: truncated in the table. */
  email?: boolean;
  /** Relative column width (default 1). */
  flex?: number;
}

/**
 * A field the spec lists that our records do not hold (a student's email, a mentor's expertise
 * and organisation): read when an API ever sends it, N/A otherwise.
 */
function optional(row: object, key: string): CellValue {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

const categoryLabel = (category: Category | string | null | undefined) => (category ? (CATEGORY_LABEL[category as Category] ?? category) : null);

/** Spec: teams: id, name, category (jr Junior, sr Senior), status (active or inactive), school, region, mentor. */
export const TEAM_FIELDS: ReadonlyArray<ReadOnlyField<AdminTeamRow>> = [
  { key: 'teamId', label: 'Team ID', value: (t) => t.teamId, sortable: true },
  { key: 'teamName', label: 'Team Name', value: (t) => t.teamName, sortable: true, flex: 1.3 },
  { key: 'category', label: 'Category', value: (t) => categoryLabel(t.category), sortable: true, flex: 0.8 },
  { key: 'status', label: 'Status', value: (t) => (t.status ? statusLabel(t.status) : null), sortable: true, flex: 0.8 },
  { key: 'schoolName', label: 'School', value: (t) => t.schoolName, sortable: true, flex: 1.4 },
  { key: 'region', label: 'Region', value: (t) => t.region },
  { key: 'mentor', label: 'Mentor', value: mentorLabel, flex: 1.3 },
];

/** Spec: students: id, name, class, gender, team, school, region, email. */
export const STUDENT_FIELDS: ReadonlyArray<ReadOnlyField<AdminStudentRow>> = [
  { key: 'studentId', label: 'Student ID', value: (s) => s.studentId, sortable: true },
  { key: 'name', label: 'Name', value: (s) => s.name, sortable: true, flex: 1.2 },
  { key: 'class', label: 'Class', value: (s) => s.class, sortable: true, flex: 0.6 },
  { key: 'gender', label: 'Gender', value: (s) => (s.gender ? genderLabel(s.gender) : null), sortable: true, flex: 0.7 },
  { key: 'teamName', label: 'Team', value: (s) => s.teamName, sortable: true, flex: 1.2 },
  { key: 'schoolName', label: 'School', value: (s) => s.schoolName, sortable: true, flex: 1.4 },
  { key: 'region', label: 'Region', value: (s) => s.region },
  { key: 'email', label: 'Email', value: (s) => optional(s, 'email'), email: true, flex: 1.2 },
];

/** Spec: mentors: id, name, designation, email, school, region, expertise, organization, contact. */
export const MENTOR_FIELDS: ReadonlyArray<ReadOnlyField<AdminMentorRow>> = [
  { key: 'mentorId', label: 'Mentor ID', value: (m) => m.mentorId, sortable: true },
  { key: 'name', label: 'Name', value: (m) => m.fullName || m.name, sortable: true, flex: 1.2 },
  { key: 'designation', label: 'Designation', value: (m) => m.designation },
  { key: 'emailId', label: 'Email', value: (m) => m.emailId, email: true, flex: 1.2 },
  { key: 'schoolName', label: 'School', value: (m) => m.schoolName, sortable: true, flex: 1.4 },
  { key: 'region', label: 'Region', value: (m) => m.region },
  { key: 'expertise', label: 'Expertise', value: (m) => optional(m, 'expertise') },
  { key: 'organization', label: 'Organization', value: (m) => optional(m, 'organization') },
  { key: 'contactNumber', label: 'Contact', value: (m) => m.contactNumber },
];

/** Spec: schools: code, name, region, state, district, zone, city. */
export const SCHOOL_FIELDS: ReadonlyArray<ReadOnlyField<AdminSchoolRow>> = [
  { key: 'schoolCode', label: 'Code', value: (s) => s.schoolCode || s.kvCode, sortable: true, flex: 0.7 },
  { key: 'schoolName', label: 'Name', value: (s) => s.schoolName || s.kvName, sortable: true, flex: 1.6 },
  { key: 'region', label: 'Region', value: (s) => s.region, sortable: true },
  { key: 'state', label: 'State', value: (s) => s.state, sortable: true },
  { key: 'district', label: 'District', value: (s) => s.district, sortable: true },
  { key: 'zone', label: 'Zone', value: (s) => s.zone, flex: 0.6 },
  { key: 'city', label: 'City', value: (s) => s.city },
];

/** The categories of a registration's teams ('Junior, Senior'); none when the school has no team. */
export function registrationCategories(row: Pick<AdminRegistrationRow, 'categories'>): string | null {
  const labels = (row.categories ?? []).map((c) => categoryLabel(c)).filter(Boolean);
  return labels.length > 0 ? labels.join(', ') : null;
}

/**
 * Spec: registrations: reference, team, school, category, status (approved, rejected or pending),
 * region, district, state, contact, email. A registration is a school's: its teams are summed up
 * ('3 (2 Junior, 1 Senior)'), N/A before the school forms one.
 */
export const REGISTRATION_FIELDS: ReadonlyArray<ReadOnlyField<AdminRegistrationRow>> = [
  { key: 'referenceNumber', label: 'Reference', value: (r) => r.referenceNumber },
  { key: 'teams', label: 'Team', value: (r) => (r.teamCount ? teamsSummary(r) : null), flex: 1.2 },
  { key: 'kvName', label: 'School', value: (r) => r.kvName, sortable: true, flex: 1.4 },
  { key: 'category', label: 'Category', value: registrationCategories, flex: 0.9 },
  { key: 'registrationStatus', label: 'Status', value: (r) => (r.registrationStatus ? registrationStatusLabel(r.registrationStatus) : null), sortable: true, flex: 0.8 },
  { key: 'region', label: 'Region', value: (r) => r.region, sortable: true },
  { key: 'district', label: 'District', value: (r) => r.district, sortable: true },
  { key: 'state', label: 'State', value: (r) => r.state, sortable: true },
  { key: 'contactNumber', label: 'Contact', value: (r) => r.contactNumber },
  { key: 'email', label: 'Email', value: (r) => r.email, sortable: true, email: true, flex: 1.2 },
];

export interface ReadOnlyRows {
  teams: AdminTeamRow;
  students: AdminStudentRow;
  mentors: AdminMentorRow;
  schools: AdminSchoolRow;
  registrations: AdminRegistrationRow;
}

export const READONLY_FIELDS: { [K in AdminListType]: ReadonlyArray<ReadOnlyField<ReadOnlyRows[K]>> } = {
  teams: TEAM_FIELDS,
  students: STUDENT_FIELDS,
  mentors: MENTOR_FIELDS,
  schools: SCHOOL_FIELDS,
  registrations: REGISTRATION_FIELDS,
};

/** A type the tabs know; a page may pass anything (spec: an unsupported type shows 'Data type not supported'). */
export function isReadOnlyType(type: unknown): type is AdminListType {
  return typeof type === 'string' && (ADMIN_LIST_TYPES as readonly string[]).includes(type);
}

/** 'teams' -> 'Teams'. */
export function typeTitle(type: AdminListType): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}`;
}
