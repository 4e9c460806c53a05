import { UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_MSG } from '@hackathon/contracts';
import { JwtAuthGuard } from './jwt-auth.guard';

describe('JwtAuthGuard.handleRequest', () => {
  const guard = new JwtAuthGuard(new Reflector());

  it('passes the user of a valid session', () => {
    expect(guard.handleRequest(null, { sub: 'a' })).toEqual({ sub: 'a' });
  });

  it('answers 401 for a missing, bad or revoked token', () => {
    expect(() => guard.handleRequest(null, false)).toThrow(new UnauthorizedException(API_MSG.unauthorized));
    expect(() => guard.handleRequest(new UnauthorizedException(), false)).toThrow(UnauthorizedException);
  });

  it('lets a failure to check the session (a lost database) through to the exception filter, not as 401', () => {
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(() => guard.handleRequest(lost, false)).toThrow(lost);
  });
});
