import { BadRequestException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { API_MSG } from '@hackathon/contracts';
import { inputGuard, MAX_BODY_DEPTH, MAX_BODY_VALUES, MAX_OBJECT_KEYS } from './input-guard';

function run(req: Partial<Request>): unknown {
  let passed: unknown = 'not called';
  inputGuard({ originalUrl: '/api/x', url: '/api/x', query: {}, ...req } as Request, {} as Response, (error?: unknown) => {
    passed = error;
  });
  return passed;
}

function problem(req: Partial<Request>): { path: string; msg: string } | undefined {
  const error = run(req);
  if (error === undefined) return undefined;
  expect(error).toBeInstanceOf(BadRequestException);
  return ((error as BadRequestException).getResponse() as { details: Array<{ path: string; msg: string }> }).details[0];
}

describe('inputGuard', () => {
  it('lets ordinary text through, with tabs, line breaks and any script', () => {
    expect(run({ body: { name: 'Asha\tVerma', notes: 'line one\r\nline two', school: 'केन्द्रीय विद्यालय 😀' }, query: { search: 'a b' } })).toBeUndefined();
  });

  it('refuses NUL and other control characters in body values and keys, naming the field', () => {
    expect(problem({ body: { members: [{ name: 'a\u0000b' }] } })).toEqual({ path: 'members.0.name', msg: API_MSG.invalidCharacters });
    expect(problem({ body: { note: 'bell\u0007' } })?.path).toBe('note');
    expect(problem({ body: { note: 'del\u007f' } })?.path).toBe('note');
    expect(problem({ body: { 'a\u0000': 1 } })?.msg).toBe(API_MSG.invalidCharacters);
  });

  it('refuses lone surrogates (text that is not valid Unicode)', () => {
    expect(problem({ body: { email: '\ud800' } })?.path).toBe('email');
    expect(problem({ body: { email: 'x\udc00' } })?.path).toBe('email');
  });

  it('refuses control characters in query values and in the URL path', () => {
    expect(problem({ query: { search: '\u0000' } })).toEqual({ path: 'search', msg: API_MSG.invalidCharacters });
    expect(problem({ originalUrl: '/api/teams/a%00b?x=1' })?.path).toBe('path');
    expect(problem({ originalUrl: '/api/teams/a%0Ab' })?.path).toBe('path');
    expect(run({ originalUrl: '/api/teams/a%20b?search=%00' })).toBeUndefined();
  });

  it('refuses a body nested deeper than the limit', () => {
    let deep: unknown = 1;
    for (let i = 0; i < MAX_BODY_DEPTH + 1; i += 1) deep = [deep];
    expect(problem({ body: deep })?.msg).toBe(API_MSG.nestedTooDeep);
    let fine: unknown = 1;
    for (let i = 0; i < 10; i += 1) fine = { a: fine };
    expect(run({ body: fine })).toBeUndefined();
  });

  it('refuses an object with more than MAX_OBJECT_KEYS keys, at any depth, before walking them', () => {
    const wide = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, String(i)]));
    expect(run({ body: wide(MAX_OBJECT_KEYS) })).toBeUndefined();
    expect(problem({ body: wide(MAX_OBJECT_KEYS + 1) })).toEqual({ path: '', msg: API_MSG.tooManyFields });
    expect(problem({ body: { target: wide(MAX_OBJECT_KEYS + 1) } })).toEqual({ path: 'target', msg: API_MSG.tooManyFields });
    expect(problem({ query: wide(MAX_OBJECT_KEYS + 1) })?.msg).toBe(API_MSG.tooManyFields);
    // 71,000 keys (the probe's 1 MB body) are refused by their count, no value read (a walk would
    // have met the NUL of k0 first, and read the getters)
    let read = 0;
    const probe = wide(71_000);
    for (const key of Object.keys(probe)) Object.defineProperty(probe, key, { enumerable: true, get: () => (read += 1, 'a\u0000') });
    expect(problem({ body: probe })?.msg).toBe(API_MSG.tooManyFields);
    expect(read).toBe(0);
  });

  it('refuses a body with more than MAX_BODY_VALUES values in all, however they are spread', () => {
    expect(run({ body: { teamIds: Array.from({ length: 500 }, () => 'A1001JR1') } })).toBeUndefined();
    expect(problem({ body: { ids: new Array(MAX_BODY_VALUES + 1).fill(0) } })).toEqual({ path: 'ids', msg: API_MSG.tooManyValues });
    const spread = Array.from({ length: 50 }, () => new Array(50).fill('x'));
    expect(problem({ body: { lists: spread } })?.msg).toBe(API_MSG.tooManyValues);
    // the body and the query are counted apart
    const half = new Array(MAX_BODY_VALUES - 1).fill(0);
    expect(run({ body: { a: half }, query: { b: half.map(String) } })).toBeUndefined();
  });

  it('clips a huge path in the answer', () => {
    const key = `${'k'.repeat(50_000)}\u0000`;
    const found = problem({ body: { [key]: 1 } });
    expect(found?.msg).toBe(API_MSG.invalidCharacters);
    expect(found?.path.length).toBeLessThanOrEqual(100);
  });
});
