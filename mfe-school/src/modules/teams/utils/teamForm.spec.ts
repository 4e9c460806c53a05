import { MSG, type Team } from '@hackathon/contracts';
import { addMember, applyCategory, emptyMember, removeMember, setLeader, type MemberDraft } from './memberRules';
import {
  applyServerErrors,
  firstTeamErrorId,
  hasTeamErrors,
  newTeamForm,
  teamFieldId,
  teamToForm,
  toTeamInput,
  toTeamUpdate,
  validateTeamForm,
  type TeamFormValues,
} from './teamForm';

const member = (over: Partial<MemberDraft> = {}): MemberDraft => ({
  ...emptyMember(),
  name: 'Kavya Rao',
  studentId: 'STU-1',
  class: 9,
  fathersName: 'Ramesh Rao',
  gender: 'female',
  ...over,
});

const form = (over: Partial<TeamFormValues> = {}): TeamFormValues => ({
  teamName: 'Robo Rangers',
  password: 'secret1',
  category: 'jr',
  assignedMentor: '',
  teamEmail: '',
  members: [member({ isLeader: true }), member({ studentId: 'STU-2', name: 'Arjun' })],
  ...over,
});

describe('team form rules', () => {
  it('accepts a complete junior team', () => {
    const errors = validateTeamForm(form(), 'create');
    expect(hasTeamErrors(errors)).toBe(false);
  });

  it('requires the team name, and a password of 6+ on create only', () => {
    expect(validateTeamForm(form({ teamName: ' ' }), 'create').teamName).toBe(MSG.required);
    expect(validateTeamForm(form({ password: '' }), 'create').password).toBe(MSG.required);
    expect(validateTeamForm(form({ password: '12345' }), 'create').password).toBe('Password must be at least 6 characters');
    expect(validateTeamForm(form({ password: '' }), 'edit').password).toBeUndefined();
    expect(validateTeamForm(form({ password: '123' }), 'edit').password).toBe(MSG.teamPasswordMin);
  });

  it('needs 1 to 5 members', () => {
    expect(validateTeamForm(form({ members: [] }), 'create').members).toBe('At least one team member is required');
    const six = Array.from({ length: 6 }, (_, i) => member({ studentId: `S${i}`, isLeader: i === 0 }));
    expect(validateTeamForm(form({ members: six }), 'create').members).toBe('Maximum 5 members allowed');
  });

  it('needs exactly one leader', () => {
    expect(validateTeamForm(form({ members: [member(), member({ studentId: 'B' })] }), 'create').members).toBe(
      'Exactly one team leader is required',
    );
    expect(validateTeamForm(form({ members: [member({ isLeader: true }), member({ studentId: 'B', isLeader: true })] }), 'create').members).toBe(
      MSG.exactlyOneLeader,
    );
  });

  it('requires every member field and unique student IDs', () => {
    const a = member({ isLeader: true, studentId: 'stu-1' });
    const b = member({ studentId: ' STU-1 ', name: '', fathersName: '', gender: '' });
    const errors = validateTeamForm(form({ members: [a, b] }), 'create');
    expect(errors.member[a.key]).toEqual({ studentId: 'Student ID must be unique within this team' });
    expect(errors.member[b.key]).toEqual({ name: MSG.required, studentId: MSG.studentIdUnique, fathersName: MSG.required, gender: MSG.required });
  });

  it('checks the class against the category', () => {
    const jr = member({ isLeader: true, class: 11 });
    expect(validateTeamForm(form({ members: [jr] }), 'create').member[jr.key]).toEqual({ class: 'Class must be 8, 9, or 10 for Junior category' });
    const sr = member({ isLeader: true, class: 10 });
    expect(validateTeamForm(form({ category: 'sr', members: [sr] }), 'create').member[sr.key]).toEqual({ class: 'Class must be 11 or 12 for Senior category' });
    const none = member({ isLeader: true, class: '' });
    expect(validateTeamForm(form({ members: [none] }), 'create').member[none.key]).toEqual({ class: MSG.required });
  });

  it('focuses the first error: top fields, then member rows in order, then the list', () => {
    const m = form();
    const errors = validateTeamForm({ ...m, members: [{ ...m.members[0], gender: '' }, { ...m.members[1], name: '' }] }, 'create');
    expect(firstTeamErrorId(errors, m.members)).toBe(teamFieldId('gender', m.members[0].key));
    expect(firstTeamErrorId({ ...errors, teamName: 'x' }, m.members)).toBe('team-teamName');
    expect(firstTeamErrorId({ member: {}, members: 'x' }, m.members)).toBe('team-members');
    expect(firstTeamErrorId({ member: {} }, m.members)).toBeNull();
  });
});

describe('member state rules', () => {
  it('changing the category clears classes not valid for it', () => {
    const members = [member({ class: 9 }), member({ class: 11 }), member({ class: '' })];
    expect(applyCategory(members, 'sr').map((m) => m.class)).toEqual(['', 11, '']);
    expect(applyCategory(members, 'jr').map((m) => m.class)).toEqual([9, '', '']);
  });

  it('removing the leader makes the first remaining member the leader', () => {
    const [a, b, c] = [member({ isLeader: true }), member(), member()];
    expect(removeMember([a, b, c], a.key).map((m) => m.isLeader)).toEqual([true, false]);
    expect(removeMember([a, b, c], b.key).map((m) => m.isLeader)).toEqual([true, false]);
    expect(removeMember([a], a.key)).toEqual([]);
  });

  it('marking a leader clears the others', () => {
    const [a, b] = [member({ isLeader: true }), member()];
    expect(setLeader([a, b], b.key).map((m) => m.isLeader)).toEqual([false, true]);
  });

  it('adds rows up to 5, the first one as leader', () => {
    const one = addMember([]);
    expect(one).toHaveLength(1);
    expect(one[0].isLeader).toBe(true);
    let list = one;
    for (let i = 0; i < 6; i++) list = addMember(list);
    expect(list).toHaveLength(5);
    expect(list.filter((m) => m.isLeader)).toHaveLength(1);
  });
});

describe('server errors on the form', () => {
  it('places member paths by row and the rest on their fields', () => {
    const values = form();
    const errors = applyServerErrors(values, [
      { path: 'members.1.class', msg: MSG.juniorClass },
      { path: 'teamName', msg: 'taken' },
      { path: 'members', msg: MSG.exactlyOneLeader },
      { path: 'members.9.name', msg: 'ghost row' },
    ]);
    expect(errors.member[values.members[1].key]).toEqual({ class: MSG.juniorClass });
    expect(errors.teamName).toBe('taken');
    expect(errors.members).toBe(MSG.exactlyOneLeader);
  });
});

describe('request bodies', () => {
  it('builds the create body with trimmed values and numeric classes', () => {
    const values = form({ teamName: ' Robo ', assignedMentor: 'm1' });
    const body = toTeamInput(values, { schoolCode: '1001', schoolName: 'KV One' });
    expect(body).toMatchObject({ teamName: 'Robo', password: 'secret1', category: 'jr', schoolCode: '1001', schoolName: 'KV One', assignedMentor: 'm1' });
    expect(body.members[0]).toEqual({ name: 'Kavya Rao', studentId: 'STU-1', class: 9, fathersName: 'Ramesh Rao', gender: 'female', isLeader: true });
  });

  it('leaves the password out of an edit unless one was typed, and sends a null mentor to unassign', () => {
    const update = toTeamUpdate(form({ password: '' }), { schoolCode: '1001' });
    expect(update).not.toHaveProperty('password');
    expect(update.assignedMentor).toBeNull();
    expect(toTeamUpdate(form({ password: 'newpass' }), { schoolCode: '1001' }).password).toBe('newpass');
  });

  it('fills the edit form from a team, keeping member IDs', () => {
    const team = {
      teamName: 'Robo',
      category: 'sr',
      assignedMentor: 'm1',
      members: [{ memberId: 'A1001SR1-M1', name: 'K', studentId: 'S', class: 11, fathersName: 'F', gender: 'male', isLeader: true }],
    } as unknown as Team;
    const values = teamToForm(team);
    expect(values).toMatchObject({ teamName: 'Robo', password: '', category: 'sr', assignedMentor: 'm1' });
    expect(values.members[0]).toMatchObject({ memberId: 'A1001SR1-M1', class: 11, isLeader: true });
    expect(toTeamUpdate(values, { schoolCode: '1' }).members?.[0].memberId).toBe('A1001SR1-M1');
    expect(newTeamForm().members).toHaveLength(1);
  });

  it('sends the optional team email trimmed and lower-cased, leaves it out when empty, and clears it with null', () => {
    const school = { schoolCode: '1001' };
    expect(toTeamInput(form({ teamEmail: ' Robo@Example.ORG ' }), school).teamEmail).toBe('robo@example.org');
    expect(toTeamInput(form(), school)).not.toHaveProperty('teamEmail');
    expect(toTeamUpdate(form({ teamEmail: 'New@Example.org' }), school, 'old@example.org').teamEmail).toBe('new@example.org');
    // cleared on edit: null removes it; never set: left out
    expect(toTeamUpdate(form(), school, 'old@example.org').teamEmail).toBeNull();
    expect(toTeamUpdate(form(), school, null)).not.toHaveProperty('teamEmail');
    expect(teamToForm({ teamName: 'R', category: 'jr', members: [], teamEmail: 'r@example.org' } as unknown as Team).teamEmail).toBe('r@example.org');
  });
});

describe('team email', () => {
  it('is optional, checked as an address when given, and takes the server field error', () => {
    expect(validateTeamForm(form(), 'create').teamEmail).toBeUndefined();
    const errors = validateTeamForm(form({ teamEmail: 'not-an-address' }), 'create');
    expect(errors.teamEmail).toBe(MSG.invalidEmail);
    expect(hasTeamErrors(errors)).toBe(true);
    expect(firstTeamErrorId(errors, form().members)).toBe(teamFieldId('teamEmail'));
    expect(validateTeamForm(form({ teamEmail: 'robo@example.org' }), 'edit').teamEmail).toBeUndefined();
    expect(applyServerErrors(form(), [{ path: 'teamEmail', msg: MSG.invalidEmail }]).teamEmail).toBe(MSG.invalidEmail);
  });
});
