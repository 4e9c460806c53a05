import { Body, Controller, Param, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { API_MSG, BULK_IDS_MAX, BULK_MSG, MSG, SCHEDULE_API, SCHEDULE_IMPORT_FIELD, SCHEDULE_IMPORT_MAX_BYTES, SCHEDULE_IMPORT_MAX_ROWS, SCHEDULE_MSG, type Role } from '@hackathon/contracts';
import { Actor, CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { csvBytes, type UploadedCsv } from '../../common/csv';
import type { AuditActor, ReaderScope } from '../../kernel';
import { AttendanceBulkService } from './attendance-bulk.service';
import { AttendanceBulkDto } from './dto/attendance-bulk.dto';
import { ScheduleAttendanceDto } from './dto/attendance.dto';
import { ScheduleImportService } from './import/schedule-import.service';
import { ScheduleUploadInterceptor } from './import/schedule-upload.interceptor';
import { ScheduleService } from './schedule.service';

/** Who changes schedules and attendance: the super admin only (spec: "Schedule & Attendance (super admin)"). */
export const SCHEDULE_WRITERS: Role[] = ['super_admin'];

const UPLOAD_BODY = {
  schema: {
    type: 'object',
    required: [SCHEDULE_IMPORT_FIELD],
    properties: {
      [SCHEDULE_IMPORT_FIELD]: {
        type: 'string',
        format: 'binary',
        description: `A UTF-8 .csv with the schedule record's columns, at most ${SCHEDULE_IMPORT_MAX_BYTES} bytes and ${SCHEDULE_IMPORT_MAX_ROWS} rows` } } } };

/** Importing schedules and attendance from a CSV (preview, then apply), and marking one day's attendance (one school or many). */
@ApiTags('schedule')
@ApiBearerAuth()
@Controller()
export class ScheduleAdminController {
  constructor(
    private readonly imports: ScheduleImportService,
    private readonly schedule: ScheduleService,
    private readonly bulk: AttendanceBulkService,
  ) {}

  @ApiEndpoint(SCHEDULE_API.importPreview)
  @Roles(...SCHEDULE_WRITERS)
  @UseInterceptors(ScheduleUploadInterceptor)
  @ApiOperation({ summary: 'What importing this CSV would do: per row create/update/unchanged with the changed fields, and the refused rows with reasons (nothing written)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResponse({ status: 400, description: `${SCHEDULE_MSG.fileRequired} / ${SCHEDULE_MSG.notUtf8} / Missing columns: ...` })
  @ApiResponse({ status: 413, description: `${SCHEDULE_MSG.tooLarge} / ${SCHEDULE_MSG.tooManyRows}` })
  async preview(@CallerScope() scope: ReaderScope, @UploadedFile() file: UploadedCsv | undefined) {
    return ok(await this.imports.preview(scope, csvBytes(file)), SCHEDULE_MSG.previewReady);
  }

  @ApiEndpoint(SCHEDULE_API.importApply)
  @Roles(...SCHEDULE_WRITERS)
  @UseInterceptors(ScheduleUploadInterceptor)
  @ApiOperation({ summary: 'Imports the CSV: every valid row in one transaction (refused rows skipped), one audit entry per changed school' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResponse({ status: 400, description: `${SCHEDULE_MSG.fileRequired} / ${SCHEDULE_MSG.notUtf8} / Missing columns: ...` })
  @ApiResponse({ status: 413, description: `${SCHEDULE_MSG.tooLarge} / ${SCHEDULE_MSG.tooManyRows}` })
  async apply(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @UploadedFile() file: UploadedCsv | undefined) {
    const result = await this.imports.apply(actor, scope, csvBytes(file));
    return ok(result, SCHEDULE_MSG.imported(result.summary));
  }

  @ApiEndpoint(SCHEDULE_API.setAttendance)
  @Roles(...SCHEDULE_WRITERS)
  @ApiOperation({ summary: "Marks one day of a school's senior or junior cohort Present ('P') or Absent ('A')" })
  @ApiResponse({ status: 400, description: `${API_MSG.invalidSchoolCode} / ${SCHEDULE_MSG.category} / ${SCHEDULE_MSG.day} / ${SCHEDULE_MSG.presentFlag}` })
  @ApiResponse({ status: 404, description: `${MSG.scheduleNotAvailable} / ${API_MSG.schoolNotFound}` })
  async setAttendance(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Param('kvCode') kvCode: string, @Body() body: ScheduleAttendanceDto) {
    return ok(await this.schedule.setAttendance(actor, scope, kvCode, body), SCHEDULE_MSG.attendanceSaved);
  }

  @ApiEndpoint(SCHEDULE_API.bulkAttendance)
  @Roles(...SCHEDULE_WRITERS)
  @ApiOperation({
    summary:
      "Marks one day of the senior or junior cohort Present or Absent for the picked schools (kvCodes) or every schedule matching the list's search and filters (filter). Without confirm: true, the preview (nothing written); with it, one transaction, one audit entry per school changed. Schools already so are skipped",
  })
  @ApiResponse({ status: 400, description: `${BULK_MSG.selectionMissing} / ${BULK_MSG.selectionBoth} / ${BULK_MSG.tooMany(BULK_IDS_MAX)} / ${API_MSG.invalidSchoolCode} / ${SCHEDULE_MSG.category} / ${SCHEDULE_MSG.day} / ${SCHEDULE_MSG.presentFlag}` })
  @ApiResponse({ status: 409, description: `${BULK_MSG.selectionChanged(0)}: \`data\` is the new preview` })
  async bulkAttendance(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Body() body: AttendanceBulkDto) {
    const result = await this.bulk.run(actor, scope, body);
    return ok(result, result.confirmed ? BULK_MSG.attendanceApplied(result) : BULK_MSG.attendancePreview(result));
  }
}
