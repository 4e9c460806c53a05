import type { MentorTeam, TeamStanding } from '@hackathon/contracts';

/** The team the team and mentor specs show: in Phase 2, scored 82 in Phase 1, 4th of 120 juniors. */
export const PIONEERS_PROGRESS: Omit<MentorTeam, 'members' | 'attendance'> = {
  _id: 't1',
  teamId: 'A1001JR1',
  teamName: 'Pixel Pioneers',
  category: 'jr',
  status: 'ACTIVE',
  currentPhase: 2,
  phase1Qualified: true,
  phase2Qualified: false,
  finalistQualified: false,
  phaseScores: { phase1: 82, phase2: null, phase3: null },
  totalScore: 82,
  eliminatedAt: null,
  eliminationReason: null,
  rank: 4,
  rankedTeams: 120,
};

/** The same team as GET /standings/me answers it. */
export const PIONEERS_STANDING: TeamStanding = {
  ...PIONEERS_PROGRESS,
  percentile: 97,
  statistics: { teamsInCategory: 130, activeTeams: 118, finalists: 2, eliminatedTeams: 10, averageScore: 61.25, highestScore: 190 },
};
