/**
 * The team member editor's pure rules, shared by the school's team form (mfe-school) and the
 * admin's Edit Team dialog (mfe-backoffice), so both apply one copy of the leader rule and the
 * class rule (participant spec section 5, back-office spec sections 3 and 5).
 */
import { CLASSES_BY_CATEGORY, GENDERS, LIMITS, type Category, type Gender } from './constants';
import type { TeamMember } from './entities';
import { MSG } from './messages';
import type { TeamMemberInput } from './school-participants';

/** One member row of a team form; `key` is the row's identity in the list (never sent). */
export interface MemberDraft {
  key: string;
  memberId?: string;
  name: string;
  studentId: string;
  class: number | '';
  fathersName: string;
  gender: Gender | '';
  isLeader: boolean;
}

export type MemberField = 'name' | 'studentId' | 'class' | 'fathersName' | 'gender';
export const MEMBER_FIELDS: readonly MemberField[] = ['name', 'studentId', 'class', 'fathersName', 'gender'];
export type MemberErrors = Partial<Record<MemberField, string>>;

let nextKey = 0;
export const newMemberKey = (): string => `member-${++nextKey}`;

export function emptyMember(isLeader = false): MemberDraft {
  return { key: newMemberKey(), name: '', studentId: '', class: '', fathersName: '', gender: '', isLeader };
}

export function memberToDraft(member: TeamMember): MemberDraft {
  return {
    key: newMemberKey(),
    memberId: member.memberId || undefined,
    name: member.name ?? '',
    studentId: member.studentId ?? '',
    class: typeof member.class === 'number' ? member.class : '',
    fathersName: member.fathersName ?? '',
    gender: member.gender ?? '',
    isLeader: Boolean(member.isLeader),
  };
}

/** Nothing typed or picked in the row (the leader flag alone does not count). */
export function isBlankMember(member: MemberDraft): boolean {
  return !member.name.trim() && !member.studentId.trim() && member.class === '' && !member.fathersName.trim() && !member.gender;
}

export function isClassValid(value: number | '', category: Category): boolean {
  return value !== '' && CLASSES_BY_CATEGORY[category].includes(value);
}

export function classMessage(category: Category): string {
  return category === 'jr' ? MSG.juniorClass : MSG.seniorClass;
}

/** Changing the category clears any member class not valid for the new category. */
export function applyCategory(members: readonly MemberDraft[], category: Category): MemberDraft[] {
  return members.map((member) => (member.class === '' || isClassValid(member.class, category) ? member : { ...member, class: '' }));
}

/** A new row, up to 5; the first member of an empty team is its leader. */
export function addMember(members: readonly MemberDraft[]): MemberDraft[] {
  if (members.length >= LIMITS.maxTeamMembers) return [...members];
  return [...members, emptyMember(members.length === 0)];
}

/** Removing the leader makes the first remaining member the leader. */
export function removeMember(members: readonly MemberDraft[], key: string): MemberDraft[] {
  const removed = members.find((member) => member.key === key);
  const rest = members.filter((member) => member.key !== key);
  if (removed?.isLeader && rest.length > 0 && !rest.some((member) => member.isLeader)) {
    return rest.map((member, index) => ({ ...member, isLeader: index === 0 }));
  }
  return rest;
}

/** Marking a member as leader clears the flag on the others. */
export function setLeader(members: readonly MemberDraft[], key: string): MemberDraft[] {
  return members.map((member) => ({ ...member, isLeader: member.key === key }));
}

export function updateMember(members: readonly MemberDraft[], key: string, patch: Partial<Omit<MemberDraft, 'key' | 'isLeader'>>): MemberDraft[] {
  return members.map((member) => (member.key === key ? { ...member, ...patch } : member));
}

/** The student IDs used more than once (trimmed, lower-cased). */
export function duplicateStudentIds(members: readonly MemberDraft[]): Set<string> {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const member of members) {
    const id = member.studentId.trim().toLowerCase();
    if (!id) continue;
    if (seen.has(id)) dupes.add(id);
    seen.add(id);
  }
  return dupes;
}

/**
 * The words of the editor's errors. The rules are one; the wording differs: the school's team form
 * (participant spec) says 'This field is required', the back office's team editor names each field
 * (back-office spec, section 5).
 */
export interface TeamEditorMessages {
  teamNameRequired: string;
  atLeastOneMember: string;
  maxMembers: string;
  exactlyOneLeader: string;
  studentIdRequired: string;
  nameRequired: string;
  classRequired: string;
  fathersNameRequired: string;
  genderRequired: string;
  invalidGender: string;
  studentIdUnique: string;
}

/** Editor messages read when shown (MSG follows the language of the moment): one getter per message. */
function editorMessages(read: { [K in keyof TeamEditorMessages]: () => string }): TeamEditorMessages {
  const messages = {} as TeamEditorMessages;
  for (const [name, get] of Object.entries(read)) Object.defineProperty(messages, name, { get, enumerable: true });
  return Object.freeze(messages);
}

/** The school's team form (participant spec, section 5). */
export const SCHOOL_TEAM_MESSAGES: TeamEditorMessages = editorMessages({
  teamNameRequired: () => MSG.required,
  atLeastOneMember: () => MSG.atLeastOneMember,
  maxMembers: () => MSG.maxMembers,
  exactlyOneLeader: () => MSG.exactlyOneLeader,
  studentIdRequired: () => MSG.required,
  nameRequired: () => MSG.required,
  classRequired: () => MSG.required,
  fathersNameRequired: () => MSG.required,
  genderRequired: () => MSG.required,
  invalidGender: () => MSG.invalidGender,
  studentIdUnique: () => MSG.studentIdUnique,
});

/** The admin's Edit Team dialog (back-office spec, section 5). */
export const BACK_OFFICE_TEAM_MESSAGES: TeamEditorMessages = editorMessages({
  teamNameRequired: () => MSG.teamNameRequired,
  atLeastOneMember: () => MSG.atLeastOneMember,
  maxMembers: () => MSG.maxMembers,
  exactlyOneLeader: () => MSG.teamMustHaveOneLeader,
  studentIdRequired: () => MSG.studentIdRequired,
  nameRequired: () => MSG.nameRequired,
  classRequired: () => MSG.classRequired,
  fathersNameRequired: () => MSG.fathersNameRequired,
  genderRequired: () => MSG.genderRequired,
  invalidGender: () => MSG.invalidGender,
  studentIdUnique: () => MSG.studentIdsUniqueInTeam,
});

/** One member row's rules; `duplicateIds` holds the student IDs used more than once (lower-cased). */
export function validateMember(
  member: MemberDraft,
  category: Category,
  duplicateIds: ReadonlySet<string>,
  messages: TeamEditorMessages = SCHOOL_TEAM_MESSAGES,
): MemberErrors {
  const errors: MemberErrors = {};
  if (!member.name.trim()) errors.name = messages.nameRequired;
  const studentId = member.studentId.trim();
  if (!studentId) errors.studentId = messages.studentIdRequired;
  else if (duplicateIds.has(studentId.toLowerCase())) errors.studentId = messages.studentIdUnique;
  if (member.class === '') errors.class = messages.classRequired;
  else if (!isClassValid(member.class, category)) errors.class = classMessage(category);
  if (!member.fathersName.trim()) errors.fathersName = messages.fathersNameRequired;
  if (!member.gender) errors.gender = messages.genderRequired;
  else if (!(GENDERS as readonly string[]).includes(member.gender)) errors.gender = messages.invalidGender;
  return errors;
}

/** Whole-list rules: 1 to 5 members, exactly one leader. */
export function membersListError(members: readonly MemberDraft[], messages: TeamEditorMessages = SCHOOL_TEAM_MESSAGES): string | undefined {
  if (members.length < LIMITS.minTeamMembers) return messages.atLeastOneMember;
  if (members.length > LIMITS.maxTeamMembers) return messages.maxMembers;
  if (members.filter((member) => member.isLeader).length !== 1) return messages.exactlyOneLeader;
  return undefined;
}

/** A row as the API takes it (trimmed; the memberId only when the member has one). */
export function toMemberInput(member: MemberDraft): TeamMemberInput {
  return {
    ...(member.memberId ? { memberId: member.memberId } : {}),
    name: member.name.trim(),
    studentId: member.studentId.trim(),
    class: Number(member.class),
    fathersName: member.fathersName.trim(),
    gender: member.gender as TeamMemberInput['gender'],
    isLeader: member.isLeader,
  };
}
