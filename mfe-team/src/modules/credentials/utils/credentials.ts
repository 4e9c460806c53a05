import { MSG } from '@hackathon/contracts';
import { translate } from '../../../i18n';

/** What the credentials panel shows for one value. */
export interface CredentialField {
  label: string;
  /** The value to show and copy; null when there is none to show. */
  value: string | null;
  /** What stands in its place when value is null. */
  fallback: string;
  secret: boolean;
}

/** Shown for a hidden password: a fixed length, so the mask says nothing about the real one. */
export const PASSWORD_MASK = '••••••••••';

/**
 * The spec's credentials (keys Team Email and Password). The server keeps only a hash, so the
 * password is the one typed at this tab's sign-in, or nothing (then: hidden, and who can reset it).
 */
export function teamCredentials(teamEmail: string | null, typedPassword: string | null): CredentialField[] {
  return [
    { label: translate('team.credentials.teamEmail'), value: teamEmail?.trim() || null, fallback: MSG.teamEmailNotSet, secret: false },
    { label: translate('team.credentials.password'), value: typedPassword ? typedPassword : null, fallback: MSG.teamPasswordHidden, secret: true },
  ];
}

/** The text on screen: a secret is masked until shown. */
export function displayedValue(field: CredentialField, revealed: boolean): string {
  if (field.value === null) return field.fallback;
  return field.secret && !revealed ? PASSWORD_MASK : field.value;
}
