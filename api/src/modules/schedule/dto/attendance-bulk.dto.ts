import { OmitType } from '@nestjs/swagger';
import { API_MSG, type AttendanceBulkFilter, type AttendanceBulkInput } from '@hackathon/contracts';
import { BulkConfirmRule, BulkExpectedRule, BulkFilterRules, BulkIdsRules } from '../../../common/bulk-selection';
import { isSchoolCode } from '../../../kernel';
import { ScheduleAttendanceDto } from './attendance.dto';
import { ScheduleQueryDto } from './schedule-queries.dto';

/** The Schedule & Attendance list's search and filters, with the list's own rules (no paging or sort). */
export class AttendanceBulkFilterDto extends OmitType(ScheduleQueryDto, ['page', 'limit', 'sort', 'order'] as const) implements AttendanceBulkFilter {}

/** `POST /schedule/attendance/bulk`: the day and mark of `PUT /schedule/{kvCode}/attendance`, for many schools. */
export class AttendanceBulkDto extends ScheduleAttendanceDto implements AttendanceBulkInput {
  @BulkIdsRules("The picked schools' codes", isSchoolCode, API_MSG.invalidSchoolCode)
  kvCodes?: string[];

  @BulkFilterRules(() => AttendanceBulkFilterDto, "Every schedule matching the list's search and filters ({} is every schedule)")
  filter?: AttendanceBulkFilterDto;

  @BulkConfirmRule()
  confirm?: boolean;

  @BulkExpectedRule()
  expectedChanges?: number;
}
