import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { ADMIN_TEAM_STATUSES, API_MSG, MSG, type AdminTeamStatus, type Team } from '@hackathon/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { fieldError } from '../../common/field-rules';
import { InjectDb, type Db } from '../../database';
import { inScopeFlag, recordAudit, requireInScope, type AuditActor, type ReaderScope, parseTeamRef } from '../../kernel';
import { teams } from '../../database/schema';
import { TeamsService } from '../teams';
import type { AdminTeamUpdateDto } from './dto/admin-writes.dto';

export interface AdminTeamWrite {
  team: Team;
  message: string;
}

/**
 * The admin's team writes: the Edit Team dialog and the assign-mentor modal (through the teams
 * module's own rules and writer, which record the audit entry in the same transaction), and Mark
 * Active / Mark Inactive.
 */
@Injectable()
export class AdminTeamsService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly teams: TeamsService,
  ) {}

  /** `PUT /admin/teams/{id}`: team fields (with `updatedAt`) or `{ assignedMentor }` (null removes). */
  async update(actor: AuditActor, scope: ReaderScope, rawId: string, dto: AdminTeamUpdateDto): Promise<AdminTeamWrite> {
    const editsFields = dto.teamName !== undefined || dto.category !== undefined || dto.members !== undefined;
    const setsMentor = dto.assignedMentor !== undefined;
    if (!editsFields && !setsMentor) throw new BadRequestException(API_MSG.adminTeamNothingToUpdate);
    if (editsFields && !dto.updatedAt) throw fieldError('updatedAt', API_MSG.teamUpdatedAtRequired);
    const team = await this.teams.update(
      actor,
      scope,
      rawId,
      { teamName: dto.teamName, category: dto.category, members: dto.members, assignedMentor: dto.assignedMentor },
      dto.updatedAt,
    );
    const message = editsFields ? MSG.adminTeamUpdated : team.assignedMentor ? MSG.mentorAssigned : MSG.mentorRemoved;
    return { team, message };
  }

  /**
   * `PUT /admin/teams/{id}/status`: ACTIVE, INACTIVE or SUSPENDED, for a team whose status is one
   * of those (a finalist, winner or eliminated team is moved in Phase Management). The same
   * status again writes nothing.
   */
  async setStatus(actor: AuditActor, scope: ReaderScope, rawId: string, status: AdminTeamStatus): Promise<Team> {
    const ref = parseTeamRef(rawId);
    const teamUuid = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: teams.id, schoolCode: teams.schoolCode, status: teams.status, inScope: inScopeFlag(scope.teams({ id: teams.id, schoolCode: teams.schoolCode })) })
        .from(teams)
        .where(ref.kind === 'uuid' ? eq(teams.id, ref.value) : eq(teams.teamId, ref.value))
        .limit(1)
        .for('update');
      const current = requireInScope(found, API_MSG.teamNotFound);
      if (!(ADMIN_TEAM_STATUSES as readonly string[]).includes(current.status)) throw new ConflictException(API_MSG.teamStatusByPhases(current.status));
      if (current.status === status) return current.id;
      await tx
        .update(teams)
        // millisecond stamp, strictly later: an Edit Team dialog opened before this change is now stale
        .set({ status, updatedAt: sql`date_trunc('milliseconds', greatest(clock_timestamp(), ${teams.updatedAt} + interval '1 millisecond'))` })
        .where(and(eq(teams.id, current.id), scope.teams({ id: teams.id, schoolCode: teams.schoolCode })));
      await recordAudit(tx, actor, {
        action: 'team.status_changed',
        entityType: 'team',
        entityId: current.id,
        schoolCode: current.schoolCode,
        before: { status: current.status },
        after: { status },
      });
      return current.id;
    });
    const { school: _school, mentor: _mentor, ...team } = await this.teams.teamData(scope, teamUuid);
    return team;
  }
}
