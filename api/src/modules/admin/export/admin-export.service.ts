import { BadRequestException, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { ADMIN_LIST_MSG, ADMIN_LIST_TYPES, type AdminListType } from '@hackathon/contracts';
import { createValidationPipe } from '../../../common';
import { InjectDb, type Db } from '../../../database';
import { recordExport, type AuditActor, type ReaderScope, openCsvExport } from '../../../kernel';
import {
  AdminMentorsQueryDto,
  AdminRegistrationsQueryDto,
  AdminSchoolsQueryDto,
  AdminStudentsQueryDto,
  AdminTeamsQueryDto,
} from '../dto/admin-list-queries.dto';
import type { AdminListSource, ExportSource } from '../../../kernel';
import { mentorsList } from '../lists/mentors.list';
import { registrationsList } from '../lists/registrations.list';
import { schoolsList } from '../lists/schools.list';
import { studentsList } from '../lists/students.list';
import { teamsList } from '../lists/teams.list';

interface ExportEntry {
  /** The list's query class: its search and filters, validated as the list validates them. */
  dto: new () => object;
  source(db: Db, scope: ReaderScope, query: object): Promise<ExportSource<unknown>>;
}

/** An export type over a list: the query the pipe produced is an instance of that list's class. */
function entry<TQuery extends object, TRow>(dto: new () => TQuery, list: AdminListSource<TQuery, unknown, unknown, TRow>): ExportEntry {
  return { dto, source: async (db, scope, query) => (await list.exportSource(db, scope, query as TQuery)) as ExportSource<unknown> };
}

const EXPORTS: Record<AdminListType, ExportEntry> = {
  teams: entry(AdminTeamsQueryDto, teamsList),
  mentors: entry(AdminMentorsQueryDto, mentorsList),
  schools: entry(AdminSchoolsQueryDto, schoolsList),
  students: entry(AdminStudentsQueryDto, studentsList),
  registrations: entry(AdminRegistrationsQueryDto, registrationsList),
};

export function parseExportType(raw: unknown): AdminListType {
  const type = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!(ADMIN_LIST_TYPES as readonly string[]).includes(type)) throw new BadRequestException(ADMIN_LIST_MSG.exportType);
  return type as AdminListType;
}

/** `GET /admin/export`: the list's rows matching its search and filters, as a streamed CSV. */
@Injectable()
export class AdminExportService {
  private readonly pipe = createValidationPipe();

  constructor(@InjectDb() private readonly db: Db) {}

  /**
   * Validates `type` and that list's query (400s as the list gives them), opens the CSV stream,
   * then records who took which list out, with which search and filters (the audit trail: the
   * files hold students' and teachers' personal data).
   */
  async open(actor: AuditActor, scope: ReaderScope, raw: Record<string, unknown>): Promise<{ type: AdminListType; stream: Readable }> {
    const { type: rawType, ...rest } = raw;
    const type = parseExportType(rawType);
    const { dto, source } = EXPORTS[type];
    const query = (await this.pipe.transform(rest, { type: 'query', metatype: dto, data: undefined })) as object;
    const stream = await openCsvExport(await source(this.db, scope, query));
    await recordExport(this.db, actor, stream, type, query);
    return { type, stream };
  }
}
