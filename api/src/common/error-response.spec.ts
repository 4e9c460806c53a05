import { BadRequestException, ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { API_MSG } from '@hackathon/contracts';
import { toErrorResponse } from './error-response';

describe('toErrorResponse', () => {
  it('keeps the status and message of HTTP exceptions, with a code for error', () => {
    expect(toErrorResponse(new BadRequestException('Invalid OTP'))).toEqual({
      status: 400,
      body: { success: false, message: 'Invalid OTP', error: 'BAD_REQUEST' },
    });
    expect(toErrorResponse(new ForbiddenException())).toEqual({ status: 403, body: { success: false, message: 'Forbidden', error: 'FORBIDDEN' } });
  });

  it('passes error, details and extra fields given on purpose', () => {
    const thrown = new ForbiddenException({ message: 'Please verify your email before logging in.', requiresVerification: true });
    expect(toErrorResponse(thrown).body).toEqual({
      success: false,
      message: 'Please verify your email before logging in.',
      error: 'FORBIDDEN',
      requiresVerification: true,
    });
    const detailed = new HttpException({ message: 'Conflict', error: 'DUPLICATE_MENTOR', details: [{ path: 'email', msg: 'taken' }] }, 409);
    expect(toErrorResponse(detailed)).toEqual({
      status: 409,
      body: { success: false, message: 'Conflict', error: 'DUPLICATE_MENTOR', details: [{ path: 'email', msg: 'taken' }] },
    });
  });

  it('uses the first message of a list', () => {
    expect(toErrorResponse(new BadRequestException(['first', 'second'])).body.message).toBe('first');
  });

  it('hides internals of unknown errors behind a generic 500', () => {
    const error = new Error('connect ECONNREFUSED 10.0.0.5:5432');
    expect(toErrorResponse(error)).toEqual({ status: 500, body: { success: false, message: API_MSG.internalError, error: 'INTERNAL_SERVER_ERROR' } });
    expect(toErrorResponse('a string').status).toBe(500);
    expect(toErrorResponse(null).status).toBe(500);
  });

  it('maps body-parser failures to 4xx', () => {
    const parse = Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400 });
    expect(toErrorResponse(parse)).toEqual({ status: 400, body: { success: false, message: API_MSG.malformedJson, error: 'BAD_REQUEST' } });
    const large = Object.assign(new Error('request entity too large'), { type: 'entity.too.large', status: 413 });
    expect(toErrorResponse(large).status).toBe(413);
    const exposed = Object.assign(new Error('Range Not Satisfiable'), { status: 416, expose: true });
    expect(toErrorResponse(exposed)).toEqual({ status: 416, body: { success: false, message: 'Range Not Satisfiable', error: 'REQUESTED_RANGE_NOT_SATISFIABLE' } });
  });

  it('words throttling, unknown routes and empty messages', () => {
    expect(toErrorResponse(new ThrottlerException()).body).toEqual({ success: false, message: API_MSG.tooManyRequests, error: 'TOO_MANY_REQUESTS' });
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/x')).body.message).toBe(API_MSG.notFound);
    expect(toErrorResponse(new NotFoundException('Registration not found')).body.message).toBe('Registration not found');
    expect(toErrorResponse(new HttpException('', 502)).body.message).toBe(API_MSG.internalError);
    expect(toErrorResponse(new HttpException('', 418)).body.message).toBe("I'm a Teapot");
  });
});
