import { EMAIL_PATTERN } from '@hackathon/contracts';
import { ConfigError } from '../../config/app-config';
import { EnvReader, type Env } from '../../config/env-reader';

/** Back-office sign-ins the seeder ensures on every start; passwords from the environment or generated. */
export interface SeedSettings {
  adminEmail: string;
  adminPassword: string | null;
  superAdminUsername: string;
  superAdminPassword: string | null;
  /** One password for every region admin when set; otherwise each gets its own. */
  regionAdminPassword: string | null;
  /** Seed the demo data set with this seed (DEMO_SEED). */
  demoSeed: number;
  /**
   * Ensure the back-office accounts on start (SEED_ACCOUNTS): true except under NODE_ENV=test,
   * where every test boots its own app and creates the accounts it needs.
   */
  seedAccounts: boolean;
}

export const SEED_PASSWORD_MIN = 8;
const USERNAME = /^[a-z0-9][a-z0-9._-]{2,49}$/;

/** Reads and checks the seed variables; throws ConfigError naming each bad one (fail fast at boot). */
export function readSeedSettings(env: Env, nodeEnv: string = env.NODE_ENV ?? 'development'): SeedSettings {
  const r = new EnvReader(env);
  const adminEmail = r.string('ADMIN_EMAIL', 'admin@hackathon.local').toLowerCase();
  r.check('ADMIN_EMAIL', EMAIL_PATTERN.test(adminEmail), 'must be an email address', adminEmail);
  const superAdminUsername = r.string('SUPER_ADMIN_USERNAME', 'superadmin').toLowerCase();
  r.check('SUPER_ADMIN_USERNAME', USERNAME.test(superAdminUsername), 'must be 3-50 lower-case letters, digits, dots, dashes or underscores', superAdminUsername);
  const password = (name: string): string | null => {
    // passwords are read untrimmed: a space may be part of one
    const value = env[name];
    if (value === undefined || value === '') return null;
    r.check(name, value.length >= SEED_PASSWORD_MIN, `must be at least ${SEED_PASSWORD_MIN} characters long`);
    return value;
  };
  const settings: SeedSettings = {
    adminEmail,
    adminPassword: password('ADMIN_PASSWORD'),
    superAdminUsername,
    superAdminPassword: password('SUPER_ADMIN_PASSWORD'),
    regionAdminPassword: password('REGION_ADMIN_PASSWORD'),
    demoSeed: r.int('DEMO_SEED', 20250814, 0, 2_147_483_647),
    seedAccounts: r.bool('SEED_ACCOUNTS', nodeEnv !== 'test'),
  };
  if (r.errors.length > 0) throw new ConfigError(r.errors);
  return settings;
}
