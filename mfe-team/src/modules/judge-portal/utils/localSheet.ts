import type { JudgeAssignment, JudgeSheetInput } from '@hackathon/contracts';

/**
 * The sheet a judge is editing, kept in this device's localStorage (one key per assignment) so a
 * reload or a dropped venue connection loses nothing. The fields stay as typed: a half-typed score
 * survives too.
 */
export interface LocalSheet {
  scores: Record<string, string>;
  comment: string;
  privateNote: string;
  /** When the judge last changed it (this device's clock, ISO). */
  savedAt: string;
  /** The server's `updatedAt` the edits started from: restoring does not hang on two clocks agreeing. */
  baseUpdatedAt: string;
  /** A save the server has not confirmed yet; null while the judge only typed. */
  outgoing: 'draft' | 'submit' | null;
  /** The submit's idempotency key: made once, sent with every retry until the server confirms. */
  submissionId: string | null;
}

const KEY_PREFIX = 'judgeSheet:';
export const localSheetKey = (assignmentId: string): string => `${KEY_PREFIX}${assignmentId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored sheet, or null when there is none (or it is unreadable: then it is as good as none). */
export function readLocalSheet(assignmentId: string): LocalSheet | null {
  const raw = storage()?.getItem(localSheetKey(assignmentId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as LocalSheet;
    return parsed && typeof parsed.scores === 'object' && typeof parsed.savedAt === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalSheet(assignmentId: string, sheet: LocalSheet): void {
  try {
    storage()?.setItem(localSheetKey(assignmentId), JSON.stringify(sheet));
  } catch {
    // storage full or disabled: the sheet still lives in the page until it is sent
  }
}

export function clearLocalSheet(assignmentId: string): void {
  storage()?.removeItem(localSheetKey(assignmentId));
}

/** The stored sheet with `patch` applied, starting from the server's sheet when nothing is stored. */
export function updateLocalSheet(assignment: JudgeAssignment, patch: Partial<LocalSheet>): LocalSheet {
  const next = { ...(readLocalSheet(assignment._id) ?? serverSheet(assignment)), ...patch };
  writeLocalSheet(assignment._id, next);
  return next;
}

/** The server's sheet in the form's shape. */
export function serverSheet(assignment: JudgeAssignment): LocalSheet {
  return {
    scores: Object.fromEntries(Object.entries(assignment.scores).map(([key, value]) => [key, String(value)])),
    comment: assignment.comment,
    privateNote: assignment.privateNote,
    savedAt: assignment.updatedAt,
    baseUpdatedAt: assignment.updatedAt,
    outgoing: null,
    submissionId: null,
  };
}

/**
 * Whether the stored sheet is newer than the server's: the server has not changed since the edits
 * began, or (another device saved meanwhile) the edits are later by the clock. A submitted sheet is
 * locked: nothing stored can replace it.
 */
export function isLocalNewer(assignment: JudgeAssignment, local: LocalSheet | null): local is LocalSheet {
  if (!local || assignment.state === 'submitted') return false;
  return local.baseUpdatedAt === assignment.updatedAt || Date.parse(local.savedAt) > Date.parse(assignment.updatedAt);
}

const sameFields = (a: LocalSheet, b: LocalSheet) => a.comment === b.comment && a.privateNote === b.privateNote && JSON.stringify(sortedScores(a)) === JSON.stringify(sortedScores(b));
const sortedScores = (sheet: LocalSheet) => Object.entries(sheet.scores).filter(([, text]) => text.trim() !== '').sort(([a], [b]) => a.localeCompare(b));

/** What the form starts from: the stored sheet when it is newer (`restored` when it differs), else the server's. */
export function startingSheet(assignment: JudgeAssignment, local: LocalSheet | null): { sheet: LocalSheet; restored: boolean } {
  const server = serverSheet(assignment);
  if (!isLocalNewer(assignment, local)) return { sheet: server, restored: false };
  return { sheet: local, restored: !sameFields(local, server) };
}

/** The request body of a stored sheet: the scores as numbers (empty fields left out, as a draft may). */
export function sheetInput(sheet: LocalSheet): JudgeSheetInput {
  const scores: Record<string, number> = {};
  for (const [key, text] of Object.entries(sheet.scores)) {
    const value = Number(text.trim().replace(',', '.'));
    if (text.trim() !== '' && Number.isFinite(value)) scores[key] = value;
  }
  const submit = sheet.outgoing === 'submit';
  return { scores, comment: sheet.comment, privateNote: sheet.privateNote, submit, ...(submit && sheet.submissionId ? { submissionId: sheet.submissionId } : {}) };
}

/** A submit's idempotency key; crypto.randomUUID needs a secure context, so a plain-HTTP venue gets random bytes as a v4 UUID. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
