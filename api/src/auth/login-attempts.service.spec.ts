import { clientKey, subjectKey } from './login-attempts.service';

describe('login failure keys', () => {
  it('keys an identifier as its look-up compares it, per sign-in form', () => {
    expect(subjectKey('account', '  Asha@School.IN ')).toBe('account:asha@school.in');
    expect(subjectKey('admin', 'RA.Delhi')).toBe('admin:ra.delhi');
    expect(subjectKey('team', ' a1001jr1')).toBe('team:A1001JR1');
    expect(subjectKey('team-email', 'Team@X.org')).toBe('team-email:team@x.org');
  });

  it('keys IPv4 as is (also when mapped into IPv6) and IPv6 by its /64', () => {
    expect(clientKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });
});
