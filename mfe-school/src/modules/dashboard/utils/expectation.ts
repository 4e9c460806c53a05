import { LIMITS } from '@hackathon/contracts';

/** 'met' is shown green: a school is expected to field 4 teams and 20 students. */
export type ExpectationTone = 'met' | 'below';

export function teamsTone(teams: number): ExpectationTone {
  return teams >= LIMITS.maxTeamsPerSchool ? 'met' : 'below';
}

export function studentsTone(students: number): ExpectationTone {
  return students >= LIMITS.expectedStudentsPerSchool ? 'met' : 'below';
}

/** The MUI palette colour of a count. */
export function toneColor(tone: ExpectationTone): 'success.main' | 'text.primary' {
  return tone === 'met' ? 'success.main' : 'text.primary';
}
