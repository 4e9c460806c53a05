/**
 * The documents in a script the built-in PDF fonts cannot draw (Hindi, issue 24), laid out by
 * pdfkit: its font engine (fontkit) shapes Devanagari (conjuncts, the i-matra before its consonant,
 * reph), and Noto Sans Devanagari is embedded as subsets. The font comes in two files (@fontsource):
 * its Devanagari file draws the Devanagari letters, its Latin file the rest (digits, punctuation,
 * e-mail addresses, URLs), so each text is written as runs of one script. ADR 0010.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')), 'files');
// WOFF, not WOFF2: fontkit's subsetter fails on composite glyphs read from WOFF2
const FONTS = {
  'deva-400': 'noto-sans-devanagari-devanagari-400-normal.woff',
  'deva-700': 'noto-sans-devanagari-devanagari-700-normal.woff',
  'latin-400': 'noto-sans-devanagari-latin-400-normal.woff',
  'latin-700': 'noto-sans-devanagari-latin-700-normal.woff',
};
/** Whether the Devanagari file draws `char`: its letters and marks, the danda, the rupee sign, the joiners. */
function isDevanagari(char) {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x0900 && code <= 0x097f) || (code >= 0x1cd0 && code <= 0x1cff) || (code >= 0xa8e0 && code <= 0xa8ff) || [0x20b9, 0x200c, 0x200d].includes(code);
}
/** Fixed, so that writing the files again changes them only when their text changes. */
const CREATED = new Date('2025-01-01T00:00:00Z');

/** `text` as runs of one script each; a space stays with the run it follows (both files have one). */
export function scriptRuns(text) {
  const runs = [];
  for (const char of text) {
    const deva = char === ' ' && runs.length > 0 ? runs.at(-1).deva : isDevanagari(char);
    if (runs.length > 0 && runs.at(-1).deva === deva) runs.at(-1).text += char;
    else runs.push({ deva, text: char });
  }
  return runs;
}

/**
 * Writes one document: `blocks` (libs/contracts/src/knowledge/blocks.ts) on pages of `page`'s size
 * in `styles` (F2 bold), a footer line with `footer` and `pageLabel(n, count)` on every page.
 */
export function writeShapedPdf(file, { title, blocks, footer, pageLabel, page, styles }) {
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margins: { top: page.margin, bottom: page.margin + 30, left: page.margin, right: page.margin },
    bufferPages: true,
    lang: 'hi',
    info: { Title: title, Producer: 'tools/docs/make-pdfs.mjs', CreationDate: CREATED, ModDate: CREATED },
  });
  for (const [name, fontFile] of Object.entries(FONTS)) doc.registerFont(name, path.join(FONT_DIR, fontFile));
  const done = new Promise((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on('finish', resolve).on('error', reject);
    doc.pipe(out);
  });

  /** Writes `text` at (x, y), `width` wide, wrapping, run by run. */
  const write = (text, { x, y, width, size, bold }) => {
    const runs = scriptRuns(text);
    runs.forEach((run, index) => {
      doc.font(`${run.deva ? 'deva' : 'latin'}-${bold ? 700 : 400}`).fontSize(size);
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
      if (block.bullet) doc.font('latin-400').fontSize(style.size).text('-', x, y, { lineBreak: false });
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
