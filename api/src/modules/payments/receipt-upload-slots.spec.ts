import { HttpStatus } from '@nestjs/common';
import { API_MSG } from '@hackathon/contracts';
import { RetryLaterException } from '../../auth';
import { RECEIPT_UPLOAD_RETRY_SECONDS, RECEIPT_UPLOADS_IN_FLIGHT, RECEIPT_UPLOADS_PER_ACCOUNT, ReceiptUploadSlots } from './receipt-upload-slots';

function refusal(fn: () => unknown): RetryLaterException {
  try {
    fn();
  } catch (error) {
    if (error instanceof RetryLaterException) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('ReceiptUploadSlots', () => {
  it(`gives an account ${RECEIPT_UPLOADS_PER_ACCOUNT} slots, then 429 with Retry-After until one is given back`, () => {
    const slots = new ReceiptUploadSlots();
    const releases = Array.from({ length: RECEIPT_UPLOADS_PER_ACCOUNT }, () => slots.acquire('a'));
    const busy = refusal(() => slots.acquire('a'));
    expect(busy.getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect(busy.getResponse()).toMatchObject({ message: API_MSG.receiptUploadBusy });
    expect(busy.retryAfterSeconds).toBe(RECEIPT_UPLOAD_RETRY_SECONDS);
    // another account is not held up
    slots.acquire('b')();
    releases[0]!();
    releases[0]!(); // twice is once
    expect(slots.inFlight('a')).toBe(RECEIPT_UPLOADS_PER_ACCOUNT - 1);
    slots.acquire('a');
    expect(slots.inFlight()).toBe(RECEIPT_UPLOADS_PER_ACCOUNT);
  });

  it(`holds at most ${RECEIPT_UPLOADS_IN_FLIGHT} uploads in flight over all accounts`, () => {
    const slots = new ReceiptUploadSlots();
    const releases = Array.from({ length: RECEIPT_UPLOADS_IN_FLIGHT }, (_, i) => slots.acquire(`account-${i}`));
    expect(refusal(() => slots.acquire('late')).getResponse()).toMatchObject({ message: API_MSG.receiptUploadsFull });
    releases[3]!();
    expect(() => slots.acquire('late')).not.toThrow();
    expect(slots.inFlight()).toBe(RECEIPT_UPLOADS_IN_FLIGHT);
  });
});
