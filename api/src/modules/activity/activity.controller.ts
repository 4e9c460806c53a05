import { Controller, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ACTIVITY_API, ACTIVITY_MSG, activityActionLabel, type ActivityEntry } from '@hackathon/contracts';
import type { Response } from 'express';
import { CallerScope, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { csvStream, sendCsv, type CsvColumn } from '../../common/csv';
import { ListQueryDto } from '../../common/paging';
import type { ReaderScope } from '../../kernel';
import { ActivityService } from './activity.service';
import { ActivityQueryDto } from './dto/activity-query.dto';

const json = (value: Record<string, unknown> | null) => (value === null ? '' : JSON.stringify(value));

/** The export's columns: who, what, which record, before and after (as JSON), when, from where. */
const EXPORT_COLUMNS: readonly CsvColumn<ActivityEntry>[] = [
  { header: 'mail.csv.time', value: (e) => e.at },
  { header: 'mail.csv.person', value: (e) => e.actorLabel },
  { header: 'mail.csv.name', value: (e) => e.actorName },
  { header: 'mail.csv.role', value: (e) => e.actorRole },
  { header: 'mail.csv.action', value: (e) => activityActionLabel(e.action) },
  { header: 'mail.csv.actionCode', value: (e) => e.action },
  { header: 'mail.csv.recordType', value: (e) => e.entityType },
  { header: 'mail.csv.recordID', value: (e) => e.entityId },
  { header: 'mail.csv.schoolCode', value: (e) => e.schoolCode },
  { header: 'mail.csv.reason', value: (e) => e.reason },
  { header: 'mail.csv.before', value: (e) => json(e.before) },
  { header: 'mail.csv.after', value: (e) => json(e.after) },
  { header: 'mail.csv.ipAddress', value: (e) => e.ip },
];

/**
 * The audit trail (issue 6, section 4; the spec: "Admin actions are logged (server side, not
 * shown)"): the admin reads it. It records the back office's own people, so no other role does.
 */
@ApiTags('activity')
@ApiBearerAuth()
@Roles('admin')
@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @ApiEndpoint(ACTIVITY_API.list)
  @ApiOperation({ summary: 'The audit trail, newest first: paged, filtered by person, action (or domain), record type, school code, from/to, and searched' })
  @ApiResponse({ status: 400, description: 'A paging, filter or date value out of range' })
  async list(@CallerScope() scope: ReaderScope, @Query() query: ActivityQueryDto) {
    return ok(await this.activity.list(scope, query), ACTIVITY_MSG.loaded);
  }

  @ApiEndpoint(ACTIVITY_API.export)
  @ApiOperation({ summary: 'The audit trail as CSV (UTF-8 with BOM, formula-guarded cells), same filters as the list, streamed in batches; page and limit are ignored' })
  @ApiResponse({ status: 400, description: 'A filter or date value out of range' })
  async export(@CallerScope() scope: ReaderScope, @Query() query: ActivityQueryDto, @Res() res: Response): Promise<void> {
    // filters are checked before the first byte: a bad date is still a 400 envelope
    const batches = this.activity.exportBatches(scope, query);
    const first = await batches.next();
    async function* all() {
      if (!first.done) yield first.value;
      yield* batches;
    }
    await sendCsv(res, ACTIVITY_MSG.exportFileName(new Date().toISOString().slice(0, 10)), csvStream(EXPORT_COLUMNS, all()));
  }

  @ApiEndpoint(ACTIVITY_API.entity)
  @ApiOperation({ summary: "One record's history, newest first (type: team, registration, mentor, user, ...; id: its _id, or a team's Team ID)" })
  @ApiResponse({ status: 400, description: `${ACTIVITY_MSG.invalidEntityType} / ${ACTIVITY_MSG.invalidEntityId}` })
  async entity(@CallerScope() scope: ReaderScope, @Param('type') type: string, @Param('id') id: string, @Query() query: ListQueryDto) {
    return ok(await this.activity.entity(scope, type, id, query), ACTIVITY_MSG.historyLoaded);
  }
}
