import type { AdminMentorRow, AdminTeamRow } from '@hackathon/contracts';
import { canAssign, currentMentorId, mentorOptions } from './mentorOptions';

const mentor = (id: string, overrides: Partial<AdminMentorRow> = {}) =>
  ({ _id: id, mentorId: `MNT-${id}`, name: `Mentor ${id}`, fullName: `Mentor ${id}`, designation: 'PGT', schoolCode: '1001', isActive: true, assignedTeamsCount: 0, ...overrides }) as AdminMentorRow;
const team = (mentorId: string | null) => ({ schoolCode: '1001', assignedMentor: mentorId, mentor: mentorId ? { _id: mentorId } : null }) as unknown as AdminTeamRow;

describe('mentorOptions', () => {
  it('lists only active mentors of the same school', () => {
    const options = mentorOptions([mentor('a'), mentor('b', { isActive: false }), mentor('c', { schoolCode: '2002' })], team(null));
    expect(options.map((o) => o._id)).toEqual(['a']);
  });

  it('shows a mentor with 2 or more teams as FULL, not selectable', () => {
    const options = mentorOptions([mentor('a', { assignedTeamsCount: 2 }), mentor('b', { assignedTeamsCount: 1 }), mentor('c', { assignedTeamsCount: 3 })], team(null));
    expect(options.map((o) => o.isFull)).toEqual([true, false, true]);
    expect(options.map(canAssign)).toEqual([false, true, false]);
  });

  it("keeps the team's own mentor as current, not FULL, and not assignable again", () => {
    const [current] = mentorOptions([mentor('a', { assignedTeamsCount: 2 })], team('a'));
    expect(current).toMatchObject({ isCurrent: true, isFull: false });
    expect(canAssign(current)).toBe(false);
    expect(canAssign(undefined)).toBe(false);
  });

  it("reads the team's mentor from its details, else assignedMentor", () => {
    expect(currentMentorId({ mentor: null, assignedMentor: 'x' } as AdminTeamRow)).toBe('x');
    expect(currentMentorId({ mentor: { _id: 'y' }, assignedMentor: 'x' } as unknown as AdminTeamRow)).toBe('y');
    expect(currentMentorId({ mentor: null, assignedMentor: null } as AdminTeamRow)).toBeNull();
  });
});
