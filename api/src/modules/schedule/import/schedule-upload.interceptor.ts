import { Injectable } from '@nestjs/common';
import { SCHEDULE_IMPORT_FIELD, SCHEDULE_IMPORT_MAX_BYTES } from '@hackathon/contracts';
import { CsvUploadInterceptor } from '../../../common/csv';

/** Receives the import routes' CSV (common/csv: in memory, at most 2 MB, one file; after the guards: only the super admin's bytes are read). */
@Injectable()
export class ScheduleUploadInterceptor extends CsvUploadInterceptor {
  protected readonly field = SCHEDULE_IMPORT_FIELD;
  protected readonly maxBytes = SCHEDULE_IMPORT_MAX_BYTES;
}
