import {
  MSG,
  PAYMENT_VERIFICATION_MAX_IDS,
  type PaymentBulkRefused,
  type PaymentBulkResult,
  type PaymentVerdictAction,
} from '@hackathon/contracts';
import type { BulkActionDef } from '../../shared/components/BulkActionBar';
import { labelled, tr } from '../../shared/utils/text';

/** The bulk action bar's buttons: Bulk Verify (green), Bulk Reject (red); their labels follow the language. */
export const BULK_VERDICTS: ReadonlyArray<BulkActionDef<PaymentVerdictAction>> = [
  labelled({ action: 'verify' as const, color: 'success' as const }, 'dashboards.payments.bulkVerify'),
  labelled({ action: 'reject' as const, color: 'error' as const }, 'dashboards.payments.bulkReject'),
];

/** The spec's failure toast of a verdict: 'Failed to verify submissions' / 'Failed to reject submissions'. */
export function failedActionMessage(action: PaymentVerdictAction): string {
  return tr('dashboards.payments.failedAction', { action });
}

/** What the confirm dialog collects. */
export interface VerdictInput {
  action: PaymentVerdictAction;
  ids: string[];
  reason: string;
  notes: string;
}

/** Spec section 5: a rejection needs a reason that is not blank; the toast, and nothing is sent. */
export function verdictInputError({ action, reason }: Pick<VerdictInput, 'action' | 'reason'>): string | null {
  return action === 'reject' && reason.trim() === '' ? MSG.rejectionReasonRequired : null;
}

/** The body fields of a verdict: trimmed, and optional notes left out when blank. */
export function verdictFields({ action, reason, notes }: Pick<VerdictInput, 'action' | 'reason' | 'notes'>): { reason?: string; notes?: string } {
  const fields: { reason?: string; notes?: string } = {};
  if (action === 'reject') fields.reason = reason.trim();
  if (notes.trim() !== '') fields.notes = notes.trim();
  return fields;
}

/** The calls a verdict makes: one selected id uses the single call, several the bulk call (spec section 7), at most 100 ids each. */
export type VerdictCall = { kind: 'single'; id: string } | { kind: 'bulk'; ids: string[] };

export function verdictCalls(ids: ReadonlyArray<string>): VerdictCall[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (unique.length === 1) return [{ kind: 'single', id: unique[0] }];
  const calls: VerdictCall[] = [];
  for (let start = 0; start < unique.length; start += PAYMENT_VERIFICATION_MAX_IDS) {
    calls.push({ kind: 'bulk', ids: unique.slice(start, start + PAYMENT_VERIFICATION_MAX_IDS) });
  }
  return calls;
}

export function emptyResult(): PaymentBulkResult {
  return { applied: [], refused: [], appliedCount: 0, refusedCount: 0 };
}

export function mergeResults(results: ReadonlyArray<PaymentBulkResult>): PaymentBulkResult {
  const merged = emptyResult();
  for (const result of results) {
    merged.applied.push(...result.applied);
    merged.refused.push(...result.refused);
  }
  merged.appliedCount = merged.applied.length;
  merged.refusedCount = merged.refused.length;
  return merged;
}

/** A refused item as the screen names it: the school code when known. */
export function refusedLabel(item: PaymentBulkRefused): string {
  return item.kvCode ? tr('dashboards.payments.refused.kv', { code: item.kvCode }) : tr('dashboards.payments.refused.unknown');
}

/** 'KV 1001: This payment has already been verified' (the server's reason, in its words). */
export function refusedItem(item: PaymentBulkRefused): string {
  return tr('dashboards.payments.refused.item', { label: refusedLabel(item), message: item.message });
}
/** How many selected schools the confirm dialog names before 'and N more'. */
const NAMED_IN_DIALOG = 12;

/**
 * The selected schools as the confirm dialog names them (issue 25: a selection gathered over several
 * searches is confirmed by name): 'KV 1001, KV 1002 and 3 more'; ids never shown name no school.
 */
export function selectedSchools(ids: ReadonlyArray<string>, kvCodes: ReadonlyMap<string, string>): string {
  const codes = ids.map((id) => kvCodes.get(id)).filter((code): code is string => Boolean(code));
  const named = codes.slice(0, NAMED_IN_DIALOG).map((code) => refusedLabel({ _id: '', kvCode: code, message: '' }));
  if (named.length === 0) return '';
  const list = named.join(', ');
  const rest = ids.length - named.length;
  return tr('backoffice.paymentSelection.schools', { list: rest > 0 ? tr('backoffice.paymentSelection.more', { list, n: rest }) : list });
}

/** How many refusals the toast names; the report beside the table lists them all. */
const NAMED_IN_TOAST = 3;

/** The warning of a partly refused verdict (ours: the spec has bulk actions apply to every item). */
export function refusedMessage(action: PaymentVerdictAction, refused: ReadonlyArray<PaymentBulkRefused>): string {
  const named = refused.slice(0, NAMED_IN_TOAST).map(refusedItem).join('; ');
  const list = refused.length > NAMED_IN_TOAST ? tr('dashboards.payments.refused.more', { list: named, n: refused.length - NAMED_IN_TOAST }) : named;
  return tr('dashboards.payments.refused.toast', { action, n: refused.length, list });
}

/** The toasts after a verdict: success for what was applied, the refusals and why, the spec's failure when nothing was applied. */
export interface VerdictOutcome {
  success: string | null;
  refused: string | null;
  failed: string | null;
}

export function verdictOutcome(action: PaymentVerdictAction, result: PaymentBulkResult): VerdictOutcome {
  const applied = result.applied.length;
  return {
    success: applied > 0 ? tr('dashboards.payments.success', { action, n: applied }) : null,
    refused: result.refused.length > 0 ? refusedMessage(action, result.refused) : null,
    failed: applied === 0 ? failedActionMessage(action) : null,
  };
}
