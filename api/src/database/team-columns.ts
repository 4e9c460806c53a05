import { teams } from './schema';

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
