/**
 * The API's shared kernel: the domain rules every feature module builds on, below the modules and
 * above the database. Feature modules import it from here ('../../kernel'); it never imports a
 * feature module or api/src/auth (auth builds the caller's scope and actor from it).
 */

// who reaches which rows: the scope in every WHERE, 404 versus 403 for a row named by id
export { ReaderScope, inScopeFlag, requireInScope } from './scope';
export type { ScopeClaims } from './scope';
// role lists that routes of several modules declare
export { SCHOOL_DATA_READERS } from './roles';
// schools and teams named in paths and bodies; the directory lookups; the scoped school load and the participants' lock
export {
  SCHOOL_COLUMNS,
  directoryCodes,
  findSchool,
  findSchoolRow,
  isSchoolCode,
  isUuid,
  loadSchoolInScope,
  lockSchoolParticipants,
  parseSchoolCode,
  parseTeamRef,
  requireSchoolRow,
  requireSchoolRowInScope,
} from './school-ref';
export type { SchoolRef, SchoolRow } from './school-ref';
// the event settings and the 423 management lock
export { assertUnlocked, readEventSettings } from './event-settings';
export type { ManageAction, ManagedArea } from './event-settings';
// the team columns that may leave the server
export { SAFE_TEAM_COLUMNS, TEAM_IDENTITY_COLUMNS, TEAM_PHASE_COLUMNS, toTeamPhaseFields } from './team-columns';
export type { TeamPhaseFields } from './team-columns';
// the figures kept per school, added up over a scope
export { PARTICIPATING_STATUSES, keptSchoolTotals, schoolTotal } from './school-totals';
// what a write leaves behind in the caller's transaction: the audit trail, a notice to one account
export { actorAccountId, auditDiff, exportFilters, recordAudit, recordExport } from './audit';
export type { AuditActor, AuditEntry } from './audit';
export { notifyAccount } from './account-notifications';
// a mentor's portal account as the mentor lists show it (issue 26)
export { MENTOR_ACCOUNT_COLUMNS, mentorAccountStateIs, toMentorAccount } from './mentor-account';
export type { AccountNotice } from './account-notifications';
// the list kit: search, paging, counter tiles, keyset export batches and the CSV export
export {
  LEAD_MISSES_MAX,
  addTo,
  counterRow,
  keysetExport,
  listPage,
  matchOn,
  matchOwn,
  search,
  searchCondition as listSearchCondition,
  zeros,
} from './lists/list-kit';
export type { CounterRow, KeysetExport, Lead, ListCount, ListPaging, ListSorting, MatchOptions, Missed, Search, SearchPart } from './lists/list-kit';
export { aliased, anyLike, countsBy, hasTrigram, ilike, intSql, likePattern, matchesIn, outer, scanLike, teamsIn, teamsInScopeAs } from './lists/sql';
export type { Matches, MatchesOptions } from './lists/sql';
export { EXPORT_BATCH_SIZE, iso } from './lists/list-source';
export type { AdminListSource, ExportBatch, ExportColumn, ExportSource } from './lists/list-source';
export { openCsvExport } from './lists/csv-export';
// the language of a request, of a mail (issue 24)
export { currentRequestLocale, inLocale, requestLocale } from './locale';
