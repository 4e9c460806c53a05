import type { PhaseTeam } from '@hackathon/contracts';
import { teams, schools } from '../../database/schema';
import { TEAM_IDENTITY_COLUMNS, TEAM_PHASE_COLUMNS, toTeamPhaseFields } from '../../kernel';
import type { PhaseState } from './phase-transitions';

/**
 * The columns of a PhaseTeam, flat (the list counts them as a subquery, so names must be unique).
 * Reads join `schools` on `schools.code = teams.school_code`.
 */
export const PHASE_TEAM_COLUMNS = {
  ...TEAM_IDENTITY_COLUMNS,
  schoolName: schools.name,
  region: schools.region,
  ...TEAM_PHASE_COLUMNS,
  updatedAt: teams.updatedAt,
};

/** What an UPDATE returns: the team's own columns of a PhaseTeam (the school does not change). */
export const RETURNED_COLUMNS = {
  id: teams.id,
  ...TEAM_PHASE_COLUMNS,
  updatedAt: teams.updatedAt,
};

export interface PhaseTeamRow extends PhaseState {
  id: string;
  teamId: string;
  teamName: string;
  category: PhaseTeam['category'];
  schoolCode: string;
  schoolName: string;
  region: string;
  phase1Score: number | null;
  phase2Score: number | null;
  phase3Score: number | null;
  totalScore: number;
  updatedAt: Date;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toPhaseTeam(row: PhaseTeamRow): PhaseTeam {
  return {
    _id: row.id,
    teamId: row.teamId,
    teamName: row.teamName,
    category: row.category,
    schoolCode: row.schoolCode,
    schoolName: row.schoolName,
    region: row.region,
    ...toTeamPhaseFields(row),
    updatedAt: iso(row.updatedAt) ?? '',
  };
}

/**
 * What the audit trail records before and after a transition: the phase fields, plus the Team ID
 * and name so that a reader of the trail knows which team without a lookup.
 */
export function phaseSnapshot(row: PhaseTeamRow): Record<string, unknown> {
  return {
    teamId: row.teamId,
    teamName: row.teamName,
    status: row.status,
    currentPhase: row.currentPhase,
    phase1Qualified: row.phase1Qualified,
    phase2Qualified: row.phase2Qualified,
    finalistQualified: row.finalistQualified,
    eliminatedAt: iso(row.eliminatedAt),
    eliminationReason: row.eliminationReason,
  };
}

/** The audit trail's before and after of a score change. */
export function scoreSnapshot(row: PhaseTeamRow, phase: number): Record<string, unknown> {
  const score = phase === 1 ? row.phase1Score : phase === 2 ? row.phase2Score : row.phase3Score;
  return { teamId: row.teamId, teamName: row.teamName, phase, [`phase${phase}Score`]: score, totalScore: row.totalScore };
}
