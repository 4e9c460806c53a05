import { Injectable } from '@nestjs/common';
import { API_MSG } from '@hackathon/contracts';
import { RetryLaterException } from '../../auth';

/** Receipt uploads one account may have in flight in one API process (a retry beside a stalled one). */
export const RECEIPT_UPLOADS_PER_ACCOUNT = 2;
/** Receipt uploads in flight in one API process, all accounts together (each holds up to 5 MB). */
export const RECEIPT_UPLOADS_IN_FLIGHT = 12;
/** What a 429 tells the client to wait. */
export const RECEIPT_UPLOAD_RETRY_SECONDS = 5;

/**
 * Bounds the receipt uploads being received at once (issue 22: 30 concurrent 5 MB uploads by one
 * school took the API from 471 MB to 1,558 MB). A slot is taken before the first byte of the body
 * is read and given back when the answer is finished or the connection ends; past the bound the
 * answer is 429 with Retry-After and nothing is read or stored. Per process: with several
 * processes each bounds its own memory.
 */
@Injectable()
export class ReceiptUploadSlots {
  private readonly byAccount = new Map<string, number>();
  private total = 0;

  /** Takes a slot for `account` (throws the 429 when none is free); the returned function gives it back, once. */
  acquire(account: string): () => void {
    const mine = this.byAccount.get(account) ?? 0;
    if (mine >= RECEIPT_UPLOADS_PER_ACCOUNT) {
      throw new RetryLaterException({ message: API_MSG.receiptUploadBusy, error: 'UPLOAD_IN_PROGRESS' }, RECEIPT_UPLOAD_RETRY_SECONDS);
    }
    if (this.total >= RECEIPT_UPLOADS_IN_FLIGHT) {
      throw new RetryLaterException({ message: API_MSG.receiptUploadsFull, error: 'UPLOADS_BUSY' }, RECEIPT_UPLOAD_RETRY_SECONDS);
    }
    this.byAccount.set(account, mine + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byAccount.get(account) ?? 1) - 1;
      if (left > 0) this.byAccount.set(account, left);
      else this.byAccount.delete(account);
    };
  }

  /** Uploads in flight: of one account, or of all. */
  inFlight(account?: string): number {
    return account === undefined ? this.total : (this.byAccount.get(account) ?? 0);
  }
}
