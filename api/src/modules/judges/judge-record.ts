import { BadRequestException, ConflictException } from '@nestjs/common';
import { JUDGES_MSG } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { fieldError } from '../../common/field-rules';
import type { DbOrTx } from '../../database';
import { uniqueViolation } from '../../database/pg-errors';
import { judges } from '../../database/schema';
import { directoryCodes, isUuid, type AuditEntry } from '../../kernel';

/*
 * What the judge's writes share: the id from a path, the school a judge names, the snapshot the
 * audit trail records, and the answer to a second judge with the same address.
 */

/** The unique index of a judge's address (lower(email), migration 0027). */
const EMAIL_UNIQUE = 'judges_email_unique';

/** A judge's id from a path: 400 when it cannot be one (never reaches SQL as garbage). */
export function parseJudgeId(raw: string): string {
  const value = (raw ?? '').trim();
  if (!isUuid(value)) throw new BadRequestException(JUDGES_MSG.invalidId);
  return value.toLowerCase();
}

/** 409 for a second judge with the same address (any case); any other error as it is. */
export function duplicateEmailAs409(error: unknown): never {
  if (uniqueViolation(error) === EMAIL_UNIQUE) throw new ConflictException(JUDGES_MSG.emailTaken);
  throw error;
}

/**
 * The directory's code of the school a judge's form names (as typed or upper-cased); null for
 * none (null or blank); 400 naming the code when the directory has no such school.
 */
export async function judgeSchoolCode(db: DbOrTx, raw: string | null | undefined): Promise<string | null> {
  const code = (raw ?? '').trim();
  if (!code) return null;
  const found = (await directoryCodes(db, [code])).get(code);
  if (!found) throw fieldError('schoolCode', JUDGES_MSG.unknownSchool(code));
  return found;
}

/** The judge as the audit trail records it (the fields a form edits); null when there is none. */
export async function judgeSnapshot(db: DbOrTx, judgeUuid: string, lock = false): Promise<Record<string, unknown> | null> {
  const query = db
    .select({
      name: judges.name,
      email: judges.email,
      organisation: judges.organisation,
      expertise: judges.expertise,
      homeRegion: judges.homeRegion,
      schoolCode: judges.schoolCode,
      isActive: judges.isActive,
    })
    .from(judges)
    .where(eq(judges.id, judgeUuid))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** 'judge.<verb>' of one judge. Judges are the back office's own records: no school's history shows them (schoolCode null). */
export function judgeAudit(action: string, judgeUuid: string, change: Pick<AuditEntry, 'before' | 'after'>): AuditEntry {
  return { action: `judge.${action}`, entityType: 'judge', entityId: judgeUuid, schoolCode: null, ...change };
}
