/** What other modules may use of the schedule: its columns by the record's field names (the school page reads them); a school's schedule as its readers get it (the mentor portal, issue 26). */
export { SCHEDULE_COLUMNS } from './schedule-record';
export { ScheduleModule } from './schedule.module';
export { ScheduleService } from './schedule.service';
