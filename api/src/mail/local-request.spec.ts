import { isLocalDirectRequest } from './local-request';

/** A request from `remoteAddress`; its Host is 127.0.0.1:3000 unless `headers` says otherwise. */
const from = (remoteAddress: string | undefined, headers: Record<string, string | undefined> = {}) => ({
  socket: { remoteAddress },
  headers: { host: '127.0.0.1:3000', ...headers },
});

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

  it('accepts the names of this machine in Host, with or without a port, in any case', () => {
    for (const host of ['localhost', 'localhost:3000', 'LocalHost:8080', '127.0.0.1', '127.0.0.1:3000', '[::1]', '[::1]:3000']) {
      expect(isLocalDirectRequest(from('127.0.0.1', { host }))).toBe(true);
    }
  });

  it('refuses a loopback caller whose Host names another site (DNS rebinding) or none', () => {
    const hosts = ['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io', 'localhost.', '0.0.0.0:3000', '::1', '[::2]:3000', 'localhost:x', 'localhost@evil.example', ''];
    for (const host of hosts) expect(isLocalDirectRequest(from('127.0.0.1', { host }))).toBe(false);
    expect(isLocalDirectRequest(from('::1', { host: undefined }))).toBe(false);
  });

  it('refuses a remote caller that spoofs a loopback X-Forwarded-For', () => {
    expect(isLocalDirectRequest(from('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });
});
