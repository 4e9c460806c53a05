import { ApiError } from '@hackathon/api-client';
import { MSG } from '@hackathon/contracts';
import { mentorSaveFailure } from './saveError';

const refusal = (status: number, message: string | undefined, errors?: { path: string; msg: string }[]) =>
  new ApiError({ code: 'UNKNOWN_ERROR', status, message: message ?? MSG.unknownError, serverMessage: message, body: { success: false, message, errors } });

describe('mentorSaveFailure', () => {
  it('puts server field errors on the fields and focuses the first in form order', () => {
    const failure = mentorSaveFailure(
      refusal(400, 'Validation failed', [
        { path: 'emailId', msg: MSG.invalidEmail },
        { path: 'teacherId', msg: MSG.teacherIdChars },
      ]),
    );
    expect(failure.fieldErrors).toEqual({ emailId: MSG.invalidEmail, teacherId: MSG.teacherIdChars });
    expect(failure.focus).toBe('teacherId');
    expect(failure.message).toBeNull();
  });

  it('keeps errors of paths outside the form as the message', () => {
    const failure = mentorSaveFailure(refusal(400, 'Validation failed', [{ path: 'schoolCode', msg: "A mentor's school cannot be changed" }]));
    expect(failure.focus).toBeNull();
    expect(failure.message).toBe("A mentor's school cannot be changed");
  });

  it('words a 409 as the duplicate mentor', () => {
    expect(mentorSaveFailure(refusal(409, MSG.mentorConflict)).message).toBe('A mentor with this email, teacher ID or contact number already exists.');
    expect(mentorSaveFailure(refusal(409, undefined)).message).toBe(MSG.mentorConflict);
    expect(mentorSaveFailure(refusal(409, 'Maximum 2 mentors allowed per school')).message).toBe('Maximum 2 mentors allowed per school');
  });

  it("uses the server's message, else 'Failed to save mentor. Please try again.'", () => {
    expect(mentorSaveFailure(refusal(403, 'Edit mentor functionality is currently locked')).message).toBe('Edit mentor functionality is currently locked');
    expect(mentorSaveFailure(new ApiError({ code: 'NETWORK_ERROR', status: 0, message: MSG.networkError })).message).toBe(
      'Failed to save mentor. Please try again.',
    );
    expect(mentorSaveFailure(new Error('x')).message).toBe(MSG.failedSaveMentor);
  });
});
