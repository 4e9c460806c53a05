import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { REMOTE_REGISTRY_MSG, REMOTE_REGISTRY_API } from '@hackathon/contracts';
import { Actor, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor } from '../../kernel';
import { SetRemoteDto } from './dto/remote-registry.dto';
import { RemoteRegistryService } from './remote-registry.service';


/**
 * Where each federated remote loads from, changed without restarting the API (issue 9). The
 * platform admin only: an entry decides which origin may run script in every user's page, and
 * the admin is the back office's one role that runs the platform (event settings, the audit trail);
 * the super admin's dashboards are read-only plus payments and schedule (docs/decisions.md).
 */
@ApiTags('remote-registry')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class RemoteRegistryController {
  constructor(private readonly registry: RemoteRegistryService) {}

  @ApiEndpoint(REMOTE_REGISTRY_API.list)
  @ApiOperation({ summary: "Every remote's manifest URL, where it comes from (registry or default), its previous entry, who changed it and when (admin only)" })
  async list() {
    return ok(await this.registry.list(), REMOTE_REGISTRY_MSG.loaded);
  }

  @ApiEndpoint(REMOTE_REGISTRY_API.set)
  @ApiOperation({ summary: 'Points a remote at another mf-manifest.json; served by /remotes.json and allowed by the CSP on the next page load; audited (admin only)' })
  @ApiResponse({ status: 400, description: `${REMOTE_REGISTRY_MSG.urlInvalid} / ${REMOTE_REGISTRY_MSG.urlNotManifest} / ...` })
  @ApiResponse({ status: 404, description: 'Unknown remote' })
  async set(@Actor() actor: AuditActor, @Param('name') name: string, @Body() dto: SetRemoteDto) {
    return ok((await this.registry.change(actor, name, { kind: 'set', manifestUrl: dto.manifestUrl })).entry, REMOTE_REGISTRY_MSG.updated);
  }

  @ApiEndpoint(REMOTE_REGISTRY_API.reset)
  @ApiOperation({ summary: 'Points a remote back at its default (REMOTE_URL_* or its folder on this host); the entry before becomes the previous one; audited (admin only)' })
  @ApiResponse({ status: 404, description: 'Unknown remote' })
  async reset(@Actor() actor: AuditActor, @Param('name') name: string) {
    return ok((await this.registry.change(actor, name, { kind: 'reset' })).entry, REMOTE_REGISTRY_MSG.reset);
  }

  @ApiEndpoint(REMOTE_REGISTRY_API.rollback)
  @ApiOperation({ summary: 'Switches a remote back to its previous entry (twice: forward again); audited (admin only)' })
  @ApiResponse({ status: 404, description: 'Unknown remote' })
  @ApiResponse({ status: 409, description: `${REMOTE_REGISTRY_MSG.noPrevious} / ${REMOTE_REGISTRY_MSG.previousInvalid}` })
  async rollback(@Actor() actor: AuditActor, @Param('name') name: string) {
    return ok((await this.registry.change(actor, name, { kind: 'rollback' })).entry, REMOTE_REGISTRY_MSG.rolledBack);
  }
}
