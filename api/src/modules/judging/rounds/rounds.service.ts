import { ConflictException, Injectable } from '@nestjs/common';
import { DEFAULT_RUBRIC, JUDGES_MSG, JUDGING_MSG, toNamedPage, type JudgingRound, type JudgingRoundsPage, type RubricTemplate } from '@hackathon/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { InjectDb, type Db, type DbOrTx } from '../../../database';
import { fieldError } from '../../../common/field-rules';
import { uniqueViolation } from '../../../database/pg-errors';
import { judges, judgingRoundJudges, judgingRounds, rubricTemplates } from '../../../database/schema';
import { directoryCodes, iso, listPage, recordAudit, type AuditActor, type ListSorting } from '../../../kernel';
import type { JudgingRoundsQueryDto } from '../dto/judging-queries.dto';
import type { JudgingRoundDto } from '../dto/round-form.dto';
import type { RubricTemplateDto } from '../dto/judging-actions.dto';
import { checkedCriteria } from './rubric-rules';
import { parseJudgingId, readRound, requireRound, roundAudit, roundJudges, roundTeamCount, toJudgingRound } from './round-record';

/** The directory's codes of the round's schools; 400 naming the first the directory lacks. */
async function roundSchoolCodes(db: DbOrTx, codes: readonly string[]): Promise<string[]> {
  const unique = [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
  const found = await directoryCodes(db, unique);
  const missing = unique.find((code) => !found.has(code));
  if (missing) throw fieldError('schoolCodes', JUDGES_MSG.unknownSchool(missing));
  return [...new Set(found.values())].sort();
}

const SORTING: ListSorting<'createdAt' | 'name' | 'deadline'> = {
  sortable: { createdAt: judgingRounds.createdAt, name: sql`lower(${judgingRounds.name})`, deadline: judgingRounds.deadline },
  defaultSort: { key: 'createdAt', order: 'desc' },
  tiebreaker: judgingRounds.id,
};

/** The event configuration's rubric, first in the template list and read only. */
const DEFAULT_TEMPLATE: RubricTemplate = { _id: 'default', name: 'Default rubric', criteria: [...DEFAULT_RUBRIC], builtIn: true, createdAt: null };

/**
 * Rounds and rubric templates (issue 27): the admin's forms. A round is edited only before its
 * assignment; its criteria are its own copy (a template edited later changes no round).
 */
@Injectable()
export class RoundsService {
  constructor(@InjectDb() private readonly db: Db) {}

  async templates(): Promise<RubricTemplate[]> {
    const rows = await this.db.select().from(rubricTemplates).orderBy(asc(sql`lower(${rubricTemplates.name})`));
    return [DEFAULT_TEMPLATE, ...rows.map((r) => ({ _id: r.id, name: r.name, criteria: r.criteria, builtIn: false, createdAt: iso(r.createdAt) }))];
  }

  async createTemplate(actor: AuditActor, dto: RubricTemplateDto): Promise<RubricTemplate> {
    const criteria = checkedCriteria(dto.criteria);
    const row = await this.db
      .transaction(async (tx) => {
        const [created] = await tx.insert(rubricTemplates).values({ name: dto.name, criteria }).returning();
        await recordAudit(tx, actor, roundAudit('template_created', created!.id, { after: { name: dto.name, criteria } }));
        return created!;
      })
      .catch((error: unknown) => {
        if (uniqueViolation(error) === 'rubric_templates_name_unique') throw new ConflictException(JUDGING_MSG.templateNameTaken);
        throw error;
      });
    return { _id: row.id, name: row.name, criteria: row.criteria, builtIn: false, createdAt: iso(row.createdAt) };
  }

  async list(q: JudgingRoundsQueryDto): Promise<JudgingRoundsPage> {
    const query = this.db.select().from(judgingRounds).$dynamic();
    const page = await listPage(this.db, query, q, SORTING, (rows) =>
      Promise.all(rows.map(async (row) => toJudgingRound(row, await roundJudges(this.db, row.id), await roundTeamCount(this.db, row.id)))),
    );
    return toNamedPage(page, 'rounds');
  }

  read(rawId: string): Promise<JudgingRound> {
    return readRound(this.db, parseJudgingId(rawId));
  }

  async create(actor: AuditActor, dto: JudgingRoundDto): Promise<JudgingRound> {
    const values = await this.roundValues(this.db, dto);
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx.insert(judgingRounds).values(values.round).returning({ id: judgingRounds.id });
      await tx.insert(judgingRoundJudges).values(values.judgeIds.map((judgeId) => ({ roundId: row!.id, judgeId })));
      await recordAudit(tx, actor, roundAudit('created', row!.id, { after: { ...values.round, deadline: dto.deadline, judgeIds: values.judgeIds } }));
      return row!.id;
    });
    return readRound(this.db, id);
  }

  /** 409 once assigned: the pairs were planned from these settings. */
  async update(actor: AuditActor, rawId: string, dto: JudgingRoundDto): Promise<JudgingRound> {
    const id = parseJudgingId(rawId);
    const values = await this.roundValues(this.db, dto);
    await this.db.transaction(async (tx) => {
      const before = await requireRound(tx, id, true);
      if (before.assignedAt) throw new ConflictException(JUDGING_MSG.roundAssigned);
      const beforeJudges = (await roundJudges(tx, id)).map((j) => j._id);
      await tx.update(judgingRounds).set({ ...values.round, updatedAt: sql`now()` }).where(eq(judgingRounds.id, id));
      await tx.delete(judgingRoundJudges).where(eq(judgingRoundJudges.roundId, id));
      await tx.insert(judgingRoundJudges).values(values.judgeIds.map((judgeId) => ({ roundId: id, judgeId })));
      await recordAudit(tx, actor, roundAudit('updated', id, { before: { ...before, judgeIds: beforeJudges }, after: { ...values.round, judgeIds: values.judgeIds } }));
    });
    return readRound(this.db, id);
  }

  /** The row's values from the form; 400 for a bad rubric, 400 naming how many judges are unknown or inactive. */
  private async roundValues(db: DbOrTx, dto: JudgingRoundDto) {
    const criteria = checkedCriteria(dto.criteria);
    const judgeIds = [...new Set(dto.judgeIds.map((id) => id.toLowerCase()))].sort();
    const found = await db
      .select({ id: judges.id })
      .from(judges)
      .where(and(inArray(judges.id, judgeIds), eq(judges.isActive, true)));
    if (found.length !== judgeIds.length) throw fieldError('judgeIds', JUDGING_MSG.unknownJudges(judgeIds.length - found.length));
    return {
      judgeIds,
      round: {
        name: dto.name,
        phase: dto.phase,
        categories: [...new Set(dto.categories ?? [])],
        regions: [...new Set(dto.regions ?? [])],
        zones: [...new Set(dto.zones ?? [])],
        schoolCodes: await roundSchoolCodes(db, dto.schoolCodes ?? []),
        criteria,
        judgesPerTeam: dto.judgesPerTeam ?? 3,
        blind: dto.blind ?? true,
        excludeSameRegion: dto.excludeSameRegion ?? false,
        shareComments: dto.shareComments ?? false,
        disagreementThreshold: dto.disagreementThreshold ?? 25,
        deadline: new Date(dto.deadline),
      },
    };
  }
}
