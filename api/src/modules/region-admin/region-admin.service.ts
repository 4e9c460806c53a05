import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { regionExportFileName, toNamedPage, type RegionDashboardData, type RegionExportAudience, type RegionSummaryPage } from '@hackathon/contracts';
import { InjectDb, type Db } from '../../database';
import { recordExport, type AuditActor, type ReaderScope, openCsvExport } from '../../kernel';
import { AdminExportService } from '../admin';
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
 * The routes' @Roles(...REGION_READERS) admits no other role; a region admin token without a
 * region reaches nothing and is refused (403) rather than shown an empty region.
 */
export const regionReader = (scope: ReaderScope): ReaderScope => scope.requireReach();

/** The files of a region admin are named after its region (the scope's); the super admin's (no region: every region) say so. */
const audienceOf = (scope: ReaderScope): RegionExportAudience => (scope.region === null ? 'super' : 'region');

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
    return { stats, region: reader.region };
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
    return { stream, fileName: regionExportFileName({ audience: audienceOf(reader), type: 'summary', region: reader.region }) };
  }

  /**
   * GET /region-admin/export?type=: the admin export (the list's query rules, the CSV, the audit
   * entry) over the caller's scope, named for a region or the super admin.
   */
  async export(actor: AuditActor, scope: ReaderScope, raw: Record<string, unknown>): Promise<RegionExportFile> {
    const reader = regionReader(scope);
    const { type, stream } = await this.adminExports.open(actor, reader, raw);
    const region = reader.region ?? regionFilterOf(raw.region);
    return { stream, fileName: regionExportFileName({ audience: audienceOf(reader), type, region }) };
  }
}
