import { API_MSG, LIMITS } from '@hackathon/contracts';
import { ConflictException } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { mentors, teams } from '../src/database/schema';
import { createMentorRecord } from '../src/modules/mentors/mentor-writer';
import { expectRoleMatrix, type TestApp } from './support';
import { bearer, bootParticipantsApp, tokensFor, type Participants } from './teams-fixtures';

jest.setTimeout(60_000);

const MENTOR_KEYS = [
  '_id',
  // the portal account's state (issue 26)
  'account',
  'mentorId',
  'teacherId',
  'name',
  'designation',
  'gender',
  'contactNumber',
  'emailId',
  'schoolCode',
  'schoolName',
  'district',
  'region',
  'state',
  'zone',
  'isActive',
  'assignedTeams',
  'createdAt',
  'updatedAt',
].sort();

describe('mentors', () => {
  let t: TestApp;
  let p: Participants;

  bootParticipantsApp((app, participants) => {
    t = app;
    p = participants;
  });

  const get = (code: string, token: string) => t.request().get(`/api/mentors/school/${code}`).set(bearer(token));

  describe('GET /api/mentors/school/{code}', () => {
    it("lists the school's mentors with their assigned teams and member counts", async () => {
      const tokens = tokensFor(t, p);
      const res = await get(p.schoolA.code, tokens.school_admin).expect(200);
      expect(res.body.message).toBe(API_MSG.mentorsLoaded);
      const list = res.body.data as Array<Record<string, unknown> & { assignedTeams: Array<Record<string, unknown>> }>;
      expect(list.map((m) => m.mentorId)).toEqual(p.schoolA.mentors.map((m) => m.mentorId));
      expect(list).toHaveLength(LIMITS.maxMentorsPerSchool);
      for (const mentor of list) {
        expect(Object.keys(mentor).sort()).toEqual(MENTOR_KEYS);
        const expected = p.schoolA.teams.filter((team) => team.assignedMentorId === mentor._id);
        expect(mentor.assignedTeams.map((a) => a.teamId).sort()).toEqual(expected.map((e) => e.teamId).sort());
        expect(mentor.assignedTeams.length).toBeLessThanOrEqual(LIMITS.mentorTeamCapacity);
        for (const assigned of mentor.assignedTeams) {
          const team = expected.find((e) => e.teamId === assigned.teamId)!;
          const members = p.dataset.teamMembers.filter((m) => m.teamId === team.id).length;
          expect(assigned).toEqual({ teamId: team.teamId, teamName: team.teamName, category: team.category, members });
        }
      }
      expect(list[0]).toMatchObject({ schoolCode: p.schoolA.code, region: p.schoolA.region, emailId: p.schoolA.mentors[0]!.email });
    });

    it('shows a mentor without teams with an empty list, and a school without mentors as []', async () => {
      const tokens = tokensFor(t, p);
      const mentor = p.schoolB.mentors[1]!;
      await t.db.update(teams).set({ assignedMentorId: null }).where(eq(teams.assignedMentorId, mentor.id));
      const res = await get(p.schoolB.code, tokens.admin).expect(200);
      expect(res.body.data.find((m: { _id: string }) => m._id === mentor.id).assignedTeams).toEqual([]);
      expect((await get(p.bare.code, tokens.admin).expect(200)).body.data).toEqual([]);
    });

    it('keeps school and region admins inside their scope', async () => {
      const tokens = tokensFor(t, p);
      await get(p.schoolB.code, tokens.school_admin).expect(403);
      const other = await get(p.schoolB.code, tokens.region_admin).expect(403);
      expect(JSON.stringify(other.body)).not.toContain(p.schoolB.mentors[0]!.mentorId);
      await get(p.schoolA.code, tokens.region_admin).expect(200);
      await get(p.schoolB.code, tokens.super_admin).expect(200);
    });

    it('answers 400 for a malformed code and 404 for an unknown school', async () => {
      const tokens = tokensFor(t, p);
      expect((await get('bad code', tokens.admin).expect(400)).body.message).toBe(API_MSG.invalidSchoolCode);
      await get('%27%20or%201%3D1--', tokens.admin).expect(400);
      expect((await get('88888', tokens.admin).expect(404)).body.message).toBe(API_MSG.schoolNotFound);
    });
  });

  describe('the two-mentor limit', () => {
    it('holds under four concurrent creations for one school: exactly two mentors, slots 1 and 2', async () => {
      const results = await Promise.allSettled(
        [1, 2, 3, 4].map((i) =>
          createMentorRecord(t.db, {
            schoolCode: p.bare.code,
            teacherId: `T-${i}`,
            name: `Teacher ${i}`,
            designation: 'PGT Computer Science',
            gender: 'female',
            contactNumber: `98765432${i}0`,
            email: `teacher${i}@kvs.example.org`,
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected).toHaveLength(2);
      for (const r of rejected) {
        expect(r.reason).toBeInstanceOf(ConflictException);
        expect((r.reason as Error).message).toBe(API_MSG.maxMentorsReached);
      }
      const rows = await t.db.select({ slot: mentors.slot, mentorId: mentors.mentorId }).from(mentors).where(eq(mentors.schoolCode, p.bare.code));
      expect(rows.map((r) => r.slot).sort()).toEqual([1, 2]);
      const list = await get(p.bare.code, tokensFor(t, p).admin).expect(200);
      expect(list.body.data).toHaveLength(2);
    });

    it('is a database fact: a third slot is refused by the schema itself', async () => {
      await expect(t.db.insert(mentors).values({ mentorId: 'MNT-X-3', teacherId: 'T-9', schoolCode: p.bare.code, slot: 3 })).rejects.toThrow();
      await expect(t.db.insert(mentors).values({ mentorId: 'MNT-X-1b', teacherId: 'T-9', schoolCode: p.bare.code, slot: 1 })).rejects.toThrow();
    });
  });

  it('enforces the role matrix', async () => {
    await expectRoleMatrix(t, [{ method: 'get', path: `/api/mentors/school/${p.schoolA.code}`, allowed: ['school_admin', 'admin', 'super_admin', 'region_admin'] }], tokensFor(t, p));
  });
});
