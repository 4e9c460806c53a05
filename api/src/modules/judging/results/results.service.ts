import { ConflictException, Injectable } from '@nestjs/common';
import { JUDGING_MSG, paginationOf, type JudgingResults, type JudgingScoreChoice, type PublishRoundResult, type TeamRoundResult } from '@hackathon/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../../database';
import { accounts, judges, judgingAssignments, judgingRounds, notifications, schools, teams } from '../../../database/schema';
import { recordAudit, type AuditActor, type AuditEntry } from '../../../kernel';
import type { JudgingResultsQueryDto } from '../dto/judging-queries.dto';
import { parseJudgingId, requireAssigned, requireRound, roundAudit, type RoundRow } from '../rounds/round-record';
import { roundHalfAwayFromZero } from './rounding';
import { roundResults, type RoundResults } from './round-results';

const ja = judgingAssignments;
const SCORE_FIELD = { 1: 'phase1Score', 2: 'phase2Score', 3: 'phase3Score' } as const;

export interface RoundTeamRow {
  teamId: string;
  code: string;
  teamName: string;
  category: TeamRoundResult['category'];
  schoolCode: string;
  region: string;
  zone: string;
}

/**
 * The round's results (issue 27): computed from the submitted sheets each time they are read
 * (./round-results.ts; 27,000 teams in well under a second, bench suite judging-plan), filtered,
 * sorted and paged here; publishing writes the chosen score into the teams' phase scores.
 */
@Injectable()
export class ResultsService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The round, its teams and their computed results. */
  async compute(db: DbOrTx, roundId: string): Promise<{ round: RoundRow; teams: RoundTeamRow[]; results: RoundResults; judgeNames: Map<string, string> }> {
    const round = await requireRound(db, roundId);
    requireAssigned(round);
    // semi-joins on the round's pairs (not a DISTINCT over them: 81,000 rows at 10x)
    const inRound = (column: typeof teams.id | typeof judges.id, pairColumn: 'team_id' | 'judge_id') =>
      sql`${column} in (select ${sql.raw(`round_pair.${pairColumn}`)} from ${ja} as round_pair where round_pair.round_id = ${roundId} and round_pair.state <> 'conflict')`;
    const [teamRows, totals, judgeRows] = await Promise.all([
      db
        .select({ teamId: teams.id, code: teams.teamId, teamName: teams.teamName, category: teams.category, schoolCode: teams.schoolCode, region: schools.region, zone: schools.zone })
        .from(teams)
        .innerJoin(schools, eq(schools.code, teams.schoolCode))
        .where(inRound(teams.id, 'team_id')),
      db.select({ teamId: ja.teamId, judgeId: ja.judgeId, total: ja.total }).from(ja).where(and(eq(ja.roundId, roundId), eq(ja.state, 'submitted'), isNotNull(ja.total))),
      db.select({ id: judges.id, name: judges.name }).from(judges).where(inRound(judges.id, 'judge_id')),
    ]);
    const results = roundResults({
      teams: teamRows.map((t) => ({ teamId: t.teamId, category: t.category, region: t.region, zone: t.zone })),
      totals: totals.map((t) => ({ teamId: t.teamId, judgeId: t.judgeId, total: t.total! })),
      disagreementThreshold: round.disagreementThreshold,
    });
    return { round, teams: teamRows, results, judgeNames: new Map(judgeRows.map((j) => [j.id, j.name])) };
  }

  /** GET /judging/rounds/{id}/results. */
  async results(rawId: string, q: JudgingResultsQueryDto): Promise<JudgingResults> {
    const { results, judgeNames, teams: teamRows } = await this.compute(this.db, parseJudgingId(rawId));
    const all = toTeamResults(results, teamRows, judgeNames);
    const needle = q.search?.trim().toLowerCase();
    const matching = all.filter(
      (t) =>
        (!needle || t.teamName.toLowerCase().includes(needle) || t.teamId.toLowerCase().includes(needle)) &&
        (!q.category || t.category === q.category) &&
        (!q.region || t.region === q.region) &&
        (!q.zone || t.zone === q.zone) &&
        (!q.flagged || t.flagged === (q.flagged === 'true')),
    );
    sortResults(matching, q.sort ?? 'normalised', q.order ?? (q.sort === 'teamId' ? 'asc' : 'desc'));
    const start = (q.page - 1) * q.limit;
    return {
      scale: results.scale,
      disagreementThreshold: results.disagreementThreshold,
      flaggedCount: all.filter((t) => t.flagged).length,
      judges: results.judges.map((j) => ({ judgeId: j.judgeId, name: judgeNames.get(j.judgeId) ?? '', teamCount: j.teamCount, mean: j.mean, sd: j.sd, informative: j.informative })),
      teams: matching.slice(start, start + q.limit),
      pagination: paginationOf(q.page, q.limit, matching.length),
    };
  }

  /** All of the round's team results (the CSV export). */
  async allResults(rawId: string): Promise<{ round: RoundRow; teams: TeamRoundResult[] }> {
    const { round, results, judgeNames, teams: teamRows } = await this.compute(this.db, parseJudgingId(rawId));
    const all = toTeamResults(results, teamRows, judgeNames);
    sortResults(all, 'teamId', 'asc');
    return { round, teams: all };
  }

  /**
   * POST /judging/rounds/{id}/publish: each scored team's phase score becomes the chosen score
   * (a whole number, half away from zero: the phase scores are whole numbers 0-100), its total the
   * sum of its phase scores; audited per changed team and for the round; the team, its mentor and
   * its school admin are notified. Again after a reopen: the new scores replace the old.
   */
  async publish(actor: AuditActor, rawId: string, choice: JudgingScoreChoice): Promise<PublishRoundResult> {
    const roundId = parseJudgingId(rawId);
    return this.db.transaction(async (tx) => {
      await tx.select({ id: judgingRounds.id }).from(judgingRounds).where(eq(judgingRounds.id, roundId)).for('update');
      const { round, results, teams: teamRows } = await this.compute(tx, roundId);
      const byId = new Map(teamRows.map((t) => [t.teamId, t]));
      const scored = results.teams.filter((t) => t[choice] !== null).map((t) => ({ teamId: t.teamId, score: roundHalfAwayFromZero(t[choice]!, 0) }));
      if (scored.length === 0) throw new ConflictException(JUDGING_MSG.nothingToPublish);
      const column = teams[SCORE_FIELD[round.phase]];
      const before = await tx.select({ id: teams.id, score: column, schoolCode: teams.schoolCode }).from(teams).where(inArray(teams.id, scored.map((s) => s.teamId)));
      const previous = new Map(before.map((b) => [b.id, b.score]));
      const changed = scored.filter((s) => previous.get(s.teamId) !== s.score);
      for (let i = 0; i < changed.length; i += BATCH) await writeScores(tx, round.phase, changed.slice(i, i + BATCH));
      const audits: AuditEntry[] = changed.map((s) => ({
        action: 'phase.score_updated',
        entityType: 'team',
        entityId: s.teamId,
        schoolCode: byId.get(s.teamId)!.schoolCode,
        reason: round.name,
        before: { phase: round.phase, score: previous.get(s.teamId) ?? null },
        after: { phase: round.phase, score: s.score },
      }));
      audits.push(roundAudit(round.publishedAt ? 'republished' : 'published', roundId, { after: { score: choice, published: scored.length, changed: changed.length } }));
      await recordAudit(tx, actor, audits);
      await tx.update(judgingRounds).set({ publishedAt: sql`now()`, publishedScore: choice, updatedAt: sql`now()` }).where(eq(judgingRounds.id, roundId));
      await this.notify(tx, round, changed.map((s) => ({ team: byId.get(s.teamId)!, score: s.score })));
      return { published: scored.length, unscored: results.teams.length - scored.length };
    });
  }

  /** The team's bell, its mentor's and its school admin's: one notice each per changed score. */
  private async notify(tx: DbOrTx, round: RoundRow, changed: { team: RoundTeamRow; score: number }[]): Promise<void> {
    if (changed.length === 0) return;
    const ids = changed.map((c) => c.team.teamId);
    const mentorAccounts = await tx
      .select({ teamId: teams.id, accountId: accounts.id })
      .from(teams)
      .innerJoin(accounts, and(eq(accounts.mentorId, teams.assignedMentorId), sql`${accounts.disabledAt} is null`))
      .where(inArray(teams.id, ids));
    const schoolAdmins = await tx
      .select({ schoolCode: accounts.schoolCode, accountId: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, 'school_admin'), inArray(accounts.schoolCode, [...new Set(changed.map((c) => c.team.schoolCode))])));
    const mentorOf = new Map(mentorAccounts.map((m) => [m.teamId, m.accountId]));
    const adminOf = new Map(schoolAdmins.map((a) => [a.schoolCode, a.accountId]));
    const title = JUDGING_MSG.notificationTitle(round.name).slice(0, 200);
    const rows = changed.flatMap(({ team, score }) => {
      const notice = { title, message: JUDGING_MSG.notificationBody(team.teamName, round.name, score), type: 'success' as const, priority: 'medium' as const };
      const mentor = mentorOf.get(team.teamId);
      const admin = adminOf.get(team.schoolCode);
      return [
        { ...notice, targetTeamId: team.teamId },
        ...(mentor ? [{ ...notice, targetAccountId: mentor }] : []),
        ...(admin ? [{ ...notice, targetAccountId: admin }] : []),
      ];
    });
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(notifications).values(rows.slice(i, i + BATCH));
  }
}

/** Rows per statement of a publish (a few parameters each: far under PostgreSQL's 65,535). */
const BATCH = 1000;

/** One UPDATE for a batch of teams: the phase's score, and the total as the sum of the phase scores. */
async function writeScores(tx: DbOrTx, phase: 1 | 2 | 3, batch: { teamId: string; score: number }[]): Promise<void> {
  const values = sql.join(batch.map((s) => sql`(${s.teamId}::uuid, ${s.score}::int)`), sql`, `);
  const score = (n: 1 | 2 | 3) => (n === phase ? sql`v.score` : sql.raw(`teams.phase${n}_score`));
  await tx.execute(
    sql`update teams set phase${sql.raw(String(phase))}_score = v.score,
      total_score = coalesce(${score(1)}, 0) + coalesce(${score(2)}, 0) + coalesce(${score(3)}, 0), updated_at = now()
      from (values ${values}) as v(id, score) where teams.id = v.id`,
  );
}

function toTeamResults(results: RoundResults, teamRows: RoundTeamRow[], judgeNames: Map<string, string>): TeamRoundResult[] {
  const byId = new Map(teamRows.map((t) => [t.teamId, t]));
  return results.teams.map((r) => {
    const team = byId.get(r.teamId)!;
    return {
      teamUuid: r.teamId,
      teamId: team.code,
      teamName: team.teamName,
      category: r.category,
      schoolCode: team.schoolCode,
      region: r.region,
      zone: r.zone,
      judgeTotals: r.judgeTotals.map((j) => ({ judgeId: j.judgeId, judgeName: judgeNames.get(j.judgeId) ?? '', total: j.total })),
      mean: r.mean,
      normalised: r.normalised,
      spread: r.spread,
      flagged: r.flagged,
      ranks: r.ranks,
    };
  });
}

/** In place; teams without a score last whatever the order; Team ID breaks ties. */
function sortResults(rows: TeamRoundResult[], key: 'normalised' | 'mean' | 'spread' | 'teamId', order: 'asc' | 'desc'): void {
  const sign = order === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    if (key !== 'teamId') {
      const x = a[key];
      const y = b[key];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) return sign * (x - y);
    }
    return (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0) * (key === 'teamId' ? sign : 1);
  });
}
