import { isLocalDirectRequest } from './local-request';

const from = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers });

describe('isLocalDirectRequest (who may read the development mailbox)', () => {
  it('accepts a direct caller on the loopback interface (IPv4, IPv6, IPv4-mapped)', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(isLocalDirectRequest(from(address))).toBe(true);
  });

  it('refuses any other peer address, whatever the headers claim', () => {
    for (const address of ['192.0.2.2', '10.0.0.5', '::ffff:192.0.2.7', 'fd00::2', '127.0.0.2', '0.0.0.0', '']) {
      expect(isLocalDirectRequest(from(address, { host: 'localhost' }))).toBe(false);
    }
    expect(isLocalDirectRequest(from(undefined))).toBe(false);
    expect(isLocalDirectRequest({ socket: null, headers: {} })).toBe(false);
  });

  it('refuses a loopback peer that is a proxy (it forwards someone else)', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via', 'x-forwarded-host', 'cf-connecting-ip']) {
      expect(isLocalDirectRequest(from('127.0.0.1', { [header]: '127.0.0.1' }))).toBe(false);
    }
  });

  it('refuses a remote caller that spoofs a loopback X-Forwarded-For', () => {
    expect(isLocalDirectRequest(from('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });
});
