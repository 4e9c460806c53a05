import type { AdminRegistrationRow, Registration } from '@hackathon/contracts';

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
