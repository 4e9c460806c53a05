import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_API, BULK_IDS_MAX, BULK_MSG, MSG } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor, ReaderScope } from '../../kernel';
import { RegistrationsBulkDto } from './dto/registrations-bulk.dto';
import { RegistrationsBulkService } from './registrations-bulk.service';

/**
 * Bulk approve and reject in Registration Management (issue 25). The admin's alone: approving a
 * registration is the admin's decision in Edit Registration too (super and region admins read).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller()
export class RegistrationsBulkController {
  constructor(private readonly bulk: RegistrationsBulkService) {}

  @ApiEndpoint(ADMIN_API.registrationsBulkStatus)
  @Roles('admin')
  @ApiOperation({
    summary:
      "Approve or reject the picked registrations (registrationIds) or every one matching the list's search and filters (filter). Without confirm: true, the preview (nothing written); with it, one transaction, one audit entry per change. Registrations already in the status are skipped",
  })
  @ApiResponse({ status: 400, description: `${BULK_MSG.selectionMissing} / ${BULK_MSG.selectionBoth} / ${BULK_MSG.tooMany(BULK_IDS_MAX)} / ${MSG.invalidRegistrationId} / ${BULK_MSG.action}` })
  @ApiResponse({ status: 409, description: `${BULK_MSG.selectionChanged(0)}: \`data\` is the new preview` })
  async bulkStatus(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() dto: RegistrationsBulkDto) {
    const result = await this.bulk.run(actor, scope, dto);
    return ok(result, result.confirmed ? BULK_MSG.registrationsApplied(result) : BULK_MSG.registrationsPreview(result));
  }
}
