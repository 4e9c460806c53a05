import fc from 'fast-check';
import {
  planAssignment,
  replaceJudge,
  whyIneligible,
  type AssignmentInput,
  type AssignmentJudge,
  type AssignmentPair,
  type AssignmentPlan,
  type AssignmentTeam,
} from './plan-assignment';

// ------------------------------------------------------------------------------------------------
// An independent reading of the rules, for the properties (not the planner's own code).

const key = (teamId: string, judgeId: string) => `${teamId}|${judgeId}`;

function eligible(team: AssignmentTeam, judge: AssignmentJudge, input: AssignmentInput): boolean {
  if (judge.schoolCode !== null && judge.schoolCode === team.schoolCode) return false;
  if (input.excludeSameRegion && judge.region !== null && judge.region === team.region) return false;
  return !(input.conflicts ?? []).some((c) => c.teamId === team.id && c.judgeId === judge.id);
}

function judgesByTeam(pairs: readonly AssignmentPair[]): Map<string, string[]> {
  const byTeam = new Map<string, string[]>();
  for (const pair of pairs) byTeam.set(pair.teamId, [...(byTeam.get(pair.teamId) ?? []), pair.judgeId]);
  return byTeam;
}

/** The fixed pairs the planner must keep: known ids, rules kept, no conflict. */
function keptFixed(input: AssignmentInput): Set<string> {
  const teams = new Map(input.teams.map((t) => [t.id, t]));
  const judges = new Map(input.judges.map((j) => [j.id, j]));
  const kept = new Set<string>();
  for (const pair of input.fixed ?? []) {
    const team = teams.get(pair.teamId);
    const judge = judges.get(pair.judgeId);
    if (team && judge && eligible(team, judge, input)) kept.add(key(pair.teamId, pair.judgeId));
  }
  return kept;
}

/**
 * The balance statement of the planner's comment, checked by brute force: for every judge J and
 * every judge J' reachable from J by moves (J hands a team it holds, not by a fixed pair, to J'
 * eligible for it and not on it, and so on), load(J) - load(J') <= 1. Returns the broken pairs.
 */
function balanceBreaches(input: AssignmentInput, plan: AssignmentPlan): string[] {
  const fixed = keptFixed(input);
  const teams = new Map(input.teams.map((t) => [t.id, t]));
  const onTeam = judgesByTeam(plan.pairs);
  const heldBy = new Map<string, string[]>();
  for (const pair of plan.pairs) {
    if (fixed.has(key(pair.teamId, pair.judgeId))) continue;
    heldBy.set(pair.judgeId, [...(heldBy.get(pair.judgeId) ?? []), pair.teamId]);
  }
  const moves = (judgeId: string): string[] =>
    (heldBy.get(judgeId) ?? []).flatMap((teamId) =>
      input.judges.filter((j) => eligible(teams.get(teamId)!, j, input) && !onTeam.get(teamId)!.includes(j.id)).map((j) => j.id),
    );
  const breaches: string[] = [];
  for (const start of input.judges) {
    const seen = new Set([start.id]);
    const queue = [start.id];
    while (queue.length) {
      for (const to of moves(queue.shift()!)) {
        if (seen.has(to)) continue;
        seen.add(to);
        queue.push(to);
        if (plan.loads.get(start.id)! - plan.loads.get(to)! > 1) breaches.push(`${start.id} (${plan.loads.get(start.id)}) -> ${to} (${plan.loads.get(to)})`);
      }
    }
  }
  return breaches;
}

// ------------------------------------------------------------------------------------------------
// Random rounds: a few schools in a few regions, teams of those schools, judges with or without a
// school (sometimes one with no team) and a home region or none, conflicts and fixed pairs drawn
// among all (team, judge) pairs, so that some fixed pairs break a rule.

interface Round {
  input: AssignmentInput;
  /** Seed of a shuffle of every list of the input. */
  shuffleSeed: number;
}

const roundArbitrary = (limits: { teams: number; judges: number } = { teams: 14, judges: 9 }): fc.Arbitrary<Round> =>
  fc
    .record({
      regionCount: fc.integer({ min: 1, max: 4 }),
      schoolCount: fc.integer({ min: 1, max: 7 }),
      teamCount: fc.integer({ min: 0, max: limits.teams }),
      judgeCount: fc.integer({ min: 0, max: limits.judges }),
      judgesPerTeam: fc.integer({ min: 1, max: 4 }),
      excludeSameRegion: fc.boolean(),
      shuffleSeed: fc.integer(),
    })
    .chain((shape) =>
      fc.record({
        shape: fc.constant(shape),
        schoolRegions: fc.array(fc.nat(shape.regionCount - 1), { minLength: shape.schoolCount, maxLength: shape.schoolCount }),
        teamSchools: fc.array(fc.nat(shape.schoolCount - 1), { minLength: shape.teamCount, maxLength: shape.teamCount }),
        // a school one past the last: a judge whose school has no team
        judgeSchools: fc.array(fc.option(fc.nat(shape.schoolCount), { nil: null, freq: 2 }), { minLength: shape.judgeCount, maxLength: shape.judgeCount }),
        judgeRegions: fc.array(fc.option(fc.nat(shape.regionCount - 1), { nil: null, freq: 4 }), { minLength: shape.judgeCount, maxLength: shape.judgeCount }),
        conflicts: fc.array(fc.tuple(fc.nat(Math.max(0, shape.teamCount - 1)), fc.nat(Math.max(0, shape.judgeCount - 1))), { maxLength: 8 }),
        fixed: fc.array(fc.tuple(fc.nat(Math.max(0, shape.teamCount - 1)), fc.nat(Math.max(0, shape.judgeCount - 1))), { maxLength: 6 }),
      }),
    )
    .map(({ shape, schoolRegions, teamSchools, judgeSchools, judgeRegions, conflicts, fixed }) => {
      // ids whose order is not the order of creation
      const teamId = (i: number) => `t${(i * 7) % 100}-${i}`;
      const judgeId = (i: number) => `j${(i * 5) % 100}-${i}`;
      const teams: AssignmentTeam[] = teamSchools.map((school, i) => ({
        id: teamId(i),
        schoolCode: `S${school}`,
        region: `R${schoolRegions[school]}`,
        zone: `Z${schoolRegions[school]! % 2}`,
      }));
      const judges: AssignmentJudge[] = judgeSchools.map((school, i) => ({
        id: judgeId(i),
        schoolCode: school === null ? null : `S${school}`,
        region: judgeRegions[i] === null ? null : `R${judgeRegions[i]}`,
      }));
      const pairs = (list: [number, number][]) =>
        shape.teamCount && shape.judgeCount ? list.map(([t, j]) => ({ teamId: teamId(t), judgeId: judgeId(j) })) : [];
      return {
        input: {
          teams,
          judges,
          judgesPerTeam: shape.judgesPerTeam,
          excludeSameRegion: shape.excludeSameRegion,
          conflicts: pairs(conflicts),
          fixed: pairs(fixed),
        },
        shuffleSeed: shape.shuffleSeed,
      };
    });

function shuffled<T>(list: readonly T[], seed: number): T[] {
  const copy = [...list];
  let state = seed >>> 0 || 1;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const RUNS = { numRuns: 200 };

describe('planAssignment: properties over random rounds', () => {
  it('never pairs a judge with its own school, its region when excluded, or a conflict, and never twice with a team', () => {
    fc.assert(
      fc.property(roundArbitrary(), ({ input }) => {
        const plan = planAssignment(input);
        const teams = new Map(input.teams.map((t) => [t.id, t]));
        const judges = new Map(input.judges.map((j) => [j.id, j]));
        for (const pair of plan.pairs) {
          const team = teams.get(pair.teamId)!;
          const judge = judges.get(pair.judgeId)!;
          expect(judge.schoolCode === null || judge.schoolCode !== team.schoolCode).toBe(true);
          if (input.excludeSameRegion) expect(judge.region === null || judge.region !== team.region).toBe(true);
          expect(input.conflicts!.some((c) => c.teamId === pair.teamId && c.judgeId === pair.judgeId)).toBe(false);
        }
        expect(new Set(plan.pairs.map((p) => key(p.teamId, p.judgeId))).size).toBe(plan.pairs.length);
      }),
      RUNS,
    );
  });

  it('gives every team judgesPerTeam judges, or every eligible judge and a shortfall when there are fewer', () => {
    fc.assert(
      fc.property(roundArbitrary(), ({ input }) => {
        const plan = planAssignment(input);
        const onTeam = judgesByTeam(plan.pairs);
        const fixed = keptFixed(input);
        const shortfalls = new Map(plan.shortfalls.map((s) => [s.teamId, s]));
        for (const team of input.teams) {
          const assigned = onTeam.get(team.id) ?? [];
          const eligibleIds = input.judges.filter((j) => eligible(team, j, input)).map((j) => j.id);
          const fixedHere = [...fixed].filter((k) => k.startsWith(`${team.id}|`)).length;
          if (eligibleIds.length < input.judgesPerTeam!) {
            // the precise guarantee: short only when fewer judges are eligible, and then all of them serve
            expect(shortfalls.get(team.id)).toEqual({ teamId: team.id, assigned: eligibleIds.length, reason: 'not_enough_eligible_judges' });
            expect([...assigned].sort()).toEqual([...eligibleIds].sort());
          } else {
            expect(shortfalls.has(team.id)).toBe(false);
            // exactly judgesPerTeam, unless more fixed pairs than that were kept
            expect(assigned).toHaveLength(Math.max(input.judgesPerTeam!, fixedHere));
          }
        }
        expect(plan.shortfalls.map((s) => s.teamId)).toEqual(input.teams.map((t) => t.id).filter((id) => shortfalls.has(id)).sort());
      }),
      RUNS,
    );
  });

  it('keeps every fixed pair that keeps the rules and refuses the others with the reason', () => {
    fc.assert(
      fc.property(roundArbitrary(), ({ input }) => {
        const plan = planAssignment(input);
        const made = new Set(plan.pairs.map((p) => key(p.teamId, p.judgeId)));
        const kept = keptFixed(input);
        for (const k of kept) expect(made.has(k)).toBe(true);
        const refused = new Set(plan.refusedFixed.map((r) => key(r.teamId, r.judgeId)));
        for (const pair of input.fixed!) expect(refused.has(key(pair.teamId, pair.judgeId))).toBe(!kept.has(key(pair.teamId, pair.judgeId)));
        for (const r of plan.refusedFixed) {
          const team = input.teams.find((t) => t.id === r.teamId)!;
          const judge = input.judges.find((j) => j.id === r.judgeId)!;
          const conflicted = input.conflicts!.some((c) => c.teamId === r.teamId && c.judgeId === r.judgeId);
          expect(r.reason).toBe(conflicted ? 'conflict' : whyIneligible(team, judge, input.excludeSameRegion));
          expect(made.has(key(r.teamId, r.judgeId))).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('counts every judge in the loads, as the pairs say', () => {
    fc.assert(
      fc.property(roundArbitrary(), ({ input }) => {
        const plan = planAssignment(input);
        expect([...plan.loads.keys()]).toEqual(input.judges.map((j) => j.id).sort());
        for (const judge of input.judges) expect(plan.loads.get(judge.id)).toBe(plan.pairs.filter((p) => p.judgeId === judge.id).length);
      }),
      RUNS,
    );
  });

  it('is balanced: no chain of moves leads from a judge to one loaded two or more below it', () => {
    fc.assert(
      fc.property(roundArbitrary(), ({ input }) => {
        expect(balanceBreaches(input, planAssignment(input))).toEqual([]);
      }),
      RUNS,
    );
  });

  it("is the issue's statement when every judge may judge every team: loads differ by one at most", () => {
    const open = roundArbitrary({ teams: 30, judges: 9 }).map(({ input }) => ({
      ...input,
      judges: input.judges.map((j) => ({ ...j, schoolCode: null })),
      excludeSameRegion: false,
      conflicts: [],
      fixed: [],
    }));
    fc.assert(
      fc.property(open, (input) => {
        const loads = [...planAssignment(input).loads.values()];
        if (loads.length) expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });

  it('reaches the most even loads there are (checked against every plan of tiny rounds)', () => {
    const tiny = roundArbitrary({ teams: 5, judges: 5 }).filter(({ input }) => (input.judgesPerTeam ?? 3) <= 2);
    fc.assert(
      fc.property(tiny, ({ input }) => {
        const plan = planAssignment(input);
        const best = bestPossible(input);
        const loads = [...plan.loads.values()];
        expect(loads.reduce((sum, n) => sum + n * n, 0)).toBe(best.sumOfSquares);
        expect(Math.max(0, ...loads)).toBe(best.max);
      }),
      RUNS,
    );
  });

  it('is deterministic: the same input twice, or in any order, gives the same plan', () => {
    fc.assert(
      fc.property(roundArbitrary(), ({ input, shuffleSeed }) => {
        const plan = planAssignment(input);
        expect(planAssignment(input)).toEqual(plan);
        const reordered: AssignmentInput = {
          ...input,
          teams: shuffled(input.teams, shuffleSeed),
          judges: shuffled(input.judges, shuffleSeed + 1),
          conflicts: shuffled(input.conflicts!, shuffleSeed + 2),
          fixed: shuffled(input.fixed!, shuffleSeed + 3),
        };
        expect(planAssignment(reordered)).toEqual(plan);
      }),
      RUNS,
    );
  });
});

/** Every plan of a tiny round (each team: its kept fixed judges plus any choice of the rest): the lowest sum of squared loads and highest load. */
function bestPossible(input: AssignmentInput): { sumOfSquares: number; max: number } {
  const fixed = keptFixed(input);
  const perTeam = input.judgesPerTeam!;
  const choices = input.teams.map((team) => {
    const fixedHere = input.judges.filter((j) => fixed.has(key(team.id, j.id))).map((j) => j.id);
    const free = input.judges.filter((j) => eligible(team, j, input) && !fixedHere.includes(j.id)).map((j) => j.id);
    const need = Math.min(Math.max(0, perTeam - fixedHere.length), free.length);
    return subsets(free, need).map((chosen) => [...fixedHere, ...chosen]);
  });
  let best = { sumOfSquares: Infinity, max: Infinity };
  const loads = new Map<string, number>();
  const walk = (t: number) => {
    if (t === choices.length) {
      const values = input.judges.map((j) => loads.get(j.id) ?? 0);
      const sumOfSquares = values.reduce((sum, n) => sum + n * n, 0);
      best = { sumOfSquares: Math.min(best.sumOfSquares, sumOfSquares), max: Math.min(best.max, Math.max(0, ...values)) };
      return;
    }
    for (const option of choices[t]!) {
      for (const j of option) loads.set(j, (loads.get(j) ?? 0) + 1);
      walk(t + 1);
      for (const j of option) loads.set(j, loads.get(j)! - 1);
    }
  };
  walk(0);
  return best;
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, size - 1).map((s) => [first!, ...s]), ...subsets(rest, size)];
}

describe('planAssignment: examples', () => {
  // the journey: 12 phase-1 teams in four schools, 6 judges (two teach at those schools), 3 each
  const teams: AssignmentTeam[] = Array.from({ length: 12 }, (_, i) => ({
    id: `team-${String(i + 1).padStart(2, '0')}`,
    schoolCode: `SCH-${(i % 4) + 1}`,
    region: i % 4 < 2 ? 'North' : 'South',
    zone: 'Z1',
  }));
  const judges: AssignmentJudge[] = [
    { id: 'judge-a', schoolCode: 'SCH-1', region: 'North' },
    { id: 'judge-b', schoolCode: 'SCH-3', region: 'South' },
    { id: 'judge-c', schoolCode: null, region: 'North' },
    { id: 'judge-d', schoolCode: null, region: 'South' },
    { id: 'judge-e', schoolCode: null, region: 'East' },
    { id: 'judge-f', schoolCode: null, region: null },
  ];

  it("gives the journey's 6 judges 6 teams each, 3 distinct judges per team, none of the team's school", () => {
    const plan = planAssignment({ teams, judges, excludeSameRegion: false });
    expect([...plan.loads.values()]).toEqual([6, 6, 6, 6, 6, 6]);
    expect(plan.shortfalls).toEqual([]);
    const onTeam = judgesByTeam(plan.pairs);
    for (const team of teams) {
      const assigned = onTeam.get(team.id)!;
      expect(new Set(assigned).size).toBe(3);
      for (const judgeId of assigned) expect(judges.find((j) => j.id === judgeId)!.schoolCode).not.toBe(team.schoolCode);
    }
  });

  it('keeps judges out of their region when the round says so, and reports the teams it cannot fill', () => {
    const plan = planAssignment({ teams, judges, excludeSameRegion: true });
    for (const pair of plan.pairs) {
      const team = teams.find((t) => t.id === pair.teamId)!;
      expect(judges.find((j) => j.id === pair.judgeId)!.region).not.toBe(team.region);
    }
    expect(plan.shortfalls).toEqual([]);
    const small = planAssignment({ teams: teams.slice(0, 2), judges: judges.slice(0, 3), judgesPerTeam: 3, excludeSameRegion: true });
    // team-01 (SCH-1, North): only judge-b; team-02 (SCH-2, North): only judge-b
    expect(small.shortfalls).toEqual([
      { teamId: 'team-01', assigned: 1, reason: 'not_enough_eligible_judges' },
      { teamId: 'team-02', assigned: 1, reason: 'not_enough_eligible_judges' },
    ]);
  });

  it('keeps fixed pairs, counts them in the loads, and fills the team around them', () => {
    const fixed = [
      { teamId: 'team-01', judgeId: 'judge-c' },
      { teamId: 'team-02', judgeId: 'judge-c' },
      { teamId: 'team-03', judgeId: 'judge-a' },
      { teamId: 'team-05', judgeId: 'judge-a' }, // team-05 is of SCH-1, as judge-a: refused
    ];
    const plan = planAssignment({ teams, judges, excludeSameRegion: false, fixed });
    expect(plan.refusedFixed).toEqual([{ teamId: 'team-05', judgeId: 'judge-a', reason: 'same_school' }]);
    expect(plan.pairs).toEqual(expect.arrayContaining(fixed.slice(0, 3)));
    expect([...plan.loads.values()]).toEqual([6, 6, 6, 6, 6, 6]);
  });

  it('refuses duplicate ids and a judgesPerTeam that is not a positive whole number', () => {
    expect(() => planAssignment({ teams: [teams[0]!, teams[0]!], judges, excludeSameRegion: false })).toThrow(/duplicate team id team-01/);
    expect(() => planAssignment({ teams, judges: [judges[0]!, judges[0]!], excludeSameRegion: false })).toThrow(/duplicate judge id/);
    expect(() => planAssignment({ teams, judges, judgesPerTeam: 0, excludeSameRegion: false })).toThrow(RangeError);
    expect(() => planAssignment({ teams, judges, judgesPerTeam: 2.5, excludeSameRegion: false })).toThrow(RangeError);
  });
});

describe('replaceJudge', () => {
  const teams: AssignmentTeam[] = [
    { id: 'T1', schoolCode: 'S1', region: 'North' },
    { id: 'T2', schoolCode: 'S2', region: 'North' },
    { id: 'T3', schoolCode: 'S3', region: 'South' },
  ];
  const judges: AssignmentJudge[] = [
    { id: 'J1', schoolCode: null, region: 'South' },
    { id: 'J2', schoolCode: null, region: 'South' },
    { id: 'J3', schoolCode: 'S1', region: 'East' },
    { id: 'J4', schoolCode: null, region: 'North' },
    { id: 'J5', schoolCode: null, region: 'East' },
  ];

  it('replaces a judge who declares a conflict with the least loaded eligible judge, keeping the rules', () => {
    const plan = planAssignment({ teams, judges, judgesPerTeam: 2, excludeSameRegion: true });
    const onT1 = judgesByTeam(plan.pairs).get('T1')!;
    const leaving = onT1[0]!;
    const conflicts = [{ teamId: 'T1', judgeId: leaving }];
    const state = { teams, judges, excludeSameRegion: true, pairs: plan.pairs };
    const chosen = replaceJudge(state, 'T1', leaving, conflicts)!;
    // candidates for T1 (S1, North): not J3 (S1), not J4 (North), not the leaving judge nor the one staying
    const candidates = ['J1', 'J2', 'J5'].filter((id) => !onT1.includes(id));
    expect(candidates).toContain(chosen);
    const lowest = Math.min(...candidates.map((id) => plan.loads.get(id)!));
    expect(plan.loads.get(chosen)).toBe(lowest);
  });

  it('picks the lowest load, not the first judge', () => {
    const pairs = [
      { teamId: 'T2', judgeId: 'J1' },
      { teamId: 'T3', judgeId: 'J1' },
      { teamId: 'T2', judgeId: 'J2' },
      { teamId: 'T1', judgeId: 'J5' },
    ];
    const state = { teams, judges, excludeSameRegion: false, pairs };
    // T1 loses J5: J1 (2 teams), J2 (1), J3 is of S1, J4 (0): J4
    expect(replaceJudge(state, 'T1', 'J5', [{ teamId: 'T1', judgeId: 'J5' }])).toBe('J4');
    // J4 has a conflict with T1 too: J2 (1) before J1 (2)
    expect(replaceJudge(state, 'T1', 'J5', [{ teamId: 'T1', judgeId: 'J4' }])).toBe('J2');
  });

  it('answers null when no eligible judge is left', () => {
    const state = { teams, judges: judges.slice(0, 3), excludeSameRegion: true, pairs: [{ teamId: 'T1', judgeId: 'J1' }, { teamId: 'T1', judgeId: 'J2' }] };
    expect(replaceJudge(state, 'T1', 'J1', [{ teamId: 'T1', judgeId: 'J1' }])).toBeNull();
    expect(() => replaceJudge(state, 'T9', 'J1')).toThrow(/unknown team T9/);
  });

  it('over random rounds: an eligible judge not on the team, of the lowest load, or null when there is none', () => {
    fc.assert(
      fc.property(roundArbitrary(), fc.nat(), ({ input }, pick) => {
        const plan = planAssignment(input);
        if (!plan.pairs.length) return;
        const leaving = plan.pairs[pick % plan.pairs.length]!;
        const conflicts = [...input.conflicts!, leaving];
        const chosen = replaceJudge({ ...input, pairs: plan.pairs }, leaving.teamId, leaving.judgeId, conflicts);
        const team = input.teams.find((t) => t.id === leaving.teamId)!;
        const onTeam = judgesByTeam(plan.pairs).get(team.id)!;
        const candidates = input.judges.filter((j) => eligible(team, j, { ...input, conflicts }) && !onTeam.includes(j.id));
        if (!candidates.length) {
          expect(chosen).toBeNull();
          return;
        }
        expect(candidates.map((j) => j.id)).toContain(chosen);
        expect(plan.loads.get(chosen!)).toBe(Math.min(...candidates.map((j) => plan.loads.get(j.id)!)));
      }),
      RUNS,
    );
  });
});
