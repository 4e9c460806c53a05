import { membersLeaderFirst, teamAttendance } from './mentorTeam';

describe("a mentor's team card", () => {
  it('reads P as present, anything else recorded as absent, and nothing as not recorded', () => {
    expect(teamAttendance({ attendance: { day1: 'P', day2: 'A', day3: ' ', day4: null } })).toEqual([
      { day: 1, mark: 'Present' },
      { day: 2, mark: 'Absent' },
      { day: 3, mark: 'Not recorded' },
      { day: 4, mark: 'Not recorded' },
    ]);
  });

  it('lists the leader first and keeps the order of the others', () => {
    const members = [
      { name: 'Asha', isLeader: false },
      { name: 'Bilal', isLeader: false },
      { name: 'Chitra', isLeader: true },
    ];
    expect(membersLeaderFirst(members).map((m) => m.name)).toEqual(['Chitra', 'Asha', 'Bilal']);
  });
});
