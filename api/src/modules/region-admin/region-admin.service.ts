import { ForbiddenException, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { API_MSG, regionExportFileName, toNamedPage, type RegionDashboardData, type RegionExportAudience, type RegionSummaryPage } from '@hackathon/contracts';
import { InjectDb, recordExport, type AuditActor, type Db, type ReaderScope } from '../../database';
import { AdminExportService, openCsvExport } from '../admin';
import type { RegionSummaryQueryDto } from './dto/region-summary-query.dto';
import { regionStats } from './region-dashboard';
import { summaryExportSource, summaryPage } from './summary/region-summary';

/** A CSV ready to stream, with the name it downloads under. */
export interface RegionExportFile {
  stream: Readable;
  fileName: string;
}

/**
 * The caller's scope for the region and super admin reads, which comes from the token only: a
 * region admin reaches its own region whatever the request says; the super admin every region.
 * A region admin token without a region reaches nothing: refused rather than shown an empty region.
 */
export function regionReader(scope: ReaderScope): ReaderScope {
  if (scope.kind !== 'region' && scope.kind !== 'all') throw new ForbiddenException(API_MSG.forbidden);
  return scope;
}

const audienceOf = (scope: ReaderScope): RegionExportAudience => (scope.isEverything ? 'super' : 'region');

/** The `region` filter as the super admin's file name shows it (the pipe has already refused a bad one); blank or 'all' is none. */
function regionFilterOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  return value === '' || value.toLowerCase() === 'all' ? null : value;
}

@Injectable()
export class RegionAdminService {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly adminExports: AdminExportService,
  ) {}

  /** GET /region-admin/dashboard: the stats of the scope and its region (null: every region). No school list. */
  async dashboard(scope: ReaderScope): Promise<RegionDashboardData> {
    const reader = regionReader(scope);
    const stats = await regionStats(this.db, reader);
    return { stats, region: reader.isEverything ? null : reader.region };
  }

  /** GET /region-admin/summary: one page of the Summary by School table. */
  async summary(scope: ReaderScope, query: RegionSummaryQueryDto): Promise<RegionSummaryPage> {
    return toNamedPage(await summaryPage(this.db, regionReader(scope), query), 'schools');
  }

  /** GET /region-admin/summary/export: every school of the summary's search and filters, as a CSV; audited. */
  async summaryExport(actor: AuditActor, scope: ReaderScope, query: RegionSummaryQueryDto): Promise<RegionExportFile> {
    const reader = regionReader(scope);
    const stream = await openCsvExport(await summaryExportSource(this.db, reader, query));
    await recordExport(this.db, actor, stream, 'summary', query);
    const region = reader.isEverything ? null : reader.region;
    return { stream, fileName: regionExportFileName({ audience: audienceOf(reader), type: 'summary', region }) };
  }

  /**
   * GET /region-admin/export?type=: the admin export (the list's query rules, the CSV, the audit
   * entry) over the caller's scope, named for a region or the super admin.
   */
  async export(actor: AuditActor, scope: ReaderScope, raw: Record<string, unknown>): Promise<RegionExportFile> {
    const reader = regionReader(scope);
    const { type, stream } = await this.adminExports.open(actor, reader, raw);
    const region = reader.isEverything ? regionFilterOf(raw.region) : reader.region;
    return { stream, fileName: regionExportFileName({ audience: audienceOf(reader), type, region }) };
  }
}
