import { ApiError } from '@hackathon/api-client';
import { UUID_PATTERN, formatDateTime, type PaymentStatus, type Registration } from '@hackathon/contracts';
import { registrationStatusLabel } from '../../shared/utils/labels';
import { tr } from '../../../i18n';

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
      return { label: tr('backoffice.payment.verified'), color: 'success' };
    case 'rejected':
      return { label: tr('backoffice.payment.rejected'), color: 'error' };
    case 'not_submitted':
      return { label: tr('backoffice.payment.notSubmitted'), color: 'default' };
    default:
      return { label: tr('backoffice.payment.uploaded'), color: 'warning' };
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
    { label: tr('backoffice.field.schoolName'), value: text(r.kvName) },
    { label: tr('backoffice.field.schoolCode'), value: text(r.kvCode || r.schoolCode) },
    { label: tr('backoffice.field.district'), value: text(r.district) },
    { label: tr('backoffice.field.state'), value: text(r.state) },
    { label: tr('backoffice.field.region'), value: text(r.region) },
    { label: tr('backoffice.field.contactPerson'), value: text(r.fullName) },
    { label: tr('backoffice.field.contact'), value: text(r.contactNumber) },
    { label: tr('backoffice.field.email'), value: text(r.email) },
    { label: tr('backoffice.field.referenceNumber'), value: text(r.referenceNumber) },
    { label: tr('backoffice.field.registrationStatus'), value: registrationStatusLabel(r.registrationStatus) },
    { label: tr('backoffice.field.registeredOn'), value: formatDateTime(r.registrationTimestamp || r.createdAt) },
    { label: tr('backoffice.field.lastUpdated'), value: formatDateTime(r.updatedAt) },
  ];
  if (r.orderId) fields.push({ label: tr('backoffice.field.orderId'), value: r.orderId });
  if (r.paymentId) fields.push({ label: tr('backoffice.field.paymentId'), value: r.paymentId });
  return fields;
}
