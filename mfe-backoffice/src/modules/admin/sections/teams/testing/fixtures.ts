import type { AdminTeamCounters } from '@hackathon/contracts';

/** The Teams list's `/counters` answer the specs serve. */
export const TEAM_COUNTERS: AdminTeamCounters = {
  total: 2700,
  byStatus: { ACTIVE: 2000, INACTIVE: 500, SUSPENDED: 10, FINALIST: 40, WINNER: 0, ELIMINATED: 150 },
  byCategory: { jr: 1500, sr: 1200 },
  byPhase: { 1: 2000, 2: 600, 3: 100 },
  withMentor: 2100,
  withoutMentor: 600,
  members: 11500,
};
