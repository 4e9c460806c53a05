import {
  BACK_OFFICE_TEAM_MESSAGES,
  CATEGORIES,
  MEMBER_FIELDS,
  MSG,
  applyCategory,
  classMessage,
  duplicateStudentIds,
  emptyMember,
  isBlankMember,
  memberToDraft,
  membersListError,
  toMemberInput,
  validateMember,
  type AdminTeamUpdateInput,
  type Category,
  type MemberDraft,
  type MemberErrors,
  type MemberField,
  type Team,
} from '@hackathon/contracts';

/**
 * The admin's Edit Team dialog (back-office spec, "Edit Team dialog" and section 5): teamName,
 * category and the members. The member rules are the school form's (libs/contracts
 * team-members.ts), worded as the back office words them.
 */
export interface EditTeamValues {
  teamName: string;
  category: Category | '';
  members: MemberDraft[];
}

export interface EditTeamErrors {
  teamName?: string;
  category?: string;
  /** Whole-list rules: at least one member, at most 5, exactly one leader. */
  members?: string;
  /** Per row, by the row's key. */
  member: Record<string, MemberErrors>;
}

/** Spec: a new list starts with 3 blank slots (the first is the leader, so the leader rule holds from the start). */
export const NEW_LIST_SLOTS = 3;

export function blankSlots(count = NEW_LIST_SLOTS): MemberDraft[] {
  return Array.from({ length: count }, (_unused, index) => emptyMember(index === 0));
}

export function teamToEditForm(team: Pick<Team, 'teamName' | 'category' | 'members'>): EditTeamValues {
  const members = Array.isArray(team.members) ? team.members.map(memberToDraft) : [];
  return {
    teamName: team.teamName ?? '',
    category: (CATEGORIES as readonly string[]).includes(team.category) ? team.category : '',
    members: members.length > 0 ? members : blankSlots(),
  };
}

/** Spec: a member can be removed only when more than one member exists. */
export function canRemoveMember(members: readonly MemberDraft[]): boolean {
  return members.length > 1;
}

/**
 * A category change: classes that do not fit the new category are cleared (the select offers
 * only its classes), and each row cleared gets the class rule's message so the admin sees why
 * ('Class must be 11 or 12 for Senior category'); the form keeps it until a class is picked.
 */
export function changeCategory(members: readonly MemberDraft[], category: Category): { members: MemberDraft[]; classErrors: Record<string, MemberErrors> } {
  const next = applyCategory(members, category);
  const classErrors: Record<string, MemberErrors> = {};
  next.forEach((member, index) => {
    if (members[index].class !== '' && member.class === '') classErrors[member.key] = { class: classMessage(category) };
  });
  return { members: next, classErrors };
}

/**
 * The rows that are saved: a row left completely blank (an unused slot of the three) is dropped,
 * so the admin need not delete empty slots; any row with something typed is validated in full.
 */
export function rowsToSave(members: readonly MemberDraft[]): MemberDraft[] {
  return members.filter((member) => !isBlankMember(member));
}

export function validateEditTeam(values: EditTeamValues): EditTeamErrors {
  const messages = BACK_OFFICE_TEAM_MESSAGES;
  const errors: EditTeamErrors = { member: {} };
  if (!values.teamName.trim()) errors.teamName = messages.teamNameRequired;
  if (values.category !== 'jr' && values.category !== 'sr') errors.category = MSG.categoryRequired;
  const rows = rowsToSave(values.members);
  const listError = membersListError(rows, messages);
  if (listError) errors.members = listError;
  // without a category the class rule cannot be checked yet; the category error says why
  const category: Category = values.category === 'sr' ? 'sr' : 'jr';
  const dupes = duplicateStudentIds(rows);
  for (const member of rows) {
    const rowErrors = validateMember(member, category, dupes, messages);
    if (!values.category) delete rowErrors.class;
    if (Object.keys(rowErrors).length > 0) errors.member[member.key] = rowErrors;
  }
  return errors;
}

export function hasEditErrors(errors: EditTeamErrors): boolean {
  return Boolean(errors.teamName || errors.category || errors.members || Object.keys(errors.member).length > 0);
}

/**
 * The body of PUT /admin/teams/{id}: the fields, the saved rows, and the `updatedAt` the dialog
 * was opened with (the server refuses a stale edit with 409 instead of overwriting).
 */
export function toAdminTeamUpdate(values: EditTeamValues, updatedAt: string): { body: AdminTeamUpdateInput; sentKeys: string[] } {
  const rows = rowsToSave(values.members);
  return {
    body: {
      teamName: values.teamName.trim(),
      category: values.category as Category,
      members: rows.map(toMemberInput),
      updatedAt,
    },
    sentKeys: rows.map((row) => row.key),
  };
}

/** DOM id of a field of the dialog. */
export function editFieldId(field: string, memberKey?: string): string {
  return memberKey ? `edit-team-${memberKey}-${field}` : `edit-team-${field}`;
}

/** The id of the first field with an error, in the order the dialog shows them. */
export function firstEditErrorId(errors: EditTeamErrors, members: readonly MemberDraft[]): string | null {
  for (const field of ['teamName', 'category'] as const) if (errors[field]) return editFieldId(field);
  for (const member of members) {
    const rowErrors = errors.member[member.key];
    const field = rowErrors ? MEMBER_FIELDS.find((f) => rowErrors[f]) : undefined;
    if (field) return editFieldId(field, member.key);
  }
  return errors.members ? editFieldId('members') : null;
}

/**
 * The server's field errors (`members.2.class`, `teamName`) placed on the dialog. Member paths
 * count the rows as sent (blank rows were dropped), so `sentKeys` maps them back to the rows.
 */
export function serverErrorsToForm(list: readonly { path: string; msg: string }[], sentKeys: readonly string[]): EditTeamErrors {
  const errors: EditTeamErrors = { member: {} };
  for (const { path, msg } of list) {
    const memberPath = /^members\.(\d+)\.(\w+)$/.exec(path);
    if (memberPath) {
      const key = sentKeys[Number(memberPath[1])];
      const field = memberPath[2] as MemberField;
      if (key && MEMBER_FIELDS.includes(field)) {
        const row = (errors.member[key] ??= {});
        row[field] ??= msg;
        continue;
      }
    }
    if (path === 'teamName' || path === 'category') errors[path] ??= msg;
    else errors.members ??= msg;
  }
  return errors;
}

/**
 * The leader checkbox: checking one member makes it the only leader (spec: checking one leader
 * unchecks the others); unchecking leaves the team without one until another is checked.
 */
export function toggleLeader(members: readonly MemberDraft[], key: string, checked: boolean): MemberDraft[] {
  return members.map((member) => (member.key === key ? { ...member, isLeader: checked } : checked ? { ...member, isLeader: false } : member));
}
