import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { API_MSG } from '@hackathon/contracts';
import { Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import { DevMailboxService } from './dev-mailbox.service';

/** GET /api/dev/mailbox: registered only without SMTP and outside production. */
@ApiTags('development')
@Public()
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
