import { Controller, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CSV_MSG, JUDGE_CSV_COLUMNS, JUDGE_IMPORT_FIELD, JUDGE_IMPORT_MAX_BYTES, JUDGE_IMPORT_MAX_ROWS, JUDGES_API, JUDGES_MSG } from '@hackathon/contracts';
import { Actor, Roles } from '../../auth';
import { ApiEndpoint, ok } from '../../common';
import { csvBytes, type UploadedCsv } from '../../common/csv';
import type { AuditActor } from '../../kernel';
import { JudgeImportService } from './import/judge-import.service';
import { JudgeUploadInterceptor } from './import/judge-upload.interceptor';
import { JUDGE_MANAGERS } from './judges.service';

const UPLOAD_BODY = {
  schema: {
    type: 'object',
    required: [JUDGE_IMPORT_FIELD],
    properties: {
      [JUDGE_IMPORT_FIELD]: {
        type: 'string',
        format: 'binary',
        description: `A UTF-8 .csv (with or without a byte order mark) whose header names ${JUDGE_CSV_COLUMNS.join(',')} (any case, any order), at most ${JUDGE_IMPORT_MAX_BYTES} bytes and ${JUDGE_IMPORT_MAX_ROWS} rows`,
      },
    },
  },
};

const FILE_REFUSED = `${CSV_MSG.fileRequired} / ${CSV_MSG.notCsv} / ${CSV_MSG.notUtf8} / ${CSV_MSG.headerOnly} / Missing columns: ...`;

/** Adding judges from a CSV file (issue 27): preview, then apply. */
@ApiTags('judges')
@ApiBearerAuth()
@Controller()
export class JudgeImportController {
  constructor(private readonly imports: JudgeImportService) {}

  @ApiEndpoint(JUDGES_API.importPreview)
  @Roles(...JUDGE_MANAGERS)
  @UseInterceptors(JudgeUploadInterceptor)
  @ApiOperation({ summary: 'What importing this CSV would do: the judges it would create, and the refused rows with their line and every reason (nothing written)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResponse({ status: 400, description: FILE_REFUSED })
  @ApiResponse({ status: 413, description: `${CSV_MSG.tooLarge} / ${JUDGES_MSG.tooManyRows()}` })
  async preview(@UploadedFile() file: UploadedCsv | undefined) {
    return ok(await this.imports.preview(csvBytes(file)), JUDGES_MSG.previewReady);
  }

  @ApiEndpoint(JUDGES_API.importApply)
  @Roles(...JUDGE_MANAGERS)
  @UseInterceptors(JudgeUploadInterceptor)
  @ApiOperation({
    summary: 'Imports the CSV: the rows to create in one transaction (all or nothing; refused rows skipped; a judge already there is refused, so a second apply creates nothing), one audit entry per judge; each judge created is then invited by mail',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiResponse({ status: 400, description: FILE_REFUSED })
  @ApiResponse({ status: 413, description: `${CSV_MSG.tooLarge} / ${JUDGES_MSG.tooManyRows()}` })
  async apply(@Actor() actor: AuditActor, @UploadedFile() file: UploadedCsv | undefined) {
    const result = await this.imports.apply(actor, csvBytes(file));
    return ok(result, JUDGES_MSG.imported(result.created, result.refused.length));
  }
}
