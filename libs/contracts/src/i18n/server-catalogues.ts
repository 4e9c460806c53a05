import enApi from '@hackathon/catalogue/compiled/en/api.json';
import enBackoffice from '@hackathon/catalogue/compiled/en/backoffice.json';
import enCertificates from '@hackathon/catalogue/compiled/en/certificates.json';
import enCommon from '@hackathon/catalogue/compiled/en/common.json';
import enDashboards from '@hackathon/catalogue/compiled/en/dashboards.json';
import enEvent from '@hackathon/catalogue/compiled/en/event.json';
import enJudging from '@hackathon/catalogue/compiled/en/judging.json';
import enLanding from '@hackathon/catalogue/compiled/en/landing.json';
import enLabels from '@hackathon/catalogue/compiled/en/labels.json';
import enMail from '@hackathon/catalogue/compiled/en/mail.json';
import enPublic from '@hackathon/catalogue/compiled/en/public.json';
import enSchool from '@hackathon/catalogue/compiled/en/school.json';
import enTeam from '@hackathon/catalogue/compiled/en/team.json';
import enViews from '@hackathon/catalogue/compiled/en/views.json';
import hiApi from '@hackathon/catalogue/compiled/hi/api.json';
import hiBackoffice from '@hackathon/catalogue/compiled/hi/backoffice.json';
import hiCertificates from '@hackathon/catalogue/compiled/hi/certificates.json';
import hiCommon from '@hackathon/catalogue/compiled/hi/common.json';
import hiDashboards from '@hackathon/catalogue/compiled/hi/dashboards.json';
import hiDocs from '@hackathon/catalogue/compiled/hi/docs.json';
import hiEvent from '@hackathon/catalogue/compiled/hi/event.json';
import hiJudging from '@hackathon/catalogue/compiled/hi/judging.json';
import hiLanding from '@hackathon/catalogue/compiled/hi/landing.json';
import hiLabels from '@hackathon/catalogue/compiled/hi/labels.json';
import hiMail from '@hackathon/catalogue/compiled/hi/mail.json';
import hiMessages from '@hackathon/catalogue/compiled/hi/messages.json';
import hiPublic from '@hackathon/catalogue/compiled/hi/public.json';
import hiSchool from '@hackathon/catalogue/compiled/hi/school.json';
import hiTeam from '@hackathon/catalogue/compiled/hi/team.json';
import hiViews from '@hackathon/catalogue/compiled/hi/views.json';
import { loadCatalogue } from './translate';

/**
 * Every namespace in both languages, for a process that answers in either (the API: its mails and
 * messages go out in the reader's language). The pages load theirs one namespace at a time instead.
 * (English `messages` and `docs` are loaded by messages.ts and knowledge/documents.ts themselves.)
 */
export function loadServerCatalogues(): void {
  for (const english of [enApi, enEvent, enLabels, enCommon, enLanding, enPublic, enSchool, enTeam, enBackoffice, enDashboards, enJudging, enCertificates, enViews, enMail]) loadCatalogue('en', english);
  for (const hindi of [hiMessages, hiApi, hiLabels, hiEvent, hiCommon, hiLanding, hiPublic, hiSchool, hiTeam, hiBackoffice, hiDashboards, hiJudging, hiCertificates, hiViews, hiMail, hiDocs]) loadCatalogue('hi', hindi);
}
