import { BODY_LIMIT_BYTES, jsonBodyLimit, jsonParserOptions, RAISED_BODY_LIMITS } from './body-limits';

describe('body limits', () => {
  it('is small by default and raised only for the listed routes', () => {
    expect(BODY_LIMIT_BYTES).toBeLessThanOrEqual(64 * 1024);
    expect(jsonBodyLimit('/api/auth/login')).toBe(BODY_LIMIT_BYTES);
    expect(jsonBodyLimit('/api/ai-chat/send-message')).toBe(RAISED_BODY_LIMITS['/api/ai-chat/send-message']);
    // spelled as Express would still route it
    expect(jsonBodyLimit('/API/ai-chat/Send-Message/?x=1')).toBe(RAISED_BODY_LIMITS['/api/ai-chat/send-message']);
    expect(jsonBodyLimit('/api/ai-chat/send-message-other')).toBe(BODY_LIMIT_BYTES);
    expect(jsonBodyLimit('__proto__')).toBe(BODY_LIMIT_BYTES);
  });

  it('makes one JSON parser per limit, each taking only its own paths', () => {
    const options = jsonParserOptions();
    expect(options.map((o) => o.limit).sort()).toEqual([...new Set([BODY_LIMIT_BYTES, ...Object.values(RAISED_BODY_LIMITS)])].sort());
    const json = (url: string) => ({ url, originalUrl: url, is: (type: string) => (type === 'application/json' ? type : false) });
    const takers = (url: string) => options.filter((o) => (o.type as (req: unknown) => boolean)(json(url))).map((o) => o.limit);
    expect(takers('/api/auth/login')).toEqual([BODY_LIMIT_BYTES]);
    expect(takers('/api/ai-chat/send-message')).toEqual([RAISED_BODY_LIMITS['/api/ai-chat/send-message']]);
    const form = { url: '/api/auth/login', originalUrl: '/api/auth/login', is: () => false };
    expect(options.filter((o) => (o.type as (req: unknown) => boolean)(form))).toEqual([]);
  });
});
