import { ApiError } from '@hackathon/api-client';
import { API_MSG, MSG, type PaymentStatus } from '@hackathon/contracts';
import { labelTable, translate } from '../../../i18n';

/** The dashboard's words for a failed read (participant spec, section 8, Dashboard). */
export function dashboardErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return MSG.authExpired;
    if (error.status === 404) return MSG.schoolDataNotFound;
    // status 0: no HTTP answer at all (offline, timeout, server unreachable)
    if (error.status === 0 && error.code !== 'UNEXPECTED_ERROR') return MSG.loginNetworkError;
  }
  return MSG.failedLoadData;
}

/** Whether the error means the session is gone (the page sends the user to /login). */
export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export interface LoadOutcome {
  registrationLoaded: boolean;
  /** null when the list failed to load. */
  mentors: number | null;
  teams: number | null;
}

/** Some sources loaded and some failed (nothing loaded is an error, everything loaded is fine). */
export function isPartialLoad(outcome: LoadOutcome): boolean {
  const loaded = [outcome.registrationLoaded, outcome.mentors !== null, outcome.teams !== null];
  const count = loaded.filter(Boolean).length;
  return count > 0 && count < loaded.length;
}

/** The partial-load warning: what arrived, with counts, and what did not. */
export function partialLoadMessage(outcome: LoadOutcome): string {
  return translate('school.summary.partialLoad', {
    registration: outcome.registrationLoaded ? 'loaded' : 'missing',
    mentorsState: outcome.mentors === null ? 'missing' : 'loaded',
    mentors: outcome.mentors ?? 0,
    teamsState: outcome.teams === null ? 'missing' : 'loaded',
    teams: outcome.teams ?? 0,
  });
}

const PAYMENT_LABEL: Record<PaymentStatus, string> = labelTable({
  not_submitted: 'school.paymentStatus.notSubmitted',
  submitted: 'school.paymentStatus.submitted',
  verified: 'school.paymentStatus.verified',
  rejected: 'school.paymentStatus.rejected',
});

/** The Payment Status card when the registration read failed. */
export const paymentUnknownLabel = (): string => translate('school.paymentStatus.unknown');

export function paymentStatusLabel(status: string | null | undefined): string {
  return PAYMENT_LABEL[(status ?? 'not_submitted') as PaymentStatus] ?? PAYMENT_LABEL.submitted;
}

export function paymentStatusColor(status: string | null | undefined): 'default' | 'warning' | 'success' | 'error' {
  switch (status ?? 'not_submitted') {
    case 'verified':
      return 'success';
    case 'rejected':
      return 'error';
    case 'not_submitted':
      return 'default';
    default:
      return 'warning';
  }
}

export interface PaymentCardView {
  label: string;
  color: 'default' | 'warning' | 'success' | 'error';
  detail: string;
}

/** The Payment Status card: the registration's status, or 'Unknown' when that read failed. */
export function paymentCardView(registrationLoaded: boolean, status: string | null | undefined): PaymentCardView {
  if (!registrationLoaded) return { label: paymentUnknownLabel(), color: 'default', detail: API_MSG.paymentStatusUnknown };
  return { label: paymentStatusLabel(status), color: paymentStatusColor(status), detail: translate('school.summary.paymentFee') };
}
