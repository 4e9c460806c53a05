/**
 * The one event configuration: dates, countdown target, deadlines, fee, prizes, contacts and
 * headline counts. Screens read from here; nothing about the event is hard-coded elsewhere.
 */
import { EVENT_TITLE } from './event-title';

export interface TimelineEntry {
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

/** Eligibility facts of the FAQ (participant spec, section 1). */
const ELIGIBILITY = {
  grades: 'Grades 8 to 12',
  maxStudentsPerTeam: 5,
  minMentors: 2,
  mentorRule: 'Only permanent teachers of the school may be mentors.',
} as const;

const FEE = { amount: 50000, currency: 'INR', display: 'INR 50,000', note: 'per school, one time, non-refundable, covering all eligible teams of the school' } as const;
/**
 * The event's intro video (an embeddable URL). None is published yet: the landing page then shows
 * its poster image instead of an empty player. Set it here when the organisers publish the video.
 */
const INTRO_VIDEO_URL: string | null = null;
const INTRO_POSTER = { path: '/gallery/bootcamp-kickoff.svg', alt: 'Teams at the opening session of the Foundation Bootcamp' } as const;
const PAYMENT_METHODS = ['Debit/Credit Card', 'UPI', 'Challan', 'NEFT', 'Bank Transfer'] as const;

export const EVENT = {
  ...EVENT_TITLE,
  tagline: 'Students of Grades 8 to 12 build with artificial intelligence and machine learning',
  countdownTarget: '2025-11-02T23:59:59+05:30',
  countdownLabel: 'Advanced Bootcamp ends in',
  registrationDeadline: 'August 25, 2025 5:00 PM',
  currentStatus: 'Bootcamp Phase Active',
  fee: FEE,
  paymentMethods: PAYMENT_METHODS,
  stats: { schools: 913, teams: 3652, zones: 5 },
  introVideoUrl: INTRO_VIDEO_URL,
  introPoster: INTRO_POSTER,
  lmsUrl: 'https://lms.example.org',
  lmsWalkthroughVideoUrl: 'https://example.org/videos/lms-walkthrough.mp4',
  paymentCollectionUrl: 'https://onlinesbi.sbi/sbicollect/',
  /** Embeddable payment tutorial; none published yet (the payment tab says so). */
  paymentTutorialVideoUrl: null as string | null,
  mentorFeedbackFormUrl: 'https://forms.example.org/mentor-feedback',
  developerCredit: { label: 'Developed by the Hackathon Portal Team', url: 'https://example.org' },
  contact: {
    email: 'hackathon.support@kvs.gov.in',
    address: 'Kendriya Vidyalaya Sangathan, 18 Institutional Area, Shaheed Jeet Singh Marg, New Delhi 110016',
    helpline: '+91 11 2686 4114',
    supportHours: '9:00 AM to 5:00 PM',
  },
  timeline: [
    { title: 'Launch', date: '14 Aug 2025', mode: 'online', description: 'The hackathon is launched and registration opens.' },
    { title: 'Registration Deadline', date: '25 Aug 2025', mode: 'online', description: 'Schools register and pay the fee by 5:00 PM.' },
    { title: 'Foundation Bootcamp', date: '1 Sep - 1 Oct 2025', mode: 'online', description: 'Online foundation bootcamp for all teams.' },
    { title: 'Preliminary Round', date: '9 Oct 2025', mode: 'online', description: 'Online preliminary assessment.' },
    { title: 'Advanced Bootcamp', date: '13 Oct - 2 Nov 2025', mode: 'online', description: 'Online advanced bootcamp for qualified teams.' },
    { title: 'Regional Round', date: '10 Nov (Senior), 11 Nov (Junior) 2025, 8:30 - 10:30 AM', mode: 'online', description: 'Online regional round.' },
    { title: 'Zonal Round', date: '24-25 Nov Lucknow; 28-29 Nov Guwahati and Hyderabad; 1-2 Dec Delhi and Bhopal', mode: 'offline', description: 'Offline zonal rounds in five cities.' },
    { title: 'National Finale', date: '18-19 Dec 2025, Delhi', mode: 'offline', description: 'A 48-hour hackathon in Delhi.' },
  ] as TimelineEntry[],
  prizes: [
    { level: 'Bootcamp', items: ['Certificate'] },
    { level: 'Regional', items: ['Certificate', 'Memento'] },
    { level: 'Zonal', items: ['Certificate', 'Memento', 'Winner trophy'] },
    { level: 'National', items: ['1st: INR 25,000', '2nd: INR 15,000', '3rd: INR 10,000', 'Certificate, goodies and rolling trophy'] },
  ],
  nationalCashPrizes: [25000, 15000, 10000],
  nextSteps: ['Bootcamp phase', 'Evaluation rounds', 'Hackathon finals (top teams advance)'],
  arriveEarlyMinutes: 15,
  documents: [
    { key: 'bootcampSchedule', name: 'Bootcamp Schedule', path: '/docs/bootcamp-schedule.pdf' },
    { key: 'bootcamp', name: 'Bootcamp Guidelines', path: '/docs/bootcamp-guidelines.pdf' },
    { key: 'lms', name: 'LMS Walkthrough', path: '/docs/lms-walkthrough.pdf' },
    { key: 'schoolAdminLogin', name: 'School Admin Login guide', path: '/docs/school-admin-login-guide.pdf' },
    { key: 'teamLogin', name: 'Team Login guide', path: '/docs/team-login-guide.pdf' },
    { key: 'assessment', name: 'Assessment Guidelines', path: null },
    { key: 'rulebook', name: 'Competition Rulebook', path: '/docs/rulebook.pdf' },
    { key: 'paymentGuide', name: 'How to Pay', path: '/docs/how-to-pay.pdf' },
  ] as EventDocument[],
  eligibility: ELIGIBILITY,
  gallery: [
    { name: 'Bootcamp kick-off', type: 'image', path: '/gallery/bootcamp-kickoff.svg', caption: 'Teams join the opening session of the Foundation Bootcamp.' },
    { name: 'Model training lab', type: 'image', path: '/gallery/model-training.svg', caption: 'Students train their first image classifier.' },
    { name: 'Mentor huddle', type: 'image', path: '/gallery/mentor-huddle.svg', caption: 'Mentors review project ideas with their teams.' },
    { name: 'Prototype showcase', type: 'image', path: '/gallery/prototype-showcase.svg', caption: 'Teams demo their prototypes to the jury.' },
    // the intro video joins the gallery once it is published
    ...(INTRO_VIDEO_URL ? [{ name: 'Event introduction', type: 'video', path: INTRO_VIDEO_URL, caption: 'An introduction to the hackathon and its rounds.' }] : []),
  ] as GalleryItem[],
  faqs: [
    { question: 'Who can take part?', answer: `Students of ${ELIGIBILITY.grades} of the participating schools. Teams are Junior (classes 8 to 10) or Senior (classes 11 and 12).` },
    { question: 'How many students can be in a team?', answer: `At most ${ELIGIBILITY.maxStudentsPerTeam} students per team.` },
    { question: 'How many mentors does a school need?', answer: `At least ${ELIGIBILITY.minMentors} mentors from the school. ${ELIGIBILITY.mentorRule}` },
    { question: 'What is the registration fee?', answer: `${FEE.display} ${FEE.note}.` },
    { question: 'How can the fee be paid?', answer: `Any of: ${PAYMENT_METHODS.join(', ')}. Upload the proof of payment from the school dashboard.` },
    { question: 'How do teams sign in?', answer: 'With the Team ID and password created by the school administrator, on the Team Login page.' },
    { question: 'Where are the rules?', answer: 'The Competition Rulebook and the Bootcamp Guidelines can be viewed and downloaded from this page.' },
  ] as FaqEntry[],
} as const;

export function eventDocument(key: EventDocument['key']): EventDocument {
  const doc = EVENT.documents.find((d) => d.key === key);
  if (!doc) throw new Error(`Unknown event document: ${key}`);
  return doc;
}
