import type { Translate } from '../../i18n';

/** The email input of the login and forgot-password forms (label, type and autofill hint). */
export function emailField(t: Translate) {
  return { label: t('public.f.email'), type: 'email', name: 'email', autoComplete: 'email' } as const;
}
