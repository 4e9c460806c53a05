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

export interface Field {
  label: string;
  value: string;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The school and its place in the directory, as a person's details end. */
function schoolPlaceFields(r: SchoolPlace): Field[] {
  return [
    { label: 'School', value: text(r.schoolName) },
    { label: 'School Code', value: text(r.schoolCode) },
    { label: 'District', value: text(r.district) },
    { label: 'State', value: text(r.state) },
    { label: 'Region', value: text(r.region) },
    { label: 'Zone', value: text(r.zone) },
  ];
}

export function studentFields(s: AdminStudentRow): Field[] {
  return [
    { label: 'Name', value: text(s.name) },
    { label: 'Student ID', value: text(s.studentId) },
    { label: 'Member ID', value: text(s.memberId) },
    { label: 'Class', value: text(s.class) },
    { label: 'Gender', value: genderLabel(s.gender) },
    { label: "Father's Name", value: text(s.fathersName) },
    { label: 'Team', value: text(s.teamName) },
    { label: 'Team ID', value: text(s.teamId) },
    { label: 'Category', value: CATEGORY_LABEL[s.teamCategory] ?? text(s.teamCategory) },
    ...schoolPlaceFields(s),
  ];
}

/** 'FULL' at the capacity (2 teams), else 'n/2'. */
export function mentorLoad(m: Pick<AdminMentorRow, 'assignedTeamsCount' | 'isFull'>): string {
  return m.isFull || m.assignedTeamsCount >= LIMITS.mentorTeamCapacity ? 'FULL' : `${m.assignedTeamsCount}/${LIMITS.mentorTeamCapacity}`;
}

export function mentorFields(m: AdminMentorRow): Field[] {
  return [
    { label: 'Mentor ID', value: text(m.mentorId) },
    { label: 'Teacher ID', value: text(m.teacherId) },
    { label: 'Name', value: text(m.fullName || m.name) },
    { label: 'Designation', value: text(m.designation) },
    { label: 'Gender', value: genderLabel(m.gender) },
    { label: 'Email', value: text(m.emailId) },
    { label: 'Contact', value: text(m.contactNumber) },
    ...schoolPlaceFields(m),
    { label: 'Status', value: m.isActive ? 'Active' : 'Inactive' },
    { label: 'Teams', value: mentorLoad(m) },
    { label: 'Added', value: formatDateTime(m.createdAt) },
    { label: 'Last Updated', value: formatDateTime(m.updatedAt) },
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
    { label: 'School Name', value: text(s.schoolName || s.kvName) },
    { label: 'School Code', value: text(s.schoolCode || s.kvCode) },
    { label: 'District', value: text(s.district) },
    { label: 'City', value: text(s.city) },
    { label: 'State', value: text(s.state) },
    { label: 'Region', value: text(s.region) },
    { label: 'Zone', value: text(s.zone) },
    { label: 'Email', value: text(s.email) },
    { label: 'Contact', value: text(s.contactNumber) },
    { label: 'Registered', value: s.registered ? 'Yes' : 'No' },
    { label: 'Registration Status', value: s.registrationStatus ? registrationStatusLabel(s.registrationStatus) : '—' },
    { label: 'Registrations', value: text(s.registrationCount) },
    { label: 'Teams', value: `${s.teamCount}/${EXPECTED.teams}` },
    { label: 'Mentors', value: `${s.mentorCount}/${LIMITS.maxMentorsPerSchool}` },
    { label: 'Students', value: `${s.studentCount}/${EXPECTED.students}` },
    { label: 'Total Participants', value: text(s.totalParticipants) },
    { label: 'Activity Score', value: `${s.activityScore}/100 (${SCHOOL_ACTIVITY_LABEL[s.activityLevel] ?? s.activityLevel})` },
    { label: 'Activity Status', value: SCHOOL_STATUS_LABEL[s.status] ?? s.status },
  ];
}
