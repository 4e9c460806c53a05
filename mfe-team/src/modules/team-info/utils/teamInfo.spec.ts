import { mergeTeamRecords, studentCards, studentDetails, toTeamInfo } from './teamInfo';

describe('mergeTeamRecords', () => {
  it('lets the server record win and keeps session fields the server left out', () => {
    const merged = mergeTeamRecords(
      { teamId: 'D1001JR1', teamName: 'Old name', schoolName: 'KV No. 1' },
      { teamId: 'D1001JR1', teamName: 'Neural Ninjas', schoolName: '', district: 'New Delhi' },
    );
    expect(merged).toMatchObject({ teamName: 'Neural Ninjas', schoolName: 'KV No. 1', district: 'New Delhi' });
  });

  it('works with either side missing', () => {
    expect(mergeTeamRecords(null, null)).toBeNull();
    expect(mergeTeamRecords({ teamId: 'A' }, undefined)).toEqual({ teamId: 'A' });
    expect(mergeTeamRecords(undefined, { teamId: 'B' })).toEqual({ teamId: 'B' });
  });
});

describe('toTeamInfo', () => {
  it('shows the category as Junior or Senior', () => {
    expect(toTeamInfo({ category: 'sr' }).categoryLabel).toBe('Senior');
    expect(toTeamInfo({ category: 'jr' }).categoryLabel).toBe('Junior');
    expect(toTeamInfo({}).categoryLabel).toBe('Junior');
  });

  it('falls back to the login name and N/A for missing fields, and no mentor, email or school code', () => {
    const info = toTeamInfo({ name: 'Byte Squad', teamId: 'D1001SR2' });
    expect(info).toMatchObject({ teamName: 'Byte Squad', teamId: 'D1001SR2', schoolName: 'N/A', zone: 'N/A', mentorName: null, teamEmail: null, schoolCode: null });
  });

  it("reads the team email and the school code (flat or from the school object)", () => {
    expect(toTeamInfo({ teamEmail: ' d1001sr2@teams.test ', schoolCode: '1001' })).toMatchObject({ teamEmail: 'd1001sr2@teams.test', schoolCode: '1001' });
    expect(toTeamInfo({ school: { code: '2002' } }).schoolCode).toBe('2002');
  });

  it('names the assigned mentor', () => {
    expect(toTeamInfo({ assignedMentorName: ' Mrs. Sharma ' }).mentorName).toBe('Mrs. Sharma');
    expect(toTeamInfo({ assignedMentorName: null, mentor: { name: 'Mr. Iyer' } }).mentorName).toBe('Mr. Iyer');
  });

  it('reads the school details object of GET /teamdata when the flat fields are absent', () => {
    const info = toTeamInfo({ school: { name: 'KV No. 2 Bhopal', district: 'Bhopal', state: 'MADHYA PRADESH', zone: 'C' } });
    expect(info).toMatchObject({ schoolName: 'KV No. 2 Bhopal', district: 'Bhopal', state: 'MADHYA PRADESH', zone: 'C' });
  });
});

describe('studentCards', () => {
  it('puts the leader first and shows the class', () => {
    const cards = studentCards([
      { memberId: 'm1', name: 'Ravi', class: 9, isLeader: false },
      { memberId: 'm2', name: 'Meera', class: 10, isLeader: true },
    ]);
    expect(cards).toEqual([
      { key: 'm2', name: 'Meera', className: '10', isLeader: true },
      { key: 'm1', name: 'Ravi', className: '9', isLeader: false },
    ]);
  });

  it('drops members without a name and reads a missing list as empty', () => {
    expect(studentCards([{ memberId: 'x', name: ' ' }])).toEqual([]);
    expect(studentCards(null)).toEqual([]);
  });
});

describe('studentDetails', () => {
  it('lists every field, the leader first, with readable gender and N/A for gaps', () => {
    const rows = studentDetails([
      { memberId: 'm1', studentId: 'S1', name: 'Ravi', class: 9, fathersName: 'Mohan', gender: 'male', isLeader: false },
      { memberId: 'm2', studentId: 'S2', name: 'Meera', class: 10, fathersName: '', gender: 'female', isLeader: true },
    ]);
    expect(rows).toEqual([
      { key: 'm2', studentId: 'S2', name: 'Meera', className: '10', fathersName: 'N/A', gender: 'Female', isLeader: true },
      { key: 'm1', studentId: 'S1', name: 'Ravi', className: '9', fathersName: 'Mohan', gender: 'Male', isLeader: false },
    ]);
  });

  it('reads a missing list as empty', () => {
    expect(studentDetails(undefined)).toEqual([]);
  });
});
