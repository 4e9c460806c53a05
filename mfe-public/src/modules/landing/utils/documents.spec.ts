/**
 * Every published document of the event configuration must exist as a well-formed PDF in the shell's
 * public folder, in English and in Hindi (tools/docs/make-pdfs.mjs writes them with pdfkit).
 */
import fs from 'node:fs';
import path from 'node:path';
import { EVENT, documentBlocks, loadServerCatalogues, readInLocale } from '@hackathon/contracts';
// pdftotext (poppler-utils: tools/test/chromium.mjs installs it)
import { readPdfText } from '../../../../../tools/test/pdf-reading.cjs';

const publicDir = path.resolve(__dirname, '../../../../../shell/public');

const published = EVENT.documents.filter((doc) => doc.path !== null);

describe('shipped documents', () => {
  it('publishes the rulebook and the guidelines', () => {
    expect(published.map((doc) => doc.key)).toEqual(expect.arrayContaining(['rulebook', 'bootcamp', 'bootcampSchedule', 'lms', 'schoolAdminLogin', 'teamLogin', 'paymentGuide']));
  });

  it.each(published.map((doc) => [doc.name, doc.path as string]))('%s is a valid multi-page PDF (%s)', (_name, docPath) => {
    const bytes = fs.readFileSync(path.join(publicDir, docPath));
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);

    // the cross-reference table points at each object's header
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries.length).toBeGreaterThan(4);
    entries.forEach((offset, index) => {
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });

    // the built-in Helvetica, nothing embedded: small files for slow school networks
    expect(text).toMatch(/\/BaseFont \/Helvetica\b/);
    expect(text).not.toMatch(/\/FontFile/);
    const pageCount = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(text)?.[1]);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    // a reader (poppler) draws its text
    expect(readPdfText(bytes)).toContain(`${EVENT.name} ${EVENT.edition}`);
  });

  it('the rulebook carries the eligibility facts and the fee', () => {
    const text = readPdfText(fs.readFileSync(path.join(publicDir, 'docs/rulebook.pdf')));
    expect(text).toContain(EVENT.fee.display);
    expect(text).toContain(`A team has 1 to ${EVENT.eligibility.maxStudentsPerTeam} students`);
    expect(text).toContain(`At least ${EVENT.eligibility.minMentors} mentors`);
  });
});

describe('shipped documents in Hindi', () => {
  beforeAll(() => loadServerCatalogues());

  const inHindi = <T>(read: () => T): T => readInLocale('hi', read);

  it.each(published.map((doc) => [doc.key, path.basename(doc.path as string)]))('%s has a Hindi PDF under docs/hi/ with the Devanagari font inside', (key, file) => {
    expect(inHindi(() => EVENT.documents.find((doc) => doc.key === key)?.path)).toBe(`/docs/hi/${file}`);
    const text = fs.readFileSync(path.join(publicDir, 'docs/hi', file)).toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // the font is embedded (a subset of each file used), so any reader draws the Devanagari
    expect(text).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    const pages = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(text)?.[1] ?? /\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
  });

  it('writes every block of the documents in Hindi: the same blocks as the English, their words in Devanagari', () => {
    for (const doc of published) {
      const english = documentBlocks(doc.key)!;
      const hindi = inHindi(() => documentBlocks(doc.key))!;
      expect(hindi.map((block) => block.kind)).toEqual(english.map((block) => block.kind));
      const texts = hindi.flatMap((block) => (block.kind === 'text' ? [block.text] : []));
      const devanagari = texts.filter((text) => /[\u0900-\u097F]/.test(text));
      // the cover's edition line and addresses or URLs alone may stay Latin; the rest is Hindi
      expect({ doc: doc.key, share: devanagari.length / texts.length > 0.8 }).toEqual({ doc: doc.key, share: true });
    }
  });
});
