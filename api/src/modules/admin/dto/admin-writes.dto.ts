import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  ACCOUNT_ROLES,
  ADMIN_TEAM_STATUSES,
  ADMIN_USER_SORTS,
  API_MSG,
  type AccountRole,
  type AdminTeamStatus,
  type AdminTeamStatusInput,
  type AdminTeamUpdateInput,
  type AdminUserListQuery,
  type AdminUserVerificationInput,
} from '@hackathon/contracts';
import { Transform } from 'class-transformer';
import { Check, Required, trimString } from '../../../common/field-rules';
import { FilterIn, SortableListQuery } from '../../../common/paging';
import { UpdateTeamDto } from '../../teams';

/** An ISO 8601 date-time as the API writes them (`2025-08-20T10:00:00.000Z`, any offset). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;
const isIsoDateTime = (v: unknown) => typeof v === 'string' && ISO_DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));

/**
 * `PUT /admin/teams/{id}`: the Edit Team dialog's fields with the school form's own rules (the
 * teams module's DTO, not a copy), or `{ assignedMentor }`, plus the `updatedAt` last read.
 */
export class AdminTeamUpdateDto extends PickType(UpdateTeamDto, ['teamName', 'category', 'members', 'assignedMentor'] as const) implements AdminTeamUpdateInput {
  @ApiPropertyOptional({
    description: "The team's updatedAt as last read: required with teamName, category or members (a stale value is a 409), optional with assignedMentor alone",
    example: '2025-08-20T10:00:00.000Z',
  })
  @Transform(trimString)
  @Check('updatedAtIso', isIsoDateTime, API_MSG.teamUpdatedAtInvalid)
  updatedAt?: string;
}

/** `PUT /admin/teams/{id}/status`: Mark Active / Mark Inactive (and Suspended). */
export class AdminTeamStatusDto implements AdminTeamStatusInput {
  @ApiProperty({ enum: ADMIN_TEAM_STATUSES, description: 'FINALIST, WINNER and ELIMINATED are set in Phase Management' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Required({ message: API_MSG.teamStatusInvalid })
  @Check('status', (v) => (ADMIN_TEAM_STATUSES as readonly unknown[]).includes(v), API_MSG.teamStatusInvalid)
  status!: AdminTeamStatus;
}

/** `GET /admin/users`: paged, searched (email, username, name, school code), filtered by role and verification. */
export class AdminUsersQueryDto extends SortableListQuery(ADMIN_USER_SORTS) implements AdminUserListQuery {
  @FilterIn(ACCOUNT_ROLES)
  role?: AccountRole;

  @FilterIn(['true', 'false'])
  verified?: 'true' | 'false';
}

/** `PUT /admin/users/{id}/verification`. */
export class AdminUserVerificationDto implements AdminUserVerificationInput {
  @ApiProperty({ description: 'true marks the email address confirmed; false withdraws it (a school admin then cannot sign in)' })
  @Required({ message: API_MSG.mustBeBoolean })
  @Check('isVerifiedFlag', (v) => typeof v === 'boolean', API_MSG.mustBeBoolean)
  isVerified!: boolean;
}
