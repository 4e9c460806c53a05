import { createHash } from 'node:crypto';
import { CLASSES_BY_CATEGORY, INDIAN_STATES, KVS_REGIONS, LIMITS, REGION_GROUPS, TEAM_ID_PATTERN, ZONES, regionInitial } from '@hackathon/contracts';
import { datasetCounts, generateDataset, type Dataset } from './dataset';
import { Prng } from './prng';
import { REFERENCE_NUMBER_PATTERN } from '../../registration';

function fingerprint(dataset: Dataset): string {
  return createHash('sha256')
    .update(JSON.stringify(dataset, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value)))
    .digest('hex');
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of items) map.set(key(item), (map.get(key(item)) ?? 0) + 1);
  return map;
}

describe('generateDataset', () => {
  const dataset = generateDataset({ seed: 7 });

  it('covers 25 regions in 5 zones with 1,000+ schools', () => {
    expect(KVS_REGIONS).toHaveLength(25);
    expect(new Set(dataset.schools.map((s) => s.region)).size).toBe(25);
    expect(new Set(dataset.schools.map((s) => s.zone))).toEqual(new Set(ZONES.map((z) => z.code)));
    expect(dataset.schools.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(KVS_REGIONS.map((r) => r.group))).toEqual(new Set(REGION_GROUPS));
  });

  it('gives every school a unique code, a PM SHRI KV name, a real state and contacts', () => {
    expect(new Set(dataset.schools.map((s) => s.code)).size).toBe(dataset.schools.length);
    for (const school of dataset.schools) {
      expect(school.code).toMatch(/^[0-9]{4,5}$/);
      expect(school.name).toMatch(/^PM SHRI KV \S/);
      expect(INDIAN_STATES).toContain(school.state);
      expect(school.district).not.toBe('');
      expect(school.contactNumber).toMatch(/^[6-9][0-9]{9}$/);
      expect(school.email).toMatch(/@/);
    }
  });

  it('has about 900 registrations, one per school, in every payment state', () => {
    expect(dataset.registrations.length).toBeGreaterThanOrEqual(850);
    expect(dataset.registrations.length).toBeLessThanOrEqual(950);
    expect(new Set(dataset.registrations.map((r) => r.schoolCode)).size).toBe(dataset.registrations.length);
    for (const registration of dataset.registrations) expect(registration.referenceNumber).toMatch(REFERENCE_NUMBER_PATTERN);
    const byState = countBy(dataset.registrations, (r) => r.paymentStatus);
    for (const state of ['not_submitted', 'submitted', 'verified', 'rejected']) expect(byState.get(state)).toBeGreaterThan(10);
  });

  it('keeps payment submissions consistent with the registration and gives each a real receipt file', () => {
    const byRegistration = new Map<string, typeof dataset.paymentSubmissions>();
    for (const submission of dataset.paymentSubmissions) {
      byRegistration.set(submission.registrationId, [...(byRegistration.get(submission.registrationId) ?? []), submission]);
    }
    const files = new Map(dataset.files.map((f) => [f.id, f]));
    for (const registration of dataset.registrations) {
      const history = byRegistration.get(registration.id) ?? [];
      if (registration.paymentStatus === 'not_submitted') {
        expect(history).toHaveLength(0);
        continue;
      }
      expect(history.length).toBeGreaterThan(0);
      expect(history[history.length - 1]!.status).toBe(registration.paymentStatus);
      for (const submission of history) {
        const file = files.get(submission.receiptFileId!)!;
        const head = file.data.subarray(0, 5).toString('latin1');
        expect(file.contentType === 'application/pdf' ? head : file.data.subarray(1, 4).toString('latin1')).toBe(
          file.contentType === 'application/pdf' ? '%PDF-' : 'PNG',
        );
        expect(file.sizeBytes).toBe(file.data.length);
        expect(file.sizeBytes).toBeLessThan(LIMITS.receiptMaxBytes);
        if (submission.status === 'rejected') expect(submission.rejectionReason).toBeTruthy();
        if (submission.status !== 'submitted') expect(submission.verifiedAt).toBeInstanceOf(Date);
      }
    }
  });

  it('respects the mentor, team, member, leader and class limits', () => {
    const mentorsPerSchool = countBy(dataset.mentors, (m) => m.schoolCode);
    for (const n of mentorsPerSchool.values()) expect(n).toBeLessThanOrEqual(LIMITS.maxMentorsPerSchool);
    const teamsPerSchool = countBy(dataset.teams, (t) => t.schoolCode);
    for (const n of teamsPerSchool.values()) expect(n).toBeLessThanOrEqual(LIMITS.maxTeamsPerSchool);
    expect([...mentorsPerSchool.values()]).toContain(2);
    expect([...teamsPerSchool.values()]).toContain(4);

    const mentorLoad = countBy(dataset.teams.filter((t) => t.assignedMentorId), (t) => t.assignedMentorId!);
    for (const n of mentorLoad.values()) expect(n).toBeLessThanOrEqual(LIMITS.mentorTeamCapacity);
    const mentorSchool = new Map(dataset.mentors.map((m) => [m.id, m.schoolCode]));
    for (const team of dataset.teams) if (team.assignedMentorId) expect(mentorSchool.get(team.assignedMentorId)).toBe(team.schoolCode);

    const membersByTeam = new Map<string, typeof dataset.teamMembers>();
    for (const member of dataset.teamMembers) membersByTeam.set(member.teamId, [...(membersByTeam.get(member.teamId) ?? []), member]);
    for (const team of dataset.teams) {
      const members = membersByTeam.get(team.id) ?? [];
      expect(members.length).toBeGreaterThanOrEqual(LIMITS.minTeamMembers);
      expect(members.length).toBeLessThanOrEqual(LIMITS.maxTeamMembers);
      expect(members.filter((m) => m.isLeader)).toHaveLength(1);
      expect(new Set(members.map((m) => m.studentId)).size).toBe(members.length);
      for (const member of members) expect(CLASSES_BY_CATEGORY[team.category]).toContain(member.class);
    }
  });

  it('gives team IDs the spec shape: region initial, school code, JR/SR, number 1-4', () => {
    const schools = new Map(dataset.schools.map((s) => [s.code, s]));
    expect(new Set(dataset.teams.map((t) => t.teamId)).size).toBe(dataset.teams.length);
    for (const team of dataset.teams) {
      expect(team.teamId).toMatch(TEAM_ID_PATTERN);
      expect(team.teamId).toBe(`${regionInitial(schools.get(team.schoolCode)!.region)}${team.schoolCode}${team.category.toUpperCase()}${team.teamNumber}`);
    }
    expect(new Set(dataset.teams.map((t) => t.category))).toEqual(new Set(['jr', 'sr']));
  });

  it('has schedules with Day 1-4 attendance for schools with teams', () => {
    const withTeams = new Set(dataset.teams.map((t) => t.schoolCode));
    expect(dataset.schedules.length).toBe(withTeams.size);
    const values = new Set(dataset.schedules.flatMap((s) => [s.srDay1, s.jrDay4]));
    expect(values).toEqual(new Set(['P', 'A', null]));
  });

  it('marks three complete demo schools in different regions, each with a demo team', () => {
    expect(dataset.demo.schoolCodes).toHaveLength(3);
    expect(dataset.demo.teamIds).toHaveLength(3);
    const regions = dataset.demo.schoolCodes.map((code) => dataset.schools.find((s) => s.code === code)!.region);
    expect(new Set(regions).size).toBe(3);
    for (const code of dataset.demo.schoolCodes) {
      expect(dataset.registrations.find((r) => r.schoolCode === code)!.paymentStatus).toBe('verified');
      expect(dataset.teams.filter((t) => t.schoolCode === code)).toHaveLength(4);
      expect(dataset.schoolAdmins.find((a) => a.schoolCode === code)!.emailVerifiedAt).toBeInstanceOf(Date);
    }
    dataset.demo.teamIds.forEach((teamId, i) => expect(dataset.teams.find((t) => t.teamId === teamId)!.schoolCode).toBe(dataset.demo.schoolCodes[i]));
  });

  it('is deterministic by seed', () => {
    expect(fingerprint(generateDataset({ seed: 7 }))).toBe(fingerprint(dataset));
    expect(fingerprint(generateDataset({ seed: 8 }))).not.toBe(fingerprint(dataset));
  });

  it('multiplies counts by scale', () => {
    const tenth = datasetCounts(generateDataset({ seed: 7, scale: 0.1 }));
    const base = datasetCounts(dataset);
    expect(tenth.schools).toBe(25 * Math.round(42 * 0.1));
    expect(base.schools).toBe(25 * 42);
    expect(tenth.registrations).toBeLessThan(base.registrations / 5);
    expect(() => generateDataset({ scale: 0 })).toThrow(RangeError);
    expect(() => generateDataset({ scale: 1000 })).toThrow(RangeError);
  });
});

describe('Prng', () => {
  it('repeats its sequence for a seed and makes valid v4 UUIDs', () => {
    const a = new Prng(42);
    const b = new Prng(42);
    const seqA = Array.from({ length: 5 }, () => a.uint32());
    expect(Array.from({ length: 5 }, () => b.uint32())).toEqual(seqA);
    expect(new Prng(42).uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const ints = Array.from({ length: 1000 }, () => a.int(1, 4));
    expect(new Set(ints)).toEqual(new Set([1, 2, 3, 4]));
  });
});
