import { EVENT, MSG, eventDocument, type EventDocument } from '@hackathon/contracts';

/** A resource of the team dashboard: a PDF (view and download) or an external link. */
export type TeamResource =
  | { kind: 'document'; key: string; name: string; doc: EventDocument; description: string }
  | { kind: 'link'; key: string; name: string; href: string; description: string; actionLabel: string };

/** The five resources of the spec, in its order. */
export function teamResources(): TeamResource[] {
  return [
    { kind: 'document', key: 'bootcamp', name: 'Bootcamp Guidelines', doc: eventDocument('bootcamp'), description: 'How the bootcamp runs: sessions, attendance and conduct.' },
    { kind: 'document', key: 'lms', name: 'LMS Walkthrough', doc: eventDocument('lms'), description: 'A step-by-step tour of the learning site.' },
    { kind: 'link', key: 'lmsVideo', name: 'LMS Walkthrough Video', href: EVENT.lmsWalkthroughVideoUrl, description: 'The same tour as a video.', actionLabel: 'Watch video' },
    { kind: 'document', key: 'assessment', name: 'Assessment Guidelines', doc: eventDocument('assessment'), description: 'How the rounds are assessed and scored.' },
    { kind: 'link', key: 'mentorFeedback', name: 'Mentor Feedback Form', href: EVENT.mentorFeedbackFormUrl, description: 'Tell the organisers how your mentoring is going.', actionLabel: 'Open form' },
  ];
}

/** What viewing or downloading a document does: open its file, or say it is not published yet. */
export function documentAction(doc: EventDocument): { kind: 'open'; href: string; fileName: string } | { kind: 'soon'; message: string } {
  if (!doc.path) return { kind: 'soon', message: MSG.documentSoon(doc.name) };
  return { kind: 'open', href: doc.path, fileName: doc.path.split('/').pop() || 'document.pdf' };
}
