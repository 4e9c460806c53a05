import type { ActivityEntry, AdminRegistrationRow, Registration, SchoolPlace } from '@hackathon/contracts';

/** A registration as GET /registration/{id} answers it. */
export const REGISTRATION: Registration = {
  _id: '0b5c3f7e-2d1a-4c8e-9f00-1a2b3c4d5e6f',
  schoolCode: '1001',
  kvCode: '1001',
  kvName: 'PM SHRI KV One',
  email: 'principal@kv1.example.org',
  contactNumber: '9876543210',
  district: 'Agra',
  state: 'UTTAR PRADESH',
  region: 'Agra',
  zone: 'N',
  fullName: 'Asha Verma',
  otpVerified: true,
  registrationStatus: 'approved',
  paymentStatus: 'submitted',
  termsAccepted: true,
  registrationSource: 'single_page_form',
  registrationMethod: 'email_otp_verification',
  registrationTimestamp: '2025-08-20T10:00:00.000Z',
  orderId: null,
  paymentId: null,
  referenceNumber: 'REF-1001',
  createdAt: '2025-08-20T10:00:00.000Z',
  updatedAt: '2025-08-21T11:00:00.456Z',
};

/** The same registration as a row of GET /admin/registrations. */
export const REGISTRATION_ROW: AdminRegistrationRow = {
  ...REGISTRATION,
  regionGroup: 'North',
  teamCount: 3,
  jrTeams: 2,
  srTeams: 1,
  categories: ['jr', 'sr'],
  mentorCount: 2,
};

/** KV One (1001, Agra) as the team, student and mentor rows carry it. */
export const KV_ONE: SchoolPlace = {
  schoolCode: '1001',
  schoolName: 'KV One',
  district: 'Agra',
  region: 'Agra',
  state: 'UTTAR PRADESH',
  zone: 'N',
};

/** The admin's edit of a registration's contact number, as the activity log lists it. */
export const ACTIVITY_ENTRY: ActivityEntry = {
  id: '7',
  at: '2025-08-21T11:00:00.000Z',
  actorId: 'a1',
  actorRole: 'admin',
  actorLabel: 'admin@hackathon.local',
  actorName: 'Platform Admin',
  ip: '127.0.0.1',
  action: 'registration.updated',
  entityType: 'registration',
  entityId: REGISTRATION._id,
  schoolCode: '1001',
  reason: null,
  before: { contactNumber: '9000000000' },
  after: { contactNumber: '9876543210' },
};
