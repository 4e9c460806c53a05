import english from '@hackathon/catalogue/compiled/en/docs.json';
import { registerCatalogue } from '@hackathon/session';

/**
 * The `docs` namespace (the event documents' text, issue 24) for the rulebook page, which shows
 * the rulebook as HTML where the browser shows no PDF; with the `public` namespace of the remote.
 */
registerCatalogue('docs', english, () => import('@hackathon/catalogue/compiled/hi/docs.json'));

export { useLanguage, useT } from '../../i18n';
