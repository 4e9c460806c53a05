import { CLASSES_BY_CATEGORY, LIMITS, type Category, type Gender, type TeamMember } from '@hackathon/contracts';

/** One member row of the team form; `key` is the row's identity in the list (never sent). */
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

export function isClassValid(value: number | '', category: Category): boolean {
  return value !== '' && CLASSES_BY_CATEGORY[category].includes(value);
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
