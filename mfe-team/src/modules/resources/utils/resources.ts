import { EVENT, MSG, eventDocument, type EventDocument } from '@hackathon/contracts';
import { translate } from '../../../i18n';

/** A resource of the team dashboard: a PDF (view and download) or an external link. */
export type TeamResource =
  | { kind: 'document'; key: string; name: string; doc: EventDocument; description: string }
  | { kind: 'link'; key: string; name: string; href: string; description: string; actionLabel: string };

/** The five resources of the spec, in its order (a link the organisers have not published is left out). */
export function teamResources(): TeamResource[] {
  const resources: (TeamResource | null)[] = [
    {
      kind: 'document',
      key: 'bootcamp',
      name: translate('team.resources.bootcamp.name'),
      doc: eventDocument('bootcamp'),
      description: translate('team.resources.bootcamp.description'),
    },
    { kind: 'document', key: 'lms', name: translate('team.resources.lms.name'), doc: eventDocument('lms'), description: translate('team.resources.lms.description') },
    EVENT.lmsWalkthroughVideoUrl ? {
      kind: 'link',
      key: 'lmsVideo',
      name: translate('team.resources.lmsVideo.name'),
      href: EVENT.lmsWalkthroughVideoUrl,
      description: translate('team.resources.lmsVideo.description'),
      actionLabel: translate('team.resources.lmsVideo.action'),
    } : null,
    {
      kind: 'document',
      key: 'assessment',
      name: translate('team.resources.assessment.name'),
      doc: eventDocument('assessment'),
      description: translate('team.resources.assessment.description'),
    },
    EVENT.mentorFeedbackFormUrl ? {
      kind: 'link',
      key: 'mentorFeedback',
      name: translate('team.resources.mentorFeedback.name'),
      href: EVENT.mentorFeedbackFormUrl,
      description: translate('team.resources.mentorFeedback.description'),
      actionLabel: translate('team.resources.mentorFeedback.action'),
    } : null,
  ];
  return resources.filter((resource): resource is TeamResource => resource !== null);
}

/** What viewing or downloading a document does: open its file, or say it is not published yet. */
export function documentAction(doc: EventDocument): { kind: 'open'; href: string; fileName: string } | { kind: 'soon'; message: string } {
  if (!doc.path) return { kind: 'soon', message: MSG.documentSoon(doc.name) };
  // an uploaded document's URL ends in its id: the download is named after the document
  const last = doc.path.split('/').pop() ?? '';
  return { kind: 'open', href: doc.path, fileName: last.endsWith('.pdf') ? last : `${doc.key}.pdf` };
}
