import type { CoverageAssignment, JudgeCoverage, JudgingCoverage, TeamCoverage } from '@hackathon/contracts';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../database';
import { judges, judgingAssignments, schools, teams } from '../../../database/schema';
import { likePattern, listPage, type ListSorting } from '../../../kernel';
import type { JudgingCoverageQueryDto } from '../dto/judging-queries.dto';

/*
 * The coverage board of a round (issue 27): per team, sheets submitted of the judges assigned;
 * per judge, done of assigned; the round's completion. Conflicts are listed with their reason but
 * are not counted as assigned (another judge took the place).
 */

const ja = judgingAssignments;
const assigned = sql<number>`count(*) filter (where ${ja.state} <> 'conflict')::int`;
const submitted = sql<number>`count(*) filter (where ${ja.state} = 'submitted')::int`;

function perTeam(db: DbOrTx, roundId: string) {
  return db.select({ teamId: ja.teamId, assigned: assigned.as('assigned'), submitted: submitted.as('submitted') }).from(ja).where(eq(ja.roundId, roundId)).groupBy(ja.teamId).as('per_team');
}

export async function roundCoverage(db: DbOrTx, roundId: string, q: JudgingCoverageQueryDto): Promise<JudgingCoverage> {
  const counts = perTeam(db, roundId);
  const sorting: ListSorting<'teamId' | 'teamName' | 'progress'> = {
    sortable: { teamId: teams.teamId, teamName: sql`lower(${teams.teamName})`, progress: sql`${counts.submitted}::float / nullif(${counts.assigned}, 0)` },
    defaultSort: { key: 'teamId', order: 'asc' },
    tiebreaker: teams.id,
  };
  const pattern = likePattern(q.search);
  const listed = db
    .select({ id: teams.id, teamId: teams.teamId, teamName: teams.teamName, category: teams.category, schoolCode: teams.schoolCode, region: schools.region, assigned: counts.assigned, submitted: counts.submitted })
    .from(teams)
    .innerJoin(counts, eq(counts.teamId, teams.id))
    .innerJoin(schools, eq(schools.code, teams.schoolCode))
    .where(
      and(
        pattern ? or(ilike(teams.teamName, pattern), ilike(teams.teamId, pattern)) : undefined,
        q.state === 'complete' ? sql`${counts.submitted} >= ${counts.assigned}` : q.state === 'incomplete' ? sql`${counts.submitted} < ${counts.assigned}` : undefined,
      ),
    )
    .$dynamic();
  const page = await listPage(db, listed, q, sorting, async (rows) => {
    const sheets = await sheetsOf(db, roundId, rows.map((r) => r.id));
    return rows.map((r): TeamCoverage => ({ teamUuid: r.id, teamId: r.teamId, teamName: r.teamName, category: r.category, schoolCode: r.schoolCode, region: r.region, assigned: r.assigned, submitted: r.submitted, assignments: sheets.get(r.id) ?? [] }));
  });
  const [judgeRows, completion] = await Promise.all([judgeCoverage(db, roundId), roundCompletion(db, roundId)]);
  return { completion, judges: judgeRows, teams: page.items, pagination: page.pagination };
}

/** The pairs of the page's teams, by team, judges by name. */
async function sheetsOf(db: DbOrTx, roundId: string, teamIds: string[]): Promise<Map<string, CoverageAssignment[]>> {
  const out = new Map<string, CoverageAssignment[]>();
  if (teamIds.length === 0) return out;
  const rows = await db
    .select({ teamId: ja.teamId, assignmentId: ja.id, judgeId: ja.judgeId, judgeName: judges.name, state: ja.state, conflictReason: ja.conflictReason, total: ja.total })
    .from(ja)
    .innerJoin(judges, eq(judges.id, ja.judgeId))
    .where(and(eq(ja.roundId, roundId), inArray(ja.teamId, teamIds)))
    .orderBy(asc(judges.name), asc(ja.id));
  for (const { teamId, ...sheet } of rows) out.set(teamId, [...(out.get(teamId) ?? []), sheet]);
  return out;
}

async function judgeCoverage(db: DbOrTx, roundId: string): Promise<JudgeCoverage[]> {
  return db
    .select({ judgeId: ja.judgeId, name: judges.name, assigned, submitted, conflicts: sql<number>`count(*) filter (where ${ja.state} = 'conflict')::int` })
    .from(ja)
    .innerJoin(judges, eq(judges.id, ja.judgeId))
    .where(eq(ja.roundId, roundId))
    .groupBy(ja.judgeId, judges.name)
    .orderBy(asc(judges.name));
}

async function roundCompletion(db: DbOrTx, roundId: string): Promise<JudgingCoverage['completion']> {
  const counts = perTeam(db, roundId);
  const [row] = await db
    .select({
      submitted: sql<number>`coalesce(sum(${counts.submitted}), 0)::int`,
      assigned: sql<number>`coalesce(sum(${counts.assigned}), 0)::int`,
      teamsComplete: sql<number>`count(*) filter (where ${counts.submitted} >= ${counts.assigned})::int`,
      teamCount: sql<number>`count(*)::int`,
    })
    .from(counts);
  return row!;
}
