import { ApiError } from '@hackathon/api-client';
import { MSG, type EventSettings } from '@hackathon/contracts';

export type LockSubject = 'mentors' | 'teams';
export type LockAction = 'add' | 'edit' | 'delete' | 'manage';

// read when needed (MSG speaks the language of the moment)
const LOCKED_MSG: Record<LockSubject, Record<LockAction, () => string>> = {
  mentors: {
    add: () => MSG.mentorAddLocked,
    edit: () => MSG.mentorEditLocked,
    delete: () => MSG.mentorDeleteLocked,
    manage: () => MSG.mentorManagementLocked,
  },
  teams: {
    add: () => MSG.teamAddLocked,
    edit: () => MSG.teamEditLocked,
    delete: () => MSG.teamDeleteLocked,
    manage: () => MSG.teamManagementLocked,
  },
};

/** The spec's toast for a locked button ('Add mentor functionality is currently locked', ...). */
export function lockedMessage(subject: LockSubject, action: LockAction): string {
  return LOCKED_MSG[subject][action]();
}

/**
 * Whether management of the subject is locked. Until the settings are known (loading, or the
 * read failed) the screen shows the spec's default, locked; the server decides in any case.
 */
export function isLocked(settings: Pick<EventSettings, 'mentorsLocked' | 'teamsLocked'> | undefined, subject: LockSubject): boolean {
  if (!settings) return true;
  return subject === 'mentors' ? settings.mentorsLocked !== false : settings.teamsLocked !== false;
}

/** The lock messages in the language of the moment (the API answers in the reader's language). */
const allLockedMessages = () => new Set<string>(Object.values(LOCKED_MSG).flatMap((byAction) => Object.values(byAction).map((message) => message())));

/** A refusal because the lock was switched on meanwhile (the screen then re-reads the settings). */
export function isLockedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.isClientError && allLockedMessages().has(error.serverMessage ?? error.message);
}
