import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MSG, DEV_MAILBOX_API } from '@hackathon/contracts';
import { Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { ApiEndpoint } from '../common/api-endpoint';
import { DevMailboxService } from './dev-mailbox.service';
import { LocalOnlyGuard } from './local-only.guard';

/**
 * GET /api/dev/mailbox: registered only without SMTP and outside production, and even then it answers
 * only the person at this machine (loopback, no proxy, Host localhost): the mails hold reset codes and links.
 */
@ApiTags('development')
@Public()
@UseGuards(LocalOnlyGuard)
@Controller()
export class DevMailboxController {
  constructor(private readonly mailbox: DevMailboxService) {}

  @ApiEndpoint(DEV_MAILBOX_API.list)
  @ApiOperation({ summary: 'Mail kept in the outbox, newest first (development only)' })
  async list(@Query('to') to?: string) {
    return ok(await this.mailbox.list({ to: typeof to === 'string' && to !== '' ? to : undefined }), API_MSG.mailboxListed);
  }
}
