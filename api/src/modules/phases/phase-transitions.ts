import type { PhaseAction, TeamStatus } from '@hackathon/contracts';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { teams } from '../../database/schema';

/**
 * The phase transitions of the back-office spec, section 4, as data: which states a team must be
 * in (`from`) and what the action writes (`set`). The same `from` becomes the JavaScript check
 * that explains a refusal and the SQL condition of the UPDATE, so the two cannot disagree.
 *
 *   promote-phase2    ACTIVE in phase 1        -> phase 2 (qualified out of phase 1)
 *   promote-finalist  ACTIVE in phase 2        -> FINALIST, phase 3
 *   demote-finalist   FINALIST                 -> ACTIVE in phase 2
 *   demote-phase2     ACTIVE in phase 2        -> phase 1
 *   reactivate        ELIMINATED               -> ACTIVE in the phase it stopped in (FINALIST in phase 3)
 *   eliminate         any status but ELIMINATED -> ELIMINATED, with the reason and the time
 *
 * Scores are never touched by a transition: they are the judges' record of what happened.
 */

/** The phase state of a team: what the transitions read and write, and what the audit trail records. */
export interface PhaseState {
  status: TeamStatus;
  currentPhase: number;
  phase1Qualified: boolean;
  phase2Qualified: boolean;
  finalistQualified: boolean;
  eliminatedAt: Date | null;
  eliminationReason: string | null;
}

export interface TransitionFrom {
  statuses: readonly TeamStatus[];
  /** Absent: any phase. */
  phases?: readonly number[];
}

type TeamUpdate = Partial<{ [K in keyof PhaseState]: PhaseState[K] | SQL }>;

export interface Transition {
  action: PhaseAction;
  /** The audit trail's action name. */
  audit: string;
  from: TransitionFrom;
  /** What the UPDATE sets (`reason` only for eliminate). */
  set(reason: string | null): TeamUpdate;
}

const NOT_ELIMINATED: readonly TeamStatus[] = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'FINALIST', 'WINNER'];

export const TRANSITIONS: Record<PhaseAction, Transition> = {
  'promote-phase2': {
    action: 'promote-phase2',
    audit: 'phase.promoted_phase2',
    from: { statuses: ['ACTIVE'], phases: [1] },
    set: () => ({ currentPhase: 2, phase1Qualified: true, phase2Qualified: false, finalistQualified: false }),
  },
  'promote-finalist': {
    action: 'promote-finalist',
    audit: 'phase.promoted_finalist',
    from: { statuses: ['ACTIVE'], phases: [2] },
    set: () => ({ status: 'FINALIST', currentPhase: 3, phase1Qualified: true, phase2Qualified: true, finalistQualified: true }),
  },
  'demote-finalist': {
    action: 'demote-finalist',
    audit: 'phase.demoted_finalist',
    from: { statuses: ['FINALIST'] },
    set: () => ({ status: 'ACTIVE', currentPhase: 2, phase1Qualified: true, phase2Qualified: false, finalistQualified: false }),
  },
  'demote-phase2': {
    action: 'demote-phase2',
    audit: 'phase.demoted_phase2',
    from: { statuses: ['ACTIVE'], phases: [2] },
    set: () => ({ currentPhase: 1, phase1Qualified: false, phase2Qualified: false, finalistQualified: false }),
  },
  reactivate: {
    action: 'reactivate',
    audit: 'phase.reactivated',
    from: { statuses: ['ELIMINATED'] },
    // a team eliminated at the finale comes back as a finalist: phase 3 is the finalists' phase
    set: () => ({ status: sql<TeamStatus>`case when ${teams.currentPhase} = 3 then 'FINALIST' else 'ACTIVE' end`, eliminatedAt: null, eliminationReason: null }),
  },
  eliminate: {
    action: 'eliminate',
    audit: 'phase.eliminated',
    from: { statuses: NOT_ELIMINATED },
    set: (reason) => ({ status: 'ELIMINATED', eliminatedAt: sql`now()`, eliminationReason: reason }),
  },
};

/** Whether a team in `state` may take the transition. */
export function allows(from: TransitionFrom, state: Pick<PhaseState, 'status' | 'currentPhase'>): boolean {
  return from.statuses.includes(state.status) && (!from.phases || from.phases.includes(state.currentPhase));
}

/** The same check as SQL, for the UPDATE's WHERE (it guards the write even if the state moved). */
export function fromCondition(from: TransitionFrom): SQL {
  const byStatus = inArray(teams.status, [...from.statuses]);
  return (from.phases ? and(byStatus, inArray(teams.currentPhase, [...from.phases])) : byStatus) as SQL;
}
