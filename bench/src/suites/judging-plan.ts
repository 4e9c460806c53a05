/**
 * Issue 27, judging at the 10x data set: the assignment of 27,000 teams to 600 judges, 3 each, in
 * under 5 s. This suite times the planner alone (api/src/modules/judging/assignment, a pure
 * function: no database, no HTTP), on generated rows shaped like the 10x data set (about 10,000
 * schools in 25 regions and 5 zones; judges with a home region each, some teaching at a school),
 * with and without the rule that keeps judges out of their own region, and reports the spread of
 * the loads (the issue: no judge's load differs from another's by more than one). The API path
 * (reading the round, writing the plan) is measured later, with its routes.
 */
import {
  planAssignment,
  type AssignmentJudge,
  type AssignmentPlan,
  type AssignmentTeam,
} from '../../../api/src/modules/judging/assignment/plan-assignment';
import type { Figure, Suite } from '../support/figures';

const SECONDS_TARGET = 5;
const SPREAD_TARGET = 1;
const JUDGES_PER_TEAM = 3;

const log = (line: string) => process.stdout.write(`${line}\n`);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A fixed pseudo-random sequence (the same rows on every run). */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Rows shaped like the data set at `scale` (1: 2,700 teams, 1,000 schools, 60 judges). */
function rows(scale: number): { teams: AssignmentTeam[]; judges: AssignmentJudge[]; schools: number } {
  const random = sequence(27);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const regions = Array.from({ length: 25 }, (_, i) => ({ name: `Region ${i + 1}`, zone: `Zone ${(i % 5) + 1}` }));
  const schools = Array.from({ length: 1000 * scale }, (_, i) => ({ code: `SCH${String(i + 1).padStart(6, '0')}`, region: pick(regions) }));
  const teams = Array.from({ length: 2700 * scale }, (_, i) => {
    const school = pick(schools);
    return { id: `team-${String(i + 1).padStart(6, '0')}`, schoolCode: school.code, region: school.region.name, zone: school.region.zone };
  });
  // a third of the judges teach at a school (and live in its region); the others have a home region
  const judges = Array.from({ length: 60 * scale }, (_, i) => {
    const school = random() < 1 / 3 ? pick(schools) : null;
    return { id: `judge-${String(i + 1).padStart(4, '0')}`, schoolCode: school?.code ?? null, region: (school?.region ?? pick(regions)).name };
  });
  return { teams, judges, schools: schools.length };
}

/** The most teams of one school a single judge scores (1: every judge sees each school once at most). */
function sameSchoolPerJudge(plan: AssignmentPlan, teams: readonly AssignmentTeam[]): number {
  const schoolOf = new Map(teams.map((team) => [team.id, team.schoolCode]));
  const counts = new Map<string, number>();
  let most = 0;
  for (const pair of plan.pairs) {
    const key = `${pair.judgeId}|${schoolOf.get(pair.teamId)}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    most = Math.max(most, n);
  }
  return most;
}

export const suite: Suite = async ({ smoke }) => {
  const scale = smoke ? 1 : 10;
  const runs = smoke ? 1 : 5;
  const { teams, judges, schools } = rows(scale);
  const size = `${teams.length.toLocaleString('en')} teams x ${judges.length} judges x ${JUDGES_PER_TEAM}`;
  log(`judging plan: ${size}, ${schools.toLocaleString('en')} schools in 25 regions; ${runs} run(s) each`);
  const figures: Figure[] = [];
  for (const excludeSameRegion of [false, true]) {
    const seconds: number[] = [];
    let plan: AssignmentPlan | undefined;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      plan = planAssignment({ teams, judges, judgesPerTeam: JUDGES_PER_TEAM, excludeSameRegion });
      seconds.push((performance.now() - started) / 1000);
    }
    const loads = [...plan!.loads.values()];
    const spread = Math.max(...loads) - Math.min(...loads);
    const measured = median(seconds);
    const rule = excludeSameRegion ? 'judges kept out of their region' : 'no region rule';
    const detail =
      `${plan!.pairs.length.toLocaleString('en')} pairs, loads ${Math.min(...loads)}-${Math.max(...loads)}, ` +
      `${plan!.shortfalls.length} shortfall(s), at most ${sameSchoolPerJudge(plan!, teams)} team(s) of one school per judge`;
    log(`  ${rule}: median ${measured.toFixed(3)} s of ${seconds.map((s) => s.toFixed(3)).join(', ')}; ${detail}`);
    const note =
      `planner alone (pure function, no database or HTTP; the API path is measured later); scale ${scale}, ${rule}; ` +
      `median of ${runs} (${seconds.map((s) => s.toFixed(2)).join(', ')} s); ${detail}`;
    figures.push(
      {
        section: 5,
        figure: `judging assignment, ${size}, ${rule} (planner alone)`,
        target: `< ${SECONDS_TARGET} s`,
        measured: Math.round(measured * 1000) / 1000,
        unit: 's',
        pass: measured < SECONDS_TARGET,
        note,
      },
      {
        section: 5,
        figure: `judging assignment: load spread (max - min), ${rule}`,
        target: `<= ${SPREAD_TARGET}`,
        measured: spread,
        unit: 'teams',
        pass: spread <= SPREAD_TARGET && plan!.shortfalls.length === 0,
        note: detail,
      },
    );
  }
  return figures;
};
