import english from '@hackathon/catalogue/compiled/en/public.json';
import { registerCatalogue } from '@hackathon/session';

/**
 * The `public` namespace: the texts of the public pages but the landing's (sign-in, registration,
 * email verification, passwords, rulebook; the landing has its own, modules/landing/i18n.ts).
 * Every other file of this remote that shows text imports `useT` from here, so the catalogue is
 * registered before its first render; the Hindi is a chunk fetched only when shown.
 */
registerCatalogue('public', english, () => import('@hackathon/catalogue/compiled/hi/public.json'));

export { useLanguage, useT } from '@hackathon/session';
export type { Translate } from '@hackathon/session';
