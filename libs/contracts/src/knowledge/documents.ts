import english from '@hackathon/catalogue/compiled/en/docs.json';
import { LIMITS } from '../constants';
import { EVENT, type EventDocument } from '../event';
import { contentFileUrl } from '../content';
import { formatDateTime } from '../format/date';
import type { MessageId } from '../i18n/catalogues';
import { loadCatalogue, translate, type MessageValues } from '../i18n/translate';
import { gap, h1, h2, li, p, pageBreak, type DocBlock } from './blocks';

loadCatalogue('en', english);

/**
 * The content of every published document (EVENT.documents with a path), built from the event
 * configuration, in the language of the moment (the `docs` catalogue, issue 24). The first page is
 * a cover; numbered h1 headings are the sections the chat cites.
 */

type DocsKey = Extract<MessageId, `docs.${string}`>;
const t = (key: DocsKey, values?: MessageValues): string => translate(key, values);

function cover(title: DocsKey, subtitle: string): DocBlock[] {
  return [
    gap(120),
    { kind: 'text', style: 'subtitle', text: `${EVENT.name} ${EVENT.edition}` },
    gap(6),
    { kind: 'text', style: 'title', text: t(title) },
    gap(6),
    { kind: 'text', style: 'subtitle', text: subtitle },
    gap(40),
    p(t('docs.cover.organised', { organiser: EVENT.organiser })),
    p(t('docs.cover.sentence', { text: EVENT.tagline })),
    gap(24),
    p(t('docs.cover.support', { email: EVENT.contact.email, helpline: EVENT.contact.helpline, hours: EVENT.contact.supportHours })),
    p(EVENT.contact.address),
    pageBreak,
  ];
}

function timelineBlocks(): DocBlock[] {
  return EVENT.timeline.flatMap((entry) => [h2(t('docs.timeline.entry', { title: entry.title, mode: entry.mode })), p(entry.date), p(entry.description), gap(4)]);
}

/** The two bootcamps of the timeline (by id: their titles differ by language). */
function bootcampBlocks(): DocBlock[] {
  return EVENT.timeline
    .filter((entry) => entry.id === 'foundationBootcamp' || entry.id === 'advancedBootcamp')
    .flatMap((entry) => [h2(entry.title), p(t('docs.timeline.dateMode', { date: entry.date, mode: entry.mode })), p(entry.description)]);
}

function prizeBlocks(): DocBlock[] {
  return EVENT.prizes.flatMap((prize) => [h2(t('docs.prize.level', { level: prize.level })), ...prize.items.map(li), gap(4)]);
}

function eligibilityBlocks(): DocBlock[] {
  return [
    li(t('docs.eligibility.grades', { grades: EVENT.eligibility.grades })),
    li(t('docs.eligibility.categories', { junior: [8, 9, 10].join(', ') })),
    li(t('docs.eligibility.teamSize', { min: LIMITS.minTeamMembers, max: EVENT.eligibility.maxStudentsPerTeam })),
    li(t('docs.eligibility.teams', { teams: LIMITS.maxTeamsPerSchool, students: LIMITS.expectedStudentsPerSchool })),
    li(t('docs.eligibility.mentors', { mentors: EVENT.eligibility.minMentors, rule: EVENT.eligibility.mentorRule })),
    li(t('docs.eligibility.fee', { fee: EVENT.fee.display, note: EVENT.fee.note })),
  ];
}

function supportBlocks(): DocBlock[] {
  return [
    h1(t('docs.support.title')),
    p(t('docs.support.email', { email: EVENT.contact.email })),
    p(t('docs.support.helpline', { helpline: EVENT.contact.helpline, hours: EVENT.contact.supportHours })),
    p(t('docs.support.office', { address: EVENT.contact.address })),
  ];
}

type DocumentKey = EventDocument['key'];

const minutes = () => ({ minutes: EVENT.arriveEarlyMinutes });

const CONTENT: Partial<Record<DocumentKey, () => DocBlock[]>> = {
  rulebook: () => [
    ...cover('docs.rulebook.title', t('docs.rulebook.subtitle')),
    h1(t('docs.rulebook.about.h')),
    p(t('docs.rulebook.about.p', { name: EVENT.name })),
    h1(t('docs.rulebook.eligibility.h')),
    ...eligibilityBlocks(),
    h1(t('docs.rulebook.registration.h')),
    li(t('docs.rulebook.registration.register')),
    li(t('docs.rulebook.registration.closes', { deadline: EVENT.registrationDeadline })),
    li(t('docs.rulebook.registration.fee', { methods: EVENT.paymentMethods.join(', ') })),
    li(t('docs.rulebook.registration.teams')),
    h1(t('docs.rulebook.rounds.h')),
    ...timelineBlocks(),
    h1(t('docs.rulebook.conduct.h')),
    li(t('docs.rule.chatbox')),
    li(t('docs.rule.signOut')),
    li(t('docs.rulebook.conduct.ownWork')),
    li(t('docs.rulebook.conduct.early', minutes())),
    h1(t('docs.rulebook.evaluation.h')),
    p(t('docs.rulebook.evaluation.p')),
    h1(t('docs.rulebook.prizes.h')),
    ...prizeBlocks(),
    ...supportBlocks(),
  ],
  bootcamp: () => [
    ...cover('docs.bootcamp.title', t('docs.bootcamp.subtitle')),
    h1(t('docs.bootcamp.structure.h')),
    ...bootcampBlocks(),
    h1(t('docs.bootcamp.who.h')),
    ...eligibilityBlocks(),
    h1(t('docs.bootcamp.attendance.h')),
    li(t('docs.bootcamp.attendance.early', minutes())),
    li(t('docs.bootcamp.attendance.recorded')),
    li(t('docs.rule.chatbox')),
    h1(t('docs.bootcamp.lms.h')),
    p(t('docs.bootcamp.lms.p', { url: EVENT.lmsUrl ?? 'none' })),
    li(t('docs.rule.signOutShort')),
    li(t('docs.bootcamp.lms.mentors')),
    h1(t('docs.bootcamp.after.h')),
    ...EVENT.nextSteps.map((step, index) => p(t('docs.numbered', { n: index + 1, text: step }))),
    ...supportBlocks(),
  ],
  bootcampSchedule: () => [
    ...cover('docs.schedule.title', t('docs.schedule.subtitle', { edition: EVENT.edition })),
    h1(t('docs.schedule.glance.h')),
    ...timelineBlocks(),
    h1(t('docs.schedule.sessions.h')),
    p(t('docs.schedule.sessions.p')),
    li(t('docs.schedule.sessions.early', minutes())),
    li(t('docs.schedule.sessions.closes', { date: formatDateTime(EVENT.countdownTarget) })),
    ...supportBlocks(),
  ],
  lms: () => [
    ...cover('docs.lms.title', t('docs.lms.subtitle')),
    h1(t('docs.lms.signIn.h')),
    li(t('docs.lms.signIn.open', { url: EVENT.lmsUrl ?? 'none' })),
    li(t('docs.lms.signIn.credentials')),
    li(t('docs.lms.signIn.signOut')),
    h1(t('docs.lms.course.h')),
    li(t('docs.lms.course.dashboard')),
    li(t('docs.lms.course.modules')),
    h1(t('docs.lms.live.h')),
    li(t('docs.lms.live.join', minutes())),
    li(t('docs.lms.live.chatbox')),
    h1(t('docs.lms.submit.h')),
    li(t('docs.lms.submit.deadline')),
    li(t('docs.lms.submit.replace')),
    p(t('docs.lms.video', { url: EVENT.lmsWalkthroughVideoUrl ?? 'none' })),
    ...supportBlocks(),
  ],
  schoolAdminLogin: () => [
    ...cover('docs.schoolAdmin.title', t('docs.schoolAdmin.subtitle')),
    h1(t('docs.schoolAdmin.register.h')),
    li(t('docs.schoolAdmin.register.code')),
    li(t('docs.schoolAdmin.register.details', { digits: LIMITS.contactDigits, min: LIMITS.strongPasswordMin })),
    li(t('docs.schoolAdmin.register.submit')),
    h1(t('docs.schoolAdmin.verify.h')),
    li(t('docs.schoolAdmin.verify.link')),
    li(t('docs.schoolAdmin.verify.resend', { max: LIMITS.resendVerificationMax })),
    h1(t('docs.schoolAdmin.signIn.h')),
    li(t('docs.schoolAdmin.signIn.login')),
    li(t('docs.schoolAdmin.signIn.forgot', { digits: LIMITS.otpDigits, minutes: LIMITS.otpValiditySeconds / 60 })),
    h1(t('docs.schoolAdmin.dashboard.h')),
    li(t('docs.schoolAdmin.dashboard.lists', { mentors: LIMITS.maxMentorsPerSchool, teams: LIMITS.maxTeamsPerSchool })),
    li(t('docs.schoolAdmin.dashboard.payment')),
    li(t('docs.schoolAdmin.dashboard.schedule')),
    ...supportBlocks(),
  ],
  teamLogin: () => [
    ...cover('docs.teamLogin.title', t('docs.teamLogin.subtitle')),
    h1(t('docs.teamLogin.id.h')),
    p(t('docs.teamLogin.id.p', { min: LIMITS.teamNumberMin, max: LIMITS.teamNumberMax })),
    h1(t('docs.teamLogin.signIn.h')),
    li(t('docs.teamLogin.signIn.choose')),
    li(t('docs.teamLogin.signIn.enter')),
    li(t('docs.teamLogin.signIn.dashboard')),
    h1(t('docs.teamLogin.help.h')),
    li(t('docs.teamLogin.help.ask')),
    li(t('docs.teamLogin.help.rule')),
    h1(t('docs.teamLogin.practice.h')),
    li(t('docs.rule.signOutShort')),
    li(t('docs.teamLogin.practice.share')),
    ...supportBlocks(),
  ],
  paymentGuide: () => [
    ...cover('docs.payment.title', t('docs.payment.subtitle')),
    h1(t('docs.payment.fee.h')),
    p(t('docs.payment.fee.p', { fee: EVENT.fee.display, note: EVENT.fee.note })),
    h1(t('docs.payment.paying.h')),
    li(t('docs.payment.paying.where', { url: EVENT.paymentCollectionUrl, methods: EVENT.paymentMethods.join(', ') })),
    li(t('docs.payment.paying.keep')),
    h1(t('docs.payment.proof.h')),
    li(t('docs.payment.proof.open')),
    li(t('docs.payment.proof.enter')),
    li(t('docs.payment.proof.upload', { mb: LIMITS.receiptMaxBytes / 1024 / 1024 })),
    h1(t('docs.payment.verification.h')),
    li(t('docs.payment.verification.pending')),
    li(t('docs.payment.verification.verdict')),
    ...supportBlocks(),
  ],
};

/** The blocks of a document, or null when it has no content yet (it cannot be published then). */
export function documentBlocks(key: DocumentKey): DocBlock[] | null {
  const build = CONTENT[key];
  return build ? build() : null;
}

/**
 * The edition's published documents (with a path) and their content; throws when one has no
 * content. A document the organisers replaced with an upload (issue 25) is left out: its words are
 * in their PDF, not here.
 */
export function publishedDocuments(): Array<{ doc: EventDocument; blocks: DocBlock[] }> {
  return EVENT.documents
    .filter((doc) => doc.path !== null && !doc.path.startsWith(contentFileUrl('')))
    .map((doc) => {
      const blocks = documentBlocks(doc.key);
      if (!blocks) throw new Error(`No content for document "${doc.key}" (${doc.path}); add it in libs/contracts/src/knowledge/documents.ts`);
      return { doc, blocks };
    });
}
