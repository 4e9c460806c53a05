/**
 * The one event configuration: dates, countdown target, deadlines, fee, prizes, contacts and
 * headline counts. Screens read from here; nothing about the event is hard-coded elsewhere.
 *
 * Its words live in the `event` catalogue (libs/contracts/catalogue/<language>/event.json, issue 24):
 * every text below is a getter that renders in the language of the moment, so read the fields when
 * rendering, not once at load. Ids, dates, numbers and URLs stay plain values.
 */
import { EVENT_TITLE } from './event-title';
import english from '@hackathon/catalogue/compiled/en/event.json';
import { contentFileUrl, contentImageUrl, embeddableVideoUrl, GALLERY_WIDTHS, inLanguage, type Bilingual, type ContentDocumentKey, type HeadlineCount, type HeadlineCountKey, type SiteContent } from './content';
import { currentLocale, loadCatalogue, readInLocale, translate, type MessageValues } from './i18n/translate';
import { contentSlot } from './site-content-slot';

loadCatalogue('en', english);

export interface TimelineEntry {
  /** The entry's id in the catalogue (`event.timeline.<id>.title`): the same in every language. */
  id: string;
  title: string;
  date: string;
  mode: 'online' | 'offline';
  description: string;
}

export interface EventDocument {
  key: 'bootcampSchedule' | 'bootcamp' | 'lms' | 'schoolAdminLogin' | 'teamLogin' | 'assessment' | 'rulebook' | 'paymentGuide';
  name: string;
  /** Path under the shell's public folder; null while the document is not yet published. */
  path: string | null;
}

export interface GalleryItem {
  name: string;
  type: 'image' | 'video';
  /** Path under the shell's public folder or the API's content files, or an embeddable URL for videos. */
  path: string;
  caption: string;
  /** An uploaded photo's web sizes (`srcset`). */
  srcSet?: string;
  /** An uploaded photo's alternative text (the edition's own pictures use the caption). */
  alt?: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

type EventKey = keyof typeof english;

const published = (): SiteContent | null => contentSlot().content;
/** The spec's static figures: the first edition's headline counts, as announced (a fresh copy each time). */
const firstEditionStats = (): Record<HeadlineCountKey, HeadlineCount> => ({
  schools: { mode: 'announced', value: 913 },
  teams: { mode: 'announced', value: 3652 },
  zones: { mode: 'announced', value: 5 },
});
/** A published text in the language of the moment. */
const local = (value: Bilingual): string => inLanguage(value, currentLocale());

/** The message `key` of the event catalogue in the current language (issue 24). */
const text = (key: EventKey, values?: MessageValues): string => translate(key, values);

/**
 * `fixed` plus a getter per entry of `texts`: reading `entry.title` renders its message in the
 * language of the moment, so a list read at render time follows the language switch.
 */
function withTexts<Fixed extends object, Texts extends Record<string, EventKey>>(fixed: Fixed, texts: Texts): Fixed & { readonly [K in keyof Texts]: string } {
  const entry = { ...fixed } as Record<string, unknown>;
  for (const [name, key] of Object.entries(texts)) Object.defineProperty(entry, name, { get: () => text(key), enumerable: true, configurable: true });
  return entry as never;
}

/** Eligibility facts of the FAQ (participant spec, section 1). */
const ELIGIBILITY = {
  get grades() {
    return text('event.eligibility.grades');
  },
  maxStudentsPerTeam: 5,
  minMentors: 2,
  get mentorRule() {
    return text('event.eligibility.mentorRule');
  },
} as const;

const FEE = {
  amount: 50000,
  currency: 'INR',
  get display() {
    return text('event.fee.display', { amount: FEE.amount });
  },
  get note() {
    return text('event.fee.note');
  },
} as const;
/**
 * The event's intro video (an embeddable URL). None is published yet: the landing page then shows
 * its poster image instead of an empty player. Set it here when the organisers publish the video.
 */
const INTRO_VIDEO_URL: string | null = null;
const INTRO_POSTER = withTexts({ path: '/gallery/bootcamp-kickoff.svg' } as const, { alt: 'event.introPoster.alt' });

/** The edition's links, before the organisers publish theirs. */
const DEFAULT_LINKS = {
  // not known before the organisers publish them: the screens say so or leave them out meanwhile
  lms: null,
  lmsWalkthroughVideo: null,
  mentorFeedbackForm: null,
  paymentPage: 'https://onlinesbi.sbi/sbicollect/',
  paymentTutorialVideo: null,
  developerCredit: null,
} as const satisfies SiteContent['links'];
const link = (key: keyof SiteContent['links']): string | null => {
  const content = published();
  return content ? content.links[key] : DEFAULT_LINKS[key];
};
const PAYMENT_METHOD_KEYS = [
  'event.paymentMethod.card',
  'event.paymentMethod.upi',
  'event.paymentMethod.challan',
  'event.paymentMethod.neft',
  'event.paymentMethod.bankTransfer',
] as const satisfies readonly EventKey[];
const paymentMethods = (): readonly string[] => PAYMENT_METHOD_KEYS.map((key) => text(key));

const NATIONAL_CASH_PRIZES = [25000, 15000, 10000] as const;

const timelineEntry = (id: string, mode: TimelineEntry['mode']): TimelineEntry =>
  withTexts({ id, mode }, {
    title: `event.timeline.${id}.title` as EventKey,
    date: `event.timeline.${id}.date` as EventKey,
    description: `event.timeline.${id}.description` as EventKey,
  });

/**
 * A document in the reader's language: the organisers' upload (Hindi falls back to the English
 * upload), else the edition's own file (the Hindi PDFs are under /docs/hi/, tools/docs/make-pdfs.mjs).
 */
function eventDocumentEntry(key: ContentDocumentKey, path: string | null): EventDocument {
  const entry = withTexts({ key }, { name: `event.document.${key}` as EventKey });
  Object.defineProperty(entry, 'path', {
    get: () => {
      const uploaded = published()?.documents[key];
      const file = uploaded && (currentLocale() === 'hi' ? (uploaded.hi ?? uploaded.en) : uploaded.en);
      if (file) return contentFileUrl(file.fileId);
      return path && currentLocale() === 'hi' ? path.replace(/^\/docs\//, '/docs/hi/') : path;
    },
    enumerable: true,
  });
  return entry as EventDocument;
}

const faq = (id: string, answerValues?: () => MessageValues): FaqEntry =>
  ({
    get question() {
      return text(`event.faq.${id}.q` as EventKey);
    },
    get answer() {
      return text(`event.faq.${id}.a` as EventKey, answerValues?.());
    },
  });

const prize = (level: string, items: () => string[]) => ({
  get level() {
    return text(`event.prize.level.${level}` as EventKey);
  },
  get items() {
    return items();
  },
});

const DEFAULT_CONTACT = withTexts(
  { email: 'hackathon.support@kvs.gov.in', helpline: '+91 11 2686 4114' } as const,
  { address: 'event.contact.address', supportHours: 'event.contact.supportHours' },
);
const DEFAULT_TIMELINE: TimelineEntry[] = [
  timelineEntry('launch', 'online'),
  timelineEntry('registrationDeadline', 'online'),
  timelineEntry('foundationBootcamp', 'online'),
  timelineEntry('preliminaryRound', 'online'),
  timelineEntry('advancedBootcamp', 'online'),
  timelineEntry('regionalRound', 'online'),
  timelineEntry('zonalRound', 'offline'),
  timelineEntry('nationalFinale', 'offline'),
];
const DEFAULT_PRIZES = [
  prize('bootcamp', () => [text('event.prize.certificate')]),
  prize('regional', () => [text('event.prize.certificate'), text('event.prize.memento')]),
  prize('zonal', () => [text('event.prize.certificate'), text('event.prize.memento'), text('event.prize.winnerTrophy')]),
  prize('national', () => [
    text('event.prize.first', { amount: NATIONAL_CASH_PRIZES[0] }),
    text('event.prize.second', { amount: NATIONAL_CASH_PRIZES[1] }),
    text('event.prize.third', { amount: NATIONAL_CASH_PRIZES[2] }),
    text('event.prize.nationalExtras'),
  ]),
];
const DOCUMENTS: EventDocument[] = [
  eventDocumentEntry('bootcampSchedule', '/docs/bootcamp-schedule.pdf'),
  eventDocumentEntry('bootcamp', '/docs/bootcamp-guidelines.pdf'),
  eventDocumentEntry('lms', '/docs/lms-walkthrough.pdf'),
  eventDocumentEntry('schoolAdminLogin', '/docs/school-admin-login-guide.pdf'),
  eventDocumentEntry('teamLogin', '/docs/team-login-guide.pdf'),
  eventDocumentEntry('assessment', null),
  eventDocumentEntry('rulebook', '/docs/rulebook.pdf'),
  eventDocumentEntry('paymentGuide', '/docs/how-to-pay.pdf'),
];
const DEFAULT_FAQS: FaqEntry[] = [
  faq('eligibility'),
  faq('teamSize', () => ({ n: ELIGIBILITY.maxStudentsPerTeam })),
  faq('mentors', () => ({ n: ELIGIBILITY.minMentors })),
  faq('fee', () => ({ amount: FEE.amount })),
  faq('payment', () => ({ methods: paymentMethods().join(', ') })),
  faq('signIn'),
  faq('rules'),
];
/** The participant spec's notices, as the edition words them (catalogue ids of other namespaces). */
const DEFAULT_NOTICES: Record<keyof SiteContent['notices'], string> = {
  chatbox: 'msg.chatboxMisuseNotice',
  lockMentors: 'school.lock.mentorsBody',
  lockTeams: 'school.lock.teamsBody',
  signOut: 'msg.lmsSignOutNotice',
};

/** A published gallery entry as the landing page shows it: a photo in its web sizes, or a video's player. */
function publishedGalleryItem(entry: SiteContent['gallery'][number]): GalleryItem | null {
  const caption = local(entry.caption);
  if (entry.type === 'video') {
    const player = entry.url ? embeddableVideoUrl(entry.url) : null;
    return player ? { name: caption, type: 'video', path: player, caption, alt: local(entry.alt) } : null;
  }
  if (!entry.file || !entry.consentRecorded) return null;
  const { fileId } = entry.file;
  return {
    name: caption,
    type: 'image',
    path: contentImageUrl(fileId, GALLERY_WIDTHS[1]),
    srcSet: GALLERY_WIDTHS.map((width) => `${contentImageUrl(fileId, width)} ${width}w`).join(', '),
    caption,
    alt: local(entry.alt),
  };
}

export const EVENT = {
  ...EVENT_TITLE,
  get tagline() {
    return text('event.tagline');
  },
  get countdownTarget(): string {
    return published()?.countdown.target ?? '2025-11-02T23:59:59+05:30';
  },
  get countdownLabel() {
    const content = published();
    return content ? local(content.countdown.label) : text('event.countdownLabel');
  },
  get registrationDeadline() {
    const content = published();
    return content ? local(content.registration.deadline) : text('event.registrationDeadline');
  },
  get currentStatus() {
    const content = published();
    return content ? local(content.registration.currentStatus) : text('event.currentStatus');
  },
  /** New schools may register (the organisers' switch; the API refuses sign-ups while it is off). */
  get registrationOpen(): boolean {
    return published()?.registration.open ?? true;
  },
  fee: FEE,
  get paymentMethods() {
    return paymentMethods();
  },
  /** The headline counts, each with where it comes from (announced by the organisers, or live from the API). */
  get stats(): Record<HeadlineCountKey, HeadlineCount> {
    return published()?.stats ?? firstEditionStats();
  },
  /** The intro video's player (an embeddable URL), or null: the landing page shows the poster. */
  get introVideoUrl(): string | null {
    const content = published();
    const url = content ? content.introVideoUrl : INTRO_VIDEO_URL;
    return url ? embeddableVideoUrl(url) : null;
  },
  get introPoster(): { path: string; alt: string } {
    const poster = published()?.introPoster;
    return poster ? { path: contentFileUrl(poster.fileId), alt: INTRO_POSTER.alt } : INTRO_POSTER;
  },
  /** The learning site; null until the organisers publish it (the LMS button says so). */
  get lmsUrl(): string | null {
    return link('lms');
  },
  get lmsWalkthroughVideoUrl(): string | null {
    return link('lmsWalkthroughVideo');
  },
  get paymentCollectionUrl(): string {
    return link('paymentPage') ?? DEFAULT_LINKS.paymentPage;
  },
  /** Embeddable payment tutorial; null while none is published (the payment tab says so). */
  get paymentTutorialVideoUrl(): string | null {
    const url = link('paymentTutorialVideo');
    return url ? embeddableVideoUrl(url) : null;
  },
  get mentorFeedbackFormUrl(): string | null {
    return link('mentorFeedbackForm');
  },
  developerCredit: {
    get url(): string | null {
      return link('developerCredit');
    },
    get label() {
      return text('event.developerCredit');
    },
  },
  get contact(): { email: string; helpline: string; address: string; supportHours: string } {
    const contact = published()?.contact;
    return contact ? { email: contact.email, helpline: contact.helpline, address: local(contact.address), supportHours: local(contact.supportHours) } : DEFAULT_CONTACT;
  },
  get timeline(): TimelineEntry[] {
    const content = published();
    if (!content) return DEFAULT_TIMELINE;
    return content.timeline.map((entry) => ({ id: entry.id, mode: entry.mode, title: local(entry.title), date: local(entry.date), description: local(entry.description) }));
  },
  get prizes(): { level: string; items: string[] }[] {
    const content = published();
    if (!content) return DEFAULT_PRIZES;
    return content.prizes.map((entry) => ({ level: local(entry.level), items: entry.items.map(local) }));
  },
  nationalCashPrizes: NATIONAL_CASH_PRIZES,
  get nextSteps() {
    return [text('event.nextStep.bootcamp'), text('event.nextStep.evaluation'), text('event.nextStep.finals')];
  },
  arriveEarlyMinutes: 15,
  documents: DOCUMENTS,
  eligibility: ELIGIBILITY,
  /** The organisers' photos and videos; none before they publish any (the section says so). */
  get gallery(): GalleryItem[] {
    return (published()?.gallery ?? []).map(publishedGalleryItem).filter((item): item is GalleryItem => item !== null);
  },
  get faqs(): FaqEntry[] {
    const content = published();
    if (!content) return DEFAULT_FAQS;
    return content.faqs.map((entry) => ({ question: local(entry.question), answer: local(entry.answer) }));
  },
  /** The participant spec's notices, as published. */
  get notices(): Record<keyof SiteContent['notices'], string> {
    const notices = published()?.notices;
    const out = {} as Record<keyof SiteContent['notices'], string>;
    for (const [key, id] of Object.entries(DEFAULT_NOTICES) as [keyof SiteContent['notices'], string][]) out[key] = notices ? local(notices[key]) : translate(id);
    return out;
  },
};

/**
 * The first edition's content in both languages, from the catalogue (what the API stores as the
 * first published version on a new database). Needs both languages' catalogues loaded.
 */
export function defaultSiteContent(): SiteContent {
  const slot = contentSlot();
  const applied = slot.content;
  slot.content = null;
  try {
    const both = <T>(read: () => T): { en: T; hi: T } => ({ en: readInLocale('en', read), hi: readInLocale('hi', read) });
    const bilingual = (read: () => string): Bilingual => both(read);
    const at = <T>(list: () => T[], index: number, read: (item: T) => string): Bilingual => bilingual(() => read(list()[index]!));
    const documents = Object.fromEntries(DOCUMENTS.map((doc) => [doc.key, { en: null, hi: null }])) as SiteContent['documents'];
    return {
      documents,
      links: { ...DEFAULT_LINKS },
      introVideoUrl: INTRO_VIDEO_URL,
      introPoster: null,
      gallery: [],
      timeline: DEFAULT_TIMELINE.map((entry, index) => ({
        id: entry.id,
        mode: entry.mode,
        title: at(() => EVENT.timeline, index, (e) => e.title),
        date: at(() => EVENT.timeline, index, (e) => e.date),
        description: at(() => EVENT.timeline, index, (e) => e.description),
      })),
      faqs: DEFAULT_FAQS.map((_, index) => ({
        id: `faq-${index + 1}`,
        question: at(() => EVENT.faqs, index, (e) => e.question),
        answer: at(() => EVENT.faqs, index, (e) => e.answer),
      })),
      prizes: DEFAULT_PRIZES.map((entry, index) => ({
        level: at(() => EVENT.prizes, index, (e) => e.level),
        items: entry.items.map((_, item) => bilingual(() => EVENT.prizes[index]!.items[item]!)),
      })),
      contact: {
        email: DEFAULT_CONTACT.email,
        helpline: DEFAULT_CONTACT.helpline,
        address: bilingual(() => EVENT.contact.address),
        supportHours: bilingual(() => EVENT.contact.supportHours),
      },
      notices: {
        chatbox: bilingual(() => EVENT.notices.chatbox),
        lockMentors: bilingual(() => EVENT.notices.lockMentors),
        lockTeams: bilingual(() => EVENT.notices.lockTeams),
        signOut: bilingual(() => EVENT.notices.signOut),
      },
      countdown: { target: EVENT.countdownTarget, label: bilingual(() => EVENT.countdownLabel) },
      registration: { open: true, deadline: bilingual(() => EVENT.registrationDeadline), currentStatus: bilingual(() => EVENT.currentStatus) },
      stats: firstEditionStats(),
    };
  } finally {
    slot.content = applied;
  }
}

export function eventDocument(key: EventDocument['key']): EventDocument {
  const doc = EVENT.documents.find((d) => d.key === key);
  if (!doc) throw new Error(`Unknown event document: ${key}`);
  return doc;
}
