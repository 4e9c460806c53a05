import { Body, Controller, Get, HttpCode, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, ROLES, SETTINGS_API } from '@hackathon/contracts';
import { Actor, Roles } from '../../auth';
import { ApiResult, ok } from '../../common';
import type { AuditActor } from '../../database';
import { EventSettingsUpdateDto } from './dto/event-settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@ApiBearerAuth()
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get('settings/event')
  @Roles(...ROLES)
  @ApiOperation({ summary: 'Event settings: whether mentor and team management are locked (any signed-in role)' })
  @ApiResult(SETTINGS_API.event)
  async event() {
    return ok(await this.settings.event(), API_MSG.eventSettingsLoaded);
  }

  @Put('admin/settings/event')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Locks or unlocks mentor and team management for school admins (admin only)' })
  @ApiResult(SETTINGS_API.updateEvent)
  @ApiResponse({ status: 400, description: API_MSG.eventSettingsEmpty })
  async updateEvent(@Actor() actor: AuditActor, @Body() dto: EventSettingsUpdateDto) {
    return ok(await this.settings.updateEvent(dto, actor), API_MSG.eventSettingsUpdated);
  }
}
