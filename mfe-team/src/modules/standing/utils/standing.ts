import type { TeamStanding } from '@hackathon/contracts';
import { translate } from '../../../i18n';

/** Phase labels of the specs: 1 = Phase 1, 2 = Phase 2, 3 = Finalist. */
export function phaseLabel(phase: number): string {
  if (phase >= 3) return translate('team.phase.finalist');
  return translate(phase === 2 ? 'team.phase.two' : 'team.phase.one');
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
    if (phase === current)
      return eliminated ? { state: 'eliminated', outcome: translate('team.phase.eliminated') } : { state: 'current', outcome: translate('team.phase.inProgress') };
    return eliminated ? { state: 'notReached', outcome: translate('team.phase.notReached') } : { state: 'upcoming', outcome: translate('team.phase.upcoming') };
  };

  const finale: Pick<PhaseStep, 'state' | 'outcome'> =
    team.status === 'WINNER'
      ? { state: 'completed', outcome: translate('team.phase.winner') }
      : finalist
        ? eliminated
          ? { state: 'eliminated', outcome: translate('team.phase.eliminated') }
          : { state: 'current', outcome: translate('team.phase.qualifiedNationalFinale') }
        : open(3, false, '');

  return [
    { phase: 1, label: phaseLabel(1), score: team.phaseScores.phase1, ...open(1, passed1, translate('team.phase.qualifiedPhase2')) },
    { phase: 2, label: phaseLabel(2), score: team.phaseScores.phase2, ...open(2, passed2, translate('team.phase.qualifiedFinale')) },
    { phase: 3, label: phaseLabel(3), score: team.phaseScores.phase3, ...finale },
  ];
}

/** One line on what the team has qualified for so far. */
export function qualificationSummary(team: Progress): string {
  if (team.status === 'WINNER') return translate('team.summary.winner');
  if (team.status === 'ELIMINATED') return translate('team.summary.eliminatedIn', { phase: phaseLabel(clampPhase(team.currentPhase)) });
  if (team.finalistQualified || team.status === 'FINALIST' || team.currentPhase >= 3) return translate('team.summary.finalist');
  if (team.phase1Qualified || team.currentPhase === 2) return translate('team.phase.qualifiedPhase2');
  return translate('team.summary.phase1');
}

export function scoreText(score: number | null | undefined): string {
  return score === null || score === undefined ? translate('team.score.notScored') : translate('team.score.outOf100', { score });
}

export function averageText(average: number | null | undefined): string {
  return average === null || average === undefined ? translate('team.score.noAverage') : average.toFixed(1);
}

/** '#3 of 120' or 'Not ranked' (eliminated teams are left out of the ranking). */
export function rankText(standing: Pick<TeamStanding, 'rank' | 'rankedTeams'>): string {
  return standing.rank === null ? translate('team.rank.notRanked') : translate('team.rank.position', { rank: standing.rank, total: standing.rankedTeams });
}

export function rankNote(standing: Pick<TeamStanding, 'rank' | 'rankedTeams' | 'category'>): string {
  const category = translate('team.category', { category: standing.category });
  if (standing.rank === null) return translate('team.rank.noteUnranked', { n: standing.rankedTeams, category });
  return translate('team.rank.noteRanked', { category });
}

/** The percentile as words: how many of the other ranked teams scored lower. */
export function percentileText(standing: Pick<TeamStanding, 'percentile' | 'rankedTeams'>): string {
  if (standing.percentile === null) return translate('team.rank.notRanked');
  if (standing.rankedTeams <= 1) return translate('team.percentile.only');
  return translate('team.percentile.higherThan', { percentile: standing.percentile });
}
