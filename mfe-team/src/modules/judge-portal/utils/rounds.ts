import type { JudgeAssignment, JudgeRound } from '@hackathon/contracts';

/** A round's progress: its sheets submitted out of those assigned. */
export function roundProgress(round: Pick<JudgeRound, 'assignments'>): { submitted: number; total: number; percent: number } {
  const total = round.assignments.length;
  const submitted = round.assignments.filter((a) => a.state === 'submitted').length;
  return { submitted, total, percent: total === 0 ? 0 : Math.round((100 * submitted) / total) };
}

/** The assignment (and its round, whose rubric it is scored by) with this id, if it is still the judge's. */
export function findAssignment(rounds: readonly JudgeRound[], id: string | null): { round: JudgeRound; assignment: JudgeAssignment } | null {
  if (!id) return null;
  for (const round of rounds) {
    const assignment = round.assignments.find((a) => a._id === id);
    if (assignment) return { round, assignment };
  }
  return null;
}

export const allAssignments = (rounds: readonly JudgeRound[]): JudgeAssignment[] => rounds.flatMap((round) => round.assignments);
