import { MSG, addMember, applyCategory, removeMember, setLeader, updateMember, type MemberDraft, type Team } from '@hackathon/contracts';
import {
  blankSlots,
  canRemoveMember,
  changeCategory,
  firstEditErrorId,
  editFieldId,
  hasEditErrors,
  serverErrorsToForm,
  teamToEditForm,
  toAdminTeamUpdate,
  toggleLeader,
  validateEditTeam,
  type EditTeamValues,
} from './editTeamForm';

const member = (overrides: Partial<MemberDraft> = {}): MemberDraft => ({
  key: overrides.key ?? `k-${Math.random()}`,
  name: 'Kavya',
  studentId: 'S1',
  class: 9,
  fathersName: 'Ramesh',
  gender: 'female',
  isLeader: false,
  ...overrides,
});

const values = (members: MemberDraft[], extra: Partial<EditTeamValues> = {}): EditTeamValues => ({ teamName: 'Robo', category: 'jr', members, ...extra });

describe('teamToEditForm', () => {
  it('starts a team without members with 3 blank slots, the first the leader', () => {
    const form = teamToEditForm({ teamName: 'Robo', category: 'jr', members: [] } as unknown as Team);
    expect(form.members).toHaveLength(3);
    expect(form.members.map((m) => m.isLeader)).toEqual([true, false, false]);
    expect(form.members.every((m) => m.name === '' && m.class === '')).toBe(true);
  });

  it("keeps a team's members and category", () => {
    const team = {
      teamName: 'Robo',
      category: 'sr',
      members: [{ memberId: 'M1', studentId: 'S1', name: 'A', class: 11, fathersName: 'F', gender: 'male', isLeader: true }],
    } as unknown as Team;
    const form = teamToEditForm(team);
    expect(form.category).toBe('sr');
    expect(form.members).toHaveLength(1);
    expect(form.members[0]).toMatchObject({ memberId: 'M1', class: 11, isLeader: true });
  });
});

describe('member list rules', () => {
  it('removes a member only when more than one exists', () => {
    expect(canRemoveMember([member()])).toBe(false);
    expect(canRemoveMember([member(), member()])).toBe(true);
  });

  it('checking one leader unchecks the others', () => {
    const list = [member({ key: 'a', isLeader: true }), member({ key: 'b' }), member({ key: 'c' })];
    expect(setLeader(list, 'c').map((m) => m.isLeader)).toEqual([false, false, true]);
  });

  it('removing the leader makes the first remaining member the leader', () => {
    const list = [member({ key: 'a', isLeader: true }), member({ key: 'b' })];
    expect(removeMember(list, 'a')).toEqual([expect.objectContaining({ key: 'b', isLeader: true })]);
  });

  it('adds at most 5 members', () => {
    let list = blankSlots();
    list = addMember(addMember(addMember(list)));
    expect(list).toHaveLength(5);
  });

  it('a category change clears classes that do not fit it', () => {
    const list = [member({ key: 'a', class: 9 }), member({ key: 'b', class: 11 })];
    expect(applyCategory(list, 'sr').map((m) => m.class)).toEqual(['', 11]);
  });

  it('a category change says why a class was cleared, on that row only', () => {
    const list = [member({ key: 'a', class: 9 }), member({ key: 'b', class: 11 }), member({ key: 'c', class: '' })];
    const changed = changeCategory(list, 'sr');
    expect(changed.members.map((m) => m.class)).toEqual(['', 11, '']);
    expect(changed.classErrors).toEqual({ a: { class: MSG.seniorClass } });
    expect(changeCategory(changed.members, 'jr').classErrors).toEqual({ b: { class: MSG.juniorClass } });
  });
});

describe('validateEditTeam', () => {
  it('accepts a complete team', () => {
    expect(hasEditErrors(validateEditTeam(values([member({ isLeader: true })])))).toBe(false);
  });

  it('needs the team name', () => {
    expect(validateEditTeam(values([member({ isLeader: true })], { teamName: '  ' })).teamName).toBe(MSG.teamNameRequired);
  });

  it('needs the category', () => {
    const errors = validateEditTeam(values([member({ isLeader: true })], { category: '' }));
    expect(errors.category).toBe(MSG.categoryRequired);
    expect(errors.member).toEqual({});
  });

  it('names each missing member field in the back office wording', () => {
    const row = member({ key: 'x', isLeader: true, name: 'Kavya', studentId: '', class: '', fathersName: '', gender: '' });
    expect(validateEditTeam(values([row])).member.x).toEqual({
      studentId: MSG.studentIdRequired,
      class: MSG.classRequired,
      fathersName: MSG.fathersNameRequired,
      gender: MSG.genderRequired,
    });
    const nameless = member({ key: 'y', isLeader: true, name: '' });
    expect(validateEditTeam(values([nameless])).member.y).toEqual({ name: MSG.nameRequired });
  });

  it('applies the class rule of the category', () => {
    expect(validateEditTeam(values([member({ key: 'x', isLeader: true, class: 11 })])).member.x).toEqual({ class: MSG.juniorClass });
    expect(validateEditTeam(values([member({ key: 'x', isLeader: true, class: 9 })], { category: 'sr' })).member.x).toEqual({ class: MSG.seniorClass });
  });

  it('needs exactly one leader', () => {
    expect(validateEditTeam(values([member(), member({ studentId: 'S2' })])).members).toBe(MSG.teamMustHaveOneLeader);
  });

  it('refuses duplicate student IDs (any case)', () => {
    const errors = validateEditTeam(values([member({ key: 'a', isLeader: true, studentId: 'S1' }), member({ key: 'b', studentId: ' s1 ' })]));
    expect(errors.member.a?.studentId).toBe(MSG.studentIdsUniqueInTeam);
    expect(errors.member.b?.studentId).toBe(MSG.studentIdsUniqueInTeam);
  });

  it('ignores untouched blank slots, but needs at least one member', () => {
    const [first, second, third] = blankSlots();
    const filled = { ...first, name: 'A', studentId: 'S1', class: 8 as const, fathersName: 'F', gender: 'male' as const };
    expect(hasEditErrors(validateEditTeam(values([filled, second, third])))).toBe(false);
    expect(validateEditTeam(values(blankSlots())).members).toBe(MSG.atLeastOneMember);
  });

  it('points at the first field with an error', () => {
    const row = member({ key: 'r1', isLeader: true, fathersName: '' });
    const errors = validateEditTeam(values([row], { teamName: '' }));
    expect(firstEditErrorId(errors, [row])).toBe(editFieldId('teamName'));
    const onlyRow = validateEditTeam(values([row]));
    expect(firstEditErrorId(onlyRow, [row])).toBe(editFieldId('fathersName', 'r1'));
  });
});

describe('toAdminTeamUpdate', () => {
  it('sends the trimmed fields, the kept rows and the updatedAt it was opened with', () => {
    const [first, second] = blankSlots(2);
    const filled = updateMember([first], first.key, { name: ' Asha ', studentId: ' S9 ', class: 10, fathersName: 'F', gender: 'female' })[0];
    const { body, sentKeys } = toAdminTeamUpdate({ teamName: ' Robo ', category: 'jr', members: [filled, second] }, '2026-01-01T00:00:00.000Z');
    expect(body).toEqual({
      teamName: 'Robo',
      category: 'jr',
      members: [{ name: 'Asha', studentId: 'S9', class: 10, fathersName: 'F', gender: 'female', isLeader: true }],
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(sentKeys).toEqual([filled.key]);
  });
});

describe('server errors', () => {
  it('places member paths on the rows as sent, others on their field or the list', () => {
    const errors = serverErrorsToForm(
      [
        { path: 'members.1.class', msg: 'bad class' },
        { path: 'teamName', msg: 'taken' },
        { path: 'members', msg: 'list' },
      ],
      ['a', 'c'],
    );
    expect(errors.member).toEqual({ c: { class: 'bad class' } });
    expect(errors.teamName).toBe('taken');
    expect(errors.members).toBe('list');
  });
});

describe('toggleLeader', () => {
  it('checking one unchecks the others; unchecking leaves none', () => {
    const list = [member({ key: 'a', isLeader: true }), member({ key: 'b' })];
    const moved = toggleLeader(list, 'b', true);
    expect(moved.map((m) => m.isLeader)).toEqual([false, true]);
    expect(toggleLeader(moved, 'b', false).map((m) => m.isLeader)).toEqual([false, false]);
  });
});
