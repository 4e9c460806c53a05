import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, throwError, type Observable } from 'rxjs';

/** A 429 that knows when to come back: the response carries `Retry-After` (whole seconds). */
export class RetryLaterException extends HttpException {
  constructor(
    response: string | Record<string, unknown>,
    readonly retryAfterSeconds: number,
  ) {
    super(response, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Global (AuthCoreModule). Every API answer is `Cache-Control: no-store` unless its handler says
 * otherwise (@Header or its own setHeader win): they carry tokens or personal data, and no shared
 * cache (a school's proxy) or the browser's back button may keep them. A RetryLaterException's
 * 429 gets its `Retry-After` (the throttlers' 429s get theirs from the exception filter).
 */
@Injectable()
export class ResponseHeadersInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const response = context.switchToHttp().getResponse<Response>();
    if (!response.getHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-store');
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof RetryLaterException && !response.headersSent) {
          response.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
        }
        return throwError(() => error);
      }),
    );
  }
}
