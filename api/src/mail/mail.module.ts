import { DynamicModule, Global, Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';
import { DevMailboxService } from './dev-mailbox.service';
import { MailService } from './mail.service';

/** Global: inject MailService anywhere. The dev mailbox routes exist only when `devMailbox` is on. */
@Global()
@Module({})
export class MailModule {
  static register(options: { devMailbox: boolean }): DynamicModule {
    return {
      module: MailModule,
      controllers: options.devMailbox ? [DevMailboxController] : [],
      providers: [MailService, DevMailboxService],
      exports: [MailService, DevMailboxService],
    };
  }
}
