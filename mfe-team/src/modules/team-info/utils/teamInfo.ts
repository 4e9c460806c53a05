import {
  DEFAULTS,
  type Gender,
  type Category,
  type Team,
  type TeamMember,
  type TeamMentorDetails,
  type TeamSchoolDetails,
} from '@hackathon/contracts';
import { translate } from '../../../i18n';

/** What the panel reads from the session's team record or from GET /teamdata (both optional field by field). */
export type TeamRecord = Partial<Omit<Team, 'members'>> & {
  name?: string | null;
  members?: Partial<TeamMember>[] | null;
  /** GET /teamdata adds the school and the assigned mentor as objects. */
  school?: Partial<TeamSchoolDetails> | null;
  mentor?: Partial<TeamMentorDetails> | null;
};

export interface TeamInfo {
  teamName: string;
  teamId: string;
  category: Category;
  categoryLabel: string;
  /** The team's email (a sign-in name and where reset links go); null when none is set. */
  teamEmail: string | null;
  /** The school's code, for its schedule; null when unknown. */
  schoolCode: string | null;
  schoolName: string;
  district: string;
  state: string;
  zone: string;
  mentorName: string | null;
  mentorDesignation: string | null;
  students: StudentCard[];
}

export interface StudentCard {
  key: string;
  name: string;
  className: string;
  isLeader: boolean;
}


function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The server's record wins field by field; the session copy fills what the server left out. */
export function mergeTeamRecords(session: TeamRecord | null | undefined, server: TeamRecord | null | undefined): TeamRecord | null {
  if (!session && !server) return null;
  const merged: TeamRecord = { ...(session ?? {}) };
  for (const [key, value] of Object.entries(server ?? {})) {
    if (value !== undefined && value !== null && value !== '') (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

export function categoryOf(record: Pick<TeamRecord, 'category'>): Category {
  return record.category === 'sr' ? 'sr' : DEFAULTS.category;
}

/** Students in team order, the leader first. */
export function studentCards(members: TeamRecord['members']): StudentCard[] {
  const NOT_AVAILABLE = translate('team.notAvailable');
  const list = Array.isArray(members) ? members : [];
  const cards = list
    .filter((member) => text(member?.name) !== '')
    .map((member, index) => ({
      key: text(member.memberId) || text(member.studentId) || `member-${index}`,
      name: text(member.name),
      className: text(member.class) || NOT_AVAILABLE,
      isLeader: member.isLeader === true,
    }));
  return [...cards.filter((card) => card.isLeader), ...cards.filter((card) => !card.isLeader)];
}

export function toTeamInfo(record: TeamRecord): TeamInfo {
  const category = categoryOf(record);
  const NOT_AVAILABLE = translate('team.notAvailable');
  return {
    teamName: text(record.teamName) || text(record.name) || NOT_AVAILABLE,
    teamId: text(record.teamId) || NOT_AVAILABLE,
    category,
    categoryLabel: translate('team.category', { category }),
    teamEmail: text(record.teamEmail) || null,
    schoolCode: text(record.schoolCode) || text(record.school?.code) || null,
    schoolName: text(record.schoolName) || text(record.school?.name) || NOT_AVAILABLE,
    district: text(record.district) || text(record.school?.district) || NOT_AVAILABLE,
    state: text(record.state) || text(record.school?.state) || NOT_AVAILABLE,
    zone: text(record.zone) || text(record.school?.zone) || NOT_AVAILABLE,
    mentorName: text(record.assignedMentorName) || text(record.mentor?.name) || null,
    mentorDesignation: text(record.mentor?.designation) || null,
    students: studentCards(record.members),
  };
}

export interface StudentDetail {
  key: string;
  studentId: string;
  name: string;
  className: string;
  fathersName: string;
  gender: string;
  isLeader: boolean;
}

const GENDERS: ReadonlySet<string> = new Set<Gender>(['male', 'female', 'other']);

/** Every field of each student (the Student Details section), the leader first, N/A for gaps. */
export function studentDetails(members: TeamRecord['members']): StudentDetail[] {
  const NOT_AVAILABLE = translate('team.notAvailable');
  const list = Array.isArray(members) ? members : [];
  const rows = list
    .filter((member) => text(member?.name) !== '')
    .map((member, index) => ({
      key: text(member.memberId) || text(member.studentId) || `member-${index}`,
      studentId: text(member.studentId) || NOT_AVAILABLE,
      name: text(member.name),
      className: text(member.class) || NOT_AVAILABLE,
      fathersName: text(member.fathersName) || NOT_AVAILABLE,
      gender: member.gender && GENDERS.has(member.gender) ? translate('team.gender', { gender: member.gender }) : NOT_AVAILABLE,
      isLeader: member.isLeader === true,
    }));
  return [...rows.filter((row) => row.isLeader), ...rows.filter((row) => !row.isLeader)];
}
