/**
 * Noto Sans Devanagari for PDFs written with pdfkit (ADR 0010): its font engine (fontkit) shapes
 * Devanagari (conjuncts, the i-matra before its consonant, reph) and embeds subsets. @fontsource
 * ships the font as one file per script: the Devanagari file draws the Devanagari letters, the Latin
 * files the rest (digits, punctuation, URLs, names such as "Śrī"), so a text is written as runs that
 * one file draws each. The files are read and parsed once per process: registering them in a
 * document is then free (certificates are made by the hundred thousand).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff';

export type PdfWeight = 400 | 700;
/** The files, in the order a character's file is looked for (Devanagari letters always take the first). */
const SCRIPTS = ['devanagari', 'latin', 'latin-ext'] as const;
type Script = (typeof SCRIPTS)[number];

const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')), 'files');

/** The font of `script` and `weight`: the name it is registered under in a document. */
export const fontName = (script: Script, weight: PdfWeight) => `noto-${script}-${weight}`;

// WOFF, not WOFF2: fontkit's subsetter fails on composite glyphs read from WOFF2; unwrapped once
// (woff.ts), so that fontkit reads the tables as they are
const FACES = new Map<string, fontkit.Font>(
  SCRIPTS.flatMap((script) =>
    ([400, 700] as const).map((weight) => {
      const file = path.join(FONT_DIR, `noto-sans-devanagari-${script}-${weight}-normal.woff`);
      return [fontName(script, weight), remembering(fontkit.create(woffToSfnt(fs.readFileSync(file))) as fontkit.Font)] as const;
    }),
  ),
);

/**
 * `face` with its shaping remembered across documents: pdfkit remembers a word's shaping for one
 * document only, and the Indic shaping of the same catalogue texts was most of a Hindi
 * certificate's time. pdfkit scales the positions it is given in place, so each call gets copies.
 */
function remembering(face: fontkit.Font): fontkit.Font {
  const shaped = new Map<string, fontkit.GlyphRun>();
  const layout = (text: string, features?: never) => {
    if (features) return face.layout(text, features);
    let run = shaped.get(text);
    if (!run) {
      // holders' names are many and rarely repeat: a small bound keeps the memory flat (the texts every
      // certificate prints and the current school's names are what repeats)
      if (shaped.size >= 2_000) shaped.clear();
      run = face.layout(text);
      shaped.set(text, run);
    }
    const positions = run.positions.map((p) => ({ xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    };
  };
  return Object.create(face, { layout: { value: layout } }) as fontkit.Font;
}

/** Registers the fonts in `doc` (no file read, no parsing: the faces are shared). */
export function registerNotoFonts(doc: PDFKit.PDFDocument): void {
  // pdfkit takes a parsed fontkit face as a font source (its types only know paths and buffers)
  for (const [name, face] of FACES) doc.registerFont(name, face as unknown as Buffer);
}

/**
 * A new document with the fonts registered and the Latin one as its first font: pdfkit's default,
 * Helvetica, would be parsed from its metrics file for every document, and never used.
 */
export function notoPdf(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument({ ...options, font: FACES.get(fontName('latin', 400)) as unknown as string });
  registerNotoFonts(doc);
  return doc;
}

/** Whether the Devanagari file draws `code`: its letters and marks, the danda, the rupee sign, the joiners. */
function isDevanagari(code: number): boolean {
  return (code >= 0x0900 && code <= 0x097f) || (code >= 0x1cd0 && code <= 0x1cff) || (code >= 0xa8e0 && code <= 0xa8ff) || [0x20b9, 0x200c, 0x200d].includes(code);
}
/** Combining marks (a decomposed "S" + acute) stay with the letter before them. */
const isMark = (code: number) => (code >= 0x0300 && code <= 0x036f) || (code >= 0x1ab0 && code <= 0x1aff);

const latin = FACES.get(fontName('latin', 400))!;
const latinExt = FACES.get(fontName('latin-ext', 400))!;
const scriptCache = new Map<number, Script>();
function scriptOf(code: number): Script {
  let script = scriptCache.get(code);
  if (script === undefined) {
    if (isDevanagari(code)) script = 'devanagari';
    else if (latin.hasGlyphForCodePoint(code) || !latinExt.hasGlyphForCodePoint(code)) script = 'latin';
    else script = 'latin-ext';
    scriptCache.set(code, script);
  }
  return script;
}

export interface ScriptRun {
  /** The registered font that draws `text` (registerNotoFonts). */
  font: string;
  text: string;
  /** Whether the run is Devanagari (a Devanagari run is laid out with the font's Indic shaping). */
  deva: boolean;
}

/** `text` as runs of one font each; a space or a combining mark stays with the run before it. */
export function scriptRuns(text: string, weight: PdfWeight = 400): ScriptRun[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const last = runs.at(-1);
    const script = last && (code === 0x20 || isMark(code)) ? last.script : scriptOf(code);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs.map((run) => ({ font: fontName(run.script, weight), text: run.text, deva: run.script === 'devanagari' }));
}

/**
 * Writes `text` on one line from (x, y) (its top), run by run, and returns its width. A Devanagari
 * run is marked with its text as written (ActualText): the glyphs stand in visual order (the i-matra
 * before its consonant, reph after), so a reader copying or searching the text gets the words back.
 */
export function writeLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, weight: PdfWeight = 400): number {
  let at = x;
  for (const run of scriptRuns(text, weight)) {
    doc.font(run.font).fontSize(size);
    if (run.deva) doc.markContent('Span', { actual: run.text } as never);
    doc.text(run.text, at, y, { lineBreak: false });
    if (run.deva) doc.endMarkedContent();
    at += doc.widthOfString(run.text);
  }
  return at - x;
}

/** The width of `text` at `size` points, run by run (to centre or fit a line). */
export function textWidth(doc: PDFKit.PDFDocument, text: string, size: number, weight: PdfWeight = 400): number {
  let width = 0;
  for (const run of scriptRuns(text, weight)) width += doc.font(run.font).fontSize(size).widthOfString(run.text);
  return width;
}
