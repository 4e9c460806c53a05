import { PHASE_ACTIONS, type TeamStatus } from '@hackathon/contracts';
import { allows, TRANSITIONS } from './phase-transitions';

const STATES: { status: TeamStatus; currentPhase: number }[] = [
  { status: 'ACTIVE', currentPhase: 1 },
  { status: 'ACTIVE', currentPhase: 2 },
  { status: 'FINALIST', currentPhase: 3 },
  { status: 'WINNER', currentPhase: 3 },
  { status: 'INACTIVE', currentPhase: 1 },
  { status: 'SUSPENDED', currentPhase: 2 },
  { status: 'ELIMINATED', currentPhase: 1 },
  { status: 'ELIMINATED', currentPhase: 3 },
];

const key = (s: { status: TeamStatus; currentPhase: number }) => `${s.status}@${s.currentPhase}`;

/** Spec section 4, "Phase management", as the table of who may take each action. */
const EXPECTED: Record<(typeof PHASE_ACTIONS)[number], string[]> = {
  'promote-phase2': ['ACTIVE@1'],
  'promote-finalist': ['ACTIVE@2'],
  'demote-finalist': ['FINALIST@3'],
  'demote-phase2': ['ACTIVE@2'],
  reactivate: ['ELIMINATED@1', 'ELIMINATED@3'],
  eliminate: ['ACTIVE@1', 'ACTIVE@2', 'FINALIST@3', 'WINNER@3', 'INACTIVE@1', 'SUSPENDED@2'],
};

describe('phase transitions (spec section 4)', () => {
  it.each(PHASE_ACTIONS)('%s is allowed exactly from its states', (action) => {
    const allowed = STATES.filter((s) => allows(TRANSITIONS[action].from, s)).map(key);
    expect(allowed).toEqual(EXPECTED[action]);
  });

  it('names every audit action phase.<past tense>', () => {
    expect(PHASE_ACTIONS.map((a) => TRANSITIONS[a].audit)).toEqual([
      'phase.promoted_phase2',
      'phase.promoted_finalist',
      'phase.demoted_finalist',
      'phase.demoted_phase2',
      'phase.reactivated',
      'phase.eliminated',
    ]);
  });

  it('writes the phase and qualification flags of the target state', () => {
    expect(TRANSITIONS['promote-phase2'].set(null)).toEqual({ currentPhase: 2, phase1Qualified: true, phase2Qualified: false, finalistQualified: false });
    expect(TRANSITIONS['promote-finalist'].set(null)).toMatchObject({ status: 'FINALIST', currentPhase: 3, finalistQualified: true });
    expect(TRANSITIONS['demote-finalist'].set(null)).toMatchObject({ status: 'ACTIVE', currentPhase: 2, finalistQualified: false });
    expect(TRANSITIONS['demote-phase2'].set(null)).toMatchObject({ currentPhase: 1, phase1Qualified: false });
    expect(TRANSITIONS.eliminate.set('Plagiarism')).toMatchObject({ status: 'ELIMINATED', eliminationReason: 'Plagiarism' });
    expect(TRANSITIONS.reactivate.set(null)).toMatchObject({ eliminatedAt: null, eliminationReason: null });
  });
});
