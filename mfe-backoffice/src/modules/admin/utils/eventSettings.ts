import { API_MSG, type EventSettings, type EventSettingsUpdate } from '@hackathon/contracts';
import { tr } from '../../../i18n';

/**
 * The two switches of the Event settings card, in display order. `area` is the machine value the
 * toast's message takes; `label` and `hint` are read in the language of the moment.
 */
export const LOCK_SWITCHES = [
  {
    key: 'mentorsLocked',
    area: 'Mentors',
    get label() {
      return tr('backoffice.settings.mentorsLocked');
    },
    get hint() {
      return tr('backoffice.settings.mentorsLockedHint');
    },
  },
  {
    key: 'teamsLocked',
    area: 'Teams',
    get label() {
      return tr('backoffice.settings.teamsLocked');
    },
    get hint() {
      return tr('backoffice.settings.teamsLockedHint');
    },
  },
] as const;

export type LockKey = (typeof LOCK_SWITCHES)[number]['key'];

/** The PUT body for one switch moved to `locked`; null when it already is there (nothing to send). */
export function lockChange(current: EventSettings | undefined, key: LockKey, locked: boolean): EventSettingsUpdate | null {
  if (current && current[key] === locked) return null;
  return { [key]: locked };
}

/** The settings as they will read once the change is saved (what the switches show meanwhile). */
export function applyChange(current: EventSettings, change: EventSettingsUpdate): EventSettings {
  return {
    ...current,
    mentorsLocked: change.mentorsLocked ?? current.mentorsLocked,
    teamsLocked: change.teamsLocked ?? current.teamsLocked,
  };
}

/** The success toast: which lock moved, and where. */
export function changeToast(change: EventSettingsUpdate): string {
  const parts = LOCK_SWITCHES.filter((s) => change[s.key] !== undefined).map((s) => API_MSG.eventLockChanged(s.area, change[s.key] === true));
  return parts.length > 0 ? parts.join('; ') : API_MSG.eventSettingsUpdated;
}
