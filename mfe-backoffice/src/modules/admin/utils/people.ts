import {
  CATEGORY_LABEL,
  LIMITS,
  formatDateTime,
  type SchoolPlace,
  type AdminMentorRow,
  type AdminSchoolRow,
  type AdminStudentRow,
} from '@hackathon/contracts';
import { genderLabel, registrationStatusLabel } from '../../shared/utils/labels';
import { SCHOOL_ACTIVITY_LABEL, SCHOOL_STATUS_LABEL } from '../../shared/utils/filters';
import { tr } from '../../../i18n';

export interface Field {
  label: string;
  value: string;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The school and its place in the directory, as a person's details end. */
function schoolPlaceFields(r: SchoolPlace): Field[] {
  return [
    { label: tr('backoffice.field.school'), value: text(r.schoolName) },
    { label: tr('backoffice.field.schoolCode'), value: text(r.schoolCode) },
    { label: tr('backoffice.field.district'), value: text(r.district) },
    { label: tr('backoffice.field.state'), value: text(r.state) },
    { label: tr('backoffice.field.region'), value: text(r.region) },
    { label: tr('backoffice.field.zone'), value: text(r.zone) },
  ];
}

export function studentFields(s: AdminStudentRow): Field[] {
  return [
    { label: tr('backoffice.field.name'), value: text(s.name) },
    { label: tr('backoffice.field.studentId'), value: text(s.studentId) },
    { label: tr('backoffice.field.memberId'), value: text(s.memberId) },
    { label: tr('backoffice.field.class'), value: text(s.class) },
    { label: tr('backoffice.field.gender'), value: genderLabel(s.gender) },
    { label: tr('backoffice.field.fathersName'), value: text(s.fathersName) },
    { label: tr('backoffice.field.team'), value: text(s.teamName) },
    { label: tr('backoffice.field.teamId'), value: text(s.teamId) },
    { label: tr('backoffice.field.category'), value: CATEGORY_LABEL[s.teamCategory] ?? text(s.teamCategory) },
    ...schoolPlaceFields(s),
  ];
}

/** At the capacity (2 teams). */
export function mentorIsFull(m: Pick<AdminMentorRow, 'assignedTeamsCount' | 'isFull'>): boolean {
  return m.isFull || m.assignedTeamsCount >= LIMITS.mentorTeamCapacity;
}

/** 'FULL' at the capacity (2 teams), else 'n/2'. */
export function mentorLoad(m: Pick<AdminMentorRow, 'assignedTeamsCount' | 'isFull'>): string {
  return mentorIsFull(m) ? tr('backoffice.mentors.full') : `${m.assignedTeamsCount}/${LIMITS.mentorTeamCapacity}`;
}

export function mentorFields(m: AdminMentorRow): Field[] {
  return [
    { label: tr('backoffice.field.mentorId'), value: text(m.mentorId) },
    { label: tr('backoffice.field.teacherId'), value: text(m.teacherId) },
    { label: tr('backoffice.field.name'), value: text(m.fullName || m.name) },
    { label: tr('backoffice.field.designation'), value: text(m.designation) },
    { label: tr('backoffice.field.gender'), value: genderLabel(m.gender) },
    { label: tr('backoffice.field.email'), value: text(m.emailId) },
    { label: tr('backoffice.field.contact'), value: text(m.contactNumber) },
    ...schoolPlaceFields(m),
    { label: tr('backoffice.field.status'), value: m.isActive ? tr('backoffice.common.active') : tr('backoffice.common.inactive') },
    { label: tr('backoffice.field.teams'), value: mentorLoad(m) },
    { label: tr('backoffice.field.added'), value: formatDateTime(m.createdAt) },
    { label: tr('backoffice.field.lastUpdated'), value: formatDateTime(m.updatedAt) },
  ];
}

/**
 * Colour of a count against what a school is expected to have (spec section 9: 4 teams and 20
 * students per school, used for colour-coding): reached green, some amber, none red.
 */
export function expectationColor(count: number, expected: number): 'success' | 'warning' | 'error' {
  if (count >= expected) return 'success';
  return count > 0 ? 'warning' : 'error';
}

export const EXPECTED = { teams: LIMITS.maxTeamsPerSchool, students: LIMITS.expectedStudentsPerSchool } as const;

export function schoolFields(s: AdminSchoolRow): Field[] {
  return [
    { label: tr('backoffice.field.schoolName'), value: text(s.schoolName || s.kvName) },
    { label: tr('backoffice.field.schoolCode'), value: text(s.schoolCode || s.kvCode) },
    { label: tr('backoffice.field.district'), value: text(s.district) },
    { label: tr('backoffice.field.city'), value: text(s.city) },
    { label: tr('backoffice.field.state'), value: text(s.state) },
    { label: tr('backoffice.field.region'), value: text(s.region) },
    { label: tr('backoffice.field.zone'), value: text(s.zone) },
    { label: tr('backoffice.field.email'), value: text(s.email) },
    { label: tr('backoffice.field.contact'), value: text(s.contactNumber) },
    { label: tr('backoffice.field.registered'), value: s.registered ? tr('backoffice.common.yes') : tr('backoffice.common.no') },
    { label: tr('backoffice.field.registrationStatus'), value: s.registrationStatus ? registrationStatusLabel(s.registrationStatus) : '—' },
    { label: tr('backoffice.field.registrations'), value: text(s.registrationCount) },
    { label: tr('backoffice.field.teams'), value: `${s.teamCount}/${EXPECTED.teams}` },
    { label: tr('backoffice.field.mentors'), value: `${s.mentorCount}/${LIMITS.maxMentorsPerSchool}` },
    { label: tr('backoffice.field.students'), value: `${s.studentCount}/${EXPECTED.students}` },
    { label: tr('backoffice.field.totalParticipants'), value: text(s.totalParticipants) },
    { label: tr('backoffice.field.activityScore'), value: tr('backoffice.schools.activityScoreValue', { score: s.activityScore, level: SCHOOL_ACTIVITY_LABEL[s.activityLevel] ?? s.activityLevel }) },
    { label: tr('backoffice.field.activityStatus'), value: SCHOOL_STATUS_LABEL[s.status] ?? s.status },
  ];
}
