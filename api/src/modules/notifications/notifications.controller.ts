import { Controller, Param, ParseUUIDPipe, BadRequestException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG, NOTIFICATIONS_API, ROLES } from '@hackathon/contracts';
import { CurrentUser, Roles, type AuthUser } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { notificationReaderOf } from './notification-reader';
import { NotificationsService } from './notifications.service';

const notificationId = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_MSG.invalidNotificationId) });

@ApiTags('notifications')
@ApiBearerAuth()
@Controller()
@Roles(...ROLES)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @ApiEndpoint(NOTIFICATIONS_API.list)
  @ApiOperation({ summary: "The caller's notifications (those whose target matches its role and region), newest first, with isRead" })
  async list(@CurrentUser() user: AuthUser) {
    return ok(await this.notifications.listFor(notificationReaderOf(user)), API_MSG.notificationsLoaded);
  }

  // declared before ':id/read' so the literal path wins
  @ApiEndpoint(NOTIFICATIONS_API.markAllRead)
  @ApiOperation({ summary: 'Mark every visible notification as read' })
  async markAllRead(@CurrentUser() user: AuthUser) {
    const marked = await this.notifications.markAllRead(notificationReaderOf(user));
    return ok({ marked }, MSG.allMarkedRead);
  }

  @ApiEndpoint(NOTIFICATIONS_API.markRead)
  @ApiOperation({ summary: 'Mark one notification as read (idempotent)' })
  @ApiResponse({ status: 400, description: API_MSG.invalidNotificationId })
  @ApiResponse({ status: 404, description: API_MSG.notificationNotFound })
  async markRead(@CurrentUser() user: AuthUser, @Param('id', notificationId) id: string) {
    await this.notifications.markRead(notificationReaderOf(user), id);
    return ok(null, API_MSG.notificationMarkedRead);
  }
}
