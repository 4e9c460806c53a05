import {
  buildTeamId,
  CLASSES_BY_CATEGORY,
  DEFAULTS,
  KVS_REGIONS,
  LIMITS,
  type Category,
  type Gender,
  type KvsRegion,
  type PaymentStatus,
  type RegistrationStatus,
  type TeamStatus,
} from '@hackathon/contracts';
import type { accounts, files, mentors, paymentSubmissions, registrations, schools, schoolSchedules, teamMembers, teams } from '../../../database/schema';
import { FIRST_NAMES, MENTOR_DESIGNATIONS, REGION_PLACES, SCHOOL_VARIANTS, SURNAMES, TEAM_NAME_WORDS, type Place } from './places';
import { Prng } from './prng';
import { receiptPdf, receiptPng } from './receipt-files';

export type SchoolRow = typeof schools.$inferInsert & { code: string; region: string; name: string };
/** A school admin account; the loader adds the password hash. */
export type SchoolAdminRow = Omit<typeof accounts.$inferInsert, 'passwordHash'> & { id: string; email: string; schoolCode: string };
export type RegistrationRow = typeof registrations.$inferInsert & { id: string; paymentStatus: PaymentStatus; registrationStatus: RegistrationStatus };
export type FileRow = typeof files.$inferInsert & { id: string };
/** `verifiedBy` is filled by the loader with the super admin who reviewed it. */
export type PaymentSubmissionRow = typeof paymentSubmissions.$inferInsert & { id: string; status: 'submitted' | 'verified' | 'rejected' };
export type MentorRow = typeof mentors.$inferInsert & { id: string };
/** A team; the loader adds the password hash. */
export type TeamRow = Omit<typeof teams.$inferInsert, 'passwordHash'> & { id: string; teamId: string; category: Category; teamNumber: number; status: TeamStatus };
export type TeamMemberRow = typeof teamMembers.$inferInsert & { id: string };
export type ScheduleRow = typeof schoolSchedules.$inferInsert;

export interface DatasetOptions {
  /** Multiplies every count: 1 gives about 1,050 schools, 10 about 10,500. */
  scale?: number;
  seed?: number;
}

export interface Dataset {
  seed: number;
  scale: number;
  regions: readonly KvsRegion[];
  schools: SchoolRow[];
  schoolAdmins: SchoolAdminRow[];
  registrations: RegistrationRow[];
  files: FileRow[];
  paymentSubmissions: PaymentSubmissionRow[];
  mentors: MentorRow[];
  teams: TeamRow[];
  teamMembers: TeamMemberRow[];
  schedules: ScheduleRow[];
  /** Complete, verified schools (three regions) and one team of each, for the demo sign-ins. */
  demo: { schoolCodes: string[]; teamIds: string[] };
}

export const DEFAULT_SEED = 20250814;
export const SCHOOLS_PER_REGION = 42;
export const REGISTERED_SHARE = 0.86;
export const MAX_SCALE = 100;

const PAYMENT_SHARES: ReadonlyArray<readonly [PaymentStatus, number]> = [
  ['not_submitted', 0.18],
  ['submitted', 0.22],
  ['verified', 0.5],
  ['rejected', 0.1],
];
const MENTOR_COUNT_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[0, 0.1], [1, 0.25], [2, 0.65]];
const TEAM_COUNT_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[0, 0.06], [1, 0.08], [2, 0.14], [3, 0.17], [4, 0.55]];
const MEMBER_COUNT_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[1, 0.04], [2, 0.06], [3, 0.1], [4, 0.2], [5, 0.6]];
const TEAM_STATUS_WEIGHTS: ReadonlyArray<readonly [TeamStatus, number]> = [
  ['ACTIVE', 0.78],
  ['INACTIVE', 0.04],
  ['SUSPENDED', 0.01],
  ['ELIMINATED', 0.13],
  ['FINALIST', 0.04],
];
const REJECTION_REASONS = [
  'Receipt is not readable',
  'Amount does not match the registration fee',
  'UTR number does not match the bank statement',
  'Receipt belongs to a different school',
];
const ELIMINATION_REASONS = [DEFAULTS.eliminationReason, DEFAULTS.eliminationReason, 'Did not submit the preliminary assessment'];
const SENIOR_COHORTS = ['Cohort 1 (1 Sep - 15 Sep 2025)', 'Cohort 2 (16 Sep - 1 Oct 2025)'];
const JUNIOR_COHORTS = ['Cohort A (1 Sep - 15 Sep 2025)', 'Cohort B (16 Sep - 1 Oct 2025)'];
const SENIOR_TIMES = ['9:00 AM - 10:30 AM', '11:00 AM - 12:30 PM', '2:00 PM - 3:30 PM'];
const JUNIOR_SLOTS = ['Slot 1 (9:00 AM - 10:30 AM)', 'Slot 2 (11:00 AM - 12:30 PM)', 'Slot 3 (2:00 PM - 3:30 PM)'];
/** Regions whose first school is a complete demo school (Agra, Delhi, Hyderabad). */
const DEMO_REGION_INDEXES = [0, 8, 12];

// The event's calendar (IST): registration opened 14 Aug 2025 and closed 25 Aug 2025 5:00 PM.
const REGISTRATION_OPENS = Date.parse('2025-08-14T10:00:00+05:30');
const REGISTRATION_CLOSES = Date.parse('2025-08-25T17:00:00+05:30');
const PRELIMINARY_RESULTS = Date.parse('2025-10-15T12:00:00+05:30');
const DAY_MS = 86_400_000;

/**
 * A realistic national data set, the same for the same seed and scale: the directory of schools
 * in 25 regions and 5 zones, registrations in every payment state with their submissions and
 * receipt files, mentors, junior and senior teams with members, schedules and attendance.
 * Every row respects the schema's constraints (limits, team ID shape, one leader, classes).
 */
export function generateDataset(options: DatasetOptions = {}): Dataset {
  const scale = options.scale ?? 1;
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) throw new RangeError(`scale must be > 0 and <= ${MAX_SCALE}`);
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be an integer');
  const rng = new Prng(seed);
  const out: Dataset = {
    seed,
    scale,
    regions: KVS_REGIONS,
    schools: [],
    schoolAdmins: [],
    registrations: [],
    files: [],
    paymentSubmissions: [],
    mentors: [],
    teams: [],
    teamMembers: [],
    schedules: [],
    demo: { schoolCodes: [], teamIds: [] },
  };

  const perRegion = Math.max(1, Math.round(SCHOOLS_PER_REGION * scale));
  let nextCode = 1001;
  KVS_REGIONS.forEach((region, regionIndex) => {
    const places = REGION_PLACES[region.name];
    if (!places || places.length === 0) throw new Error(`No places for region ${region.name}`);
    const usedPerPlace = new Map<string, number>();
    for (let i = 0; i < perRegion; i++) {
      const place = places[i % places.length]!;
      const variantIndex = usedPerPlace.get(place.name) ?? 0;
      usedPerPlace.set(place.name, variantIndex + 1);
      const code = String(nextCode++);
      out.schools.push(makeSchool(rng, code, region, place, variantIndex));
      if (i === 0 && DEMO_REGION_INDEXES.includes(regionIndex)) out.demo.schoolCodes.push(code);
    }
  });

  // Which schools registered, and in which payment state: exact shares, every state present.
  const demoCodes = new Set(out.demo.schoolCodes);
  const others = rng.shuffle(out.schools.filter((s) => !demoCodes.has(s.code)));
  const registeredCount = Math.max(0, Math.round(out.schools.length * REGISTERED_SHARE) - demoCodes.size);
  const registered = others.slice(0, registeredCount);
  const states = paymentStates(rng, registered.length);
  const plan: Array<{ school: SchoolRow; payment: PaymentStatus; demo: boolean }> = [
    ...out.schools.filter((s) => demoCodes.has(s.code)).map((school) => ({ school, payment: 'verified' as const, demo: true })),
    ...registered.map((school, i) => ({ school, payment: states[i]!, demo: false })),
  ];
  // keep rows in school-code order: stable, readable, and index-friendly on load
  plan.sort((a, b) => Number(a.school.code) - Number(b.school.code));

  for (const entry of plan) addRegisteredSchool(rng, out, entry.school, entry.payment, entry.demo);
  return out;
}

function makeSchool(rng: Prng, code: string, region: KvsRegion, place: Place, variantIndex: number): SchoolRow {
  const variant =
    variantIndex < SCHOOL_VARIANTS.length ? SCHOOL_VARIANTS[variantIndex]! : `No. ${variantIndex - SCHOOL_VARIANTS.length + 5} {p}`;
  return {
    code,
    name: `PM SHRI KV ${variant.replace('{p}', place.name)}`,
    district: place.district,
    state: place.state,
    region: region.name,
    zone: region.zone,
    city: place.name,
    contactNumber: phone(rng),
    email: `kv${code}.${region.slug}@kvs.example.org`,
    createdAt: new Date(Date.parse('2025-07-01T00:00:00Z')),
  };
}

/** Exact shares of the payment states, shuffled; each state appears once there are 4 schools. */
function paymentStates(rng: Prng, count: number): PaymentStatus[] {
  const list: PaymentStatus[] = [];
  PAYMENT_SHARES.forEach(([status, share]) => {
    const n = count >= PAYMENT_SHARES.length ? Math.max(1, Math.round(count * share)) : 0;
    for (let i = 0; i < n; i++) list.push(status);
  });
  while (list.length > count) list.splice(list.lastIndexOf('verified'), 1);
  while (list.length < count) list.push('verified');
  return rng.shuffle(list);
}

function addRegisteredSchool(rng: Prng, out: Dataset, school: SchoolRow, payment: PaymentStatus, demo: boolean): void {
  const registeredAt = new Date(REGISTRATION_OPENS + Math.floor(rng.next() * (REGISTRATION_CLOSES - REGISTRATION_OPENS)));
  const gender: Gender = rng.chance(0.5) ? 'male' : 'female';
  const first = rng.pick(FIRST_NAMES[gender]);
  const last = rng.pick(SURNAMES);
  const adminName = `${first} ${last}`;
  const email = `${slugName(first)}.${slugName(last)}.kv${school.code}@kvs.example.org`;
  const contactNumber = phone(rng);
  // unverified email only where nothing else happened yet (it blocks sign-in)
  const verifiedEmail = demo || payment !== 'not_submitted' || rng.chance(0.7);

  const accountId = rng.uuid();
  out.schoolAdmins.push({
    id: accountId,
    role: 'school_admin',
    email,
    fullName: adminName,
    schoolCode: school.code,
    emailVerifiedAt: verifiedEmail ? new Date(registeredAt.getTime() + rng.int(2, 90) * 60_000) : null,
    createdAt: registeredAt,
    updatedAt: registeredAt,
  });

  const registrationId = rng.uuid();
  const referenceNumber = referenceNumberFor(rng, school.code);
  const registrationStatus: RegistrationStatus =
    payment === 'verified' ? 'approved' : payment === 'rejected' && rng.chance(0.3) ? 'rejected' : 'pending';
  let updatedAt = registeredAt;

  // payment submissions: oldest first; the newest one carries the registration's payment status
  if (payment !== 'not_submitted') {
    const resubmitted = payment !== 'rejected' && rng.chance(0.15);
    const history: Array<'submitted' | 'verified' | 'rejected'> = resubmitted ? ['rejected', payment] : [payment];
    let at = registeredAt.getTime() + rng.int(1, 72) * 3_600_000;
    history.forEach((status, i) => {
      const submittedAt = new Date(at);
      const reviewedAt = status === 'submitted' ? null : new Date(at + rng.int(1, 8) * DAY_MS + rng.int(0, 8) * 3_600_000);
      const receiptNumber = rng.digits(12);
      const paymentRef = `SBIC${rng.digits(10)}`;
      const fileId = rng.uuid();
      const facts = { receiptNumber, referenceNumber: paymentRef, schoolCode: school.code, schoolName: school.name, payer: adminName, date: submittedAt };
      const pdf = rng.chance(0.6);
      const fileName = `receipt_${school.code}_${i + 1}.${pdf ? 'pdf' : 'png'}`;
      const file = pdf ? receiptPdf(facts, fileName) : receiptPng(facts, fileName);
      out.files.push({
        id: fileId,
        ownerSchoolCode: school.code,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.data.length,
        sha256: file.sha256,
        data: file.data,
        createdAt: submittedAt,
      });
      out.paymentSubmissions.push({
        id: rng.uuid(),
        registrationId,
        fullName: adminName,
        referenceNumber: paymentRef,
        receiptNumber,
        receiptFileId: fileId,
        status,
        submittedAt,
        verifiedAt: reviewedAt,
        rejectionReason: status === 'rejected' ? rng.pick(REJECTION_REASONS) : null,
        notes: status === 'verified' && rng.chance(0.2) ? 'Matched with the bank statement' : null,
        createdAt: submittedAt,
      });
      updatedAt = reviewedAt ?? submittedAt;
      at = (reviewedAt ?? submittedAt).getTime() + rng.int(1, 4) * DAY_MS;
    });
  }

  out.registrations.push({
    id: registrationId,
    schoolCode: school.code,
    accountId,
    email,
    contactNumber,
    fullName: adminName,
    kvName: school.name,
    district: school.district ?? DEFAULTS.unknown,
    state: school.state ?? DEFAULTS.unknown,
    region: school.region,
    zone: school.zone ?? DEFAULTS.zone,
    otpVerified: verifiedEmail,
    registrationStatus,
    paymentStatus: payment,
    termsAccepted: true,
    registrationSource: DEFAULTS.registrationSource,
    registrationMethod: DEFAULTS.registrationMethod,
    registrationTimestamp: registeredAt,
    referenceNumber,
    schoolDetails: {
      kvCode: school.code,
      kvName: school.name,
      district: school.district,
      state: school.state,
      region: school.region,
      zone: school.zone,
    },
    metadata: {
      registrationTimestamp: registeredAt.toISOString(),
      termsAccepted: true,
      registrationSource: DEFAULTS.registrationSource,
      registrationMethod: DEFAULTS.registrationMethod,
      completedFields: ['schoolCode', 'fullName', 'email', 'contactNumber', 'password'],
      timezone: 'Asia/Kolkata',
    },
    createdAt: registeredAt,
    updatedAt,
  });

  // mentors: slots 1..n (n <= 2)
  const mentorCount = demo ? LIMITS.maxMentorsPerSchool : rng.weighted(MENTOR_COUNT_WEIGHTS);
  const schoolMentors: Array<{ id: string; load: number; active: boolean }> = [];
  for (let slot = 1; slot <= mentorCount; slot++) {
    const mentorGender: Gender = rng.chance(0.55) ? 'female' : 'male';
    const mFirst = rng.pick(FIRST_NAMES[mentorGender]);
    const mLast = rng.pick(SURNAMES);
    const id = rng.uuid();
    const active = demo || rng.chance(0.95);
    const createdAt = new Date(registeredAt.getTime() + rng.int(1, 5) * DAY_MS);
    out.mentors.push({
      id,
      mentorId: `MNT-${school.code}-${slot}`,
      teacherId: `KVS-${school.code}${slot}${rng.digits(3)}`,
      schoolCode: school.code,
      slot,
      name: `${mFirst} ${mLast}`,
      designation: rng.pick(MENTOR_DESIGNATIONS),
      gender: mentorGender,
      contactNumber: phone(rng),
      email: `${slugName(mFirst)}.${slugName(mLast)}.${school.code}${slot}@kvs.example.org`,
      isActive: active,
      createdAt,
      updatedAt: createdAt,
    });
    schoolMentors.push({ id, load: 0, active });
  }

  // teams: numbers 1..n (n <= 4); the ID carries region initial, school code, category, number
  const teamCount = demo ? LIMITS.maxTeamsPerSchool : rng.weighted(TEAM_COUNT_WEIGHTS);
  const categories: Category[] = [];
  for (let n = 1; n <= teamCount; n++) categories.push(demo ? (n <= 2 ? 'jr' : 'sr') : rng.chance(0.5) ? 'jr' : 'sr');
  categories.forEach((category, index) => {
    const teamNumber = index + 1;
    const teamId = buildTeamId(school.region, school.code, category, teamNumber);
    const id = rng.uuid();
    const mentor = schoolMentors
      .filter((m) => m.active && m.load < LIMITS.mentorTeamCapacity)
      .sort((a, b) => a.load - b.load)[0];
    const assign = mentor && (demo || rng.chance(0.9));
    if (assign) mentor.load += 1;
    const status: TeamStatus = demo ? 'ACTIVE' : rng.weighted(TEAM_STATUS_WEIGHTS);
    const createdAt = new Date(registeredAt.getTime() + rng.int(1, 10) * DAY_MS);
    out.teams.push({ id, teamId, schoolCode: school.code, teamNumber, category, status, ...teamProgress(rng, status), teamName: teamName(rng), teamEmail: `${teamId.toLowerCase()}@teams.kvs.example.org`, assignedMentorId: assign ? mentor.id : null, metadata: {}, createdAt, updatedAt: createdAt });
    addMembers(rng, out, id, teamId, school.code, category, demo);
    // demo school k signs in with its team k+1: a junior, a junior and a senior team
    if (demo && index === out.demo.schoolCodes.indexOf(school.code) % teamCount) out.demo.teamIds.push(teamId);
  });

  if (teamCount > 0) {
    const hasSr = categories.includes('sr');
    const hasJr = categories.includes('jr');
    const attendance = (present: boolean): string | null => (present ? (rng.chance(0.85) ? 'P' : 'A') : null);
    out.schedules.push({
      schoolCode: school.code,
      seniorCohort: rng.pick(SENIOR_COHORTS),
      seniorTime: rng.pick(SENIOR_TIMES),
      juniorCohort: rng.pick(JUNIOR_COHORTS),
      juniorSlot: rng.pick(JUNIOR_SLOTS),
      srDay1: attendance(hasSr),
      srDay2: attendance(hasSr),
      srDay3: attendance(hasSr),
      srDay4: attendance(hasSr),
      jrDay1: attendance(hasJr),
      jrDay2: attendance(hasJr),
      jrDay3: attendance(hasJr),
      jrDay4: attendance(hasJr),
      updatedAt: new Date(Date.parse('2025-10-02T18:00:00+05:30')),
    });
  }
}

/** Phase, qualification flags and scores consistent with the status. */
function teamProgress(rng: Prng, status: TeamStatus): Pick<TeamRow, 'currentPhase' | 'phase1Qualified' | 'phase2Qualified' | 'finalistQualified' | 'phase1Score' | 'phase2Score' | 'phase3Score' | 'totalScore' | 'eliminatedAt' | 'eliminationReason'> {
  let phase = 1;
  let p1: number | null = null;
  let p2: number | null = null;
  // the finale (phase 3) has not been scored yet
  const p3: number | null = null;
  let eliminatedAt: Date | null = null;
  let reason: string | null = null;
  if (status === 'ACTIVE') {
    p1 = rng.int(45, 100);
    phase = p1 >= 70 && rng.chance(0.6) ? 2 : 1;
    if (phase === 2 && rng.chance(0.5)) p2 = rng.int(40, 100);
  } else if (status === 'FINALIST') {
    phase = 3;
    p1 = rng.int(75, 100);
    p2 = rng.int(70, 100);
  } else if (status === 'ELIMINATED') {
    p1 = rng.int(5, 44);
    eliminatedAt = new Date(PRELIMINARY_RESULTS + rng.int(0, 48) * 3_600_000);
    reason = rng.pick(ELIMINATION_REASONS);
  } else if (rng.chance(0.5)) {
    p1 = rng.int(20, 80);
  }
  return {
    currentPhase: phase,
    phase1Qualified: phase >= 2,
    phase2Qualified: phase >= 3,
    finalistQualified: phase >= 3,
    phase1Score: p1,
    phase2Score: p2,
    phase3Score: p3,
    totalScore: (p1 ?? 0) + (p2 ?? 0) + (p3 ?? 0),
    eliminatedAt,
    eliminationReason: reason,
  };
}

function addMembers(rng: Prng, out: Dataset, teamUuid: string, teamId: string, schoolCode: string, category: Category, demo: boolean): void {
  const count = demo ? LIMITS.maxTeamMembers : rng.weighted(MEMBER_COUNT_WEIGHTS);
  const leader = rng.int(1, count);
  const studentIds = new Set<string>();
  for (let position = 1; position <= count; position++) {
    const gender: Gender = rng.chance(0.005) ? 'other' : rng.chance(0.5) ? 'female' : 'male';
    const surname = rng.pick(SURNAMES);
    let studentId: string;
    do studentId = `${schoolCode}${rng.digits(5)}`;
    while (studentIds.has(studentId));
    studentIds.add(studentId);
    out.teamMembers.push({
      id: rng.uuid(),
      teamId: teamUuid,
      position,
      memberId: `${teamId}-M${position}`,
      studentId,
      name: `${rng.pick(FIRST_NAMES[gender])} ${surname}`,
      class: rng.pick(CLASSES_BY_CATEGORY[category]),
      fathersName: `${rng.pick(FIRST_NAMES.male)} ${surname}`,
      gender,
      isLeader: position === leader,
    });
  }
}

// Same shape as registrations made through the portal: HACK25-<school code>-<6 unambiguous characters>
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function referenceNumberFor(rng: Prng, schoolCode: string): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += REFERENCE_ALPHABET[rng.int(0, REFERENCE_ALPHABET.length - 1)];
  return `HACK25-${schoolCode}-${suffix}`;
}

function teamName(rng: Prng): string {
  return `${rng.pick(TEAM_NAME_WORDS.first)} ${rng.pick(TEAM_NAME_WORDS.second)}`;
}

function phone(rng: Prng): string {
  return String(rng.int(6, 9)) + rng.digits(9);
}

function slugName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Row counts of a data set, for logs and benchmarks. */
export function datasetCounts(dataset: Dataset): Record<string, number> {
  return {
    regions: dataset.regions.length,
    schools: dataset.schools.length,
    registrations: dataset.registrations.length,
    schoolAdmins: dataset.schoolAdmins.length,
    paymentSubmissions: dataset.paymentSubmissions.length,
    receiptFiles: dataset.files.length,
    mentors: dataset.mentors.length,
    teams: dataset.teams.length,
    students: dataset.teamMembers.length,
    schedules: dataset.schedules.length,
  };
}
