import { MSG } from './messages';
import { BACK_OFFICE_TEAM_MESSAGES, emptyMember, isBlankMember, membersListError, validateMember, type MemberDraft } from './team-members';

const row = (overrides: Partial<MemberDraft> = {}): MemberDraft => ({ ...emptyMember(), ...overrides });

describe('team member rules, shared by the school form and the admin Edit Team dialog', () => {
  it("words a missing field the school form's way by default", () => {
    expect(validateMember(row({ name: 'A', studentId: 'S1', class: 9, fathersName: 'F' }), 'jr', new Set())).toEqual({ gender: MSG.required });
  });

  it("words it the back office's way when asked", () => {
    const errors = validateMember(row(), 'jr', new Set(), BACK_OFFICE_TEAM_MESSAGES);
    expect(errors).toEqual({
      name: 'Name is required',
      studentId: 'Student ID is required',
      class: 'Class is required',
      fathersName: "Father's name is required",
      gender: 'Gender is required',
    });
    expect(validateMember(row({ studentId: 'S1' }), 'sr', new Set(['s1']), BACK_OFFICE_TEAM_MESSAGES).studentId).toBe('Student IDs must be unique within the team');
  });

  it('keeps the class rule of the category in both wordings', () => {
    expect(validateMember(row({ class: 11 }), 'jr', new Set(), BACK_OFFICE_TEAM_MESSAGES).class).toBe(MSG.juniorClass);
    expect(validateMember(row({ class: 10 }), 'sr', new Set()).class).toBe(MSG.seniorClass);
  });

  it('needs exactly one leader', () => {
    expect(membersListError([row(), row()])).toBe(MSG.exactlyOneLeader);
    expect(membersListError([row(), row()], BACK_OFFICE_TEAM_MESSAGES)).toBe('Team must have exactly one leader');
    expect(membersListError([row({ isLeader: true })])).toBeUndefined();
    expect(membersListError([], BACK_OFFICE_TEAM_MESSAGES)).toBe(MSG.atLeastOneMember);
  });

  it('knows a blank row (the leader flag alone does not count)', () => {
    expect(isBlankMember(row({ isLeader: true }))).toBe(true);
    expect(isBlankMember(row({ fathersName: 'F' }))).toBe(false);
  });
});
