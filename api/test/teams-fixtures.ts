/**
 * Fixtures of the teams, mentors, schedule and dashboard tests: a small generated national data
 * set (every region, every payment state, three complete demo schools) loaded through the real
 * loader, with known passwords.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@hackathon/contracts';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/auth/password.service';
import { eventSettings } from '../src/database/schema';
import { generateDataset, loadDataset, type Dataset } from '../src/modules/demo';
import { createTestApp, type TestApp } from './support';
import { insertSchool } from './support/fixtures-auth';

export const TEAM_PASSWORD = 'Team1pass';
export const SCHOOL_ADMIN_PASSWORD = 'Str0ng!Pass';

export interface Participants {
  dataset: Dataset;
  /** Two complete schools (4 teams, 2 mentors, schedule) in different regions. */
  schoolA: SchoolInfo;
  schoolB: SchoolInfo;
  /** A school of the directory with no registration, teams or schedule. */
  bare: SchoolInfo;
}

export interface SchoolInfo {
  code: string;
  region: string;
  adminId: string;
  adminEmail: string;
  teams: Dataset['teams'];
  mentors: Dataset['mentors'];
}

let cached: Promise<{ schoolAdmin: string; team: string }> | null = null;
function hashes() {
  return (cached ??= Promise.all([hashPassword(SCHOOL_ADMIN_PASSWORD), hashPassword(TEAM_PASSWORD)]).then(([schoolAdmin, team]) => ({ schoolAdmin, team })));
}

/** Loads generateDataset({ scale: 0.1, seed }) (100 schools, 4 per region). */
export async function loadParticipants(t: TestApp, seed = 4242): Promise<Participants> {
  const dataset = generateDataset({ scale: 0.1, seed });
  const { schoolAdmin, team } = await hashes();
  await t.db.transaction((tx) => loadDataset(tx, dataset, { schoolAdminPasswordHash: schoolAdmin, teamPasswordHash: team, reviewerId: null }));
  const info = (code: string): SchoolInfo => {
    const school = dataset.schools.find((s) => s.code === code)!;
    const admin = dataset.schoolAdmins.find((a) => a.schoolCode === code);
    return {
      code,
      region: school.region,
      adminId: admin?.id ?? '',
      adminEmail: admin?.email ?? '',
      teams: dataset.teams.filter((x) => x.schoolCode === code),
      mentors: dataset.mentors.filter((x) => x.schoolCode === code),
    };
  };
  const registered = new Set(dataset.registrations.map((r) => r.schoolCode));
  const bare = dataset.schools.find((s) => !registered.has(s.code))!;
  return { dataset, schoolA: info(dataset.demo.schoolCodes[0]!), schoolB: info(dataset.demo.schoolCodes[1]!), bare: info(bare.code) };
}

/** Bearer header. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A token per role whose claims point at school A (and its region, and its first team). */
export function tokensFor(t: TestApp, p: Participants, school: SchoolInfo = p.schoolA): Record<Role, string> {
  const team = school.teams[0]!;
  return {
    school_admin: t.tokenFor({ sub: school.adminId, role: 'school_admin', schoolCode: school.code, email: school.adminEmail }),
    team: t.tokenFor({ sub: team.id, role: 'team', teamId: team.teamId, schoolCode: school.code }),
    mentor: t.tokenFor({ sub: school.mentors[0]!.id, role: 'mentor', schoolCode: school.code }),
    admin: t.tokenFor({ sub: '00000000-0000-4000-8000-000000000001', role: 'admin', email: 'admin@hackathon.test' }),
    region_admin: t.tokenFor({ sub: '00000000-0000-4000-8000-000000000002', role: 'region_admin', region: school.region }),
    super_admin: t.tokenFor({ sub: '00000000-0000-4000-8000-000000000003', role: 'super_admin' }),
    // a judge (issue 27) reads no school's data
    judge: t.tokenFor({ sub: '00000000-0000-4000-8000-000000000004', role: 'judge' }),
  };
}

/** For the enclosing describe: an app loaded with the generated data set, up before its tests, down after. */
export function bootParticipantsApp(ready: (t: TestApp, p: Participants) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    ready(t, await loadParticipants(t));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);
}

// ---- mentor and team management (POST/PUT/DELETE /mentors, /teams; event settings) ----

/** Sets the event locks straight in the database (the API path is tested in settings.int-spec). */
export async function setLocks(t: TestApp, locks: { mentorsLocked?: boolean; teamsLocked?: boolean }): Promise<void> {
  await t.db.update(eventSettings).set(locks).where(eq(eventSettings.id, 1));
}

export interface FreshSchool {
  code: string;
  region: string;
  /** A token per role whose claims point at this school (and its region); team and mentor subjects are random. */
  tokens: Record<Role, string>;
}

/** A new directory school (no teams, no mentors) in `region`, with tokens for every role. */
export async function freshSchool(t: TestApp, region = 'Agra'): Promise<FreshSchool> {
  const school = await insertSchool(t, { region });
  const tokens = t.tokensForAllRoles({
    school_admin: { sub: randomUUID(), schoolCode: school.code },
    team: { sub: randomUUID(), schoolCode: school.code, teamId: `A${school.code}JR1` },
    mentor: { sub: randomUUID(), schoolCode: school.code },
    region_admin: { region },
  });
  return { code: school.code, region, tokens };
}

export interface MemberBody {
  memberId?: string;
  studentId: string;
  name: string;
  class: number;
  fathersName: string;
  gender: string;
  isLeader: boolean;
}

export function memberBody(n: number, cls: number, isLeader = n === 1): MemberBody {
  return { studentId: `STU-${n}`, name: `Student ${n}`, class: cls, fathersName: `Father ${n}`, gender: n % 2 ? 'male' : 'female', isLeader };
}

/** A valid `POST /teams` body: a junior team of three (classes 8-10) unless told otherwise. */
export function teamBody(schoolCode: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    teamName: 'Robo Rangers',
    password: 'robots2025',
    category: 'jr',
    schoolCode,
    members: [memberBody(1, 8), memberBody(2, 9), memberBody(3, 10)],
    ...overrides,
  };
}

let mentorCounter = 0;
/** A valid `POST /mentors` body with a teacher ID, email and phone not used before in this run. */
export function mentorBody(schoolCode: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  mentorCounter += 1;
  const n = mentorCounter.toString().padStart(4, '0');
  return {
    teacherId: `KVS-T${n}`,
    name: `Teacher ${n}`,
    designation: 'PGT Computer Science',
    gender: 'female',
    contactNumber: `98${(process.pid % 10000).toString().padStart(4, '0')}${n}`,
    emailId: `teacher${n}.${schoolCode}@kvs.example.org`,
    schoolCode,
    ...overrides,
  };
}
