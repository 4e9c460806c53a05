import { MSG } from '@hackathon/contracts';
import { fieldErrorMap, httpStatus, serverFieldErrors, serverMessageOr } from '../../shared/utils/serverErrors';
import { MENTOR_FIELDS, firstErrorField, type MentorField, type MentorFormErrors } from './mentorForm';

export interface MentorSaveFailure {
  /** Server field errors placed on the form's fields. */
  fieldErrors: MentorFormErrors;
  /** The field to focus (the first with an error, in form order). */
  focus: MentorField | null;
  /** What to say above the form and in the toast; null when the field errors say it all. */
  message: string | null;
}

/**
 * A refused save: field errors on their fields (first focused); a 409 is the duplicate mentor
 * (the server's words for other conflicts such as the 2-mentor limit); else the server's message
 * or 'Failed to save mentor. Please try again.'.
 */
export function mentorSaveFailure(error: unknown): MentorSaveFailure {
  const map = fieldErrorMap(serverFieldErrors(error));
  const fieldErrors: MentorFormErrors = {};
  const other: string[] = [];
  for (const [path, msg] of Object.entries(map)) {
    if ((MENTOR_FIELDS as readonly string[]).includes(path)) fieldErrors[path as MentorField] = msg;
    else other.push(msg);
  }
  const focus = firstErrorField(fieldErrors);
  if (httpStatus(error) === 409) return { fieldErrors, focus, message: serverMessageOr(error, MSG.mentorConflict) };
  if (focus) return { fieldErrors, focus, message: other[0] ?? null };
  return { fieldErrors, focus, message: other[0] ?? serverMessageOr(error, MSG.failedSaveMentor) };
}
