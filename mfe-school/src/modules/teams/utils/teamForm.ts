import {
  EMAIL_PATTERN,
  LIMITS,
  MEMBER_FIELDS,
  MSG,
  duplicateStudentIds,
  emptyMember,
  memberToDraft,
  membersListError,
  toMemberInput,
  validateMember,
  type Category,
  type MemberDraft,
  type MemberErrors,
  type MemberField,
  type Team,
  type TeamInput,
  type TeamUpdateInput,
} from '@hackathon/contracts';

// the member rules are shared with the admin's Edit Team dialog (libs/contracts/src/team-members.ts)
export { MEMBER_FIELDS, classMessage, duplicateStudentIds, membersListError, validateMember } from '@hackathon/contracts';
export type { MemberErrors, MemberField } from '@hackathon/contracts';

export type TeamFormMode = 'create' | 'edit';

export interface TeamFormValues {
  teamName: string;
  /** Only on create; a team's password changes in the Password Change tab. */
  password: string;
  category: Category;
  /** A mentor's `_id`; '' for none. */
  assignedMentor: string;
  /** Optional; unique among teams (the server refuses another team's address). */
  teamEmail: string;
  members: MemberDraft[];
}

export interface TeamFormErrors {
  teamName?: string;
  password?: string;
  category?: string;
  teamEmail?: string;
  /** Whole-list rules: member count, exactly one leader. */
  members?: string;
  /** Per row, by the row's key. */
  member: Record<string, MemberErrors>;
}

export function newTeamForm(category: Category = 'jr'): TeamFormValues {
  return { teamName: '', password: '', category, assignedMentor: '', teamEmail: '', members: [emptyMember(true)] };
}

export function teamToForm(team: Team): TeamFormValues {
  const members = (Array.isArray(team.members) ? team.members : []).map(memberToDraft);
  return {
    teamName: team.teamName ?? '',
    password: '',
    category: team.category === 'sr' ? 'sr' : 'jr',
    assignedMentor: team.assignedMentor ?? '',
    teamEmail: team.teamEmail ?? '',
    members,
  };
}

/** Every rule of the team form (participant spec, section 5). */
export function validateTeamForm(values: TeamFormValues, mode: TeamFormMode): TeamFormErrors {
  const errors: TeamFormErrors = { member: {} };
  if (!values.teamName.trim()) errors.teamName = MSG.required;
  if (mode === 'create') {
    if (!values.password) errors.password = MSG.required;
    else if (values.password.length < LIMITS.teamPasswordMin) errors.password = MSG.teamPasswordMin;
  } else if (values.password && values.password.length < LIMITS.teamPasswordMin) {
    errors.password = MSG.teamPasswordMin;
  }
  if (values.category !== 'jr' && values.category !== 'sr') errors.category = MSG.required;
  const teamEmail = values.teamEmail.trim();
  if (teamEmail && !EMAIL_PATTERN.test(teamEmail)) errors.teamEmail = MSG.invalidEmail;
  const listError = membersListError(values.members);
  if (listError) errors.members = listError;
  const category = values.category === 'sr' ? 'sr' : 'jr';
  const dupes = duplicateStudentIds(values.members);
  for (const member of values.members) {
    const memberErrors = validateMember(member, category, dupes);
    if (Object.keys(memberErrors).length > 0) errors.member[member.key] = memberErrors;
  }
  return errors;
}

export function hasTeamErrors(errors: TeamFormErrors): boolean {
  return Boolean(errors.teamName || errors.password || errors.category || errors.teamEmail || errors.members || Object.keys(errors.member).length > 0);
}

/** DOM id of a field of the dialog (used to focus the first error). */
export function teamFieldId(field: 'teamName' | 'password' | 'category' | 'teamEmail' | 'members'): string;
export function teamFieldId(field: MemberField, memberKey: string): string;
export function teamFieldId(field: string, memberKey?: string): string {
  return memberKey ? `team-${memberKey}-${field}` : `team-${field}`;
}

/** The id of the first field with an error, in the order the dialog shows them. */
export function firstTeamErrorId(errors: TeamFormErrors, members: readonly MemberDraft[]): string | null {
  for (const field of ['teamName', 'password', 'category', 'teamEmail'] as const) if (errors[field]) return teamFieldId(field);
  for (const member of members) {
    const rowErrors = errors.member[member.key];
    const field = rowErrors ? MEMBER_FIELDS.find((f) => rowErrors[f]) : undefined;
    if (field) return teamFieldId(field, member.key);
  }
  return errors.members ? teamFieldId('members') : null;
}

/**
 * Server field errors (`members.2.class`, `teamName`) placed on the form: member paths by row
 * position, other paths on their field; anything unknown goes to the members list message.
 */
export function applyServerErrors(values: TeamFormValues, list: readonly { path: string; msg: string }[]): TeamFormErrors {
  const errors: TeamFormErrors = { member: {} };
  for (const { path, msg } of list) {
    const memberPath = /^members\.(\d+)\.(\w+)$/.exec(path);
    if (memberPath) {
      const member = values.members[Number(memberPath[1])];
      const field = memberPath[2] as MemberField;
      if (member && MEMBER_FIELDS.includes(field)) {
        const row = (errors.member[member.key] ??= {});
        row[field] ??= msg;
        continue;
      }
    }
    if (path === 'teamName' || path === 'password' || path === 'category' || path === 'teamEmail') {
      errors[path] ??= msg;
    } else {
      errors.members ??= msg;
    }
  }
  return errors;
}

export interface SchoolRef {
  schoolCode: string;
  schoolName?: string;
}

export function toTeamInput(values: TeamFormValues, school: SchoolRef): TeamInput {
  return {
    teamName: values.teamName.trim(),
    password: values.password,
    category: values.category,
    schoolCode: school.schoolCode,
    ...(school.schoolName ? { schoolName: school.schoolName } : {}),
    members: values.members.map(toMemberInput),
    assignedMentor: values.assignedMentor || null,
    // left out when empty (optional); lower-cased as the server stores it
    ...(normaliseTeamEmail(values.teamEmail) ? { teamEmail: normaliseTeamEmail(values.teamEmail) } : {}),
  };
}

/** The team email as sent: trimmed and lower-cased; '' when none. */
export function normaliseTeamEmail(input: string): string {
  return input.trim().toLowerCase();
}

/** The edit's teamEmail: the new address; null when an address was cleared; left out when there was none. */
function teamEmailChange(input: string, previousEmail: string | null | undefined): Pick<TeamUpdateInput, 'teamEmail'> {
  const teamEmail = normaliseTeamEmail(input);
  if (teamEmail) return { teamEmail };
  // null removes the address (an empty string would collide with the unique index)
  return previousEmail ? { teamEmail: null } : {};
}

/** `previousEmail`: the team's address when the form opened (clearing it sends null). */
export function toTeamUpdate(values: TeamFormValues, school: SchoolRef, previousEmail?: string | null): TeamUpdateInput {
  return {
    teamName: values.teamName.trim(),
    ...(values.password ? { password: values.password } : {}),
    category: values.category,
    schoolCode: school.schoolCode,
    ...(school.schoolName ? { schoolName: school.schoolName } : {}),
    members: values.members.map(toMemberInput),
    assignedMentor: values.assignedMentor || null,
    ...teamEmailChange(values.teamEmail, previousEmail),
  };
}
