import { apiRequest } from '@hackathon/api-client';
import { currentLocale, type Locale } from '@hackathon/contracts';
import { onLanguageChosen, setLanguage, storedLanguage } from './language';
import { SESSION_CALLS, type SessionStore } from './store';

/** Keeps the choice on the account; a failure only means mails stay in the account's last language. */
function saveOnAccount(language: Locale): void {
  const { method, path } = SESSION_CALLS.language;
  apiRequest(path, { method, body: { language }, requireToken: true }).catch(() => undefined);
}

/**
 * The language and the signed-in account kept in step (issue 24): at sign-in (and restore) the
 * account's choice is shown; an account that never chose takes this device's; a switch while signed
 * in is saved on the account, so mails and bell notices to it are written in that language.
 * Returns the unsubscribe.
 */
export function syncLanguageWithAccount(store: SessionStore): () => void {
  let accountSeen: string | null = null;
  const onSession = () => {
    const { user, isAuthenticated, loading } = store.getState();
    if (!isAuthenticated || !user || loading) {
      accountSeen = null;
      return;
    }
    if (user.id === accountSeen) return;
    accountSeen = user.id;
    const onDevice = storedLanguage();
    if (user.language) {
      if (user.language !== currentLocale()) void setLanguage(user.language, { chosen: false }).catch(() => undefined);
    } else if (onDevice) saveOnAccount(onDevice);
  };
  const stopSession = store.subscribe(onSession);
  onSession();
  const stopChoice = onLanguageChosen((language) => {
    if (store.getState().isAuthenticated) saveOnAccount(language);
  });
  return () => {
    stopSession();
    stopChoice();
  };
}
