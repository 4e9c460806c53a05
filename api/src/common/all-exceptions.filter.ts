import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { rootCauseText } from '../database/pg-errors';
import { DATABASE_UNAVAILABLE, toErrorResponse, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-response';

/** The one place errors become responses; registered globally by AppModule. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { status, body } = toErrorResponse(exception);

    if (status === 503 && body.error === DATABASE_UNAVAILABLE && !(exception instanceof HttpException)) {
      // expected while the database is away: one line, no stack
      this.logger.warn(`${request.method} ${request.originalUrl} -> 503: database unavailable (${rootCauseText(exception)})`);
    } else if (status >= 500 && !(exception instanceof HttpException && status === 503)) {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      this.logger.error(`${request.method} ${request.originalUrl} -> ${status}: ${detail}`);
    }
    if (response.headersSent) {
      // a stream failed half-way: the status is gone, only closing the connection is left
      response.end();
      return;
    }
    if (status === 503 && !response.getHeader('Retry-After')) response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    if (status === 429 && !response.getHeader('Retry-After')) {
      // named throttlers answer Retry-After-<name>; clients look for the standard header
      const named = Object.entries(response.getHeaders()).find(([name]) => name.startsWith('retry-after-'));
      if (named) response.setHeader('Retry-After', String(named[1]));
    }
    response.status(status).json(body);
  }
}
