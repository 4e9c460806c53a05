import { Body, Controller, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_API, API_MSG } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { AdminUsersService } from './admin-users.service';
import { AdminUsersQueryDto, AdminUserVerificationDto } from './dto/admin-writes.dto';

/** User accounts are the admin's alone (spec section 6: user lists are admin-only endpoints). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @ApiEndpoint(ADMIN_API.users)
  @ApiOperation({ summary: 'User accounts: paged, searched (email, username, name, school code), filtered by role and verified (true/false), newest first' })
  @ApiResponse({ status: 400, description: 'A paging, sort or filter value out of range' })
  async list(@CallerScope() scope: ReaderScope, @Query() query: AdminUsersQueryDto) {
    return ok(await this.users.list(scope, query), API_MSG.usersLoaded);
  }

  @ApiEndpoint(ADMIN_API.setUserVerification)
  @ApiOperation({ summary: "Marks a user's email address verified or not (a school admin's registration follows)" })
  @ApiResponse({ status: 400, description: `${API_MSG.invalidUserId} / ${API_MSG.mustBeBoolean}` })
  @ApiResponse({ status: 404, description: API_MSG.userNotFound })
  async setVerification(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string, @Body() dto: AdminUserVerificationDto) {
    return ok(await this.users.setVerification(actor, scope, id, dto.isVerified), API_MSG.userVerificationUpdated);
  }

  @ApiEndpoint(ADMIN_API.deleteUser)
  @ApiOperation({ summary: "Deletes a user account (never your own, never the last admin); a school admin's registration is kept, unlinked" })
  @ApiResponse({ status: 400, description: `${API_MSG.invalidUserId} / ${API_MSG.cannotDeleteSelf}` })
  @ApiResponse({ status: 404, description: API_MSG.userNotFound })
  @ApiResponse({ status: 409, description: `${API_MSG.lastAdminKept} / ${API_MSG.userVerifiedPayments}` })
  async remove(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('id') id: string) {
    return ok(await this.users.remove(actor, scope, id), API_MSG.userDeleted);
  }
}
