import type { CompiledCatalogue } from './catalogue-types';
import type enApi from '@hackathon/catalogue/compiled/en/api.json';
import type enBackoffice from '@hackathon/catalogue/compiled/en/backoffice.json';
import type enCertificates from '@hackathon/catalogue/compiled/en/certificates.json';
import type enCommon from '@hackathon/catalogue/compiled/en/common.json';
import type enDashboards from '@hackathon/catalogue/compiled/en/dashboards.json';
import type enDocs from '@hackathon/catalogue/compiled/en/docs.json';
import type enEvent from '@hackathon/catalogue/compiled/en/event.json';
import type enJudging from '@hackathon/catalogue/compiled/en/judging.json';
import type enLanding from '@hackathon/catalogue/compiled/en/landing.json';
import type enLabels from '@hackathon/catalogue/compiled/en/labels.json';
import type enMail from '@hackathon/catalogue/compiled/en/mail.json';
import type enMessages from '@hackathon/catalogue/compiled/en/messages.json';
import type enPublic from '@hackathon/catalogue/compiled/en/public.json';
import type enSchool from '@hackathon/catalogue/compiled/en/school.json';
import type enTeam from '@hackathon/catalogue/compiled/en/team.json';
import type enViews from '@hackathon/catalogue/compiled/en/views.json';

/**
 * The catalogue's namespaces: `messages` (the specs' messages, MSG), `api` (the API's own
 * messages, API_MSG), `labels` (the other message and label tables of this library), `event` (the
 * edition's content: timeline, FAQ, prizes, contacts), `common` (the shell and the shared libs
 * around every page), `views` (the shared libs' lists, member rows and file previews), `landing`
 * (the landing page), one per remote (`public`; `school`; `team`; `backoffice` the admin's,
 * `dashboards` the region, super admin, schedule and payment screens of the same remote, `judging`
 * its judged rounds of issue 27, `certificates` its Certificates section of issue 28), `mail`
 * (what the API writes: mails, CSV headers) and `docs` (the event's documents: their PDFs and the
 * rulebook page). A page loads the namespaces of the code it runs, English with the code and the
 * other language on demand (ADR 0010).
 */
export type Namespace = 'messages' | 'api' | 'labels' | 'event' | 'common' | 'landing' | 'public' | 'school' | 'team' | 'backoffice' | 'dashboards' | 'judging' | 'certificates' | 'views' | 'mail' | 'docs';

/** Every message's key, typed from the English catalogue. */
export type MessageId =
  | keyof typeof enMessages
  | keyof typeof enApi
  | keyof typeof enCommon
  | keyof typeof enLanding
  | keyof typeof enPublic
  | keyof typeof enSchool
  | keyof typeof enTeam
  | keyof typeof enBackoffice
  | keyof typeof enDashboards
  | keyof typeof enJudging
  | keyof typeof enCertificates
  | keyof typeof enEvent
  | keyof typeof enLabels
  | keyof typeof enViews
  | keyof typeof enMail
  | keyof typeof enDocs;

/** How a page fetches a namespace's Hindi: a dynamic import, so the chunk is downloaded only when Hindi is chosen. */
export type CatalogueLoader = () => Promise<{ default: CompiledCatalogue }>;
