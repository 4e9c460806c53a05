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
import { currentLocale, loadCatalogue, translate, type MessageValues } from './i18n/translate';

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
  /** Path under the shell's public folder, or an embeddable URL for videos. */
  path: string;
  caption: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

type EventKey = keyof typeof english;

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

/** A document in the reader's language: the Hindi PDFs are under /docs/hi/ (tools/docs/make-pdfs.mjs). */
function eventDocumentEntry(key: EventDocument['key'], path: string | null): EventDocument {
  const entry = withTexts({ key }, { name: `event.document.${key}` as EventKey });
  Object.defineProperty(entry, 'path', {
    get: () => (path && currentLocale() === 'hi' ? path.replace(/^\/docs\//, '/docs/hi/') : path),
    enumerable: true,
  });
  return entry as EventDocument;
}

const galleryItem = (id: string, type: GalleryItem['type'], path: string): GalleryItem =>
  withTexts({ type, path }, { name: `event.gallery.${id}.name` as EventKey, caption: `event.gallery.${id}.caption` as EventKey });

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

export const EVENT = {
  ...EVENT_TITLE,
  get tagline() {
    return text('event.tagline');
  },
  countdownTarget: '2025-11-02T23:59:59+05:30',
  get countdownLabel() {
    return text('event.countdownLabel');
  },
  get registrationDeadline() {
    return text('event.registrationDeadline');
  },
  get currentStatus() {
    return text('event.currentStatus');
  },
  fee: FEE,
  get paymentMethods() {
    return paymentMethods();
  },
  stats: { schools: 913, teams: 3652, zones: 5 },
  introVideoUrl: INTRO_VIDEO_URL,
  introPoster: INTRO_POSTER,
  lmsUrl: 'https://lms.example.org',
  lmsWalkthroughVideoUrl: 'https://example.org/videos/lms-walkthrough.mp4',
  paymentCollectionUrl: 'https://onlinesbi.sbi/sbicollect/',
  /** Embeddable payment tutorial; none published yet (the payment tab says so). */
  paymentTutorialVideoUrl: null as string | null,
  mentorFeedbackFormUrl: 'https://forms.example.org/mentor-feedback',
  developerCredit: withTexts({ url: 'https://example.org' } as const, { label: 'event.developerCredit' }),
  contact: withTexts(
    { email: 'hackathon.support@kvs.gov.in', helpline: '+91 11 2686 4114' } as const,
    { address: 'event.contact.address', supportHours: 'event.contact.supportHours' },
  ),
  timeline: [
    timelineEntry('launch', 'online'),
    timelineEntry('registrationDeadline', 'online'),
    timelineEntry('foundationBootcamp', 'online'),
    timelineEntry('preliminaryRound', 'online'),
    timelineEntry('advancedBootcamp', 'online'),
    timelineEntry('regionalRound', 'online'),
    timelineEntry('zonalRound', 'offline'),
    timelineEntry('nationalFinale', 'offline'),
  ] as TimelineEntry[],
  prizes: [
    prize('bootcamp', () => [text('event.prize.certificate')]),
    prize('regional', () => [text('event.prize.certificate'), text('event.prize.memento')]),
    prize('zonal', () => [text('event.prize.certificate'), text('event.prize.memento'), text('event.prize.winnerTrophy')]),
    prize('national', () => [
      text('event.prize.first', { amount: NATIONAL_CASH_PRIZES[0] }),
      text('event.prize.second', { amount: NATIONAL_CASH_PRIZES[1] }),
      text('event.prize.third', { amount: NATIONAL_CASH_PRIZES[2] }),
      text('event.prize.nationalExtras'),
    ]),
  ],
  nationalCashPrizes: NATIONAL_CASH_PRIZES,
  get nextSteps() {
    return [text('event.nextStep.bootcamp'), text('event.nextStep.evaluation'), text('event.nextStep.finals')];
  },
  arriveEarlyMinutes: 15,
  documents: [
    eventDocumentEntry('bootcampSchedule', '/docs/bootcamp-schedule.pdf'),
    eventDocumentEntry('bootcamp', '/docs/bootcamp-guidelines.pdf'),
    eventDocumentEntry('lms', '/docs/lms-walkthrough.pdf'),
    eventDocumentEntry('schoolAdminLogin', '/docs/school-admin-login-guide.pdf'),
    eventDocumentEntry('teamLogin', '/docs/team-login-guide.pdf'),
    eventDocumentEntry('assessment', null),
    eventDocumentEntry('rulebook', '/docs/rulebook.pdf'),
    eventDocumentEntry('paymentGuide', '/docs/how-to-pay.pdf'),
  ] as EventDocument[],
  eligibility: ELIGIBILITY,
  gallery: [
    galleryItem('bootcampKickoff', 'image', '/gallery/bootcamp-kickoff.svg'),
    galleryItem('modelTraining', 'image', '/gallery/model-training.svg'),
    galleryItem('mentorHuddle', 'image', '/gallery/mentor-huddle.svg'),
    galleryItem('prototypeShowcase', 'image', '/gallery/prototype-showcase.svg'),
    // the intro video joins the gallery once it is published
    ...(INTRO_VIDEO_URL ? [galleryItem('introVideo', 'video', INTRO_VIDEO_URL)] : []),
  ] as GalleryItem[],
  faqs: [
    faq('eligibility'),
    faq('teamSize', () => ({ n: ELIGIBILITY.maxStudentsPerTeam })),
    faq('mentors', () => ({ n: ELIGIBILITY.minMentors })),
    faq('fee', () => ({ amount: FEE.amount })),
    faq('payment', () => ({ methods: paymentMethods().join(', ') })),
    faq('signIn'),
    faq('rules'),
  ] as FaqEntry[],
} as const;

export function eventDocument(key: EventDocument['key']): EventDocument {
  const doc = EVENT.documents.find((d) => d.key === key);
  if (!doc) throw new Error(`Unknown event document: ${key}`);
  return doc;
}
