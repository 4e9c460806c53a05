import { ApiError } from '@hackathon/api-client';
import { REGISTRATION } from '../../shared/testing/fixtures';
import { isRegistrationId, paymentBadge, registrationFields, registrationLoadFailure } from './registrationDetails';


const refusal = (status: number) => new ApiError({ code: 'UNKNOWN_ERROR', status, message: 'x' });

describe('registration ids', () => {
  it('accepts a UUID and nothing else', () => {
    expect(isRegistrationId(REGISTRATION._id)).toBe(true);
    expect(isRegistrationId(REGISTRATION._id.toUpperCase())).toBe(true);
    for (const id of ['', '42', 'abc', `${REGISTRATION._id}x`, undefined, null, '../admin']) expect(isRegistrationId(id)).toBe(false);
  });

  it("reads a 400 or 404 as 'Invalid registration ID', anything else as a failed load", () => {
    expect(registrationLoadFailure(refusal(400))).toBe('invalid');
    expect(registrationLoadFailure(refusal(404))).toBe('invalid');
    expect(registrationLoadFailure(refusal(500))).toBe('failed');
    expect(registrationLoadFailure(refusal(0))).toBe('failed');
    expect(registrationLoadFailure(new Error('boom'))).toBe('failed');
  });
});

describe('paymentBadge (back-office vocabulary)', () => {
  it('shows submitted as Uploaded, and unknown values as submitted', () => {
    expect(paymentBadge('submitted')).toEqual({ label: 'Uploaded', color: 'warning' });
    expect(paymentBadge('something')).toEqual({ label: 'Uploaded', color: 'warning' });
  });

  it('colours verified green, rejected red, not_submitted default', () => {
    expect(paymentBadge('verified')).toEqual({ label: 'Verified', color: 'success' });
    expect(paymentBadge('REJECTED')).toEqual({ label: 'Rejected', color: 'error' });
    expect(paymentBadge('not_submitted')).toEqual({ label: 'Not Submitted', color: 'default' });
  });
});

describe('registrationFields', () => {
  it("lists the spec's fields, without order and payment ids when absent", () => {
    const labels = registrationFields(REGISTRATION).map((f) => f.label);
    for (const label of ['School Name', 'School Code', 'District', 'Region', 'Contact', 'Email', 'Registered On', 'Last Updated']) {
      expect(labels).toContain(label);
    }
    expect(labels).not.toContain('Order ID');
    expect(labels).not.toContain('Payment ID');
  });

  it('adds the order and payment ids when present', () => {
    const fields = registrationFields({ ...REGISTRATION, orderId: 'order_1', paymentId: 'pay_1' });
    expect(fields).toContainEqual({ label: 'Order ID', value: 'order_1' });
    expect(fields).toContainEqual({ label: 'Payment ID', value: 'pay_1' });
  });

  it('shows a dash for blank values', () => {
    expect(registrationFields({ ...REGISTRATION, district: '' })).toContainEqual({ label: 'District', value: '—' });
  });
});
