import type { RubricCriterionDef, TeamRoundResult } from '@hackathon/contracts';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { CsvColumn } from '../../../common/csv';
import type { DbOrTx } from '../../../database';
import { judges, judgingAssignments, teams } from '../../../database/schema';

/*
 * The round's two CSV exports (issue 27): every score by judge and criterion, and the results.
 * Both are for the organisers (the private notes are in the first).
 */

const ja = judgingAssignments;
const BATCH = 2000;

export interface ScoreLine {
  teamId: string;
  teamName: string;
  judge: string;
  state: string;
  criterion: RubricCriterionDef | null;
  score: number | null;
  total: number | null;
  comment: string;
  privateNote: string;
}

export const SCORE_COLUMNS: CsvColumn<ScoreLine>[] = [
  { header: 'mail.csv.teamID', value: (r) => r.teamId },
  { header: 'mail.csv.teamName', value: (r) => r.teamName },
  { header: 'mail.csv.judge', value: (r) => r.judge },
  { header: 'mail.csv.sheetState', value: (r) => r.state },
  { header: 'mail.csv.criterion', value: (r) => r.criterion?.key },
  { header: 'mail.csv.weight', value: (r) => r.criterion?.weight },
  { header: 'mail.csv.maximum', value: (r) => r.criterion?.max },
  { header: 'mail.csv.score', value: (r) => r.score },
  { header: 'mail.csv.judgeTotal', value: (r) => r.total },
  { header: 'mail.csv.comment', value: (r) => r.comment },
  { header: 'mail.csv.privateNote', value: (r) => r.privateNote },
];

/** The sheets (conflicts left out) in batches by keyset on the sheet id: one line per criterion. */
export async function* scoreLines(db: DbOrTx, roundId: string, criteria: readonly RubricCriterionDef[]): AsyncGenerator<ScoreLine[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: ja.id, teamId: teams.teamId, teamName: teams.teamName, judge: judges.name, state: ja.state, scores: ja.scores, total: ja.total, comment: ja.comment, privateNote: ja.privateNote })
      .from(ja)
      .innerJoin(teams, eq(teams.id, ja.teamId))
      .innerJoin(judges, eq(judges.id, ja.judgeId))
      .where(and(eq(ja.roundId, roundId), ne(ja.state, 'conflict'), gt(ja.id, after)))
      .orderBy(asc(ja.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.flatMap((r) => criteria.map((criterion) => ({ ...r, criterion, score: r.scores[criterion.key] ?? null })));
  }
}

export const RESULT_COLUMNS: CsvColumn<TeamRoundResult>[] = [
  { header: 'mail.csv.teamID', value: (r) => r.teamId },
  { header: 'mail.csv.teamName', value: (r) => r.teamName },
  { header: 'mail.csv.category', value: (r) => r.category },
  { header: 'mail.csv.schoolCode', value: (r) => r.schoolCode },
  { header: 'mail.csv.region', value: (r) => r.region },
  { header: 'mail.csv.zone', value: (r) => r.zone },
  { header: 'mail.csv.judgeCount', value: (r) => r.judgeTotals.length },
  { header: 'mail.csv.judgeTotals', value: (r) => r.judgeTotals.map((j) => `${j.judgeName}: ${j.total}`).join('; ') },
  { header: 'mail.csv.mean', value: (r) => r.mean },
  { header: 'mail.csv.normalised', value: (r) => r.normalised },
  { header: 'mail.csv.spread', value: (r) => r.spread },
  { header: 'mail.csv.flagged', value: (r) => r.flagged },
  { header: 'mail.csv.categoryRank', value: (r) => r.ranks?.normalised.category },
  { header: 'mail.csv.regionRank', value: (r) => r.ranks?.normalised.region },
  { header: 'mail.csv.zoneRank', value: (r) => r.ranks?.normalised.zone },
];

/** A list as one batch per BATCH rows (csvStream's input). */
export async function* inBatches<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}
