import type { TeamRoundFeedback } from '@hackathon/contracts';
import { API_MSG } from '@hackathon/contracts';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../database';
import { judgingAssignments, judgingRounds, teams } from '../../../database/schema';
import { inScopeFlag, iso, parseTeamRef, type ReaderScope } from '../../../kernel';

const ja = judgingAssignments;

/**
 * GET /judging/teams/{id}/feedback (issue 27): the published rounds a team took part in, with its
 * phase score as published, its rank in its category among the round's teams by that score (ties
 * share a rank), and the judges' comments when the round shares them. Whoever reaches the team
 * (its own token, its mentor, its school admin, its region admin, the back office) reads it.
 */
export async function teamFeedback(db: DbOrTx, scope: ReaderScope, rawRef: string): Promise<TeamRoundFeedback[]> {
  const ref = parseTeamRef(rawRef);
  const [team] = await db
    .select({ id: teams.id, category: teams.category, inScope: inScopeFlag(scope.teams({ id: teams.id, schoolCode: teams.schoolCode })) })
    .from(teams)
    .where(ref.kind === 'uuid' ? eq(teams.id, ref.value) : eq(teams.teamId, ref.value))
    .limit(1);
  const found = scope.requireTeamInScope(team, API_MSG.teamNotFound);
  const rounds = await db
    .selectDistinct({ id: judgingRounds.id, name: judgingRounds.name, phase: judgingRounds.phase, publishedAt: judgingRounds.publishedAt, shareComments: judgingRounds.shareComments })
    .from(judgingRounds)
    .innerJoin(ja, eq(ja.roundId, judgingRounds.id))
    .where(and(eq(ja.teamId, found.id), ne(ja.state, 'conflict'), isNotNull(judgingRounds.publishedAt)))
    .orderBy(asc(judgingRounds.publishedAt));
  return Promise.all(
    rounds.map(async (round): Promise<TeamRoundFeedback> => {
      const score = sql.raw(`phase${round.phase}_score`);
      const [standing] = await queryRows<{ score: number | null; rank: number | null }>(
        db,
        sql`
        select mine.${score} as score,
          case when mine.${score} is null then null else 1 + (
            select count(distinct other.id)::int from ${teams} as other
            join ${ja} as pair on pair.team_id = other.id and pair.round_id = ${round.id} and pair.state <> 'conflict'
            where other.category = mine.category and other.${score} > mine.${score}) end as rank
        from ${teams} as mine where mine.id = ${found.id}`,
      );
      const comments = round.shareComments
        ? await db
            .select({ comment: ja.comment })
            .from(ja)
            .where(and(eq(ja.roundId, round.id), eq(ja.teamId, found.id), eq(ja.state, 'submitted'), ne(ja.comment, '')))
            .orderBy(asc(ja.id))
        : [];
      return {
        roundId: round.id,
        roundName: round.name,
        phase: round.phase,
        publishedAt: iso(round.publishedAt)!,
        score: standing?.score ?? null,
        categoryRank: standing?.rank ?? null,
        comments: comments.map((c) => c.comment),
      };
    }),
  );
}
