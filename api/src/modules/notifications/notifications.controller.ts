import { Controller, Get, Param, ParseUUIDPipe, Put, BadRequestException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, MSG, ROLES } from '@hackathon/contracts';
import { CurrentUser, Roles, type AuthUser } from '../../auth';
import { ok } from '../../common';
import { NotificationsService } from './notifications.service';

const notificationId = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_MSG.invalidNotificationId) });

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications/user')
@Roles(...ROLES)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's notifications (for everyone or for its role), newest first, with isRead" })
  async list(@CurrentUser() user: AuthUser) {
    return ok(await this.notifications.listForUser(user), API_MSG.notificationsLoaded);
  }

  // declared before ':id/read' so the literal path wins
  @Put('mark-all-read')
  @ApiOperation({ summary: 'Mark every visible notification as read' })
  async markAllRead(@CurrentUser() user: AuthUser) {
    const marked = await this.notifications.markAllRead(user);
    return ok({ marked }, MSG.allMarkedRead);
  }

  @Put(':id/read')
  @ApiOperation({ summary: 'Mark one notification as read (idempotent)' })
  @ApiResponse({ status: 400, description: API_MSG.invalidNotificationId })
  @ApiResponse({ status: 404, description: API_MSG.notificationNotFound })
  async markRead(@CurrentUser() user: AuthUser, @Param('id', notificationId) id: string) {
    await this.notifications.markRead(user, id);
    return ok(null, API_MSG.notificationMarkedRead);
  }
}
