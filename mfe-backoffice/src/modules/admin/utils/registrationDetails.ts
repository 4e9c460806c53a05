import { ApiError } from '@hackathon/api-client';
import { UUID_PATTERN, formatDateTime, type PaymentStatus, type Registration } from '@hackathon/contracts';
import { registrationStatusLabel } from '../../shared/utils/labels';

/** A registration `_id` is a UUID; anything else is refused before asking the server. */

export function isRegistrationId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value.trim());
}

/**
 * How a failed registration read is shown: a malformed id (400) or one that names no registration
 * (404) is the spec's 'Invalid registration ID'; anything else 'Failed to load registration details'
 * with Try again.
 */
export function registrationLoadFailure(error: unknown): 'invalid' | 'failed' {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return 'invalid';
  return 'failed';
}

/**
 * Back-office payment badge vocabulary (spec section 4): 'submitted' is shown as Uploaded,
 * verified green, rejected red, not_submitted the default (grey). Unknown values read as submitted.
 */
export function paymentBadge(status: PaymentStatus | string | null | undefined): { label: string; color: 'default' | 'warning' | 'success' | 'error' } {
  switch ((status ?? '').toString().toLowerCase()) {
    case 'verified':
      return { label: 'Verified', color: 'success' };
    case 'rejected':
      return { label: 'Rejected', color: 'error' };
    case 'not_submitted':
      return { label: 'Not Submitted', color: 'default' };
    default:
      return { label: 'Uploaded', color: 'warning' };
  }
}

const text = (value: string | null | undefined) => (value && value.trim() ? value : '—');

/**
 * The fields of /registration/{id} (participant spec "Registration details": school name, code,
 * district, region, contact, email, registration and last-updated dates, order id and payment id
 * if present), with the contact person, state and reference that the admin also needs to see.
 */
export function registrationFields(r: Registration): { label: string; value: string }[] {
  const fields = [
    { label: 'School Name', value: text(r.kvName) },
    { label: 'School Code', value: text(r.kvCode || r.schoolCode) },
    { label: 'District', value: text(r.district) },
    { label: 'State', value: text(r.state) },
    { label: 'Region', value: text(r.region) },
    { label: 'Contact Person', value: text(r.fullName) },
    { label: 'Contact', value: text(r.contactNumber) },
    { label: 'Email', value: text(r.email) },
    { label: 'Reference Number', value: text(r.referenceNumber) },
    { label: 'Registration Status', value: registrationStatusLabel(r.registrationStatus) },
    { label: 'Registered On', value: formatDateTime(r.registrationTimestamp || r.createdAt) },
    { label: 'Last Updated', value: formatDateTime(r.updatedAt) },
  ];
  if (r.orderId) fields.push({ label: 'Order ID', value: r.orderId });
  if (r.paymentId) fields.push({ label: 'Payment ID', value: r.paymentId });
  return fields;
}
