import { Module } from '@nestjs/common';
import { NotificationsAdminController } from './notifications-admin.controller';
import { NotificationsAdminService } from './notifications-admin.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** The notification bell of every signed-in user (reads and read states) and the admin's management of notifications. */
@Module({
  controllers: [NotificationsController, NotificationsAdminController],
  providers: [NotificationsService, NotificationsAdminService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
