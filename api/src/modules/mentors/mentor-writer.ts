import { ConflictException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { API_MSG, LIMITS, type Gender } from '@hackathon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { mentors, schools } from '../../database/schema';
import { uniqueViolation } from '../registration/unique-violation';

export interface NewMentor {
  schoolCode: string;
  teacherId: string;
  name: string;
  designation: string;
  gender: Gender | null;
  contactNumber: string;
  email: string;
}

export interface CreatedMentor {
  id: string;
  mentorId: string;
  slot: number;
}

const SLOT_RACES = new Set(['mentors_school_code_slot_key', 'mentors_mentor_id_key']);
const MAX_ATTEMPTS = 5;

/**
 * Creates a mentor in the lowest free slot (1 or 2) of its school. The two-mentor limit is the
 * database's (unique school + slot, slot 1-2): a concurrent creation that takes the same slot
 * makes this one look again; with no slot free the answer is 409.
 */
export async function createMentorRecord(db: Db, input: NewMentor): Promise<CreatedMentor> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [school] = await tx.select({ code: schools.code }).from(schools).where(eq(schools.code, input.schoolCode)).limit(1);
        if (!school) throw new NotFoundException(API_MSG.schoolNotFound);
        const taken = await tx.select({ slot: mentors.slot }).from(mentors).where(eq(mentors.schoolCode, input.schoolCode));
        const used = new Set(taken.map((m) => m.slot));
        const slot = Array.from({ length: LIMITS.maxMentorsPerSchool }, (_, i) => i + 1).find((n) => !used.has(n));
        if (slot === undefined) throw new ConflictException(API_MSG.maxMentorsReached);
        const mentorId = `MNT-${input.schoolCode}-${slot}`;
        const [row] = await tx
          .insert(mentors)
          .values({
            mentorId,
            teacherId: input.teacherId.trim(),
            schoolCode: input.schoolCode,
            slot,
            name: input.name.trim(),
            designation: input.designation.trim(),
            gender: input.gender,
            contactNumber: input.contactNumber,
            email: input.email.trim().toLowerCase(),
            updatedAt: sql`now()`,
          })
          .returning({ id: mentors.id });
        return { id: row!.id, mentorId, slot };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null || !SLOT_RACES.has(constraint)) throw error;
    }
  }
  throw new ServiceUnavailableException(API_MSG.tryAgain);
}
