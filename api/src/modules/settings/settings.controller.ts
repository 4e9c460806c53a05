import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, ROLES, SETTINGS_API } from '@hackathon/contracts';
import { Actor, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor } from '../../kernel';
import { EventSettingsUpdateDto } from './dto/event-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@ApiBearerAuth()
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @ApiEndpoint(SETTINGS_API.event)
  @Roles(...ROLES)
  @ApiOperation({ summary: 'Event settings: whether mentor and team management are locked (any signed-in role)' })
  async event() {
    return ok(await this.settings.event(), API_MSG.eventSettingsLoaded);
  }

  @ApiEndpoint(SETTINGS_API.updateEvent)
  @Roles('admin')
  @ApiOperation({ summary: 'Locks or unlocks mentor and team management for school admins (admin only)' })
  @ApiResponse({ status: 400, description: API_MSG.eventSettingsEmpty })
  async updateEvent(@Actor() actor: AuditActor, @Body() dto: EventSettingsUpdateDto) {
    return ok(await this.settings.updateEvent(dto, actor), API_MSG.eventSettingsUpdated);
  }
}
