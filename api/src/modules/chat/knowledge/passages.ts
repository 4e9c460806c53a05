import { EVENT, MSG, publishedDocuments, type ChatSource, type DocBlock, type EventDocument } from '@hackathon/contracts';

/**
 * The event's own knowledge cut into passages the assistant can retrieve and quote: the FAQ, the
 * event configuration (timeline, prizes, contacts, dates, documents) and the text of the shipped
 * documents, from the same source that renders the PDFs (libs/contracts/src/knowledge).
 */
export interface Passage {
  id: string;
  /** How an answer cites it: "From the FAQ", "Competition Rulebook, section 2. Eligibility". */
  label: string;
  source: ChatSource;
  /** A heading the question may echo (the FAQ question, the section title). */
  title: string;
  text: string;
  /** Extra words people use for this topic (not shown). */
  keywords?: string;
}

/** The knowledge sources besides the documents: their name, and how an answer cites them. */
export const SOURCE = {
  faq: { title: 'FAQ', label: 'From the FAQ' },
  timeline: { title: 'Event timeline', label: 'From the event timeline' },
  prizes: { title: 'Prizes & Awards', label: 'From Prizes & Awards' },
  contact: { title: 'Contact', label: 'From the Contact section' },
  event: { title: 'Event details', label: 'From the event details' },
} as const;

/** The event runs on Indian Standard Time. */
const istDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'medium' }).format(new Date(iso));

/** A section shorter than this is one passage; a longer one is cut per bullet, paragraph or sub-heading. */
const WHOLE_SECTION_MAX = 400;
/** Documents are read in this order, so a passage repeated in several of them is cited from the first. */
const DOCUMENT_ORDER: EventDocument['key'][] = ['rulebook', 'bootcamp', 'bootcampSchedule', 'paymentGuide', 'schoolAdminLogin', 'teamLogin', 'lms'];
/** Every document ends with the support contacts: the Contact passage already holds them. */
const SKIPPED_SECTIONS = new Set(['Help and support']);

function faqPassages(): Passage[] {
  return EVENT.faqs.map((faq, index) => ({
    id: `faq-${index}`,
    label: `${SOURCE.faq.label} ("${faq.question}")`,
    source: { title: `${SOURCE.faq.title}: ${faq.question}` },
    title: faq.question,
    text: faq.answer,
  }));
}

function timelinePassages(): Passage[] {
  return EVENT.timeline.map((entry, index) => ({
    id: `timeline-${index}`,
    label: SOURCE.timeline.label,
    source: { title: SOURCE.timeline.title },
    title: entry.title,
    text: `${entry.title}: ${entry.date} (${entry.mode}). ${entry.description}`,
    keywords: 'date when round start begin end',
  }));
}

/** One passage for every level: "what are the prizes" wants the whole list. */
function prizePassages(): Passage[] {
  return [
    {
      id: 'prizes',
      label: SOURCE.prizes.label,
      source: { title: SOURCE.prizes.title },
      title: 'Prizes and awards',
      text: EVENT.prizes.map((prize) => `${prize.level} level: ${prize.items.join(', ')}.`).join(' '),
      keywords: 'prize award winner',
    },
  ];
}

function contactPassages(): Passage[] {
  const { email, helpline, address, supportHours } = EVENT.contact;
  return [
    {
      id: 'contact',
      label: SOURCE.contact.label,
      source: { title: SOURCE.contact.title },
      title: 'Contact and support',
      text: `Support email: ${email}. Helpline: ${helpline}. Support hours: ${supportHours}. Office: ${address}.`,
      keywords: 'contact support help helpline phone number email address office hours',
    },
  ];
}

function eventPassages(): Passage[] {
  const facts: Array<Omit<Passage, 'id' | 'label' | 'source'>> = [
    { title: 'About the event', text: `${EVENT.name} ${EVENT.edition}, organised by ${EVENT.organiser}. ${EVENT.tagline}.`, keywords: 'about organiser organizer edition hackathon' },
    { title: 'Registration deadline', text: `Registration closes on ${EVENT.registrationDeadline}.`, keywords: 'registration deadline last date close register' },
    { title: 'Current status', text: `Current status: ${EVENT.currentStatus}.`, keywords: 'current status phase now' },
    {
      title: 'Advanced Bootcamp end',
      text: `The Advanced Bootcamp ends on ${istDateTime(EVENT.countdownTarget)} IST (the countdown on the home page).`,
      keywords: 'advanced bootcamp end countdown close',
    },
    {
      title: 'Participation figures',
      text: `${EVENT.stats.schools} registered schools, ${EVENT.stats.teams.toLocaleString('en-IN')} student teams, ${EVENT.stats.zones} participating zones.`,
      keywords: 'participating statistics figures',
    },
    { title: 'Payment methods', text: `Pay the registration fee through the collection page (${EVENT.paymentCollectionUrl}) by any of: ${EVENT.paymentMethods.join(', ')}.`, keywords: 'pay payment method' },
    { title: 'Learning site (LMS)', text: `The bootcamp sessions and assignments are on the learning site (LMS): ${EVENT.lmsUrl}. A video walkthrough: ${EVENT.lmsWalkthroughVideoUrl}.`, keywords: 'lms learning site course bootcamp' },
    ...EVENT.documents.map((doc) => ({
      title: doc.name,
      text: doc.path ? `${doc.name}: view or download it at ${doc.path} (Resources section of the home page).` : MSG.documentSoon(doc.name),
      keywords: 'document download pdf guideline resource',
    })),
  ];
  return facts.map((fact, index) => ({ id: `event-${index}`, label: SOURCE.event.label, source: { title: SOURCE.event.title }, ...fact }));
}

type TextBlock = Extract<DocBlock, { kind: 'text' }>;

/** Cuts a document into sections at its h1 headings; the cover page (before the first page break) is left out. */
function sections(blocks: DocBlock[]): Array<{ heading: string; blocks: TextBlock[] }> {
  const start = blocks.findIndex((block) => block.kind === 'pageBreak') + 1;
  const out: Array<{ heading: string; blocks: TextBlock[] }> = [];
  for (const block of blocks.slice(start)) {
    if (block.kind !== 'text') continue;
    if (block.style === 'h1') out.push({ heading: block.text, blocks: [] });
    else out[out.length - 1]?.blocks.push(block);
  }
  return out.filter((section) => !SKIPPED_SECTIONS.has(section.heading) && section.blocks.length > 0);
}

/** Ends a sentence that has no closing punctuation, so joined pieces still read as text. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** A section's pieces: each bullet or paragraph, or a sub-heading with everything under it. */
function pieces(blocks: TextBlock[]): string[] {
  const out: string[] = [];
  let heading: string | null = null;
  let body: TextBlock[] = [];
  const flush = () => {
    if (heading === null) return;
    const list = body.some((b) => b.bullet);
    const text = list ? sentence(body.map((b) => b.text.replace(/\.$/, '')).join('; ')) : body.map((b) => sentence(b.text)).join(' ');
    out.push(body.length ? `${heading}: ${text}` : sentence(heading));
    heading = null;
    body = [];
  };
  for (const block of blocks) {
    if (block.style === 'h2') {
      flush();
      heading = block.text;
    } else if (heading !== null) {
      body.push(block);
    } else {
      out.push(sentence(block.text));
    }
  }
  flush();
  return out;
}

function documentPassages(): Passage[] {
  const docs = publishedDocuments().sort((a, b) => DOCUMENT_ORDER.indexOf(a.doc.key) - DOCUMENT_ORDER.indexOf(b.doc.key));
  const out: Passage[] = [];
  for (const { doc, blocks } of docs) {
    for (const section of sections(blocks)) {
      const numbered = /^\d+\.\s/.test(section.heading);
      const where = `${doc.name}, section ${numbered ? section.heading : `"${section.heading}"`}`;
      const parts = pieces(section.blocks);
      const whole = parts.join(' ');
      const texts = whole.length <= WHOLE_SECTION_MAX ? [whole] : parts;
      texts.forEach((text, index) =>
        out.push({
          id: `${doc.key}-${out.length}-${index}`,
          label: where,
          source: { title: where, path: doc.path ?? undefined },
          title: `${doc.name} ${section.heading.replace(/^\d+\.\s/, '')}`,
          text,
        }),
      );
    }
  }
  return out;
}

/** A passage's text reduced for comparison, so the same sentence in two documents is kept once. */
const fingerprint = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Every passage, FAQ first; a document sentence already said elsewhere is kept once (its first place). */
export function buildPassages(): Passage[] {
  const seen = new Set<string>();
  return [...faqPassages(), ...timelinePassages(), ...prizePassages(), ...contactPassages(), ...eventPassages(), ...documentPassages()].filter((passage) => {
    const key = fingerprint(passage.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
