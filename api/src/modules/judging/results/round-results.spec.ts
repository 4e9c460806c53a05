import fc from 'fast-check';
import { roundResults, type JudgeTotal, type RoundTeam, type TeamResult } from './round-results';

const byId = (teams: TeamResult[]): Record<string, TeamResult> => Object.fromEntries(teams.map((team) => [team.teamId, team]));
const ranks = (category: number, region: number, zone: number) => ({ category, region, zone });

/*
 * The fixture, computed by hand. Three judges, six teams, twelve totals.
 *
 *   team  category region      zone   strict  lenient  middle
 *   A     jr       Agra        N        59       -       68
 *   B     jr       Agra        N        47      80        -
 *   C     jr       Chandigarh  N        63      72       66
 *   D     sr       Bhopal      C        59      72       60
 *   E     jr       Ahmedabad   W         -      80       66
 *   F     sr       Bhopal      C         -       -        -     (no totals)
 *
 * Each judge against itself (population σ):
 *   strict   μ = (59+47+63+59)/4 = 228/4 = 57   deviations +2 -10 +6 +2   σ² = (4+100+36+4)/4 = 36   σ = 6
 *            z: A 2/6 = 1/3   B -10/6 = -5/3   C 6/6 = 1   D 2/6 = 1/3
 *   lenient  μ = (80+72+72+80)/4 = 304/4 = 76   deviations +4 -4 -4 +4    σ² = 64/4 = 16             σ = 4
 *            z: B 1   C -1   D -1   E 1
 *   middle   μ = (68+66+60+66)/4 = 260/4 = 65   deviations +3 +1 -5 +1    σ² = (9+1+25+1)/4 = 9      σ = 3
 *            z: A 1   C 1/3   D -5/3   E 1/3
 *
 * The team's z̄ (mean of its judges' z):
 *   A (1/3 + 1)/2 = 2/3     B (-5/3 + 1)/2 = -1/3     C (1 - 1 + 1/3)/3 = 1/9
 *   D (1/3 - 1 - 5/3)/3 = -7/9                          E (1 + 1/3)/2 = 2/3
 *
 * The round's scale, over all 12 totals: M = (228 + 304 + 260)/12 = 792/12 = 66
 *   squares about 66: strict 49+361+9+49 = 468, lenient 196+36+36+196 = 464, middle 4+0+36+0 = 40
 *   S² = (468+464+40)/12 = 972/12 = 81, S = 9
 *
 * normalised = M + S z̄:  A 66+6 = 72   B 66-3 = 63   C 66+1 = 67   D 66-7 = 59   E 66+6 = 72
 * mean:                  A (59+68)/2 = 63.5   B (47+80)/2 = 63.5   C (63+72+66)/3 = 67
 *                        D (59+72+60)/3 = 191/3 = 63.666... -> 63.67   E (80+66)/2 = 73
 * spread:                A 68-59 = 9   B 80-47 = 33 (> 25: flagged)   C 72-63 = 9   D 72-59 = 13   E 80-66 = 14
 *
 * Ranks (competition: equal scores share a rank, the next one skips):
 *   mean        jr: E 73 (1), C 67 (2), A 63.5 (3), B 63.5 (3)
 *               jr Agra: A 1, B 1 (tie);  jr Chandigarh: C 1;  jr Ahmedabad: E 1
 *               jr zone N: C 1, A 2, B 2;  jr zone W: E 1;  sr: D 1 everywhere
 *   normalised  jr: A 72 (1), E 72 (1), C 67 (3), B 63 (4)
 *               jr Agra: A 1, B 2;  jr Chandigarh: C 1;  jr Ahmedabad: E 1
 *               jr zone N: A 1, C 2, B 3;  jr zone W: E 1;  sr: D 1 everywhere
 * A, third on the plain mean, shares the top with E once its strict and middle judges are read
 * against their own averages; B, whose lowest score came from the strict judge, drops to last.
 */
const FIXTURE_TEAMS: RoundTeam[] = [
  { teamId: 'A', category: 'jr', region: 'Agra', zone: 'N' },
  { teamId: 'B', category: 'jr', region: 'Agra', zone: 'N' },
  { teamId: 'C', category: 'jr', region: 'Chandigarh', zone: 'N' },
  { teamId: 'D', category: 'sr', region: 'Bhopal', zone: 'C' },
  { teamId: 'E', category: 'jr', region: 'Ahmedabad', zone: 'W' },
  { teamId: 'F', category: 'sr', region: 'Bhopal', zone: 'C' },
];
const FIXTURE_TOTALS: JudgeTotal[] = [
  { judgeId: 'strict', teamId: 'A', total: 59 },
  { judgeId: 'strict', teamId: 'B', total: 47 },
  { judgeId: 'strict', teamId: 'C', total: 63 },
  { judgeId: 'strict', teamId: 'D', total: 59 },
  { judgeId: 'lenient', teamId: 'B', total: 80 },
  { judgeId: 'lenient', teamId: 'C', total: 72 },
  { judgeId: 'lenient', teamId: 'D', total: 72 },
  { judgeId: 'lenient', teamId: 'E', total: 80 },
  { judgeId: 'middle', teamId: 'A', total: 68 },
  { judgeId: 'middle', teamId: 'C', total: 66 },
  { judgeId: 'middle', teamId: 'D', total: 60 },
  { judgeId: 'middle', teamId: 'E', total: 66 },
];

describe('roundResults: the hand-computed fixture', () => {
  const results = roundResults({ teams: FIXTURE_TEAMS, totals: FIXTURE_TOTALS });
  const team = byId(results.teams);

  it('reads each judge against itself and the round as a whole', () => {
    expect(results.judges).toEqual([
      { judgeId: 'strict', teamCount: 4, mean: 57, sd: 6, informative: true },
      { judgeId: 'lenient', teamCount: 4, mean: 76, sd: 4, informative: true },
      { judgeId: 'middle', teamCount: 4, mean: 65, sd: 3, informative: true },
    ]);
    expect(results.scale).toEqual({ mean: 66, sd: 9, totalCount: 12 });
    expect(results.disagreementThreshold).toBe(25);
    expect(results.ignoredTotals).toBe(0);
  });

  it('gives each team its judges, mean, z̄, normalised score, spread and flag', () => {
    const summary = results.teams.map(({ teamId, judgeCount, mean, z, normalised, spread, flagged }) => ({ teamId, judgeCount, mean, z, normalised, spread, flagged }));
    expect(summary).toEqual([
      { teamId: 'A', judgeCount: 2, mean: 63.5, z: 0.6667, normalised: 72, spread: 9, flagged: false },
      { teamId: 'B', judgeCount: 2, mean: 63.5, z: -0.3333, normalised: 63, spread: 33, flagged: true },
      { teamId: 'C', judgeCount: 3, mean: 67, z: 0.1111, normalised: 67, spread: 9, flagged: false },
      { teamId: 'D', judgeCount: 3, mean: 63.67, z: -0.7778, normalised: 59, spread: 13, flagged: false },
      { teamId: 'E', judgeCount: 2, mean: 73, z: 0.6667, normalised: 72, spread: 14, flagged: false },
      { teamId: 'F', judgeCount: 0, mean: null, z: null, normalised: null, spread: null, flagged: false },
    ]);
    expect(team.C.judgeTotals).toEqual([
      { judgeId: 'strict', total: 63 },
      { judgeId: 'lenient', total: 72 },
      { judgeId: 'middle', total: 66 },
    ]);
    expect(team.F).toMatchObject({ category: 'sr', region: 'Bhopal', zone: 'C', judgeTotals: [], ranks: null });
  });

  it('ranks per category, region and zone, ties shown as ties', () => {
    expect(team.A.ranks).toEqual({ mean: ranks(3, 1, 2), normalised: ranks(1, 1, 1) });
    expect(team.B.ranks).toEqual({ mean: ranks(3, 1, 2), normalised: ranks(4, 2, 3) });
    expect(team.C.ranks).toEqual({ mean: ranks(2, 1, 1), normalised: ranks(3, 1, 2) });
    expect(team.D.ranks).toEqual({ mean: ranks(1, 1, 1), normalised: ranks(1, 1, 1) });
    expect(team.E.ranks).toEqual({ mean: ranks(1, 1, 1), normalised: ranks(1, 1, 1) });
    expect(team.F.ranks).toBeNull();
  });

  it('flags on a spread above the threshold, not at it', () => {
    const strictRound = byId(roundResults({ teams: FIXTURE_TEAMS, totals: FIXTURE_TOTALS, disagreementThreshold: 13 }).teams);
    expect(Object.values(strictRound).filter((t) => t.flagged).map((t) => t.teamId)).toEqual(['B', 'E']); // D's 13 is not above 13
  });

  it('keeps every z̄ and the normalised order when the strict judge scores everyone 20 points higher', () => {
    const kinder = FIXTURE_TOTALS.map((t) => (t.judgeId === 'strict' ? { ...t, total: t.total + 20 } : t));
    const shifted = roundResults({ teams: FIXTURE_TEAMS, totals: kinder });
    expect(shifted.teams.map((t) => t.z)).toEqual(results.teams.map((t) => t.z));
    expect(shifted.teams.map((t) => t.ranks?.normalised)).toEqual(results.teams.map((t) => t.ranks?.normalised));
    // M moves to 872/12 = 72.67: the whole round's level, not one team's place
    expect(shifted.scale.mean).toBe(72.67);
    // the plain mean's order does change: C (83+72+66)/3 = 73.67 leads, A (79+68)/2 and B (67+80)/2 share 73.5, E has 73
    const shiftedTeam = byId(shifted.teams);
    expect(['A', 'B', 'C', 'E'].map((id) => [shiftedTeam[id].mean, shiftedTeam[id].ranks?.mean.category])).toEqual([
      [73.5, 2],
      [73.5, 2],
      [73.67, 1],
      [73, 4],
    ]);
  });
});

describe('roundResults', () => {
  const jr = (teamId: string, region = 'Agra', zone = 'N'): RoundTeam => ({ teamId, category: 'jr', region, zone });
  const sr = (teamId: string, region = 'Agra', zone = 'N'): RoundTeam => ({ teamId, category: 'sr', region, zone });

  it('gives a judge with one team z = 0 for it', () => {
    /*
     * one: T1 90 only, so z = 0.   two: T1 40, T2 60, μ 50, σ 10, z -1 and +1.
     * z̄: T1 (0 - 1)/2 = -0.5, T2 1.   M = (90+40+60)/3 = 63.333..., S² = 3800/9, S = 20.548...
     * T1 63.333 - 0.5 * 20.548 = 53.059 -> 53.06 (mean 65, spread 50: flagged)   T2 63.333 + 20.548 = 83.881 -> 83.88
     */
    const results = roundResults({
      teams: [jr('T1'), jr('T2')],
      totals: [
        { judgeId: 'one', teamId: 'T1', total: 90 },
        { judgeId: 'two', teamId: 'T1', total: 40 },
        { judgeId: 'two', teamId: 'T2', total: 60 },
      ],
    });
    expect(results.judges[0]).toEqual({ judgeId: 'one', teamCount: 1, mean: 90, sd: 0, informative: false });
    expect(results.teams.map(({ mean, z, normalised, spread, flagged }) => ({ mean, z, normalised, spread, flagged }))).toEqual([
      { mean: 65, z: -0.5, normalised: 53.06, spread: 50, flagged: true },
      { mean: 60, z: 1, normalised: 83.88, spread: 0, flagged: false },
    ]);
    expect(results.scale).toEqual({ mean: 63.33, sd: 20.55, totalCount: 3 });
  });

  it('gives a judge whose totals are all equal z = 0, even when their mean is off in the last bit', () => {
    // (0.1 + 0.1 + 0.1) / 3 computes as 0.10000000000000002: a σ of 1e-17 would make every z -1
    expect((0.1 + 0.1 + 0.1) / 3).not.toBe(0.1);
    /*
     * flat: 0.1 to T1, T2, T3, so z = 0.   other: T1 50, T2 60, μ 55, σ 5, z -1 and +1.
     * z̄: T1 -0.5, T2 0.5, T3 0.   M = 110.3/5 = 22.06, S² = (3 * 21.96² + 27.94² + 37.94²)/5 = 733.3624, S = 27.0807...
     * T1 22.06 - 13.540 = 8.5197 -> 8.52   T2 22.06 + 13.540 = 35.600 -> 35.6   T3 22.06
     */
    const results = roundResults({
      teams: [jr('T1'), jr('T2'), jr('T3')],
      totals: [
        { judgeId: 'flat', teamId: 'T1', total: 0.1 },
        { judgeId: 'flat', teamId: 'T2', total: 0.1 },
        { judgeId: 'flat', teamId: 'T3', total: 0.1 },
        { judgeId: 'other', teamId: 'T1', total: 50 },
        { judgeId: 'other', teamId: 'T2', total: 60 },
      ],
    });
    expect(results.judges[0]).toMatchObject({ judgeId: 'flat', teamCount: 3, informative: false });
    expect(results.teams.map((t) => [t.z, t.normalised])).toEqual([
      [-0.5, 8.52],
      [0.5, 35.6],
      [0, 22.06],
    ]);
  });

  it('gives everyone the round mean when no judge tells teams apart', () => {
    const results = roundResults({
      teams: [jr('T1'), jr('T2'), jr('T3')],
      totals: [
        { judgeId: 'j1', teamId: 'T1', total: 70 },
        { judgeId: 'j1', teamId: 'T2', total: 70 },
        { judgeId: 'j2', teamId: 'T3', total: 40 },
      ],
    });
    // M = 180/3 = 60; every z is 0
    expect(results.teams.map((t) => [t.normalised, t.ranks?.normalised.category, t.ranks?.mean.category])).toEqual([
      [60, 1, 1],
      [60, 1, 1],
      [60, 1, 3],
    ]);
  });

  it('keeps normalised scores within 0-100', () => {
    /*
     * low: T1-T4 0, 0, 0, 10 (μ 2.5, σ 4.33, z of T4 +1.732);  high: T5-T8 100, 100, 100, 90 (z of T8 -1.732)
     * M = 47.5, S = 47.6: T4 47.5 + 82.4 -> 100 (clamped), T8 -> 0 (clamped)
     */
    const totals = [0, 0, 0, 10, 100, 100, 100, 90].map((total, i) => ({ judgeId: i < 4 ? 'low' : 'high', teamId: `T${i + 1}`, total }));
    const results = byId(roundResults({ teams: totals.map((t) => jr(t.teamId)), totals }).teams);
    expect(results.T4.normalised).toBe(100);
    expect(results.T8.normalised).toBe(0);
    expect(results.T4.ranks?.normalised.category).toBe(1);
    expect(results.T8.ranks?.normalised.category).toBe(8);
  });

  it('ranks categories apart, and regions and zones within each category, with competition ranks', () => {
    const teams = [jr('J1', 'Agra', 'N'), jr('J2', 'Agra', 'N'), jr('J3', 'Agra', 'N'), jr('J4', 'Chandigarh', 'N'), jr('J5', 'Bhopal', 'C'), sr('S1', 'Agra', 'N'), sr('S2', 'Agra', 'N')];
    const scores: Record<string, number> = { J1: 80, J2: 80, J3: 70, J4: 90, J5: 70, S1: 50, S2: 50 };
    // one judge per team: mean = total
    const results = byId(roundResults({ teams, totals: teams.map(({ teamId }) => ({ judgeId: `judge-${teamId}`, teamId, total: scores[teamId] })) }).teams);
    const meanRanks = Object.fromEntries(Object.entries(results).map(([id, t]) => [id, t.ranks?.mean]));
    expect(meanRanks).toEqual({
      J1: ranks(2, 1, 2), // jr: J4 90, J1 80, J2 80, J3 70, J5 70 -> 1, 2, 2, 4, 4
      J2: ranks(2, 1, 2), // jr Agra: J1 80, J2 80, J3 70 -> 1, 1, 3
      J3: ranks(4, 3, 4), // jr zone N: J4 90, J1 80, J2 80, J3 70 -> 1, 2, 2, 4
      J4: ranks(1, 1, 1),
      J5: ranks(4, 1, 1), // alone in Bhopal and zone C
      S1: ranks(1, 1, 1), // sr is ranked apart: S1 and S2 share the top
      S2: ranks(1, 1, 1),
    });
  });

  it('compares the rounded scores shown for ties', () => {
    // P: (59 + 72 + 60)/3 = 63.666... shown 63.67; Q: 63.67 from one judge: the same rank
    const results = roundResults({
      teams: [jr('P'), jr('Q'), jr('R')],
      totals: [
        { judgeId: 'a', teamId: 'P', total: 59 },
        { judgeId: 'b', teamId: 'P', total: 72 },
        { judgeId: 'c', teamId: 'P', total: 60 },
        { judgeId: 'd', teamId: 'Q', total: 63.67 },
        { judgeId: 'e', teamId: 'R', total: 63.66 },
      ],
    });
    expect(results.teams.map((t) => [t.mean, t.ranks?.mean.category])).toEqual([
      [63.67, 1],
      [63.67, 1],
      [63.66, 3],
    ]);
  });

  it('answers a round without totals with nulls and no ranks', () => {
    const results = roundResults({ teams: [jr('T1'), sr('T2')], totals: [] });
    expect(results.teams.every((t) => t.mean === null && t.normalised === null && t.spread === null && t.ranks === null && !t.flagged)).toBe(true);
    expect(results.scale).toEqual({ mean: 0, sd: 0, totalCount: 0 });
    expect(results.judges).toEqual([]);
  });

  it("leaves out a total for a team not in the round, everywhere", () => {
    const withStray = roundResults({ teams: FIXTURE_TEAMS, totals: [...FIXTURE_TOTALS, { judgeId: 'strict', teamId: 'withdrawn', total: 5 }] });
    expect(withStray.ignoredTotals).toBe(1);
    expect(withStray.teams).toEqual(roundResults({ teams: FIXTURE_TEAMS, totals: FIXTURE_TOTALS }).teams);
    expect(withStray.judges[0].teamCount).toBe(4);
  });

  it('refuses inconsistent input', () => {
    const teams = [jr('T1')];
    expect(() => roundResults({ teams: [jr('T1'), sr('T1')], totals: [] })).toThrow(/listed twice/);
    expect(() => roundResults({ teams, totals: [{ judgeId: 'a', teamId: 'T1', total: 50 }, { judgeId: 'a', teamId: 'T1', total: 60 }] })).toThrow(/two totals/);
    expect(() => roundResults({ teams, totals: [{ judgeId: 'a', teamId: 'T1', total: 100.01 }] })).toThrow(/0-100/);
    expect(() => roundResults({ teams, totals: [{ judgeId: 'a', teamId: 'T1', total: Number.NaN }] })).toThrow(/0-100/);
    expect(() => roundResults({ teams, totals: [], disagreementThreshold: -1 })).toThrow(/threshold/);
  });

  it('computes a round of 27,000 teams with 3 totals each (the 10x data set)', () => {
    const teams: RoundTeam[] = [];
    const totals: JudgeTotal[] = [];
    for (let i = 0; i < 27_000; i += 1) {
      teams.push({ teamId: `T${i}`, category: i % 2 ? 'jr' : 'sr', region: `R${i % 25}`, zone: `Z${i % 5}` });
      for (let k = 0; k < 3; k += 1) totals.push({ judgeId: `J${(i * 3 + k) % 600}`, teamId: `T${i}`, total: ((i * 37 + k * 1301) % 10_001) / 100 });
    }
    const results = roundResults({ teams, totals });
    expect(results.teams).toHaveLength(27_000);
    expect(results.judges).toHaveLength(600);
    expect(results.scale.totalCount).toBe(81_000);
    expect(results.teams.every((t) => t.judgeCount === 3 && t.ranks !== null)).toBe(true);
  });
});

describe('roundResults: properties', () => {
  const REGIONS = ['Agra', 'Bhopal', 'Chandigarh'];
  const ZONES = ['N', 'C'];
  /** A round: teams, and per team a total in hundredths (or none) from each of up to 6 judges. */
  const roundArbitrary = fc.integer({ min: 1, max: 6 }).chain((judgeCount) =>
    fc.array(
      fc.record({
        category: fc.constantFrom<'jr' | 'sr'>('jr', 'sr'),
        region: fc.constantFrom(...REGIONS),
        zone: fc.constantFrom(...ZONES),
        hundredths: fc.array(fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }), { minLength: judgeCount, maxLength: judgeCount }),
      }),
      { minLength: 1, maxLength: 25 },
    ),
  );
  const toInput = (round: { category: 'jr' | 'sr'; region: string; zone: string; hundredths: (number | undefined)[] }[], shift?: { judge: number; by: number }) => ({
    teams: round.map(({ category, region, zone }, i) => ({ teamId: `T${i}`, category, region, zone })),
    totals: round.flatMap(({ hundredths }, i) =>
      hundredths.flatMap((h, judge) => (h === undefined ? [] : [{ judgeId: `J${judge}`, teamId: `T${i}`, total: (h + (shift?.judge === judge ? shift.by : 0)) / 100 }])),
    ),
  });

  it('keeps normalised within 0-100, the mean within its totals, and flags by the spread', () => {
    fc.assert(
      fc.property(roundArbitrary, fc.integer({ min: 0, max: 60 }), (round, threshold) => {
        const input = toInput(round);
        for (const team of roundResults({ ...input, disagreementThreshold: threshold }).teams) {
          if (team.judgeCount === 0) {
            expect(team.normalised).toBeNull();
            continue;
          }
          const totals = team.judgeTotals.map((t) => t.total);
          expect(team.normalised).toBeGreaterThanOrEqual(0);
          expect(team.normalised).toBeLessThanOrEqual(100);
          expect(team.mean).toBeGreaterThanOrEqual(Math.min(...totals));
          expect(team.mean).toBeLessThanOrEqual(Math.max(...totals));
          expect(team.spread).toBeCloseTo(Math.max(...totals) - Math.min(...totals), 9);
          expect(team.flagged).toBe(team.spread! > threshold);
        }
      }),
    );
  });

  it('ranks each team 1 + the number of teams of its group shown strictly higher', () => {
    fc.assert(
      fc.property(roundArbitrary, (round) => {
        const teams = roundResults(toInput(round)).teams.filter((t) => t.ranks !== null);
        for (const team of teams) {
          for (const score of ['mean', 'normalised'] as const) {
            const higher = (same: (other: TeamResult) => boolean) => teams.filter((other) => same(other) && other[score]! > team[score]!).length;
            expect(team.ranks![score]).toEqual({
              category: 1 + higher((o) => o.category === team.category),
              region: 1 + higher((o) => o.category === team.category && o.region === team.region),
              zone: 1 + higher((o) => o.category === team.category && o.zone === team.zone),
            });
          }
        }
      }),
    );
  });

  it("corrects strictness: moving all of one judge's totals by the same amount changes no z̄ and no order", () => {
    fc.assert(
      fc.property(roundArbitrary, fc.nat(), fc.nat(), (round, judgePick, shiftPick) => {
        const judge = judgePick % round[0].hundredths.length;
        const given = round.flatMap((team) => (team.hundredths[judge] === undefined ? [] : [team.hundredths[judge]!]));
        // a shift that keeps every one of the judge's totals within 0-100
        const lowest = given.length ? -Math.min(...given) : 0;
        const highest = given.length ? 10_000 - Math.max(...given) : 0;
        const by = lowest + (shiftPick % (highest - lowest + 1));
        const before = roundResults(toInput(round)).teams;
        const after = roundResults(toInput(round, { judge, by })).teams;
        before.forEach((team, i) => {
          if (team.z === null) return expect(after[i].z).toBeNull();
          expect(Math.abs(after[i].z! - team.z)).toBeLessThanOrEqual(0.0001 + 1e-12); // the same z̄, up to its 4th decimal
          before.forEach((other, j) => {
            if (other.z !== null && team.z! + 0.001 < other.z) expect(after[i].normalised!).toBeLessThanOrEqual(after[j].normalised!);
          });
        });
      }),
    );
  });
});
