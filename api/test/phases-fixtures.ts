/**
 * Fixtures of the phase API tests: teams inserted straight into the database in a given phase
 * state, and readers of the teams table and the audit trail.
 */
import { randomUUID } from 'node:crypto';
import type { Role, TeamStatus } from '@hackathon/contracts';
import { asc, inArray } from 'drizzle-orm';
import { auditLog, teams } from '../src/database/schema';
import type { TestApp } from './support';
import { insertSchool } from './support/fixtures-auth';

export interface TeamState {
  status: TeamStatus;
  currentPhase: number;
  phase1Qualified?: boolean;
  phase2Qualified?: boolean;
  finalistQualified?: boolean;
  phase1Score?: number | null;
  phase2Score?: number | null;
  phase3Score?: number | null;
  eliminatedAt?: Date | null;
  eliminationReason?: string | null;
}

/** One team in each state that matters to section 4 of the spec. */
export const STATES = {
  active1: { status: 'ACTIVE', currentPhase: 1 },
  active2: { status: 'ACTIVE', currentPhase: 2 },
  finalist: { status: 'FINALIST', currentPhase: 3 },
  winner: { status: 'WINNER', currentPhase: 3 },
  inactive1: { status: 'INACTIVE', currentPhase: 1 },
  suspended2: { status: 'SUSPENDED', currentPhase: 2 },
  eliminated1: { status: 'ELIMINATED', currentPhase: 1, eliminatedAt: new Date('2025-10-01T10:00:00Z'), eliminationReason: 'Performance based' },
  eliminated3: { status: 'ELIMINATED', currentPhase: 3, eliminatedAt: new Date('2025-10-02T10:00:00Z'), eliminationReason: 'Code of conduct' },
} satisfies Record<string, TeamState>;
export type StateName = keyof typeof STATES;
export const STATE_NAMES = Object.keys(STATES) as StateName[];

export interface SeededTeam {
  id: string;
  teamId: string;
  teamName: string;
  schoolCode: string;
  schoolName: string;
}

let teamCounter = 0;

/**
 * Inserts teams in the given states, four per new directory school (in `region` and `zone`). Qualification
 * flags follow the phase unless the state says otherwise; the total is the sum of the scores.
 */
export async function seedTeams(
  t: TestApp,
  states: TeamState[],
  options: { region?: string; zone?: string; name?: string; category?: 'jr' | 'sr' } = {},
): Promise<SeededTeam[]> {
  const out: SeededTeam[] = [];
  for (let start = 0; start < states.length; start += 4) {
    const school = await insertSchool(t, { region: options.region ?? 'Agra', ...(options.zone ? { zone: options.zone } : {}) });
    const chunk = states.slice(start, start + 4);
    const rows = chunk.map((state, i) => {
      teamCounter += 1;
      const category = options.category ?? 'jr';
      const scores = { phase1Score: state.phase1Score ?? null, phase2Score: state.phase2Score ?? null, phase3Score: state.phase3Score ?? null };
      return {
        teamId: `A${school.code}${category.toUpperCase()}${i + 1}`,
        schoolCode: school.code,
        teamNumber: i + 1,
        teamName: `${options.name ?? 'Phase Team'} ${teamCounter}`,
        category,
        passwordHash: 'not-a-password-hash',
        status: state.status,
        currentPhase: state.currentPhase,
        phase1Qualified: state.phase1Qualified ?? state.currentPhase >= 2,
        phase2Qualified: state.phase2Qualified ?? state.currentPhase >= 3,
        finalistQualified: state.finalistQualified ?? state.currentPhase >= 3,
        ...scores,
        totalScore: (scores.phase1Score ?? 0) + (scores.phase2Score ?? 0) + (scores.phase3Score ?? 0),
        eliminatedAt: state.eliminatedAt ?? null,
        eliminationReason: state.eliminationReason ?? null,
      };
    });
    const inserted = await t.db.insert(teams).values(rows).returning({ id: teams.id, teamId: teams.teamId, teamName: teams.teamName });
    for (const row of inserted) out.push({ ...row, schoolCode: school.code, schoolName: school.name });
  }
  return out;
}

/** The teams rows, by id. */
export async function teamRows(t: TestApp, ids: string[]) {
  const rows = await t.db.select().from(teams).where(inArray(teams.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The audit rows about these teams, oldest first. */
export async function auditRows(t: TestApp, ids: string[]) {
  if (ids.length === 0) return [];
  return t.db.select().from(auditLog).where(inArray(auditLog.entityId, ids)).orderBy(asc(auditLog.id));
}

export const ADMIN = { sub: randomUUID(), email: 'phase.admin@hackathon.test' };

/** Tokens for every role; the admin's claims are fixed so the audit trail can be checked. */
export function phaseTokens(t: TestApp, school: { code: string; region: string }): Record<Role, string> {
  const tokens = t.tokensForAllRoles({
    school_admin: { schoolCode: school.code },
    mentor: { schoolCode: school.code },
    team: { schoolCode: school.code, teamId: `A${school.code}JR1` },
    region_admin: { region: school.region },
  });
  return { ...tokens, admin: t.tokenFor({ sub: ADMIN.sub, role: 'admin', email: ADMIN.email }) };
}
