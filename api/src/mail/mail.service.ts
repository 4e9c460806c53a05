import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { InjectDb, type Db } from '../database/db';
import { mailOutbox } from '../database/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the mail_outbox table and
 * prints it to the log (the embedded default: read it at /dev/mailbox). Throws when SMTP
 * refuses the message, so callers decide whether the request fails.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDb() private readonly db: Db,
  ) {
    this.transport = config.mail.smtpUrl ? createTransport(config.mail.smtpUrl) : null;
  }

  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  async send(message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({
        from: this.config.mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      this.logger.log(`Sent "${message.subject}" to ${message.to}`);
      return;
    }
    await this.db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
    });
    if (this.config.devMailbox) {
      this.logger.log(`Outbox: "${message.subject}" to ${message.to} (read it at ${this.config.publicUrl}/dev/mailbox)\n${message.text}`);
    } else {
      // production without SMTP: secrets in mail bodies must not reach the logs
      this.logger.warn(`Outbox: "${message.subject}" to ${message.to} kept in mail_outbox; set SMTP_URL to deliver mail`);
    }
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
