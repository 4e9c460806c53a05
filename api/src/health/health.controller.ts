import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MSG } from '@hackathon/contracts';
import { Public } from '../auth/decorators';
import { ok } from '../common/envelope';
import type { DatabaseHandle } from '../database/connection';
import { DATABASE_HANDLE } from '../database/db';
import { SkipDefaultThrottle } from '../throttle/throttle';

const PING_TIMEOUT_MS = 3000;

@ApiTags('health')
@Public()
@SkipDefaultThrottle()
@Controller('health')
export class HealthController {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database status; 503 when the database does not answer' })
  async check() {
    try {
      await withTimeout(this.database.ping(), PING_TIMEOUT_MS);
    } catch {
      throw new ServiceUnavailableException({
        message: API_MSG.databaseUnavailable,
        error: 'DATABASE_UNAVAILABLE',
        details: { status: 'error', database: 'down' },
      });
    }
    return ok({ status: 'ok', database: 'up' }, API_MSG.healthy);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
