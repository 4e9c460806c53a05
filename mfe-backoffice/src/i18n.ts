import englishBackoffice from '@hackathon/catalogue/compiled/en/backoffice.json';
import englishCertificates from '@hackathon/catalogue/compiled/en/certificates.json';
import englishDashboards from '@hackathon/catalogue/compiled/en/dashboards.json';
import englishJudging from '@hackathon/catalogue/compiled/en/judging.json';
import { translate, type MessageId, type MessageValues } from '@hackathon/contracts';
import { registerCatalogue } from '@hackathon/session';

/**
 * The back office's namespaces: `backoffice` (the admin's screens), `dashboards` (the region,
 * super admin, schedule and payment screens), `judging` (the admin's judged rounds, issue 27) and
 * `certificates` (the admin's Certificates section, issue 28).
 * Every file of this remote that shows text imports `useT` from here, so the catalogues are
 * registered before its first render.
 */
registerCatalogue('backoffice', englishBackoffice, () => import('@hackathon/catalogue/compiled/hi/backoffice.json'));
registerCatalogue('dashboards', englishDashboards, () => import('@hackathon/catalogue/compiled/hi/dashboards.json'));
registerCatalogue('judging', englishJudging, () => import('@hackathon/catalogue/compiled/hi/judging.json'));
registerCatalogue('certificates', englishCertificates, () => import('@hackathon/catalogue/compiled/hi/certificates.json'));

export { useLanguage, useT } from '@hackathon/session';
export type { Translate } from '@hackathon/session';

/**
 * A message outside render (label tables read during render, toasts in mutation callbacks), in the
 * language of the moment. Importing it from here registers the catalogues above first.
 */
export function tr(id: MessageId, values?: MessageValues): string {
  return translate(id, values);
}
