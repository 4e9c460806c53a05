import { BadRequestException, Body, Controller, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, NOTIFICATION_MSG, NOTIFICATIONS_API } from '@hackathon/contracts';
import { Actor, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import type { AuditActor } from '../../kernel';
import { AdminNotificationQueryDto, CreateNotificationDto, isEmptyUpdate, UpdateNotificationDto } from './dto/notification.dto';
import { NotificationsAdminService } from './notifications-admin.service';

const notificationId = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_MSG.invalidNotificationId) });

const BAD_INPUT = [
  NOTIFICATION_MSG.fillRequiredFields,
  NOTIFICATION_MSG.titleText,
  NOTIFICATION_MSG.messageText,
  NOTIFICATION_MSG.type,
  NOTIFICATION_MSG.priority,
  NOTIFICATION_MSG.targetRoles,
  NOTIFICATION_MSG.targetRegions,
  NOTIFICATION_MSG.targetReachesNobody,
].join(' / ');

/**
 * Notification management (back-office spec section 7 "Notifications"). The admin's alone (spec
 * section 6: the admin creates and deletes notifications; "admin-only endpoints are used for ...
 * notification management"). Notifications are not school data, so no row scope applies here.
 */
@ApiTags('notifications')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class NotificationsAdminController {
  constructor(private readonly notifications: NotificationsAdminService) {}

  @ApiEndpoint(NOTIFICATIONS_API.create)
  @ApiOperation({ summary: 'Creates a notification for its target: everyone by default, or roles and/or regions (a reader must match both lists it names)' })
  @ApiResponse({ status: 400, description: BAD_INPUT })
  async create(@Actor() actor: AuditActor, @Body() dto: CreateNotificationDto) {
    return ok(await this.notifications.create(actor, dto), NOTIFICATION_MSG.created);
  }

  @ApiEndpoint(NOTIFICATIONS_API.adminList)
  @ApiOperation({ summary: 'Every notification (active and inactive) with its target and read count: paged, searched over title and message, filtered by status, type, priority' })
  @ApiResponse({ status: 400, description: 'A paging, sort or filter value out of range' })
  async list(@Query() query: AdminNotificationQueryDto) {
    return ok(await this.notifications.list(query), NOTIFICATION_MSG.listed);
  }

  @ApiEndpoint(NOTIFICATIONS_API.adminStats)
  @ApiOperation({ summary: 'Totals, by status, type and priority, recent (created within 7 days), deliveries, reads and read rate' })
  async stats() {
    return ok(await this.notifications.stats(), NOTIFICATION_MSG.statsLoaded);
  }

  @ApiEndpoint(NOTIFICATIONS_API.adminCounters)
  @ApiOperation({ summary: 'Total, active, inactive and recent (created within 7 days) counts' })
  async counters() {
    return ok(await this.notifications.counters(), NOTIFICATION_MSG.countersLoaded);
  }

  @ApiEndpoint(NOTIFICATIONS_API.adminUpdate)
  @ApiOperation({ summary: 'Edits title, message, type, priority, status (inactive leaves every bell) or target (replaced whole); read states are kept' })
  @ApiResponse({ status: 400, description: `${API_MSG.invalidNotificationId} / ${NOTIFICATION_MSG.nothingToUpdate} / ${BAD_INPUT}` })
  @ApiResponse({ status: 404, description: API_MSG.notificationNotFound })
  async update(@Actor() actor: AuditActor, @Param('id', notificationId) id: string, @Body() dto: UpdateNotificationDto) {
    if (isEmptyUpdate(dto)) throw new BadRequestException(NOTIFICATION_MSG.nothingToUpdate);
    const { notification, changed } = await this.notifications.update(actor, id, dto);
    return ok(notification, changed ? NOTIFICATION_MSG.updated : NOTIFICATION_MSG.unchanged);
  }

  @ApiEndpoint(NOTIFICATIONS_API.adminDelete)
  @ApiOperation({ summary: 'Deletes a notification (and every read state of it)' })
  @ApiResponse({ status: 400, description: API_MSG.invalidNotificationId })
  @ApiResponse({ status: 404, description: API_MSG.notificationNotFound })
  async remove(@Actor() actor: AuditActor, @Param('id', notificationId) id: string) {
    await this.notifications.remove(actor, id);
    return ok({ _id: id }, NOTIFICATION_MSG.deleted);
  }
}
