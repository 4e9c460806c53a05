import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { API_MSG } from '@hackathon/contracts';
import { Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { DevMailboxService } from './dev-mailbox.service';
import { LocalOnlyGuard } from './local-only.guard';

/**
 * GET /api/dev/mailbox: registered only without SMTP and outside production, and even then it answers
 * only the person at this machine (loopback, no proxy, Host localhost): the mails hold reset codes and links.
 */
@ApiTags('development')
@Public()
@UseGuards(LocalOnlyGuard)
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(private readonly mailbox: DevMailboxService) {}

  @Get()
  @ApiOperation({ summary: 'Mail kept in the outbox, newest first (development only)' })
  @ApiQuery({ name: 'to', required: false, description: 'only mail to this address' })
  async list(@Query('to') to?: string) {
    return ok(await this.mailbox.list({ to: typeof to === 'string' && to !== '' ? to : undefined }), API_MSG.mailboxListed);
  }
}
