import { EVENT, publishedDocuments } from '@hackathon/contracts';
import { inLocale } from '../../../kernel';
import { buildPassages } from './passages';

const hindi = <T>(read: () => T): T => inLocale('hi', read);

describe('chat knowledge passages', () => {
  const passages = buildPassages();

  it('holds every FAQ entry, timeline entry, the prizes and the contacts from the event configuration', () => {
    for (const faq of EVENT.faqs) expect(passages).toContainEqual(expect.objectContaining({ title: faq.question, text: faq.answer, label: `From the FAQ ("${faq.question}")` }));
    for (const entry of EVENT.timeline) expect(passages.some((p) => p.label === 'From the event timeline' && p.text.includes(entry.date))).toBe(true);
    const prizes = passages.find((p) => p.id === 'prizes');
    for (const prize of EVENT.prizes) for (const item of prize.items) expect(prizes?.text).toContain(item);
    const contact = passages.find((p) => p.id === 'contact');
    expect(contact?.text).toContain(EVENT.contact.email);
    expect(contact?.text).toContain(EVENT.contact.helpline);
  });

  it('holds the text of the shipped documents (the same blocks the PDFs are made of), cited by section', () => {
    const rulebook = publishedDocuments().find((d) => d.doc.key === 'rulebook');
    expect(rulebook).toBeDefined();
    const eligibility = passages.filter((p) => p.label === 'Competition Rulebook, section 2. Eligibility');
    expect(eligibility.length).toBeGreaterThan(1);
    expect(eligibility[0].source).toEqual({ title: 'Competition Rulebook, section 2. Eligibility', path: '/docs/rulebook.pdf' });
    expect(passages.some((p) => p.label.startsWith('How to Pay, section') && p.text.includes('UTR'))).toBe(true);
    expect(passages.some((p) => p.label.startsWith('Team Login guide, section 1.') && p.text.includes('N1234JR2'))).toBe(true);
    // every sentence of the rulebook (after its cover, before the support block the Contact passage holds) is in a passage
    const blocks = rulebook!.blocks;
    const body = blocks.slice(
      blocks.findIndex((b) => b.kind === 'pageBreak') + 1,
      blocks.findIndex((b) => b.kind === 'text' && b.text === 'Help and support'),
    );
    expect(body.length).toBeGreaterThan(20);
    for (const block of body) {
      if (block.kind !== 'text' || block.style === 'h1' || block.style === 'h2') continue;
      const words = block.text.replace(/\.$/, '');
      expect(passages.some((p) => p.text.includes(words)) ? words : `missing: ${words}`).toBe(words);
    }
  });

  it('holds the same knowledge in Hindi: FAQ, timeline, prizes, contacts and event details, cited in Hindi; the English-only documents stay out', () => {
    const hi = buildPassages('hi');
    for (const faq of hindi(() => EVENT.faqs.map(({ question, answer }) => ({ question, answer })))) {
      expect(hi).toContainEqual(expect.objectContaining({ title: faq.question, text: faq.answer, label: `अक्सर पूछे जाने वाले प्रश्नों से ("${faq.question}")` }));
    }
    expect(hi.find((p) => p.id === 'faq-3')?.text).toMatch(/^₹50,000 प्रति विद्यालय/);
    for (const entry of hindi(() => EVENT.timeline.map(({ date }) => date))) expect(hi.some((p) => p.label === 'आयोजन की समय-सारिणी से' && p.text.includes(entry))).toBe(true);
    const contact = hi.find((p) => p.id === 'contact');
    expect(contact?.text).toContain(`सहायता ईमेल: ${EVENT.contact.email}।`);
    expect(contact?.text).toContain(EVENT.contact.helpline);
    expect(hi.find((p) => p.id === 'prizes')?.text).toContain('प्रथम: ₹25,000');
    expect(hi.every((p) => /\p{Script=Devanagari}/u.test(p.label) && /\p{Script=Devanagari}/u.test(p.text))).toBe(true);
    expect(hi.some((p) => p.label.includes('section'))).toBe(false);
    expect(new Set(hi.map((p) => p.id)).size).toBe(hi.length);
    // building the Hindi knowledge leaves the English one as it was
    expect(buildPassages()).toEqual(passages);
  });

  it('keeps ids unique and drops a sentence repeated word for word', () => {
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
    const texts = passages.map((p) => p.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    // the support block closing every document is the Contact passage, not seven copies
    expect(passages.filter((p) => p.text.includes(EVENT.contact.helpline))).toHaveLength(1);
  });
});
