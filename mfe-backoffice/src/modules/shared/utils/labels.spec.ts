import type { AdminTeamRow } from '@hackathon/contracts';
import { capitalised, genderLabel, mentorLabel, registrationStatusLabel, teamsSummary } from './labels';

describe('labels', () => {
  it('capitalises a stored value, a dash when empty', () => {
    expect(genderLabel('female')).toBe('Female');
    expect(registrationStatusLabel('approved')).toBe('Approved');
    expect(registrationStatusLabel(null)).toBe('—');
    expect(capitalised('', 'N/A')).toBe('N/A');
  });

  it('summarises the teams of a school', () => {
    expect(teamsSummary({ teamCount: 3, jrTeams: 2, srTeams: 1 })).toBe('3 (2 Junior, 1 Senior)');
    expect(teamsSummary({ teamCount: 0, jrTeams: 0, srTeams: 0 })).toBe('No teams');
  });

  it("names the mentor with its ID, else the stored name, else 'Unassigned'", () => {
    const mentor = (name: string, mentorId: string) => ({ name, mentorId }) as AdminTeamRow['mentor'];
    expect(mentorLabel({ mentor: mentor('Asha', 'M1'), assignedMentorName: null })).toBe('Asha (M1)');
    expect(mentorLabel({ mentor: mentor('Asha', ''), assignedMentorName: null })).toBe('Asha');
    expect(mentorLabel({ mentor: null, assignedMentorName: ' Ravi ' })).toBe('Ravi');
    expect(mentorLabel({ mentor: null, assignedMentorName: null })).toBe('Unassigned');
  });
});
