import english from '@hackathon/catalogue/compiled/en/landing.json';
import { registerCatalogue } from '@hackathon/session';

/**
 * The `landing` namespace: the landing page's texts (hero, timeline, prizes, guidelines, FAQ,
 * contact, footer), apart from the other public pages' `public` so that the first page a school
 * opens downloads only its own words. The landing's files import `useT` from here.
 */
registerCatalogue('landing', english, () => import('@hackathon/catalogue/compiled/hi/landing.json'));

export { useLanguage, useT } from '@hackathon/session';
