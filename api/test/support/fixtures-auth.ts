import { randomBytes } from 'node:crypto';
import type { Role } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/password.service';
import { accounts, schools, teams } from '../../src/database/schema';
import { AuthModule } from '../../src/modules/auth/auth.module';
import { BackgroundMailService } from '../../src/mail/background-mail.service';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from './smtp-catcher';
import { createTestApp, type TestApp } from './test-app';

/** Fixtures of the account, registration and directory tests: rows inserted directly. */

export const STRONG_PASSWORD = 'Str0ng!Pass';

let schoolCounter = 0;

export interface SchoolFixture {
  code: string;
  name: string;
  district?: string;
  state?: string;
  region?: string;
  zone?: string;
  city?: string;
  contactNumber?: string;
  email?: string;
}

/** A unique school code (digits only, like the directory's). */
export function uniqueSchoolCode(): string {
  schoolCounter += 1;
  return `${(process.pid % 900) + 100}${schoolCounter.toString().padStart(4, '0')}`;
}

export async function insertSchool(t: TestApp, overrides: Partial<SchoolFixture> = {}): Promise<Required<SchoolFixture>> {
  const code = overrides.code ?? uniqueSchoolCode();
  const row = {
    code,
    name: overrides.name ?? `Kendriya Vidyalaya ${code}`,
    district: overrides.district ?? 'New Delhi',
    state: overrides.state ?? 'DELHI',
    region: overrides.region ?? 'Delhi',
    zone: overrides.zone ?? 'North',
    city: overrides.city ?? 'New Delhi',
    contactNumber: overrides.contactNumber ?? '9876543210',
    email: overrides.email ?? `kv${code}@schools.test`,
  };
  await t.db.insert(schools).values(row);
  return row;
}

export interface AccountFixture {
  role: Role;
  email?: string | null;
  username?: string | null;
  password?: string;
  fullName?: string;
  schoolCode?: string | null;
  region?: string | null;
  verified?: boolean;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.test`;
}

/** An account with a real argon2id hash; verified unless told otherwise. Returns its id. */
export async function insertAccount(t: TestApp, fixture: AccountFixture): Promise<{ id: string; email: string | null; password: string }> {
  const password = fixture.password ?? STRONG_PASSWORD;
  const email = fixture.email === undefined ? uniqueEmail(fixture.role) : fixture.email;
  const [row] = await t.db
    .insert(accounts)
    .values({
      role: fixture.role,
      email,
      username: fixture.username ?? null,
      passwordHash: await hashPassword(password),
      fullName: fixture.fullName ?? `Test ${fixture.role}`,
      schoolCode: fixture.schoolCode ?? null,
      region: fixture.region ?? null,
      emailVerifiedAt: fixture.verified === false ? null : new Date(),
    })
    .returning({ id: accounts.id });
  return { id: row.id, email, password };
}

/** A team row for a school (team number 1, junior) for session tests. */
export async function insertTeam(t: TestApp, schoolCode: string): Promise<{ id: string; teamId: string }> {
  const teamId = `D${schoolCode}JR1`;
  const [row] = await t.db
    .insert(teams)
    .values({ teamId, schoolCode, teamNumber: 1, teamName: 'Test Team', category: 'jr', passwordHash: await hashPassword('Team1pass') })
    .returning({ id: teams.id });
  return { id: row.id, teamId };
}

export async function accountByEmail(t: TestApp, email: string) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

/** The body of a valid `POST /auth/register` for a school. */
export function registerBody(schoolCode: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schoolCode,
    fullName: 'Asha Verma',
    email: uniqueEmail('principal'),
    contactNumber: '9876543210',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    termsAccepted: true,
    ...overrides,
  };
}

/** The `token` query parameter of the first link to `path` in a mail's text. */
export function tokenFromMail(mail: Pick<CaughtMail, 'text'>, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** The 6-digit code in an OTP mail. */
export function otpFromMail(mail: Pick<CaughtMail, 'text'>): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}

/** A 6-digit code different from `otp`. */
export function wrongOtp(otp: string): string {
  return ((Number(otp) + 1) % 1_000_000).toString().padStart(6, '0');
}

/** Booting an app and seeding accounts (argon2) can take a while on a busy machine. */
export const HOOK_TIMEOUT_MS = 60_000;

/** Waits for the account mails sent in the background (the auth module's own dispatcher). */
export async function drainAuthMail(t: TestApp): Promise<void> {
  await t.app.select(AuthModule).get(BackgroundMailService, { strict: true }).drain();
}

/** For the enclosing describe: an SMTP catcher and an app mailing to it, up before its tests, down after. */
export function bootMailingApp(ready: (t: TestApp, smtp: SmtpCatcher) => void): void {
  let t: TestApp | undefined;
  let smtp: SmtpCatcher | undefined;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    ready(t, smtp);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  }, HOOK_TIMEOUT_MS);
}
