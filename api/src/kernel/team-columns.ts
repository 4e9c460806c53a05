import type { Team } from '@hackathon/contracts';
import { teams } from '../database/schema';

/**
 * Team columns that may leave the server, for every read that shows teams (teams, phases,
 * standings, the admin lists): never the password hash, the lock counters or the metadata.
 * Spread the parts a read needs; the two groups below are what the phase screens share.
 */

/** A team's place in the competition: status, qualifications, scores, elimination. */
export const TEAM_PHASE_COLUMNS = {
  status: teams.status,
  currentPhase: teams.currentPhase,
  phase1Qualified: teams.phase1Qualified,
  phase2Qualified: teams.phase2Qualified,
  finalistQualified: teams.finalistQualified,
  phase1Score: teams.phase1Score,
  phase2Score: teams.phase2Score,
  phase3Score: teams.phase3Score,
  totalScore: teams.totalScore,
  eliminatedAt: teams.eliminatedAt,
  eliminationReason: teams.eliminationReason,
};

/** What names a team in a list: row id, Team ID, name, category and school. */
export const TEAM_IDENTITY_COLUMNS = {
  id: teams.id,
  teamId: teams.teamId,
  teamName: teams.teamName,
  category: teams.category,
  schoolCode: teams.schoolCode,
};

/** Every safe column of a team. */
export const SAFE_TEAM_COLUMNS = {
  ...TEAM_IDENTITY_COLUMNS,
  teamNumber: teams.teamNumber,
  teamEmail: teams.teamEmail,
  assignedMentorId: teams.assignedMentorId,
  ...TEAM_PHASE_COLUMNS,
  createdAt: teams.createdAt,
  updatedAt: teams.updatedAt,
};

/** The phase fields of a team as every contract shows them (Team, PhaseTeam, TeamStanding). */
export type TeamPhaseFields = Pick<
  Team,
  'status' | 'currentPhase' | 'phase1Qualified' | 'phase2Qualified' | 'finalistQualified' | 'phaseScores' | 'totalScore' | 'eliminatedAt' | 'eliminationReason'
>;

/** A row read with TEAM_PHASE_COLUMNS, as the contracts show it (scores grouped, dates in ISO). */
export function toTeamPhaseFields(row: {
  status: Team['status'];
  currentPhase: number;
  phase1Qualified: boolean;
  phase2Qualified: boolean;
  finalistQualified: boolean;
  phase1Score: number | null;
  phase2Score: number | null;
  phase3Score: number | null;
  totalScore: number;
  eliminatedAt: Date | string | null;
  eliminationReason: string | null;
}): TeamPhaseFields {
  return {
    status: row.status,
    currentPhase: row.currentPhase,
    phase1Qualified: row.phase1Qualified,
    phase2Qualified: row.phase2Qualified,
    finalistQualified: row.finalistQualified,
    phaseScores: { phase1: row.phase1Score, phase2: row.phase2Score, phase3: row.phase3Score },
    totalScore: row.totalScore,
    eliminatedAt: row.eliminatedAt === null ? null : new Date(row.eliminatedAt).toISOString(),
    eliminationReason: row.eliminationReason,
  };
}
