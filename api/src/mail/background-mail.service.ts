import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { MailService, type MailMessage } from './mail.service';

/**
 * Sends mail without making the request wait. Flows that must answer alike for known and
 * unknown addresses (resend, OTP, reset) use it so an SMTP round trip does not tell them apart.
 * Failures are logged; shutdown waits for mail still in flight.
 */
@Injectable()
export class BackgroundMailService implements OnModuleDestroy {
  private readonly logger = new Logger('AuthMail');
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly mail: MailService) {}

  dispatch(message: MailMessage): void {
    const sending = this.mail
      .send(message)
      .catch((error: unknown) => this.logger.error(`Could not send "${message.subject}": ${(error as Error).message}`))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /**
   * Composes a mail after the request has its answer, then sends it; `compose` may read and write
   * (issue a code, count a limit) and returns null to send nothing. A flow that must answer alike
   * whether an account exists does its account-only work here, so the answer waits on none of it:
   * it starts on the next turn of the event loop (setImmediate), after the answer's own promise
   * chain has written it, and a failure in it is logged, never answered.
   */
  defer(what: string, compose: () => Promise<MailMessage | null>): void {
    const sending = new Promise<void>((resolve) => setImmediate(resolve))
      .then(compose)
      .then((message) => (message ? this.mail.send(message) : undefined))
      .catch((error: unknown) => this.logger.error(`Could not send ${what}: ${(error as Error).message}`))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Resolves when every mail dispatched so far has been handed over (or failed). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.drain();
  }
}
