import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  API_MSG,
  DEFAULTS,
  MSG,
  UUID_PATTERN,
  type Registration,
  type RegistrationCheck,
  type RegistrationMetadata,
  type RegistrationStatus,
} from '@hackathon/contracts';
import { and, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import { auditDiff, findSchoolRow, inScopeFlag, recordAudit, requireInScope, requireSchoolRowInScope, type AuditActor, type ReaderScope, type SchoolRow } from '../../kernel';
import { InjectDb, uniqueViolation, type Db, type DbOrTx } from '../../database';
import { accounts, registrations } from '../../database/schema';
import type { CreateRegistrationDto } from './dto/create-registration.dto';
import type { RegistrationMetadataDto } from './dto/registration-metadata.dto';
import type { UpdateRegistrationDto } from './dto/update-registration.dto';
import { newReferenceNumber } from './reference-number';
import { toRegistrationSummary, toRegistrationView, type RegistrationRow } from './registration-view';


/** The contact and form fields a registration is created or refreshed with. */
export interface RegistrationInput {
  fullName: string;
  email: string;
  contactNumber: string;
  termsAccepted?: boolean;
  registrationSource?: string;
  registrationMethod?: string;
  schoolDetails?: Record<string, unknown>;
  registrationMetadata?: RegistrationMetadataDto | RegistrationMetadata;
}

/** One registration per school: the check, reads in scope, create and optimistic-concurrency update. */
@Injectable()
export class RegistrationService {
  constructor(@InjectDb() private readonly db: Db) {}

  /** Public: whether the school is registered, with only non-sensitive fields. */
  async check(schoolCode: string): Promise<RegistrationCheck> {
    const school = await findSchoolRow(this.db, schoolCode);
    const row = school ? await this.findBySchool(school.code) : null;
    if (!row) return { exists: false, registration: null };
    return { exists: true, registration: toRegistrationSummary(row) };
  }

  /** The public check and sign-up only: the registration of a school, whoever asks. */
  private async findBySchool(schoolCode: string): Promise<RegistrationRow | null> {
    const [row] = await this.db.select().from(registrations).where(eq(registrations.schoolCode, schoolCode)).limit(1);
    return row ?? null;
  }

  /** By id for a signed-in caller: 400 for a malformed id, 404 when missing, 403 outside the caller's scope. */
  async get(scope: ReaderScope, id: string): Promise<Registration> {
    return toRegistrationView(await this.requireById(scope, id));
  }

  /** By school code, same answers as get; a code the scope can never reach is 403 before any query. */
  async getBySchool(scope: ReaderScope, code: string): Promise<Registration> {
    const wanted = code.trim();
    // a school admin asking for another school learns nothing, not even whether it exists
    if (!scope.mayReachSchool(wanted) && !scope.mayReachSchool(wanted.toUpperCase())) throw new ForbiddenException(API_MSG.forbidden);
    const school = await findSchoolRow(this.db, wanted);
    const [row] = school ? await this.selectInScope(scope, eq(registrations.schoolCode, school.code)) : [];
    return toRegistrationView(requireInScope(row, API_MSG.registrationNotFound));
  }

  /** `POST /registration`: for a school in the caller's scope (404 unknown school, 403 not yours); one per school (409). */
  async create(actor: AuditActor, scope: ReaderScope, dto: CreateRegistrationDto): Promise<Registration> {
    const school = await requireSchoolRowInScope(this.db, scope, dto.schoolCode);
    try {
      const row = await this.db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.schoolCode, school.code), eq(accounts.role, 'school_admin')));
        const created = await this.insert(tx, school, dto, account?.id ?? null);
        await recordAudit(tx, actor, {
          action: 'registration.created',
          entityType: 'registration',
          entityId: created.id,
          schoolCode: created.schoolCode,
          after: { ...registrationSnapshot(created), referenceNumber: created.referenceNumber },
        });
        return created;
      });
      return toRegistrationView(row);
    } catch (error) {
      throw this.translate(error);
    }
  }

  /**
   * `PUT /registration/{id}` (the admin's /edit-registration/{id}, a school admin's own): applies
   * only when `updatedAt` is the stored one, else 409 and nothing is written. The change and its
   * audit entry (the changed fields before and after) commit together. An edit that changes
   * nothing writes nothing (a stale copy is still told so).
   */
  async update(actor: AuditActor, scope: ReaderScope, id: string, dto: UpdateRegistrationDto): Promise<Registration> {
    const current = await this.requireById(scope, id);
    // approving or rejecting is the back office's decision: only a caller who reaches every school
    if (dto.registrationStatus !== undefined) scope.assertReachesEverything();

    const expected = new Date(dto.updatedAt);
    const metadata = dto.registrationMetadata ? { ...current.metadata, ...plain(dto.registrationMetadata) } : undefined;
    const set = {
      ...(dto.fullName !== undefined && { fullName: dto.fullName }),
      ...(dto.email !== undefined && { email: dto.email }),
      ...(dto.contactNumber !== undefined && { contactNumber: dto.contactNumber }),
      ...(dto.termsAccepted !== undefined && { termsAccepted: dto.termsAccepted }),
      ...(dto.registrationSource !== undefined && { registrationSource: dto.registrationSource }),
      ...(dto.registrationMethod !== undefined && { registrationMethod: dto.registrationMethod }),
      ...(dto.registrationStatus !== undefined && { registrationStatus: dto.registrationStatus }),
      ...(dto.schoolDetails !== undefined && { schoolDetails: plainObject(dto.schoolDetails) }),
      ...(metadata !== undefined && { metadata }),
    };
    const before = registrationSnapshot(current);
    const diff = auditDiff(before, registrationSnapshot({ ...current, ...set }));
    if (!diff) {
      if (current.updatedAt.getTime() !== expected.getTime()) throw new ConflictException(API_MSG.registrationStale);
      return toRegistrationView(current);
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(registrations)
        .set({ ...set, updatedAt: nextUpdatedAt() })
        .where(and(eq(registrations.id, current.id), sameMillisecond(expected), scope.schools(registrations.schoolCode)))
        .returning();
      if (!row) throw new ConflictException(API_MSG.registrationStale);
      await recordAudit(tx, actor, { action: 'registration.updated', entityType: 'registration', entityId: row.id, schoolCode: row.schoolCode, ...diff });
      return toRegistrationView(row);
    });
  }

  /**
   * Sign-up (`POST /auth/register`, `/registration/complete-user`), inside the caller's transaction:
   * refreshes the school's registration and links it to the new account, or creates it. With
   * `addressProven` (the address was proven by a code) it is also marked verified. Unique
   * violations propagate.
   */
  async upsertForSignUp(tx: DbOrTx, school: SchoolRow, input: RegistrationInput, accountId: string, addressProven = false): Promise<RegistrationRow> {
    const [existing] = await tx.select().from(registrations).where(eq(registrations.schoolCode, school.code)).for('update');
    if (!existing) return this.insert(tx, school, input, accountId, addressProven);
    const [row] = await tx
      .update(registrations)
      .set({
        accountId,
        ...(addressProven && { otpVerified: true }),
        fullName: input.fullName,
        email: input.email,
        contactNumber: input.contactNumber,
        termsAccepted: input.termsAccepted ?? existing.termsAccepted,
        registrationSource: sourceOf(input),
        registrationMethod: methodOf(input),
        schoolDetails: input.schoolDetails ?? existing.schoolDetails,
        metadata: { ...existing.metadata, ...plain(input.registrationMetadata) },
        updatedAt: nextUpdatedAt(),
      })
      .where(eq(registrations.id, existing.id))
      .returning();
    return row;
  }

  /** Marks the school's registration as verified once its admin confirmed the email address. */
  async markVerified(tx: DbOrTx, accountId: string): Promise<void> {
    await tx
      .update(registrations)
      .set({ otpVerified: true, updatedAt: nextUpdatedAt() })
      .where(and(eq(registrations.accountId, accountId), eq(registrations.otpVerified, false)));
  }

  /**
   * `POST /registration/complete`: the school's registration without an account yet, for an address
   * proven by a code (so `otpVerified`); the sign-up's account step links it later. It never
   * replaces a registration: 409 when the school has one.
   */
  async createUnclaimed(school: SchoolRow, input: RegistrationInput): Promise<Registration> {
    try {
      return toRegistrationView(await this.insert(this.db, school, input, null, true));
    } catch (error) {
      throw this.translate(error);
    }
  }

  private async insert(tx: DbOrTx, school: SchoolRow, input: RegistrationInput, accountId: string | null, otpVerified = false): Promise<RegistrationRow> {
    const [row] = await tx
      .insert(registrations)
      .values({
        schoolCode: school.code,
        accountId,
        email: input.email,
        contactNumber: input.contactNumber,
        fullName: input.fullName,
        // the directory decides name, place and region (which region admin sees the school)
        kvName: school.name,
        district: school.district,
        state: school.state,
        region: school.region,
        zone: school.zone,
        termsAccepted: input.termsAccepted ?? input.registrationMetadata?.termsAccepted ?? false,
        registrationSource: sourceOf(input),
        registrationMethod: methodOf(input),
        otpVerified,
        referenceNumber: newReferenceNumber(school.code),
        schoolDetails: input.schoolDetails ?? {},
        metadata: plain(input.registrationMetadata),
        updatedAt: sql`date_trunc('milliseconds', clock_timestamp())`,
      })
      .returning();
    return row;
  }

  private async requireById(scope: ReaderScope, id: string): Promise<RegistrationRow> {
    if (!UUID_PATTERN.test(id)) throw new BadRequestException(MSG.invalidRegistrationId);
    const [row] = await this.selectInScope(scope, eq(registrations.id, id));
    return requireInScope(row, API_MSG.registrationNotFound);
  }

  /** Registrations matching `where`, each saying whether it lies in the caller's scope (for requireInScope). */
  private selectInScope(scope: ReaderScope, where: SQL) {
    return this.db
      .select({ ...getTableColumns(registrations), inScope: inScopeFlag(scope.schools(registrations.schoolCode)) })
      .from(registrations)
      .where(where)
      .limit(1);
  }

  private translate(error: unknown): unknown {
    const constraint = uniqueViolation(error);
    if (constraint === null) return error;
    return new ConflictException(API_MSG.registrationExists);
  }
}

/** A registration as the audit trail records it: the fields a form edits (wire names). */
function registrationSnapshot(row: RegistrationRow): Record<string, unknown> {
  return {
    fullName: row.fullName,
    email: row.email,
    contactNumber: row.contactNumber,
    termsAccepted: row.termsAccepted,
    registrationSource: row.registrationSource,
    registrationMethod: row.registrationMethod,
    registrationStatus: row.registrationStatus,
    schoolDetails: row.schoolDetails,
    metadata: row.metadata,
  };
}

/**
 * Sets `otpVerified` on the registration linked to a school admin account, in the caller's
 * transaction (the admin's manual verification mirrors the emailed link). Returns the
 * registrations that changed.
 */
export async function setRegistrationVerified(tx: DbOrTx, accountId: string, verified: boolean): Promise<Array<{ id: string; schoolCode: string }>> {
  return tx
    .update(registrations)
    .set({ otpVerified: verified, updatedAt: nextUpdatedAt() })
    .where(and(eq(registrations.accountId, accountId), ne(registrations.otpVerified, verified)))
    .returning({ id: registrations.id, schoolCode: registrations.schoolCode });
}

/**
 * Sets the registration status (approve or reject: the Edit Registration form's field and values)
 * of these registrations where it differs, in the caller's transaction (which has locked them and
 * records the audit): the back office's bulk approve and reject. Returns the rows that changed.
 */
export async function setRegistrationStatuses(tx: DbOrTx, ids: readonly string[], status: RegistrationStatus): Promise<Array<{ id: string; schoolCode: string }>> {
  if (ids.length === 0) return [];
  return tx
    .update(registrations)
    .set({ registrationStatus: status, updatedAt: nextUpdatedAt() })
    // one array parameter, whatever the number of registrations
    .where(and(sql`${registrations.id} = any(${sql.param([...ids])}::uuid[])`, ne(registrations.registrationStatus, status)))
    .returning({ id: registrations.id, schoolCode: registrations.schoolCode });
}

function sourceOf(input: RegistrationInput): string {
  return input.registrationSource ?? input.registrationMetadata?.registrationSource ?? DEFAULTS.registrationSource;
}

function methodOf(input: RegistrationInput): string {
  return input.registrationMethod ?? input.registrationMetadata?.registrationMethod ?? DEFAULTS.registrationMethod;
}

/** A DTO instance (class) as a plain JSON object. */
function plainObject<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A DTO instance as a plain JSON object for a jsonb column. */
function plain(metadata: RegistrationMetadataDto | RegistrationMetadata | undefined): RegistrationMetadata {
  return metadata ? (JSON.parse(JSON.stringify(metadata)) as RegistrationMetadata) : {};
}

/**
 * updated_at at millisecond precision (what the wire carries), strictly later than before so
 * two quick updates never share a value that a stale client could still match.
 */
function nextUpdatedAt() {
  return sql`date_trunc('milliseconds', greatest(clock_timestamp(), ${registrations.updatedAt} + interval '1 millisecond'))`;
}

function sameMillisecond(expected: Date) {
  return sql`date_trunc('milliseconds', ${registrations.updatedAt}) = ${expected.toISOString()}::timestamptz`;
}
