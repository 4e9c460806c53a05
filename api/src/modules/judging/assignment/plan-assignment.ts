/**
 * The assignment planner of a judging round (issue 27): which judges score which teams. Pure: no
 * database, no Nest, no clock, no randomness; the round's service feeds it rows and stores the plan.
 *
 * Rules, for every pair (team, judge) of the plan:
 *  - the judge is not of the team's school (a judge without a school is of none);
 *  - when the round excludes the same region, the judge's home region is not the team's (a judge
 *    without a home region is in none);
 *  - the pair is not a declared conflict;
 *  - a judge is on a team at most once.
 * A judge is *eligible* for a team when the first three hold. Every team gets `judgesPerTeam`
 * distinct eligible judges; a team with fewer eligible judges than that gets every one of them and
 * is reported in `shortfalls` (reason `not_enough_eligible_judges`). Judges have no capacity, so
 * this is the only way a team can fall short.
 *
 * Fixed pairs (scores already submitted, the admin's swaps) are kept as they are and count in the
 * loads; they fill the team's places first, and a team with more fixed pairs than `judgesPerTeam`
 * keeps them all and gets no more. A fixed pair that breaks a rule (or names an unknown team or
 * judge) is not kept: it is returned in `refusedFixed` with the reason, so the caller can show it.
 *
 * Balanced. A *move* gives a team's place held by a judge J (not a fixed pair) to a judge J' who is
 * eligible for that team and not already on it. The plan is balanced when no chain of moves
 * J0 -> J1 -> ... -> Jm (Ji hands one of its teams to Ji+1, so only J0 loses a team and only Jm
 * gains one) leads from a judge to another whose load is lower by two or more:
 *
 *     for every judge J and every judge J' reachable from J by moves: load(J) - load(J') <= 1.
 *
 * This is the issue's "no judge's load differs from another's by more than one" wherever the rules
 * let work flow between the two judges; where they do not (a judge eligible for few teams, a
 * region's judges when teams are kept out of their own region, fixed pairs) no plan could do better.
 * Equivalently (it is the optimality condition of the convex-cost flow), the loads are the most
 * even any plan with the same fixed pairs and the same number of judges per team can reach: they
 * minimise the sum of squared loads, and with it the highest load and (at once) every strictly
 * convex measure of spread; the lowest load is as high as it can be. When every judge is eligible
 * for every team and nothing is fixed, it is exactly: max load - min load <= 1 over all judges.
 *
 * Deterministic: teams and judges are taken in id order (code-unit order, not the locale's), pairs
 * are returned sorted by team id then judge id, and ties are broken by fixed hashes of ids (then
 * the ids), never by Math.random or by the order of the input: the same input in any order gives
 * the same plan.
 *
 * Method. (1) Greedy: teams with the least room first (eligible judges left minus places to fill,
 * grouped by powers of two so that teams differing by a judge or two are not processed region by
 * region), then by a hash of the school code (a school's teams stay together, schools are
 * scattered); each place goes to the eligible judge of the lowest load. Judges sit in one FIFO list
 * per load, first ordered by a hash of their id: a judge who takes a place moves to the back of the
 * next list, so consecutive teams (a school's) get different judges and each judge sees many
 * schools. (2) Repair: a breadth-first search over moves, from the most loaded judges down, finds
 * a chain that breaks the statement above and applies it (each one lowers the sum of squared loads
 * by at least 2, so the repair ends); the plan is returned when a whole search finds none.
 *
 * Cost, with T teams, J judges, S = places to fill, G = regions: sorting O(T log T + J log J);
 * greedy O(S * (1 + x)) with x the judges skipped per place (those ineligible for the team or
 * already on it, at most J, a few dozen in practice); one repair search O(J log J + T * G + P)
 * over P pairs (unvisited judges kept per region, so a team's region is skipped whole), run once
 * per repaired chain and once more to prove there is none (a chain costs about 0.2 ms at the size
 * below). 27,000 teams x 600 judges x 3 (bench/src/suites/judging-plan.ts): 0.1-0.5 s on the
 * 2-core machine, loads all 135; on those rows the greedy leaves nothing to repair.
 */

export const DEFAULT_JUDGES_PER_TEAM = 3;

export interface AssignmentTeam {
  readonly id: string;
  readonly schoolCode: string;
  readonly region: string;
  /** Carried for the caller (a round picks its teams by zone); no rule reads it. */
  readonly zone?: string;
}

export interface AssignmentJudge {
  readonly id: string;
  /** The school the judge teaches at, if any: never judges that school's teams. */
  readonly schoolCode: string | null;
  /** The judge's home region, if known: kept away from its teams when the round says so. */
  readonly region: string | null;
}

export interface AssignmentPair {
  readonly teamId: string;
  readonly judgeId: string;
}

export interface AssignmentInput {
  readonly teams: readonly AssignmentTeam[];
  readonly judges: readonly AssignmentJudge[];
  /** A positive whole number; DEFAULT_JUDGES_PER_TEAM when absent. */
  readonly judgesPerTeam?: number;
  readonly excludeSameRegion: boolean;
  /** Pairs to keep as they are (scores submitted, the admin's swaps). */
  readonly fixed?: readonly AssignmentPair[];
  /** Pairs that must never be made (declared conflicts). Unknown ids are ignored. */
  readonly conflicts?: readonly AssignmentPair[];
}

export interface AssignmentShortfall {
  teamId: string;
  /** How many judges the team has in the plan: every judge eligible for it. */
  assigned: number;
  reason: 'not_enough_eligible_judges';
}

export type IneligibleReason = 'same_school' | 'same_region';
export type RefusedFixedReason = IneligibleReason | 'conflict' | 'unknown_team' | 'unknown_judge';

export interface RefusedFixedPair extends AssignmentPair {
  reason: RefusedFixedReason;
}

export interface AssignmentPlan {
  /** Every pair of the plan, fixed ones included, sorted by team id then judge id. */
  pairs: AssignmentPair[];
  /** Teams per judge, for every judge (0 included), in judge id order. */
  loads: Map<string, number>;
  /** The teams with fewer than judgesPerTeam judges, in team id order. */
  shortfalls: AssignmentShortfall[];
  /** The fixed pairs not kept, in team id then judge id order. */
  refusedFixed: RefusedFixedPair[];
}

/** What replaceJudge reads: the round's teams, judges and rule, and the pairs it has now. */
export interface AssignmentState {
  readonly teams: readonly AssignmentTeam[];
  readonly judges: readonly AssignmentJudge[];
  readonly excludeSameRegion: boolean;
  readonly pairs: readonly AssignmentPair[];
}

/** Why the judge may not score the team under the school and region rules (conflicts aside), or null. */
export function whyIneligible(
  team: Pick<AssignmentTeam, 'schoolCode' | 'region'>,
  judge: Pick<AssignmentJudge, 'schoolCode' | 'region'>,
  excludeSameRegion: boolean,
): IneligibleReason | null {
  if (judge.schoolCode !== null && judge.schoolCode === team.schoolCode) return 'same_school';
  if (excludeSameRegion && judge.region !== null && judge.region === team.region) return 'same_region';
  return null;
}

/**
 * The judge who takes `judgeId`'s place on `teamId` (a declared conflict, an admin's swap): the
 * eligible judge with the lowest load among those not already on the team, other than `judgeId`
 * and not in `conflicts`; ties go to the lowest hash of team and judge ids (then the judge id).
 * Null when no judge is eligible. Loads are counted from `state.pairs`. The caller replaces the pair;
 * one replacement keeps the rules but may leave the plan a little less balanced than the planner's.
 * O(P + J).
 */
export function replaceJudge(
  state: AssignmentState,
  teamId: string,
  judgeId: string,
  conflicts: readonly AssignmentPair[] = [],
): string | null {
  const team = state.teams.find((candidate) => candidate.id === teamId);
  if (!team) throw new Error(`replaceJudge: unknown team ${teamId}`);
  const loads = new Map<string, number>();
  const onTeam = new Set<string>([judgeId]);
  for (const pair of state.pairs) {
    loads.set(pair.judgeId, (loads.get(pair.judgeId) ?? 0) + 1);
    if (pair.teamId === teamId) onTeam.add(pair.judgeId);
  }
  for (const conflict of conflicts) if (conflict.teamId === teamId) onTeam.add(conflict.judgeId);
  let best: { id: string; load: number; hash: number } | null = null;
  for (const judge of state.judges) {
    if (onTeam.has(judge.id) || whyIneligible(team, judge, state.excludeSameRegion)) continue;
    const load = loads.get(judge.id) ?? 0;
    const hash = hashString(`${teamId}\u0000${judge.id}`);
    if (!best || load < best.load || (load === best.load && (hash < best.hash || (hash === best.hash && judge.id < best.id)))) {
      best = { id: judge.id, load, hash };
    }
  }
  return best?.id ?? null;
}

/** The plan of a round: see the comment at the top of the file. Throws on duplicate ids or a bad judgesPerTeam. */
export function planAssignment(input: AssignmentInput): AssignmentPlan {
  const perTeam = input.judgesPerTeam ?? DEFAULT_JUDGES_PER_TEAM;
  if (!Number.isInteger(perTeam) || perTeam < 1) throw new RangeError(`judgesPerTeam must be a positive whole number, not ${perTeam}`);
  const board = new Board(input);
  const refusedFixed = board.placeFixed(input.fixed ?? []);
  board.greedy(perTeam);
  board.repair();
  return { ...board.result(perTeam), refusedFixed };
}

// ---------------------------------------------------------------------------------------------
// The working state, in index space: teams 0..T-1 and judges 0..J-1 in id order.

const NONE = -1;

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortedById<T extends { readonly id: string }>(rows: readonly T[], what: string): T[] {
  const sorted = [...rows].sort((a, b) => compareIds(a.id, b.id));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.id === sorted[i - 1]!.id) throw new Error(`planAssignment: duplicate ${what} id ${sorted[i]!.id}`);
  }
  return sorted;
}

/** FNV-1a over the string's code units, then murmur3's finaliser: a fixed, well-spread 32-bit hash. */
function hashString(text: string): number {
  let h = 0x811c9dc5 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

class Interner {
  private readonly ids = new Map<string, number>();
  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) this.ids.set(value, (id = this.ids.size));
    return id;
  }
  get size(): number {
    return this.ids.size;
  }
}

class Board {
  private readonly teams: AssignmentTeam[];
  private readonly judges: AssignmentJudge[];
  private readonly teamIndex = new Map<string, number>();
  private readonly judgeIndex = new Map<string, number>();
  private readonly exclude: boolean;
  private readonly teamSchool: Int32Array;
  private readonly teamRegion: Int32Array;
  private readonly judgeSchool: Int32Array;
  private readonly judgeRegion: Int32Array;
  private readonly regionCount: number;
  /** t * J + j of every known conflict. */
  private readonly conflicts = new Set<number>();
  /** t * J + j of every kept fixed pair. */
  private readonly fixedKeys = new Set<number>();
  /** The judges on each team, fixed ones included. */
  private readonly onTeam: number[][];
  /** The teams of each judge that moves may take away (fixed pairs excluded), in insertion order. */
  private readonly movable: Set<number>[];
  private readonly load: Int32Array;
  private readonly fixedCount: Int32Array;

  constructor(input: AssignmentInput) {
    this.teams = sortedById(input.teams, 'team');
    this.judges = sortedById(input.judges, 'judge');
    this.exclude = input.excludeSameRegion;
    const T = this.teams.length;
    const J = this.judges.length;
    const schools = new Interner();
    const regions = new Interner();
    this.teamSchool = new Int32Array(T);
    this.teamRegion = new Int32Array(T);
    this.teams.forEach((team, t) => {
      this.teamIndex.set(team.id, t);
      this.teamSchool[t] = schools.id(team.schoolCode);
      this.teamRegion[t] = regions.id(team.region);
    });
    this.judgeSchool = new Int32Array(J);
    this.judgeRegion = new Int32Array(J);
    this.judges.forEach((judge, j) => {
      this.judgeIndex.set(judge.id, j);
      this.judgeSchool[j] = judge.schoolCode === null ? NONE : schools.id(judge.schoolCode);
      this.judgeRegion[j] = judge.region === null ? NONE : regions.id(judge.region);
    });
    this.regionCount = regions.size;
    for (const conflict of input.conflicts ?? []) {
      const t = this.teamIndex.get(conflict.teamId);
      const j = this.judgeIndex.get(conflict.judgeId);
      if (t !== undefined && j !== undefined) this.conflicts.add(t * J + j);
    }
    this.onTeam = Array.from({ length: T }, () => []);
    this.movable = Array.from({ length: J }, () => new Set<number>());
    this.load = new Int32Array(J);
    this.fixedCount = new Int32Array(T);
  }

  /** School and region rules and conflicts; not whether the judge is already on the team. */
  private eligible(t: number, j: number): boolean {
    return (
      this.judgeSchool[j] !== this.teamSchool[t] &&
      !(this.exclude && this.judgeRegion[j] === this.teamRegion[t]) &&
      !this.conflicts.has(t * this.judges.length + j)
    );
  }

  private free(t: number, j: number): boolean {
    return this.eligible(t, j) && !this.onTeam[t]!.includes(j);
  }

  placeFixed(fixed: readonly AssignmentPair[]): RefusedFixedPair[] {
    const refused = new Map<string, RefusedFixedPair>();
    for (const pair of fixed) {
      const t = this.teamIndex.get(pair.teamId);
      const j = this.judgeIndex.get(pair.judgeId);
      const key = `${pair.teamId}\u0000${pair.judgeId}`;
      let reason: RefusedFixedReason | null;
      if (t === undefined) reason = 'unknown_team';
      else if (j === undefined) reason = 'unknown_judge';
      else if (this.conflicts.has(t * this.judges.length + j)) reason = 'conflict';
      else reason = whyIneligible(this.teams[t]!, this.judges[j]!, this.exclude);
      if (reason) {
        refused.set(key, { teamId: pair.teamId, judgeId: pair.judgeId, reason });
        continue;
      }
      const k = t! * this.judges.length + j!;
      if (this.fixedKeys.has(k)) continue;
      this.fixedKeys.add(k);
      this.onTeam[t!]!.push(j!);
      this.load[j!]! += 1;
      this.fixedCount[t!]! += 1;
    }
    return [...refused.values()].sort((a, b) => compareIds(a.teamId, b.teamId) || compareIds(a.judgeId, b.judgeId));
  }

  /** How many judges are eligible for each team (school, region, conflicts), by counting, not scanning. */
  private eligibleCounts(): Int32Array {
    const J = this.judges.length;
    const R = this.regionCount;
    const bySchool = new Map<number, number>();
    const byRegion = new Map<number, number>();
    const bySchoolRegion = new Map<number, number>();
    for (let j = 0; j < J; j++) {
      const school = this.judgeSchool[j]!;
      const region = this.judgeRegion[j]!;
      if (school !== NONE) bySchool.set(school, (bySchool.get(school) ?? 0) + 1);
      if (region !== NONE) byRegion.set(region, (byRegion.get(region) ?? 0) + 1);
      if (school !== NONE && region !== NONE) bySchoolRegion.set(school * R + region, (bySchoolRegion.get(school * R + region) ?? 0) + 1);
    }
    const counts = new Int32Array(this.teams.length);
    for (let t = 0; t < counts.length; t++) {
      const school = this.teamSchool[t]!;
      const region = this.teamRegion[t]!;
      let count = J - (bySchool.get(school) ?? 0);
      if (this.exclude) count -= (byRegion.get(region) ?? 0) - (bySchoolRegion.get(school * R + region) ?? 0);
      counts[t] = count;
    }
    for (const key of this.conflicts) {
      const t = Math.floor(key / J);
      const j = key - t * J;
      // a conflict with a judge the rules already keep away removes no one
      if (this.judgeSchool[j] !== this.teamSchool[t] && !(this.exclude && this.judgeRegion[j] === this.teamRegion[t])) counts[t]! -= 1;
    }
    return counts;
  }

  greedy(perTeam: number): void {
    const T = this.teams.length;
    const J = this.judges.length;
    const eligibleCount = this.eligibleCounts();
    const need = new Int32Array(T);
    const room = new Int32Array(T);
    const schoolHash = new Map<number, number>();
    const order: number[] = [];
    for (let t = 0; t < T; t++) {
      need[t] = Math.max(0, perTeam - this.fixedCount[t]!);
      if (need[t] === 0) continue;
      // the judges left to choose from, minus the places to fill: 0 = no choice at all
      const slack = Math.max(0, eligibleCount[t]! - this.fixedCount[t]! - need[t]!);
      room[t] = 31 - Math.clz32(slack + 1);
      const school = this.teamSchool[t]!;
      if (!schoolHash.has(school)) schoolHash.set(school, hashString(this.teams[t]!.schoolCode));
      order.push(t);
    }
    order.sort(
      (a, b) =>
        room[a]! - room[b]! ||
        schoolHash.get(this.teamSchool[a]!)! - schoolHash.get(this.teamSchool[b]!)! ||
        compareIds(this.teams[a]!.schoolCode, this.teams[b]!.schoolCode) ||
        a - b,
    );

    // one FIFO list of judges per load, as links: head[load], tail[load], next[j], prev[j]
    const head: number[] = [];
    const tail: number[] = [];
    const next = new Int32Array(J).fill(NONE);
    const prev = new Int32Array(J).fill(NONE);
    const append = (load: number, j: number) => {
      while (head.length <= load) {
        head.push(NONE);
        tail.push(NONE);
      }
      prev[j] = tail[load]!;
      next[j] = NONE;
      if (tail[load] === NONE) head[load] = j;
      else next[tail[load]!] = j;
      tail[load] = j;
    };
    const unlink = (load: number, j: number) => {
      if (prev[j] === NONE) head[load] = next[j]!;
      else next[prev[j]!] = next[j]!;
      if (next[j] === NONE) tail[load] = prev[j]!;
      else prev[next[j]!] = prev[j]!;
    };
    const judgeHash = this.judges.map((judge) => hashString(judge.id));
    const firstOrder = Array.from({ length: J }, (_, j) => j).sort((a, b) => judgeHash[a]! - judgeHash[b]! || a - b);
    for (const j of firstOrder) append(this.load[j]!, j);
    let lowest = 0;

    for (const t of order) {
      for (let place = 0; place < need[t]!; place++) {
        while (lowest < head.length && head[lowest] === NONE) lowest++;
        let chosen = NONE;
        for (let load = lowest; load < head.length && chosen === NONE; load++) {
          for (let j = head[load]!; j !== NONE; j = next[j]!) {
            if (this.free(t, j)) {
              chosen = j;
              break;
            }
          }
        }
        if (chosen === NONE) break; // every eligible judge is on the team: a shortfall
        const load = this.load[chosen]!;
        unlink(load, chosen);
        append(load + 1, chosen);
        this.load[chosen] = load + 1;
        this.onTeam[t]!.push(chosen);
        this.movable[chosen]!.add(t);
      }
    }
  }

  /** Applies chains of moves that break the balance statement until a whole search finds none. */
  repair(): number {
    let chains = 0;
    while (this.repairOnce()) chains++;
    return chains;
  }

  /**
   * One breadth-first search over moves, from the judges of the highest load down; the visited set
   * is shared across levels (what a higher level reached, it reached completely, and finding nothing
   * there means nothing below its load - 1 is reachable from it). Applies the first chain found.
   */
  private repairOnce(): boolean {
    const J = this.judges.length;
    if (J < 2) return false;
    // unvisited judges per group (per home region when the round excludes the region, else one group),
    // so that expanding a team skips its region's judges whole
    const groupCount = this.exclude ? this.regionCount + 1 : 1;
    const groupOf = (j: number) => (this.exclude ? (this.judgeRegion[j] === NONE ? this.regionCount : this.judgeRegion[j]!) : 0);
    const members: number[][] = Array.from({ length: groupCount }, () => []);
    const position = new Int32Array(J);
    for (let j = 0; j < J; j++) {
      const group = members[groupOf(j)]!;
      position[j] = group.length;
      group.push(j);
    }
    const visited = new Uint8Array(J);
    const expanded = new Uint8Array(this.teams.length);
    const parentJudge = new Int32Array(J).fill(NONE);
    const parentTeam = new Int32Array(J).fill(NONE);
    const visit = (j: number) => {
      visited[j] = 1;
      const group = members[groupOf(j)]!;
      const last = group.pop()!;
      if (last !== j) {
        group[position[j]!] = last;
        position[last] = position[j]!;
      }
    };

    let minLoad = Infinity;
    const levels = new Set<number>();
    for (let j = 0; j < J; j++) {
      minLoad = Math.min(minLoad, this.load[j]!);
      levels.add(this.load[j]!);
    }
    for (const level of [...levels].sort((a, b) => b - a)) {
      if (level < minLoad + 2) break;
      const queue: number[] = [];
      for (let j = 0; j < J; j++) {
        if (this.load[j] === level && !visited[j]) {
          visit(j);
          parentJudge[j] = NONE;
          queue.push(j);
        }
      }
      for (let q = 0; q < queue.length; q++) {
        const from = queue[q]!;
        for (const t of this.movable[from]!) {
          if (expanded[t]) continue;
          expanded[t] = 1;
          const skipGroup = this.exclude ? this.teamRegion[t]! : NONE;
          for (let g = 0; g < groupCount; g++) {
            if (g === skipGroup) continue;
            const group = members[g]!;
            for (let i = 0; i < group.length; ) {
              const to = group[i]!;
              if (!this.free(t, to)) {
                i++;
                continue;
              }
              visit(to); // swaps the group's last member into place i
              parentJudge[to] = from;
              parentTeam[to] = t;
              if (this.load[to]! <= level - 2) {
                this.applyChain(to, parentJudge, parentTeam);
                return true;
              }
              queue.push(to);
            }
          }
        }
      }
    }
    return false;
  }

  /** Each step of the chain hands team parentTeam[j] from parentJudge[j] to j: only its ends change load. */
  private applyChain(end: number, parentJudge: Int32Array, parentTeam: Int32Array): void {
    let to = end;
    while (parentJudge[to] !== NONE) {
      const from = parentJudge[to]!;
      const t = parentTeam[to]!;
      this.movable[from]!.delete(t);
      this.movable[to]!.add(t);
      const members = this.onTeam[t]!;
      members[members.indexOf(from)] = to;
      to = from;
    }
    this.load[to]! -= 1;
    this.load[end]! += 1;
  }

  result(perTeam: number): Omit<AssignmentPlan, 'refusedFixed'> {
    const pairs: AssignmentPair[] = [];
    const shortfalls: AssignmentShortfall[] = [];
    this.teams.forEach((team, t) => {
      const members = [...this.onTeam[t]!].sort((a, b) => a - b);
      for (const j of members) pairs.push({ teamId: team.id, judgeId: this.judges[j]!.id });
      if (members.length < perTeam) shortfalls.push({ teamId: team.id, assigned: members.length, reason: 'not_enough_eligible_judges' });
    });
    const loads = new Map<string, number>();
    this.judges.forEach((judge, j) => loads.set(judge.id, this.load[j]!));
    return { pairs, loads, shortfalls };
  }
}
