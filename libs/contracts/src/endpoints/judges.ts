import { endpoint, type Multipart } from '../endpoint';
import type {
  AdminJudgesQuery,
  Judge,
  JudgeDeleteResult,
  JudgeImportPreview,
  JudgeImportResult,
  JudgeInput,
  JudgesPage,
  JudgeUpdateInput,
} from '../judges';
import type { MentorInvitationAcceptRequest } from '../mentor-portal';

/** The judges of the judged rounds (issue 27): admin and super admin. `id` is the judge's `_id` (a UUID). */
export const JUDGES_API = {
  /** Paged, searched (name, email, organisation, expertise), filtered and sorted. Query: AdminJudgesQuery. Answer `data.judges` + `data.pagination`. */
  list: endpoint<{ data: JudgesPage; query: AdminJudgesQuery }>()('GET', '/admin/judges'),
  /** Adds a judge and invites it by mail; 409 when a judge already has the address (any case). */
  create: endpoint<{ data: Judge; body: JudgeInput }>()('POST', '/admin/judges'),
  /** Edits a judge; a new address is invited again, a deactivated judge's account is disabled. */
  update: endpoint<{ data: Judge; body: JudgeUpdateInput }>()('PUT', '/admin/judges/:id'),
  /** Deletes a judge with its account (its sessions end at once). */
  remove: endpoint<{ data: JudgeDeleteResult }>()('DELETE', '/admin/judges/:id'),
  /**
   * Invites the judge to the portal, or sends the invitation again: a single-use link valid 72
   * hours; earlier links stop working; at most 3 per hour per judge (429); 409 for an inactive
   * judge or an account already active. Answers the judge with its account state.
   */
  invite: endpoint<{ data: Judge }>()('POST', '/admin/judges/:id/invite', { status: 200 }),
  /**
   * Multipart, field `file` (a UTF-8 .csv with the header name,email,organisation,expertise,homeRegion,schoolCode,
   * at most 2 MB and 1,000 rows). The rows it would create and the refused ones with every reason; nothing is written.
   */
  importPreview: endpoint<{ data: JudgeImportPreview; body: Multipart<'file'> }>()('POST', '/admin/judges/import/preview', { status: 200 }),
  /** The same file: creates the rows to create in one transaction (all or nothing), skips the refused ones, then invites each new judge. */
  importApply: endpoint<{ data: JudgeImportResult; body: Multipart<'file'> }>()('POST', '/admin/judges/import/apply', { status: 200 }),
  /** Public: sets the judge's password with the invitation's token (single use, 72 hours); the account then signs in at POST /auth/login. */
  acceptInvitation: endpoint<{ data: null; body: MentorInvitationAcceptRequest }>()('POST', '/judge-invitations/accept', { status: 200 }),
} as const;
