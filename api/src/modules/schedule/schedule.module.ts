import { Module } from '@nestjs/common';
import { ScheduleAdminController } from './schedule-admin.controller';
import { ScheduleController } from './schedule.controller';
import { ScheduleImportService } from './import/schedule-import.service';
import { ScheduleListController } from './schedule-list.controller';
import { ScheduleListService } from './schedule-list.service';
import { ScheduleService } from './schedule.service';

/**
 * School bootcamp schedules and attendance: the school's and team's read, the Schedule &
 * Attendance list with its dropdowns and export, the CSV import and attendance marking.
 */
@Module({
  controllers: [ScheduleController, ScheduleListController, ScheduleAdminController],
  providers: [ScheduleService, ScheduleListService, ScheduleImportService],
  exports: [ScheduleService],
})
export class ScheduleModule {}
