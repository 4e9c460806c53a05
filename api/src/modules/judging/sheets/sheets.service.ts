import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG, JUDGING_MSG, type ConflictResult, type CoverageAssignment, type JudgeAssignment, type JudgeRound, type MyAssignments } from '@hackathon/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../../database';
import { judges, judgingAssignments, judgingRounds, schools, teamMembers, teams } from '../../../database/schema';
import { inScopeFlag, iso, recordAudit, type AuditActor, type ReaderScope } from '../../../kernel';
import { AssignmentService } from '../assignment/assignment.service';
import type { JudgeSheetDto } from '../dto/judging-actions.dto';
import { parseJudgingId, requireRound, roundAudit } from '../rounds/round-record';
import { checkedSheet } from './sheet-rules';

const ja = judgingAssignments;

/** The sheet's columns as the judge's screen reads them. */
const SHEET_COLUMNS = {
  id: ja.id,
  roundId: ja.roundId,
  state: ja.state,
  scores: ja.scores,
  comment: ja.comment,
  privateNote: ja.privateNote,
  total: ja.total,
  submittedAt: ja.submittedAt,
  updatedAt: ja.updatedAt,
  teamUuid: teams.id,
  teamId: teams.teamId,
  teamName: teams.teamName,
  category: teams.category,
  schoolName: schools.name,
  blind: judgingRounds.blind,
};

type SheetRow = { [K in keyof typeof SHEET_COLUMNS]: (typeof SHEET_COLUMNS)[K]['_']['data'] };

/**
 * The judge's side of a round (issue 27): its teams and sheets (only what judging needs; the
 * school hidden in a blind round), saving a draft, submitting once (a retry with the same
 * submissionId answers the sheet again), declaring a conflict; and the admin's reopening. Every
 * read and write of a sheet goes through the caller's scope (ReaderScope.judgeSheets).
 */
@Injectable()
export class SheetsService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly assignment: AssignmentService,
  ) {}

  /** GET /judging/my-assignments. 403 for an account bound to no judge. */
  async mine(scope: ReaderScope): Promise<MyAssignments> {
    const [judge] = await this.db.select({ name: judges.name }).from(judges).where(scope.judgeSheets(judges.id)).limit(1);
    if (!judge) throw new ForbiddenException(API_MSG.forbidden);
    const rows = await this.sheets(this.db, and(scope.judgeSheets(ja.judgeId), ne(ja.state, 'conflict'))!);
    const roundIds = [...new Set(rows.map((r) => r.roundId))];
    const rounds = roundIds.length ? await this.db.select().from(judgingRounds).where(inArray(judgingRounds.id, roundIds)).orderBy(asc(judgingRounds.deadline)) : [];
    const members = await this.memberClasses(rows.map((r) => r.teamUuid));
    return {
      judgeName: judge.name,
      rounds: rounds.map(
        (round): JudgeRound => ({
          _id: round.id,
          name: round.name,
          phase: round.phase,
          deadline: iso(round.deadline)!,
          blind: round.blind,
          criteria: round.criteria,
          assignments: rows.filter((r) => r.roundId === round.id).map((r) => toJudgeAssignment(r, members.get(r.teamUuid) ?? [])),
        }),
      ),
    };
  }

  /** PUT /judging/assignments/{id}: a draft, or the submit (locked after). */
  async save(actor: AuditActor, scope: ReaderScope, rawId: string, dto: JudgeSheetDto): Promise<{ sheet: JudgeAssignment; submitted: boolean }> {
    const id = parseJudgingId(rawId);
    await this.db.transaction(async (tx) => {
      const pair = await this.lockOwn(tx, scope, id);
      const round = await requireRound(tx, pair.roundId);
      if (pair.state === 'submitted') {
        // the same submit again (a retry over a poor network): applied once, answered again
        if (dto.submit && dto.submissionId && pair.submissionId === dto.submissionId.toLowerCase()) return;
        throw new ConflictException(JUDGING_MSG.sheetLocked);
      }
      if (round.deadline.getTime() < Date.now()) throw new ConflictException(JUDGING_MSG.deadlinePassed);
      const { scores, total } = checkedSheet(round.criteria, dto.scores, dto.submit);
      await tx
        .update(ja)
        .set({
          scores,
          total: dto.submit ? total : null,
          comment: dto.comment ?? pair.comment,
          privateNote: dto.privateNote ?? pair.privateNote,
          state: dto.submit ? 'submitted' : 'draft',
          submittedAt: dto.submit ? sql`now()` : null,
          submissionId: dto.submit ? (dto.submissionId?.toLowerCase() ?? null) : null,
          updatedAt: sql`now()`,
        })
        .where(eq(ja.id, id));
      if (dto.submit) await recordAudit(tx, actor, roundAudit('sheet_submitted', pair.roundId, { after: { assignmentId: id, teamId: pair.teamId, scores, total } }));
    });
    return { sheet: await this.readOwn(scope, id), submitted: dto.submit };
  }

  /** POST /judging/assignments/{id}/conflict: the judge steps away from a team it knows. */
  async conflict(actor: AuditActor, scope: ReaderScope, rawId: string, reason: string): Promise<ConflictResult> {
    const id = parseJudgingId(rawId);
    return this.db.transaction(async (tx) => {
      const pair = await this.lockOwn(tx, scope, id);
      if (pair.state === 'submitted') throw new ConflictException(JUDGING_MSG.sheetLocked);
      const replaced = await this.assignment.replaceConflicted(tx, pair, reason);
      await recordAudit(tx, actor, roundAudit('conflict_declared', pair.roundId, { reason, after: { assignmentId: id, teamId: pair.teamId, judgeId: pair.judgeId, replaced } }));
      return { replaced };
    });
  }

  /** POST /judging/assignments/{id}/reopen (admin): a submitted sheet back to its judge as a draft. */
  async reopen(actor: AuditActor, rawId: string, reason: string): Promise<CoverageAssignment> {
    const id = parseJudgingId(rawId);
    return this.db.transaction(async (tx) => {
      const pair = await this.assignment.lockPair(tx, id);
      if (pair.state !== 'submitted') throw new ConflictException(JUDGING_MSG.notSubmitted);
      const [before] = await tx.select({ scores: ja.scores, total: ja.total }).from(ja).where(eq(ja.id, id));
      await tx.update(ja).set({ state: 'draft', total: null, submittedAt: null, submissionId: null, updatedAt: sql`now()` }).where(eq(ja.id, id));
      await recordAudit(tx, actor, roundAudit('sheet_reopened', pair.roundId, { reason, before: { assignmentId: id, state: 'submitted', ...before }, after: { assignmentId: id, state: 'draft' } }));
      return this.assignment.coverageRow(tx, id);
    });
  }

  /** The caller's own sheet, locked: 404 when there is none (or it left the judge in a conflict), 403 when it is another judge's. */
  private async lockOwn(tx: DbOrTx, scope: ReaderScope, id: string) {
    const [row] = await tx
      .select({ id: ja.id, roundId: ja.roundId, teamId: ja.teamId, judgeId: ja.judgeId, state: ja.state, submissionId: ja.submissionId, comment: ja.comment, privateNote: ja.privateNote, inScope: inScopeFlag(scope.judgeSheets(ja.judgeId)) })
      .from(ja)
      .where(eq(ja.id, id))
      .for('update');
    if (!row) throw new NotFoundException(JUDGING_MSG.assignmentNotFound);
    if (!row.inScope) throw new ForbiddenException(API_MSG.forbidden);
    if (row.state === 'conflict') throw new NotFoundException(JUDGING_MSG.assignmentNotFound);
    return row;
  }

  private async readOwn(scope: ReaderScope, id: string): Promise<JudgeAssignment> {
    const [row] = await this.sheets(this.db, and(eq(ja.id, id), scope.judgeSheets(ja.judgeId))!);
    const members = await this.memberClasses([row!.teamUuid]);
    return toJudgeAssignment(row!, members.get(row!.teamUuid) ?? []);
  }

  private sheets(db: DbOrTx, condition: ReturnType<typeof and>): Promise<SheetRow[]> {
    return db
      .select(SHEET_COLUMNS)
      .from(ja)
      .innerJoin(teams, eq(teams.id, ja.teamId))
      .innerJoin(schools, eq(schools.code, teams.schoolCode))
      .innerJoin(judgingRounds, eq(judgingRounds.id, ja.roundId))
      .where(condition)
      .orderBy(asc(teams.teamId)) as Promise<SheetRow[]>;
  }

  /** Each team's members' classes, ascending. */
  private async memberClasses(teamUuids: string[]): Promise<Map<string, number[]>> {
    const out = new Map<string, number[]>();
    if (teamUuids.length === 0) return out;
    const rows = await this.db.select({ teamId: teamMembers.teamId, class: teamMembers.class }).from(teamMembers).where(inArray(teamMembers.teamId, [...new Set(teamUuids)])).orderBy(asc(teamMembers.class));
    for (const r of rows) out.set(r.teamId, [...(out.get(r.teamId) ?? []), r.class]);
    return out;
  }
}

function toJudgeAssignment(r: SheetRow, classes: number[]): JudgeAssignment {
  return {
    _id: r.id,
    roundId: r.roundId,
    state: r.state as JudgeAssignment['state'],
    team: { teamId: r.teamId, teamName: r.teamName, category: r.category, memberCount: classes.length, classes, schoolName: r.blind ? null : r.schoolName },
    scores: r.scores,
    comment: r.comment,
    privateNote: r.privateNote,
    total: r.total,
    submittedAt: iso(r.submittedAt),
    updatedAt: iso(r.updatedAt)!,
  };
}
