import { EVENT, MSG, formatDateTime, publishedDocuments, translate, type ChatSource, type DocBlock, type EventDocument, type Locale } from '@hackathon/contracts';
import { inLocale } from '../../../kernel';

/**
 * The event's own knowledge cut into passages the assistant can retrieve and quote: the FAQ, the
 * event configuration (timeline, prizes, contacts, dates, documents) and the text of the shipped
 * documents, from the same source that renders the PDFs (libs/contracts/src/knowledge).
 * In Hindi (issue 24) the same knowledge is rendered from the Hindi catalogue (the event's texts in
 * the `event` namespace, the assistant's own words under `chat.` in `mail`); the documents exist in
 * English only, so the Hindi passages are the FAQ, timeline, prizes, contacts and event details.
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

/** The knowledge sources besides the documents: their name, and how an answer cites them (in the language of the moment). */
const source = (key: 'timeline' | 'prizes' | 'contact' | 'event') => ({ title: translate(`chat.${key}.source`), label: translate(`chat.${key}.label`) });

/** The event runs on Indian Standard Time (English keeps the wording it always had; Hindi is formatDateTime's). */
const istDateTime = (iso: string, language: Locale) =>
  language === 'en'
    ? new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'medium' }).format(new Date(iso))
    : formatDateTime(iso);

/** A section shorter than this is one passage; a longer one is cut per bullet, paragraph or sub-heading. */
const WHOLE_SECTION_MAX = 400;
/** Documents are read in this order, so a passage repeated in several of them is cited from the first. */
const DOCUMENT_ORDER: EventDocument['key'][] = ['rulebook', 'bootcamp', 'bootcampSchedule', 'paymentGuide', 'schoolAdminLogin', 'teamLogin', 'lms'];
/** Every document ends with the support contacts: the Contact passage already holds them. */
const SKIPPED_SECTIONS = new Set(['Help and support']);

function faqPassages(): Passage[] {
  return EVENT.faqs.map((faq, index) => ({
    id: `faq-${index}`,
    label: translate('chat.faq.label', { question: faq.question }),
    source: { title: translate('chat.faq.source', { question: faq.question }) },
    title: faq.question,
    text: faq.answer,
  }));
}

function timelinePassages(): Passage[] {
  const from = source('timeline');
  return EVENT.timeline.map((entry, index) => ({
    id: `timeline-${index}`,
    label: from.label,
    source: { title: from.title },
    title: entry.title,
    text: translate('chat.timeline.text', { title: entry.title, date: entry.date, mode: entry.mode, description: entry.description }),
    keywords: translate('chat.timeline.keywords'),
  }));
}

/** One passage for every level: "what are the prizes" wants the whole list. */
function prizePassages(): Passage[] {
  const from = source('prizes');
  return [
    {
      id: 'prizes',
      label: from.label,
      source: { title: from.title },
      title: translate('chat.prizes.title'),
      text: EVENT.prizes.map((prize) => translate('chat.prizes.level', { level: prize.level, items: prize.items.join(', ') })).join(' '),
      keywords: translate('chat.prizes.keywords'),
    },
  ];
}

function contactPassages(): Passage[] {
  const { email, helpline, address, supportHours } = EVENT.contact;
  const from = source('contact');
  return [
    {
      id: 'contact',
      label: from.label,
      source: { title: from.title },
      title: translate('chat.contact.title'),
      text: translate('chat.contact.text', { email, helpline, hours: supportHours, address }),
      keywords: translate('chat.contact.keywords'),
    },
  ];
}

/** An event fact: its title, text and keywords are the catalogue's `chat.event.<name>.*`. */
function fact(name: string, values?: Parameters<typeof translate>[1]): Omit<Passage, 'id' | 'label' | 'source'> {
  return { title: translate(`chat.event.${name}.title`), text: translate(`chat.event.${name}.text`, values), keywords: translate(`chat.event.${name}.keywords`) };
}

function eventPassages(language: Locale): Passage[] {
  const facts: Array<Omit<Passage, 'id' | 'label' | 'source'>> = [
    fact('about', { name: EVENT.name, edition: String(EVENT.edition), organiser: EVENT.organiser, tagline: EVENT.tagline }),
    fact('deadline', { date: EVENT.registrationDeadline }),
    fact('status', { status: EVENT.currentStatus }),
    fact('bootcampEnd', { date: istDateTime(EVENT.countdownTarget, language) }),
    fact('figures', { schools: EVENT.stats.schools.value, teams: EVENT.stats.teams.value, zones: EVENT.stats.zones.value }),
    fact('payment', { url: EVENT.paymentCollectionUrl, methods: EVENT.paymentMethods.join(', ') }),
    fact('lms', { lmsUrl: EVENT.lmsUrl ?? 'none', videoUrl: EVENT.lmsWalkthroughVideoUrl ?? 'none' }),
    ...EVENT.documents.map((doc) => ({
      title: doc.name,
      text: doc.path ? translate('chat.event.document.text', { name: doc.name, path: doc.path }) : MSG.documentSoon(doc.name),
      keywords: translate('chat.event.document.keywords'),
    })),
  ];
  const from = source('event');
  return facts.map((entry, index) => ({ id: `event-${index}`, label: from.label, source: { title: from.title }, ...entry }));
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
      const where = translate('chat.document.section', { document: doc.name, section: numbered ? section.heading : `"${section.heading}"` });
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

/** A passage's text reduced for comparison (letters, vowel signs and digits of any script), so the same sentence in two documents is kept once. */
const fingerprint = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();

/**
 * Every passage in `language`, FAQ first; a document sentence already said elsewhere is kept once
 * (its first place). The documents are written in English only: they are passages of the English
 * knowledge alone.
 */
export function buildPassages(language: Locale = 'en'): Passage[] {
  return inLocale(language, () => {
    const seen = new Set<string>();
    const documents = language === 'en' ? documentPassages() : [];
    return [...faqPassages(), ...timelinePassages(), ...prizePassages(), ...contactPassages(), ...eventPassages(language), ...documents].filter((passage) => {
      const key = fingerprint(passage.text);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
}
