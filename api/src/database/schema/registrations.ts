import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaymentStatus, RegistrationMetadata, RegistrationStatus } from '@hackathon/contracts';
import { accounts } from './accounts';
import { bytea } from './columns';
import { trigramIndex } from './search-indexes';
import { schools } from './directory';


/** One registration per school (unique school_code). */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolCode: text('school_code').notNull().unique().references(() => schools.code),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull().default(''),
    fullName: text('full_name').notNull().default(''),
    kvName: text('kv_name').notNull(),
    district: text('district').notNull().default('Unknown'),
    state: text('state').notNull().default('Unknown'),
    region: text('region').notNull().default('Unknown'),
    zone: text('zone').notNull().default('N'),
    otpVerified: boolean('otp_verified').notNull().default(false),
    registrationStatus: text('registration_status').notNull().default('pending').$type<RegistrationStatus>(),
    paymentStatus: text('payment_status').notNull().default('not_submitted').$type<PaymentStatus>(),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    registrationSource: text('registration_source').notNull().default('single_page_form'),
    registrationMethod: text('registration_method').notNull().default('email_otp_verification'),
    registrationTimestamp: timestamp('registration_timestamp', { withTimezone: true }).notNull().defaultNow(),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    referenceNumber: text('reference_number').notNull().unique(),
    schoolDetails: jsonb('school_details').notNull().default({}).$type<Record<string, unknown>>(),
    metadata: jsonb('metadata').notNull().default({}).$type<RegistrationMetadata>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The payment list's searched fields, lowered and joined by U+001F (generated, migration 0017). */
    paymentSearch: text('payment_search').generatedAlwaysAs(
      sql`lower(full_name || E'\\x1f' || email || E'\\x1f' || school_code || E'\\x1f' || kv_name || E'\\x1f' || reference_number)`,
    ),
  },
  // the admin registration list's search (migration 0008)
  (t) => [
    trigramIndex('registrations_email_trgm_idx', t.email),
    trigramIndex('registrations_contact_number_trgm_idx', t.contactNumber),
    trigramIndex('registrations_school_code_trgm_idx', t.schoolCode),
    trigramIndex('registrations_kv_name_trgm_idx', t.kvName),
    trigramIndex('registrations_district_trgm_idx', t.district),
    trigramIndex('registrations_state_trgm_idx', t.state),
  ],
);

/** Uploaded files (receipts); the type is checked from the bytes before insert. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSchoolCode: text('owner_school_code').references(() => schools.code),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every proof of payment a school sent; the newest one drives registrations.payment_status. */
export const paymentSubmissions = pgTable(
  'payment_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id').notNull().references(() => registrations.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    referenceNumber: text('reference_number').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    receiptFileId: uuid('receipt_file_id').references(() => files.id),
    status: text('status').notNull().default('submitted').$type<'submitted' | 'verified' | 'rejected'>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => accounts.id),
    rejectionReason: text('rejection_reason'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The payment list's searched fields of a submission, lowered and joined by U+001F (generated, migration 0017). */
    paymentSearch: text('payment_search').generatedAlwaysAs(sql`lower(full_name || E'\\x1f' || reference_number || E'\\x1f' || receipt_number)`),
  },
  // the verification table's newest submission per registration (DISTINCT ON in this order; migration 0013)
  (t) => [index('payment_submissions_latest_idx').on(t.registrationId, t.submittedAt.desc(), t.createdAt.desc())],
);
