import { KVS_REGIONS, REGION_GROUPS, STRONG_PASSWORD_PATTERN, TEAM_RESET_PASSWORD_PATTERN, buildTeamId, regionGroupOf, regionInitial } from '@hackathon/contracts';
import { ConfigError } from '../../config/app-config';
import { backOfficeAccounts } from './back-office-accounts';
import { signInHowTo } from './credentials-file';
import { generatePassword } from './passwords';
import { readSeedSettings } from './seed-settings';

describe('generatePassword', () => {
  it('makes distinct passwords that pass every password rule of the portal', () => {
    const many = Array.from({ length: 200 }, generatePassword);
    expect(new Set(many).size).toBe(200);
    for (const password of many) {
      expect(password).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
      expect(password).toMatch(STRONG_PASSWORD_PATTERN);
      expect(password).toMatch(TEAM_RESET_PASSWORD_PATTERN);
      expect(password).not.toMatch(/[01ilIoOL]/);
    }
  });
});

describe('readSeedSettings', () => {
  it('has safe defaults: no password, accounts on except under test', () => {
    expect(readSeedSettings({}, 'development')).toEqual({
      adminEmail: 'admin@hackathon.local',
      adminPassword: null,
      superAdminUsername: 'superadmin',
      superAdminPassword: null,
      regionAdminPassword: null,
      demoSeed: 20250814,
      seedAccounts: true,
    });
    expect(readSeedSettings({}, 'test').seedAccounts).toBe(false);
    expect(readSeedSettings({ SEED_ACCOUNTS: 'true' }, 'test').seedAccounts).toBe(true);
  });

  it('reports every malformed variable by name, without echoing passwords', () => {
    try {
      readSeedSettings({ ADMIN_PASSWORD: 'short1', ADMIN_EMAIL: 'nope', SUPER_ADMIN_USERNAME: 'x', DEMO_SEED: '-4' }, 'production');
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['ADMIN_PASSWORD', 'ADMIN_EMAIL', 'SUPER_ADMIN_USERNAME', 'DEMO_SEED']) expect(problems).toContain(name);
      expect(problems).not.toContain('short1');
    }
  });
});

describe('backOfficeAccounts', () => {
  it('lists one admin, one super admin and a region admin per region', () => {
    const list = backOfficeAccounts(readSeedSettings({ REGION_ADMIN_PASSWORD: 'Shared-Pass-1' }, 'development'));
    expect(list.filter((a) => a.role === 'admin')).toHaveLength(1);
    expect(list.filter((a) => a.role === 'super_admin')).toHaveLength(1);
    const regional = list.filter((a) => a.role === 'region_admin');
    expect(regional.map((a) => a.region)).toEqual(KVS_REGIONS.map((r) => r.name));
    expect(regional.every((a) => a.username === `ra.${a.region!.toLowerCase()}` && a.envVar === 'REGION_ADMIN_PASSWORD')).toBe(true);
    expect(list.find((a) => a.role === 'admin')!.envVar).toBeNull();
  });
});

describe('regions', () => {
  it('groups the 25 regions for the back-office filter and builds team IDs', () => {
    expect(new Set(KVS_REGIONS.map((r) => r.name)).size).toBe(25);
    expect(new Set(KVS_REGIONS.map((r) => r.group))).toEqual(new Set(REGION_GROUPS));
    expect(regionGroupOf('silchar')).toBe('Northeast');
    expect(regionGroupOf('Kolkata')).toBe('East');
    expect(regionGroupOf('Atlantis')).toBeNull();
    expect(regionInitial('Varanasi')).toBe('V');
    expect(regionInitial('')).toBe('N');
    expect(buildTeamId('Delhi', '1234', 'sr', 3)).toBe('D1234SR3');
  });
});

describe('signInHowTo', () => {
  it('names the file and every sign-in, never a password', () => {
    const text = signInHowTo('/data/demo-credentials.json', 'http://localhost:3000', {
      note: '',
      createdAt: '',
      updatedAt: '',
      portalUrl: 'http://localhost:3000',
      admin: { email: 'admin@hackathon.local', password: 'Secret-Pass-1', signInAt: '/login' },
      superAdmin: { username: 'superadmin', password: 'Secret-Pass-2', signInAt: '/region-admin-login' },
      regionAdmins: [{ region: 'Agra', username: 'ra.agra', password: 'Secret-Pass-3', signInAt: '/region-admin-login' }],
      schoolAdmins: [{ schoolCode: '1001', schoolName: 'PM SHRI KV No. 1 Agra', region: 'Agra', email: 'a@b.org', password: 'Secret-Pass-4', signInAt: '/login' }],
      teams: [{ teamId: 'A1001JR1', teamName: 'T', category: 'jr', schoolCode: '1001', email: null, password: 'Secret-Pass-5', signInAt: '/team-login' }],
    });
    expect(text).toContain('/data/demo-credentials.json');
    for (const login of ['admin@hackathon.local', 'superadmin', 'ra.agra', 'a@b.org', 'A1001JR1']) expect(text).toContain(login);
    expect(text).not.toContain('Secret-Pass');
  });
});
