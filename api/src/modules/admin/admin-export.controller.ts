import { Controller, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_API, ADMIN_LIST_MSG, adminExportFileName } from '@hackathon/contracts';
import { ApiEndpoint } from '../../common';
import { Actor, CallerScope, Roles } from '../../auth';
import type { AuditActor, ReaderScope } from '../../kernel';
import { ADMIN_READERS } from './admin-readers';
import { AdminExportService } from './export/admin-export.service';

@ApiTags('admin')
@ApiBearerAuth()
@Controller()
export class AdminExportController {
  constructor(private readonly exports: AdminExportService) {}

  /**
   * A CSV download, streamed from the database in batches: UTF-8 with a BOM, a header row,
   * quoted where needed, formula cells neutralised. The query is the list's search and filters.
   * Each export is recorded in the audit trail ('export.downloaded').
   */
  @ApiEndpoint(ADMIN_API.export)
  @Roles(...ADMIN_READERS)
  @Header('Cache-Control', 'no-store')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ summary: "CSV export of a list, with that list's search and filters (admin, super admin)" })
  @ApiResponse({
    status: 200,
    description: 'The CSV file (not an envelope): text/csv; charset=utf-8, attachment `<type>_export_<YYYY-MM-DD>.csv`'
  })
  @ApiResponse({ status: 400, description: ADMIN_LIST_MSG.exportType })
  async export(@Actor() actor: AuditActor, @CallerScope() scope: ReaderScope, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const { type, stream } = await this.exports.open(actor, scope, query);
    return new StreamableFile(stream, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${adminExportFileName(type)}"`,
    });
  }
}
