/**
 * Writes one of the event's documents with pdfkit, in either language (ADR 0010). English: the
 * built-in Helvetica (no font inside: small files for slow school networks). Hindi: Noto Sans
 * Devanagari, embedded as subsets and shaped by fontkit (conjuncts, the i-matra before its
 * consonant, reph); the font files, and the splitting of a text into runs that one file draws, are
 * the API's (api/src/kernel/pdf, loaded as TypeScript through tools/ts-register.cjs): one copy for
 * the documents and the certificates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
require(path.join(root, 'tools/ts-register.cjs'));
const { registerNotoFonts, scriptRuns } = require(path.join(root, 'api/src/kernel/pdf/index.ts'));

/** Fixed, so that writing the files again changes them only when their text changes. */
const CREATED = new Date('2025-01-01T00:00:00Z');

/** What Helvetica's encoding (WinAnsi) cannot draw, said in what it can; the rest left out. */
function winAnsi(text) {
  return text.replace(/\u20B9/g, 'INR ').replace(/[^\x20-\x7E\xA0-\xFF\u2018\u2019\u201C\u201D\u2013\u2014\u2022\u2026]/g, '');
}

/** The fonts of a language: the runs a text is written in, each with the font that draws it. */
const FONTS = {
  en: {
    register() {},
    runs: (text, bold) => [{ font: bold ? 'Helvetica-Bold' : 'Helvetica', text: winAnsi(text) }],
  },
  hi: {
    register: (doc) => registerNotoFonts(doc),
    runs: (text, bold) => scriptRuns(text, bold ? 700 : 400),
  },
};

/**
 * Writes one document: `blocks` (libs/contracts/src/knowledge/blocks.ts) on pages of `page`'s size
 * in `styles` (F2 bold) and `language`'s fonts, a footer line with `footer` and `pageLabel(n, count)`
 * on every page.
 */
export function writeShapedPdf(file, { language, title, blocks, footer, pageLabel, page, styles }) {
  const fonts = FONTS[language];
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margins: { top: page.margin, bottom: page.margin + 30, left: page.margin, right: page.margin },
    bufferPages: true,
    lang: language,
    info: { Title: title, Producer: 'tools/docs/make-pdfs.mjs', Creator: 'tools/docs/make-pdfs.mjs', CreationDate: CREATED, ModDate: CREATED },
  });
  fonts.register(doc);
  const done = new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('finish', resolve).on('error', reject);
    doc.pipe(out);
  });

  /** Writes `text` at (x, y), `width` wide, wrapping, run by run. */
  const write = (text, { x, y, width, size, bold }) => {
    const runs = fonts.runs(text, bold);
    runs.forEach((run, index) => {
      doc.font(run.font).fontSize(size);
      const options = { width, continued: index < runs.length - 1, lineGap: 2 };
      if (index === 0) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    });
  };

  const bottom = page.height - page.margin - 30;
  for (const block of blocks) {
    if (block.kind === 'pageBreak') doc.addPage();
    else if (block.kind === 'space') doc.y += block.space;
    else {
      const style = styles[block.style ?? 'body'];
      const heading = block.style === 'h1' || block.style === 'h2';
      // headings never sit alone at the bottom of a page
      if (doc.y + (heading ? style.lead * 3 : style.lead) > bottom) doc.addPage();
      const x = page.margin + (block.indent ?? 0);
      const y = doc.y;
      if (block.bullet) doc.font(fonts.runs('-', false)[0].font).fontSize(style.size).text('-', x, y, { lineBreak: false });
      const indent = block.bullet ? 14 : 0;
      write(block.text, { x: x + indent, y, width: page.width - page.margin - x - indent, size: style.size, bold: style.font === 'F2' });
      doc.y += block.style === 'h1' ? 4 : 2;
    }
  }

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0; // the footer sits below the text's bottom margin
    const y = page.height - page.margin - 6;
    doc.save().strokeColor('#bfbfbf').lineWidth(0.5).moveTo(page.margin, page.height - page.margin - 18).lineTo(page.width - page.margin, page.height - page.margin - 18).stroke().restore();
    write(footer, { x: page.margin, y, width: page.width - 2 * page.margin - 90, size: 9, bold: false });
    write(pageLabel(index + 1, count), { x: page.width - page.margin - 80, y, width: 80, size: 9, bold: false });
  }
  doc.end();
  return done;
}
