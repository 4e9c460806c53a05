import type { Registration, RegistrationSummary } from '@hackathon/contracts';
import type { registrations } from '../../database/schema';

export type RegistrationRow = typeof registrations.$inferSelect;

/**
 * The Registration wire shape of the specs from a `registrations` row. Other modules (admin,
 * region admin, payments, school dashboard) import this so every endpoint answers alike.
 */
export function toRegistrationView(row: RegistrationRow): Registration {
  return {
    _id: row.id,
    schoolCode: row.schoolCode,
    kvCode: row.schoolCode,
    kvName: row.kvName,
    email: row.email,
    contactNumber: row.contactNumber,
    district: row.district,
    state: row.state,
    region: row.region,
    zone: row.zone,
    fullName: row.fullName,
    otpVerified: row.otpVerified,
    registrationStatus: row.registrationStatus,
    paymentStatus: row.paymentStatus,
    termsAccepted: row.termsAccepted,
    registrationSource: row.registrationSource,
    registrationMethod: row.registrationMethod,
    registrationTimestamp: iso(row.registrationTimestamp),
    orderId: row.orderId ?? null,
    paymentId: row.paymentId ?? null,
    referenceNumber: row.referenceNumber,
    createdAt: iso(row.createdAt),
    // millisecond ISO string: PUT /registration/{id} sends it back for optimistic concurrency
    updatedAt: iso(row.updatedAt),
  };
}

/** What `GET /registration/check` may show an anonymous visitor (not whether the school has an account). */
export function toRegistrationSummary(row: RegistrationRow): RegistrationSummary {
  return {
    _id: row.id,
    schoolCode: row.schoolCode,
    kvName: row.kvName,
    registrationStatus: row.registrationStatus,
  };
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
