import { Injectable } from '@nestjs/common';
import { JUDGE_IMPORT_FIELD, JUDGE_IMPORT_MAX_BYTES } from '@hackathon/contracts';
import { CsvUploadInterceptor } from '../../../common/csv';

/** Receives the import routes' CSV (common/csv: in memory, at most 2 MB, one file; after the guards: only an admin's bytes are read). */
@Injectable()
export class JudgeUploadInterceptor extends CsvUploadInterceptor {
  protected readonly field = JUDGE_IMPORT_FIELD;
  protected readonly maxBytes = JUDGE_IMPORT_MAX_BYTES;
}
