import { CATEGORY_LABEL, type TeamStanding } from '@hackathon/contracts';

/** Phase labels of the specs: 1 = Phase 1, 2 = Phase 2, 3 = Finalist. */
export function phaseLabel(phase: number): string {
  if (phase >= 3) return 'Finalist';
  return phase === 2 ? 'Phase 2' : 'Phase 1';
}

export type PhaseState = 'completed' | 'current' | 'upcoming' | 'eliminated' | 'notReached';

export interface PhaseStep {
  phase: 1 | 2 | 3;
  label: string;
  state: PhaseState;
  /** The phase's score (0-100), null while not scored. */
  score: number | null;
  /** What this phase means for the team, in a few words. */
  outcome: string;
}

type Progress = Pick<TeamStanding, 'status' | 'currentPhase' | 'phase1Qualified' | 'phase2Qualified' | 'finalistQualified' | 'phaseScores'>;

function clampPhase(phase: number): 1 | 2 | 3 {
  if (phase >= 3) return 3;
  return phase === 2 ? 2 : 1;
}

/** Where the team stands in each of the three phases (what it qualified for, where it stopped). */
export function phaseSteps(team: Progress): PhaseStep[] {
  const current = clampPhase(team.currentPhase);
  const eliminated = team.status === 'ELIMINATED';
  const passed1 = team.phase1Qualified || current >= 2;
  const passed2 = team.phase2Qualified || current >= 3;
  const finalist = team.finalistQualified || current >= 3;

  const open = (phase: 1 | 2 | 3, passed: boolean, passedOutcome: string): Pick<PhaseStep, 'state' | 'outcome'> => {
    if (passed) return { state: 'completed', outcome: passedOutcome };
    if (phase === current) return eliminated ? { state: 'eliminated', outcome: 'Eliminated' } : { state: 'current', outcome: 'In progress' };
    return eliminated ? { state: 'notReached', outcome: 'Not reached' } : { state: 'upcoming', outcome: 'Upcoming' };
  };

  const finale: Pick<PhaseStep, 'state' | 'outcome'> =
    team.status === 'WINNER'
      ? { state: 'completed', outcome: 'Winner' }
      : finalist
        ? eliminated
          ? { state: 'eliminated', outcome: 'Eliminated' }
          : { state: 'current', outcome: 'Qualified for the national finale' }
        : open(3, false, '');

  return [
    { phase: 1, label: phaseLabel(1), score: team.phaseScores.phase1, ...open(1, passed1, 'Qualified for Phase 2') },
    { phase: 2, label: phaseLabel(2), score: team.phaseScores.phase2, ...open(2, passed2, 'Qualified for the Finale') },
    { phase: 3, label: phaseLabel(3), score: team.phaseScores.phase3, ...finale },
  ];
}

/** One line on what the team has qualified for so far. */
export function qualificationSummary(team: Progress): string {
  if (team.status === 'WINNER') return 'Winner of the national finale';
  if (team.status === 'ELIMINATED') return `Eliminated in ${phaseLabel(clampPhase(team.currentPhase))}`;
  if (team.finalistQualified || team.status === 'FINALIST' || team.currentPhase >= 3) return 'Qualified for the Finale (Finalist)';
  if (team.phase1Qualified || team.currentPhase === 2) return 'Qualified for Phase 2';
  return 'Competing in Phase 1';
}

export function scoreText(score: number | null | undefined): string {
  return score === null || score === undefined ? 'Not scored yet' : `${score} / 100`;
}

export function averageText(average: number | null | undefined): string {
  return average === null || average === undefined ? 'No scores yet' : average.toFixed(1);
}

/** '#3 of 120' or 'Not ranked' (eliminated teams are left out of the ranking). */
export function rankText(standing: Pick<TeamStanding, 'rank' | 'rankedTeams'>): string {
  return standing.rank === null ? 'Not ranked' : `#${standing.rank} of ${standing.rankedTeams}`;
}

export function rankNote(standing: Pick<TeamStanding, 'rank' | 'rankedTeams' | 'category'>): string {
  const category = CATEGORY_LABEL[standing.category];
  if (standing.rank === null) return `Eliminated teams are not ranked. ${standing.rankedTeams} ${category} teams are still ranked.`;
  return `Among ${category} teams, by total score (equal scores share a rank).`;
}

/** The percentile as words: how many of the other ranked teams scored lower. */
export function percentileText(standing: Pick<TeamStanding, 'percentile' | 'rankedTeams'>): string {
  if (standing.percentile === null) return 'Not ranked';
  if (standing.rankedTeams <= 1) return 'The only ranked team';
  return `Higher than ${standing.percentile}% of the other ranked teams`;
}
