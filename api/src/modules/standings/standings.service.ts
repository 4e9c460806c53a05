import { Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG, type TeamStanding } from '@hackathon/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { InjectDb, type Db } from '../../database';
import { type ReaderScope, TEAM_IDENTITY_COLUMNS, TEAM_PHASE_COLUMNS, toTeamPhaseFields } from '../../kernel';
import { teams } from '../../database/schema';
import { toPercentile } from './percentile';

/** Statuses counted as taking part (docs/decisions.md: "Active teams"). */
const ACTIVE_STATUSES = sql`('ACTIVE', 'FINALIST', 'WINNER')`;

@Injectable()
export class StandingsService {
  constructor(@InjectDb() private readonly db: Db) {}

  /**
   * GET /standings/me: the team the scope reaches (a team scope reaches exactly its own row),
   * ranked among the teams of its category. The ranking and the statistics are computed over
   * the whole category in SQL; only the caller's own row leaves the database.
   */
  async standingInScope(scope: ReaderScope): Promise<TeamStanding> {
    const own = scope.teams({ id: teams.id, schoolCode: teams.schoolCode });
    const ownCategory = this.db.select({ category: teams.category }).from(teams).where(own);

    // rank() gives equal scores the same rank and skips the next ones (1, 1, 3); eliminated teams are left out
    const ranking = this.db.$with('ranking').as(
      this.db
        .select({
          id: teams.id,
          rank: RANK_IN_CATEGORY.as('rank'),
          // share of the category's ranked teams below this one: (teams with a lower score) / (n - 1)
          percentRank: sql<number>`(percent_rank() over (partition by ${teams.category} order by ${teams.totalScore} asc))::float8`.as('percent_rank'),
        })
        .from(teams)
        .where(and(ne(teams.status, 'ELIMINATED'), inArray(teams.category, ownCategory))),
    );

    const categoryStats = this.db.$with('category_stats').as(
      this.db
        .select({
          category: teams.category,
          teamsInCategory: sql<number>`count(*)::int`.as('teams_in_category'),
          rankedTeams: sql<number>`(count(*) filter (where ${teams.status} <> 'ELIMINATED'))::int`.as('ranked_teams'),
          activeTeams: sql<number>`(count(*) filter (where ${teams.status} in ${ACTIVE_STATUSES}))::int`.as('active_teams'),
          finalists: sql<number>`(count(*) filter (where ${teams.status} in ('FINALIST', 'WINNER')))::int`.as('finalists'),
          eliminatedTeams: sql<number>`(count(*) filter (where ${teams.status} = 'ELIMINATED'))::int`.as('eliminated_teams'),
          averageScore: sql<number | null>`(round(avg(${teams.totalScore}) filter (where ${teams.status} <> 'ELIMINATED'), 1))::float8`.as('average_score'),
          highestScore: sql<number | null>`(max(${teams.totalScore}) filter (where ${teams.status} <> 'ELIMINATED'))::int`.as('highest_score'),
        })
        .from(teams)
        .where(inArray(teams.category, ownCategory))
        .groupBy(teams.category),
    );

    const [row] = await this.db
      .with(ranking, categoryStats)
      .select({
        ...TEAM_IDENTITY_COLUMNS,
        ...TEAM_PHASE_COLUMNS,
        rank: ranking.rank,
        percentRank: ranking.percentRank,
        teamsInCategory: categoryStats.teamsInCategory,
        rankedTeams: categoryStats.rankedTeams,
        activeTeams: categoryStats.activeTeams,
        finalists: categoryStats.finalists,
        eliminatedTeams: categoryStats.eliminatedTeams,
        averageScore: categoryStats.averageScore,
        highestScore: categoryStats.highestScore,
      })
      .from(teams)
      .innerJoin(categoryStats, eq(categoryStats.category, teams.category))
      .leftJoin(ranking, eq(ranking.id, teams.id))
      .where(own)
      .limit(1);
    if (!row) throw new NotFoundException(API_MSG.teamNotFound);

    const rank = nullableNumber(row.rank);
    const rankedTeams = Number(row.rankedTeams);
    return {
      _id: row.id,
      teamId: row.teamId,
      teamName: row.teamName,
      category: row.category,
      ...toTeamPhaseFields(row),
      rank,
      rankedTeams,
      percentile: rank === null ? null : toPercentile(nullableNumber(row.percentRank) ?? 0, rankedTeams),
      statistics: {
        teamsInCategory: Number(row.teamsInCategory),
        activeTeams: Number(row.activeTeams),
        finalists: Number(row.finalists),
        eliminatedTeams: Number(row.eliminatedTeams),
        averageScore: nullableNumber(row.averageScore),
        highestScore: nullableNumber(row.highestScore),
      },
    };
  }

  /**
   * The rank in its category of every team the scope reaches (a mentor's assigned teams, issue 26),
   * by the same rule as standingInScope: rank() by total score among the category's teams that are
   * not eliminated (an eliminated team has no rank). Only the scope's rows leave the database.
   */
  async ranksInScope(scope: ReaderScope): Promise<Map<string, CategoryRank>> {
    const own = scope.teams({ id: teams.id, schoolCode: teams.schoolCode });
    const ownCategories = this.db.select({ category: teams.category }).from(teams).where(own);
    const ranking = this.db.$with('ranking').as(
      this.db
        .select({ id: teams.id, rank: RANK_IN_CATEGORY.as('rank') })
        .from(teams)
        .where(and(ne(teams.status, 'ELIMINATED'), inArray(teams.category, ownCategories))),
    );
    // per category, so that an eliminated team (no rank) still gets its category's count
    const counts = this.db.$with('ranked_counts').as(
      this.db
        .select({ category: teams.category, rankedTeams: sql<number>`(count(*) filter (where ${teams.status} <> 'ELIMINATED'))::int`.as('ranked_teams') })
        .from(teams)
        .where(inArray(teams.category, ownCategories))
        .groupBy(teams.category),
    );
    const rows = await this.db
      .with(ranking, counts)
      .select({ id: teams.id, rank: ranking.rank, rankedTeams: counts.rankedTeams })
      .from(teams)
      .leftJoin(ranking, eq(ranking.id, teams.id))
      .leftJoin(counts, eq(counts.category, teams.category))
      .where(own);
    return new Map(rows.map((row) => [row.id, { rank: nullableNumber(row.rank), rankedTeams: nullableNumber(row.rankedTeams) ?? 0 }]));
  }
}

/** A team's place in its category, as GET /standings/me ranks it. */
export interface CategoryRank {
  rank: number | null;
  rankedTeams: number;
}

/** rank() by total score within the category: equal scores share a rank and skip the next ones (1, 1, 3). */
const RANK_IN_CATEGORY = sql<number>`(rank() over (partition by ${teams.category} order by ${teams.totalScore} desc))::int`;

/** Drivers differ (PGlite numbers, node-postgres strings for some types): one number or null. */
function nullableNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
