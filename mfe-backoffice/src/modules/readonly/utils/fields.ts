import {
  ADMIN_LIST_TYPES,
  LIMITS,
  type AdminListType,
  type AdminMentorRow,
  type AdminRegistrationRow,
  type AdminSchoolRow,
  type AdminStudentRow,
  type AdminTeamRow,
  type MessageId,
} from '@hackathon/contracts';
import { statusLabel } from '@hackathon/ui';
import { categoryLabel as categoryWords, genderLabel, mentorLabel, registrationStatusLabel, teamsSummary } from '../../shared/utils/labels';
import { labelled, tr } from '../../shared/utils/text';

/*
 * What the read-only data tabs show of each list (back-office spec, "Super admin dashboard": the
 * fields per type). Pure: the cards and the table of both audiences render these, and the specs
 * test them without React.
 */

/** Spec: empty values show N/A (in the reader's language). */
export const notAvailable = (): string => tr('dashboards.readonly.na');
/** The English N/A (the spec's word); the screens show `notAvailable()`. */
export const NA = 'N/A';

export type CellValue = string | number | null | undefined;

/** A value as the tabs show it: N/A when empty (null, undefined, blank text). */
export function display(value: CellValue): string {
  if (value === null || value === undefined) return notAvailable();
  const text = String(value).trim();
  return text === '' ? notAvailable() : text;
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
  /** The field names a school: its school code, whose page the value links to (issue 25). */
  school?: (row: T) => string | null | undefined;
}

/**
 * A field the spec lists that our records do not hold (a student's email, a mentor's expertise
 * and organisation): read when an API ever sends it, N/A otherwise.
 */
function optional(row: object, key: string): CellValue {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

const categoryLabel = (category: string | null | undefined) => (category ? categoryWords(category) : null);

/** A field whose label is read in the language of the moment. */
function field<T>(key: string, label: MessageId, value: ReadOnlyField<T>['value'], options: Omit<ReadOnlyField<T>, 'key' | 'label' | 'value'> = {}): ReadOnlyField<T> {
  return labelled({ key, value, ...options }, label);
}

/** Spec: teams: id, name, category (jr Junior, sr Senior), status (active or inactive), school, region, mentor. */
export const TEAM_FIELDS: ReadonlyArray<ReadOnlyField<AdminTeamRow>> = [
  field('teamId', 'dashboards.readonly.field.teamId', (t) => t.teamId, { sortable: true }),
  field('teamName', 'dashboards.readonly.field.teamName', (t) => t.teamName, { sortable: true, flex: 1.3 }),
  field('category', 'dashboards.readonly.field.category', (t) => categoryLabel(t.category), { sortable: true, flex: 0.8 }),
  field('status', 'dashboards.readonly.field.status', (t) => (t.status ? statusLabel(t.status) : null), { sortable: true, flex: 0.8 }),
  field('schoolName', 'dashboards.readonly.field.school', (t) => t.schoolName, { sortable: true, flex: 1.4, school: (t) => t.schoolCode }),
  field('region', 'dashboards.readonly.field.region', (t) => t.region),
  field('mentor', 'dashboards.readonly.field.mentor', mentorLabel, { flex: 1.3 }),
];

/** Spec: students: id, name, class, gender, team, school, region, email. */
export const STUDENT_FIELDS: ReadonlyArray<ReadOnlyField<AdminStudentRow>> = [
  field('studentId', 'dashboards.readonly.field.studentId', (s) => s.studentId, { sortable: true }),
  field('name', 'dashboards.readonly.field.name', (s) => s.name, { sortable: true, flex: 1.2 }),
  field('class', 'dashboards.readonly.field.class', (s) => s.class, { sortable: true, flex: 0.6 }),
  field('gender', 'dashboards.readonly.field.gender', (s) => (s.gender ? genderLabel(s.gender) : null), { sortable: true, flex: 0.7 }),
  field('teamName', 'dashboards.readonly.field.team', (s) => s.teamName, { sortable: true, flex: 1.2 }),
  field('schoolName', 'dashboards.readonly.field.school', (s) => s.schoolName, { sortable: true, flex: 1.4, school: (s) => s.schoolCode }),
  field('region', 'dashboards.readonly.field.region', (s) => s.region),
  field('email', 'dashboards.readonly.field.email', (s) => optional(s, 'email'), { email: true, flex: 1.2 }),
];

/** Spec: mentors: id, name, designation, email, school, region, expertise, organization, contact. */
export const MENTOR_FIELDS: ReadonlyArray<ReadOnlyField<AdminMentorRow>> = [
  field('mentorId', 'dashboards.readonly.field.mentorId', (m) => m.mentorId, { sortable: true }),
  field('name', 'dashboards.readonly.field.name', (m) => m.fullName || m.name, { sortable: true, flex: 1.2 }),
  field('designation', 'dashboards.readonly.field.designation', (m) => m.designation),
  field('emailId', 'dashboards.readonly.field.email', (m) => m.emailId, { email: true, flex: 1.2 }),
  field('schoolName', 'dashboards.readonly.field.school', (m) => m.schoolName, { sortable: true, flex: 1.4, school: (m) => m.schoolCode }),
  field('region', 'dashboards.readonly.field.region', (m) => m.region),
  field('expertise', 'dashboards.readonly.field.expertise', (m) => optional(m, 'expertise')),
  field('organization', 'dashboards.readonly.field.organization', (m) => optional(m, 'organization')),
  field('contactNumber', 'dashboards.readonly.field.contact', (m) => m.contactNumber),
];

/** Spec: schools: code, name, region, state, district, zone, city. */
export const SCHOOL_FIELDS: ReadonlyArray<ReadOnlyField<AdminSchoolRow>> = [
  field('schoolCode', 'dashboards.readonly.field.code', (s) => s.schoolCode || s.kvCode, { sortable: true, flex: 0.7 }),
  field('schoolName', 'dashboards.readonly.field.name', (s) => s.schoolName || s.kvName, { sortable: true, flex: 1.6, school: (s) => s.schoolCode || s.kvCode }),
  field('region', 'dashboards.readonly.field.region', (s) => s.region, { sortable: true }),
  field('state', 'dashboards.readonly.field.state', (s) => s.state, { sortable: true }),
  field('district', 'dashboards.readonly.field.district', (s) => s.district, { sortable: true }),
  field('zone', 'dashboards.readonly.field.zone', (s) => s.zone, { flex: 0.6 }),
  field('city', 'dashboards.readonly.field.city', (s) => s.city),
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
  field('referenceNumber', 'dashboards.readonly.field.reference', (r) => r.referenceNumber),
  field('teams', 'dashboards.readonly.field.team', (r) => (r.teamCount ? teamsSummary(r) : null), { flex: 1.2 }),
  field('kvName', 'dashboards.readonly.field.school', (r) => r.kvName, { sortable: true, flex: 1.4, school: (r) => r.schoolCode || r.kvCode }),
  field('category', 'dashboards.readonly.field.category', registrationCategories, { flex: 0.9 }),
  field('registrationStatus', 'dashboards.readonly.field.status', (r) => (r.registrationStatus ? registrationStatusLabel(r.registrationStatus) : null), { sortable: true, flex: 0.8 }),
  field('region', 'dashboards.readonly.field.region', (r) => r.region, { sortable: true }),
  field('district', 'dashboards.readonly.field.district', (r) => r.district, { sortable: true }),
  field('state', 'dashboards.readonly.field.state', (r) => r.state, { sortable: true }),
  field('contactNumber', 'dashboards.readonly.field.contact', (r) => r.contactNumber),
  field('email', 'dashboards.readonly.field.email', (r) => r.email, { sortable: true, email: true, flex: 1.2 }),
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

/** 'teams' -> 'Teams' (in the reader's language). */
export function typeTitle(type: AdminListType): string {
  return tr('dashboards.readonly.typeTitle', { type });
}

/** The list's noun inside a sentence: the spec's own word in English ('teams'), the sentence's case in Hindi. */
export function typeNoun(type: AdminListType): string {
  return tr('dashboards.readonly.typeNoun', { type });
}
