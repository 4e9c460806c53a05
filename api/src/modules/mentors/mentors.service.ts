import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { API_MSG, type Mentor, type MentorDeleteResult, type MentorInput, type MentorUpdateInput, type Role } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import { fieldError } from '../../common/field-rules';
import { InjectDb, type Db } from '../../database';
import { inScopeFlag, requireInScope, type AuditActor, type ReaderScope, assertUnlocked, isUuid, loadSchoolInScope } from '../../kernel';
import { mentors } from '../../database/schema';
import { mentorByUuid, mentorsOfSchool, readMentors } from './mentor-view';
import { createMentorRecord, deleteMentorRecord, updateMentorRecord, type MentorChange } from './mentor-writer';
import { MentorAccountsService } from './mentor-accounts.service';

/** Who manages mentors (create, edit, delete): the school's admin and the admin. */
export const MENTOR_MANAGERS: Role[] = ['school_admin', 'admin'];

const MENTOR_ID = /^[A-Za-z0-9-]{1,40}$/;

/** A mentor reference from a path: its `_id` (UUID) or its mentor ID (e.g. MNT-1001-1). */
export function parseMentorRef(raw: string): { kind: 'uuid' | 'mentorId'; value: string } {
  const value = (raw ?? '').trim();
  if (isUuid(value)) return { kind: 'uuid', value: value.toLowerCase() };
  if (MENTOR_ID.test(value)) return { kind: 'mentorId', value };
  throw new BadRequestException(API_MSG.invalidMentorId);
}

@Injectable()
export class MentorsService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly accounts: MentorAccountsService,
  ) {}

  /** GET /mentors/school/{code}: slots 1 and 2 in order, each with its assigned teams. */
  async listBySchool(scope: ReaderScope, code: string): Promise<Mentor[]> {
    const school = await loadSchoolInScope(this.db, scope, code);
    return readMentors(this.db, scope, mentorsOfSchool(school.code));
  }

  /** POST /mentors: a mentor of a school in scope, in the next free slot (409 past two). */
  async create(actor: AuditActor, scope: ReaderScope, input: MentorInput): Promise<Mentor> {
    const school = await loadSchoolInScope(this.db, scope, input.schoolCode);
    await assertUnlocked(this.db, scope, 'mentors', 'add');
    const created = await createMentorRecord(this.db, {
      schoolCode: school.code,
      teacherId: input.teacherId,
      name: input.name,
      designation: input.designation,
      gender: input.gender,
      contactNumber: input.contactNumber,
      email: input.emailId,
      isActive: input.isActive,
    }, actor);
    // issue 26: a mentor with an address is invited to the portal at once
    await this.accounts.inviteNew(created.id);
    return this.readOne(scope, created.id);
  }

  /** PUT /mentors/{id}: edits a mentor in scope (its school never changes). */
  async update(actor: AuditActor, scope: ReaderScope, rawId: string, input: MentorUpdateInput): Promise<Mentor> {
    const mentor = await this.findInScope(scope, rawId);
    const emailChanged = input.emailId !== undefined && input.emailId.trim().toLowerCase() !== mentor.email.trim().toLowerCase();
    if (input.schoolCode !== undefined && input.schoolCode !== mentor.schoolCode) throw fieldError('schoolCode', API_MSG.mentorSchoolFixed);
    await assertUnlocked(this.db, scope, 'mentors', 'edit');
    const change: MentorChange = {
      teacherId: input.teacherId,
      name: input.name,
      designation: input.designation,
      gender: input.gender,
      contactNumber: input.contactNumber,
      email: input.emailId,
      isActive: input.isActive,
    };
    if (emailChanged) await this.accounts.assertEmailFree(mentor, input.emailId!);
    await updateMentorRecord(this.db, mentor.id, change, actor);
    // issue 26: a deactivated mentor's account is disabled; a new address is invited again
    await this.accounts.afterUpdate(mentor.id, { emailChanged, deactivated: input.isActive === false });
    return this.readOne(scope, mentor.id);
  }

  /** DELETE /mentors/{id}[?force=true]: 409 while assigned to teams, unless force unassigns them. */
  async remove(actor: AuditActor, scope: ReaderScope, rawId: string, force: boolean): Promise<MentorDeleteResult> {
    const mentor = await this.findInScope(scope, rawId);
    await assertUnlocked(this.db, scope, 'mentors', 'delete');
    const account = await this.accounts.accountOf(mentor.id);
    // the mentor's account goes with it (ON DELETE CASCADE), and so do its sessions
    const unassignedTeams = await deleteMentorRecord(this.db, mentor.id, force, actor);
    await this.accounts.forgetSessions(account);
    return { _id: mentor.id, mentorId: mentor.mentorId, unassignedTeams };
  }

  /**
   * POST /mentors/{id}/invite (issue 26): invites the mentor to the portal or sends the invitation
   * again. Open while the mentor lock is on, as the spec keeps password changes open.
   */
  async invite(scope: ReaderScope, rawId: string): Promise<Mentor> {
    const mentor = await this.findInScope(scope, rawId);
    await this.accounts.invite(mentor.id);
    return this.readOne(scope, mentor.id);
  }

  /** The signed-in mentor's own record (issue 26; the scope reaches no other); 403 when the account is bound to none. */
  async ownRecord(scope: ReaderScope): Promise<Mentor> {
    const [mentor] = await readMentors(this.db, scope, sql`true`);
    if (!mentor) throw new ForbiddenException(API_MSG.forbidden);
    return mentor;
  }

  /** 400 malformed reference, 404 unknown mentor, 403 a mentor outside the scope. */
  private async findInScope(scope: ReaderScope, rawId: string): Promise<{ id: string; mentorId: string; schoolCode: string; email: string }> {
    const ref = parseMentorRef(rawId);
    const [row] = await this.db
      .select({ id: mentors.id, mentorId: mentors.mentorId, schoolCode: mentors.schoolCode, email: mentors.email, inScope: inScopeFlag(scope.schools(mentors.schoolCode)) })
      .from(mentors)
      .where(ref.kind === 'uuid' ? eq(mentors.id, ref.value) : eq(mentors.mentorId, ref.value))
      .limit(1);
    const { inScope: _inScope, ...mentor } = requireInScope(row, API_MSG.mentorNotFound);
    return mentor;
  }

  private async readOne(scope: ReaderScope, mentorUuid: string): Promise<Mentor> {
    const [mentor] = await readMentors(this.db, scope, mentorByUuid(mentorUuid));
    if (!mentor) throw new NotFoundException(API_MSG.mentorNotFound);
    return mentor;
  }
}
