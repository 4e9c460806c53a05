/**
 * Issue 27, judging through the API at the 10x data set (27,000 teams, 600 judges, 3 each): the
 * assignment applied in under 5 s and a page of the results in under 1 s. Unlike judging-plan
 * (the planner alone), this times the whole request: reading the round's teams and judges,
 * planning, writing the 81,000 pairs (or, for the results, reading every submitted sheet and
 * normalising), over HTTP as the admin. Measured on the PostgreSQL server when there is one, else PGlite.
 */
import { DEFAULT_RUBRIC, JUDGING_API, KVS_REGIONS } from '@hackathon/contracts';
import { sql } from 'drizzle-orm';
import { judges } from '../../../api/src/database/schema';
import type { Suite } from '../support/figures';
import { benchDatabaseUrl, bootWithDataset, log, timedAdminCall } from '../support/harness';

const ASSIGN_TARGET_S = 5;
const RESULTS_TARGET_S = 1;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const suite: Suite = async ({ smoke }) => {
  const scale = smoke ? 1 : 10;
  const api = await bootWithDataset(scale, 'judging-api', { databaseUrl: await benchDatabaseUrl() });
  try {
    // every team of the data set in the round (the 27,000 at 10x): all active in phase 1
    await api.db.execute(sql`update teams set status = 'ACTIVE', current_phase = 1`);
    // 60 judges per 1,000 schools, each from a region, none teaching at a school
    const judgeRows = Array.from({ length: 60 * scale }, (_, i) => ({
      name: `Bench Judge ${i + 1}`,
      email: `bench.judge.${i + 1}@judges.test`,
      homeRegion: KVS_REGIONS[i % KVS_REGIONS.length]!.name,
    }));
    const judgeIds = (await api.db.insert(judges).values(judgeRows).returning({ id: judges.id })).map((j) => j.id);
    const round = (await timedAdminCall(api, 'POST', JUDGING_API.createRound.path(), {
      name: 'Bench round',
      phase: 1,
      criteria: DEFAULT_RUBRIC,
      judgeIds,
      judgesPerTeam: 3,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
    })).data as { _id: string };

    const dryRuns: number[] = [];
    let plan: { teamCount: number; pairCount: number; minLoad: number; maxLoad: number } | null = null;
    for (let i = 0; i < (smoke ? 1 : 3); i++) {
      const run = await timedAdminCall(api, 'POST', JUDGING_API.assign.path(round._id), { dryRun: true });
      dryRuns.push(run.seconds);
      plan = run.data as typeof plan;
    }
    const applied = await timedAdminCall(api, 'POST', JUDGING_API.assign.path(round._id), { dryRun: false });
    log(`assignment at scale ${scale} on ${api.database}: ${plan!.teamCount} teams, ${judgeIds.length} judges, ${plan!.pairCount} pairs, loads ${plan!.minLoad}-${plan!.maxLoad}`);
    log(`  dry run median ${median(dryRuns).toFixed(2)} s; applied ${applied.seconds.toFixed(2)} s`);

    // every sheet submitted with a total: what the results read on the day
    await api.db.execute(sql`update judging_assignments set state = 'submitted', total = round((40 + random() * 60)::numeric, 2)::float8, submitted_at = now()`);
    const reads: number[] = [];
    for (let i = 0; i < (smoke ? 1 : 5); i++) reads.push((await timedAdminCall(api, 'GET', `${JUDGING_API.results.path(round._id)}?limit=50`)).seconds);
    const results = median(reads);
    log(`  results (a page of 50, every team normalised) median ${results.toFixed(2)} s over ${reads.length} reads`);

    const size = `${plan!.teamCount} teams x ${judgeIds.length} judges x 3`;
    return [
      { section: 5, figure: `judging assignment applied via the API, ${size}`, target: `< ${ASSIGN_TARGET_S} s`, measured: round3(applied.seconds), unit: 's', pass: applied.seconds < ASSIGN_TARGET_S, note: `dry run median ${median(dryRuns).toFixed(2)} s; ${api.database}` },
      { section: 5, figure: `judging results via the API, ${size} (median of ${reads.length})`, target: `< ${RESULTS_TARGET_S} s`, measured: round3(results), unit: 's', pass: results < RESULTS_TARGET_S, note: api.database },
    ];
  } finally {
    await api.close();
  }
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;
