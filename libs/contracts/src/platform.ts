/** What the platform's own endpoints answer: the load balancer's probe and the development mailbox. */

export interface HealthStatus {
  status: 'ok';
  database: 'up';
  /** The round trip of `select 1`, in milliseconds. */
  latencyMs: number;
  /** Only with REDIS_URL: Redis down is reported, not a 503. */
  redis?: 'up' | 'down';
  redisLatencyMs?: number;
}

/** A mail the portal sent, as the development mailbox lists it (only without SMTP, outside production). */
export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: string;
}

export interface MailboxQuery {
  /** Only the mails to this address. */
  to?: string;
}
