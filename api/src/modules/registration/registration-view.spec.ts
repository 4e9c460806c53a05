import { toRegistrationSummary, toRegistrationView, type RegistrationRow } from './registration-view';

const row: RegistrationRow = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  schoolCode: '1001',
  accountId: null,
  email: 'principal@example.test',
  contactNumber: '9876543210',
  fullName: 'Asha Verma',
  kvName: 'KV No. 1',
  district: 'New Delhi',
  state: 'DELHI',
  region: 'Delhi',
  zone: 'North',
  otpVerified: true,
  registrationStatus: 'approved',
  paymentStatus: 'submitted',
  termsAccepted: true,
  registrationSource: 'single_page_form',
  registrationMethod: 'email_otp_verification',
  registrationTimestamp: new Date('2025-08-20T10:00:00.123Z'),
  orderId: null,
  paymentId: 'pay_1',
  referenceNumber: 'HACK25-1001-ABCDEF',
  schoolDetails: { secret: 'not on the wire' },
  metadata: {},
  createdAt: new Date('2025-08-20T10:00:00.123Z'),
  updatedAt: new Date('2025-08-21T11:00:00.456Z'),
  paymentSearch: 'asha verma',
};

describe('toRegistrationView', () => {
  it('maps a row to the Registration wire shape, kvCode beside schoolCode, ISO dates', () => {
    expect(toRegistrationView(row)).toEqual({
      _id: row.id,
      schoolCode: '1001',
      kvCode: '1001',
      kvName: 'KV No. 1',
      email: 'principal@example.test',
      contactNumber: '9876543210',
      district: 'New Delhi',
      state: 'DELHI',
      region: 'Delhi',
      zone: 'North',
      fullName: 'Asha Verma',
      otpVerified: true,
      registrationStatus: 'approved',
      paymentStatus: 'submitted',
      termsAccepted: true,
      registrationSource: 'single_page_form',
      registrationMethod: 'email_otp_verification',
      registrationTimestamp: '2025-08-20T10:00:00.123Z',
      orderId: null,
      paymentId: 'pay_1',
      referenceNumber: 'HACK25-1001-ABCDEF',
      createdAt: '2025-08-20T10:00:00.123Z',
      updatedAt: '2025-08-21T11:00:00.456Z',
    });
  });

  it('summarises for the public check without contact details or whether the school has an account', () => {
    expect(toRegistrationSummary(row)).toEqual({
      _id: row.id,
      schoolCode: '1001',
      kvName: 'KV No. 1',
      registrationStatus: 'approved',
    });
  });
});
