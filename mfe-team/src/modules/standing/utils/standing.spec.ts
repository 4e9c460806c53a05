import { NEW_TEAM_PROGRESS, type TeamStanding } from '@hackathon/contracts';
import {
  averageText,
  percentileText,
  phaseLabel,
  phaseSteps,
  qualificationSummary,
  rankNote,
  rankText,
  scoreText,
} from './standing';

const base: TeamStanding = {
  _id: 't1',
  teamId: 'A1001JR1',
  teamName: 'Neural Ninjas',
  category: 'jr',
  ...NEW_TEAM_PROGRESS,
  rank: 4,
  rankedTeams: 120,
  percentile: 97,
  statistics: { teamsInCategory: 130, activeTeams: 118, finalists: 2, eliminatedTeams: 10, averageScore: 61.25, highestScore: 190 },
};

const outcomes = (team: TeamStanding) => phaseSteps(team).map((step) => [step.label, step.state, step.outcome]);

describe('team status and phase labels', () => {
  it('names the phases 1 = Phase 1, 2 = Phase 2, 3 = Finalist', () => {
    expect([1, 2, 3].map(phaseLabel)).toEqual(['Phase 1', 'Phase 2', 'Finalist']);
  });
});

describe('phaseSteps', () => {
  it('a team in phase 1: in progress, the rest upcoming', () => {
    expect(outcomes(base)).toEqual([
      ['Phase 1', 'current', 'In progress'],
      ['Phase 2', 'upcoming', 'Upcoming'],
      ['Finalist', 'upcoming', 'Upcoming'],
    ]);
  });

  it('a team promoted to phase 2 has qualified from phase 1 and carries its scores', () => {
    const team = { ...base, currentPhase: 2, phase1Qualified: true, phaseScores: { phase1: 82, phase2: null, phase3: null } };
    const steps = phaseSteps(team);
    expect(steps.map((s) => [s.state, s.outcome, s.score])).toEqual([
      ['completed', 'Qualified for Phase 2', 82],
      ['current', 'In progress', null],
      ['upcoming', 'Upcoming', null],
    ]);
    expect(qualificationSummary(team)).toBe('Qualified for Phase 2');
  });

  it('a finalist has passed phases 1 and 2', () => {
    const team = { ...base, status: 'FINALIST' as const, currentPhase: 3, phase1Qualified: true, phase2Qualified: true, finalistQualified: true };
    expect(outcomes(team)).toEqual([
      ['Phase 1', 'completed', 'Qualified for Phase 2'],
      ['Phase 2', 'completed', 'Qualified for the Finale'],
      ['Finalist', 'current', 'Qualified for the national finale'],
    ]);
    expect(qualificationSummary(team)).toBe('Qualified for the Finale (Finalist)');
  });

  it('a winner completes the finale', () => {
    const team = { ...base, status: 'WINNER' as const, currentPhase: 3, phase1Qualified: true, phase2Qualified: true, finalistQualified: true };
    expect(phaseSteps(team)[2]).toMatchObject({ state: 'completed', outcome: 'Winner' });
    expect(qualificationSummary(team)).toBe('Winner of the national finale');
  });

  it('an eliminated team shows where it stopped and the phases it did not reach', () => {
    const team = { ...base, status: 'ELIMINATED' as const, currentPhase: 1, phaseScores: { phase1: 30, phase2: null, phase3: null } };
    expect(outcomes(team)).toEqual([
      ['Phase 1', 'eliminated', 'Eliminated'],
      ['Phase 2', 'notReached', 'Not reached'],
      ['Finalist', 'notReached', 'Not reached'],
    ]);
    expect(qualificationSummary(team)).toBe('Eliminated in Phase 1');
    expect(qualificationSummary({ ...team, currentPhase: 2, phase1Qualified: true })).toBe('Eliminated in Phase 2');
  });
});

describe('figures as text', () => {
  it('scores and averages', () => {
    expect(scoreText(null)).toBe('Not scored yet');
    expect(scoreText(0)).toBe('0 / 100');
    expect(averageText(61.25)).toBe('61.3');
    expect(averageText(null)).toBe('No scores yet');
  });

  it('rank and percentile, ranked or not', () => {
    expect(rankText(base)).toBe('#4 of 120');
    expect(rankNote(base)).toMatch(/Junior teams/);
    expect(percentileText(base)).toBe('Higher than 97% of the other ranked teams');
    const out = { ...base, rank: null, percentile: null };
    expect(rankText(out)).toBe('Not ranked');
    expect(rankNote(out)).toBe('Eliminated teams are not ranked. 120 Junior teams are still ranked.');
    expect(percentileText(out)).toBe('Not ranked');
    expect(percentileText({ percentile: 100, rankedTeams: 1 })).toBe('The only ranked team');
  });
});
