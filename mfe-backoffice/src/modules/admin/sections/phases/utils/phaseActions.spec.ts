import { PHASE_MSG, type PhaseActionResult, type PhaseTeam } from '@hackathon/contracts';
import { callsFor, failedActionMessage, mergeResults, outcomeOf, parseScore, parseThreshold, rememberTeams, resultFromErrorBody, scorablePhases } from './phaseActions';

const team = (id: string, status: PhaseTeam['status'], currentPhase = 2) => ({ _id: id, status, currentPhase }) as PhaseTeam;

describe('callsFor', () => {
  const known = new Map<string, PhaseTeam>();
  rememberTeams(known, [team('a', 'FINALIST', 3), team('b', 'ACTIVE'), team('c', 'ELIMINATED', 1)]);

  it('sends nothing without a selection', () => {
    expect(callsFor('promote-phase2', [], known)).toEqual([]);
  });

  it('sends one call for a plain action', () => {
    expect(callsFor('eliminate', ['a', 'b'], known)).toEqual([{ action: 'eliminate', teamIds: ['a', 'b'] }]);
  });

  it('splits Demote: finalists back to Phase 2, the rest (unknown included) to demote-phase2', () => {
    expect(callsFor('demote', ['a', 'b', 'c', 'unseen'], known)).toEqual([
      { action: 'demote-finalist', teamIds: ['a'] },
      { action: 'demote-phase2', teamIds: ['b', 'c', 'unseen'] },
    ]);
    expect(callsFor('demote', ['a'], known)).toEqual([{ action: 'demote-finalist', teamIds: ['a'] }]);
  });
});

describe('outcomes', () => {
  const applied = team('a', 'ACTIVE');
  const refusal = { teamId: 'b', _id: 'b', teamName: 'B', reason: 'no' };

  it("uses the spec's failure toast when nothing applied", () => {
    expect(outcomeOf('promote-phase2', { applied: [], refused: [refusal] })).toEqual({ kind: 'error', message: 'Failed to promote team(s)' });
    expect(failedActionMessage('demote')).toBe('Failed to demote team(s)');
    expect(failedActionMessage('reactivate')).toBe('Failed to reactivate team(s)');
    expect(failedActionMessage('eliminate')).toBe('Failed to eliminate team(s)');
  });

  it('counts applied and refused teams on success', () => {
    expect(outcomeOf('eliminate', { applied: [applied], refused: [refusal] })).toEqual({ kind: 'success', message: '1 team eliminated; 1 team refused' });
  });

  it('merges the two calls of Demote', () => {
    const merged = mergeResults([
      { applied: [applied], refused: [] },
      { applied: [], refused: [refusal] },
    ]);
    expect(merged.applied).toHaveLength(1);
    expect(merged.refused).toEqual([refusal]);
  });

  it('reads the refusals from a 409 body, and nothing from other bodies', () => {
    const data: PhaseActionResult = { applied: [], refused: [refusal] };
    expect(resultFromErrorBody({ success: false, message: 'x', data })).toEqual(data);
    expect(resultFromErrorBody({ success: false, message: 'x' })).toBeNull();
    expect(resultFromErrorBody('<html>')).toBeNull();
    expect(resultFromErrorBody(null)).toBeNull();
  });
});

describe('parseScore', () => {
  it('takes whole numbers from 0 to 100', () => {
    expect(parseScore('0')).toEqual({ score: 0 });
    expect(parseScore(' 100 ')).toEqual({ score: 100 });
    expect(parseScore('73')).toEqual({ score: 73 });
  });

  it('turns a non-numeric value into 0 (spec)', () => {
    expect(parseScore('abc')).toEqual({ score: 0 });
    expect(parseScore('')).toEqual({ score: 0 });
  });

  it('refuses fractions and values out of range', () => {
    expect(parseScore('101')).toEqual({ error: PHASE_MSG.score });
    expect(parseScore('-1')).toEqual({ error: PHASE_MSG.score });
    expect(parseScore('55.5')).toEqual({ error: PHASE_MSG.score });
  });
});

describe('parseThreshold', () => {
  it('requires a whole number from 0 to 100', () => {
    expect(parseThreshold('')).toEqual({ error: PHASE_MSG.thresholdRequired });
    expect(parseThreshold('x')).toEqual({ error: PHASE_MSG.threshold });
    expect(parseThreshold('101')).toEqual({ error: PHASE_MSG.threshold });
    expect(parseThreshold('40')).toEqual({ threshold: 40 });
  });
});

describe('scorablePhases', () => {
  it('offers the phases a team has reached', () => {
    expect(scorablePhases({ currentPhase: 1 })).toEqual([1]);
    expect(scorablePhases({ currentPhase: 2 })).toEqual([1, 2]);
    expect(scorablePhases({ currentPhase: 3 })).toEqual([1, 2, 3]);
    expect(scorablePhases({ currentPhase: 0 })).toEqual([1]);
  });
});
