export { MailService } from './mail.service';
export type { MailMessage } from './mail.service';
export { DevMailboxService } from './dev-mailbox.service';
export type { MailboxEntry } from './dev-mailbox.service';
export { MailModule } from './mail.module';
export { BackgroundMailService } from './background-mail.service';
