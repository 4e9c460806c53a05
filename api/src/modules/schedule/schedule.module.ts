import { Module } from '@nestjs/common';
import { AttendanceBulkService } from './attendance-bulk.service';
import { ScheduleAdminController } from './schedule-admin.controller';
import { ScheduleController } from './schedule.controller';
import { ScheduleImportService } from './import/schedule-import.service';
import { ScheduleListController } from './schedule-list.controller';
import { ScheduleListService } from './schedule-list.service';
import { ScheduleService } from './schedule.service';

/**
 * School bootcamp schedules and attendance: the school's and team's read, the Schedule &
 * Attendance list with its dropdowns and export, the CSV import and attendance marking (one or many).
 */
@Module({
  controllers: [ScheduleController, ScheduleListController, ScheduleAdminController],
  providers: [ScheduleService, ScheduleListService, ScheduleImportService, AttendanceBulkService],
  exports: [ScheduleService],
})
export class ScheduleModule {}
