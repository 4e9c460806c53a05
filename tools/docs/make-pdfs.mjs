#!/usr/bin/env node
/**
 * Writes the documents the portal ships: in English (shell/public/docs/*.pdf) in plain PDF syntax
 * with the built-in Helvetica (no font inside: small files for slow school networks, deterministic
 * output), in Hindi (shell/public/docs/hi/*.pdf) with pdfkit and an embedded Devanagari font
 * (./shaped-pdf.mjs). Their text lives in libs/contracts/src/knowledge/documents.ts
 * (built from the event configuration, libs/contracts/src/event.ts), which the chat assistant
 * also indexes, so the PDFs and the chat never disagree.
 *
 *   node tools/docs/make-pdfs.mjs [outDir]
 *
 * Every EVENT.documents entry with a path gets a file; an entry without content fails the
 * script, so a new document cannot be published without content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeShapedPdf } from './shaped-pdf.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const require = createRequire(import.meta.url);

/** The contracts' TypeScript sources, run as the API's scripts run them (tools/ts-register.cjs). */
function loadContracts() {
  require(path.join(root, 'tools/ts-register.cjs'));
  return require(path.join(root, 'libs/contracts/src/index.ts'));
}

// ---------------------------------------------------------------- layout
const PAGE = { width: 595, height: 842, margin: 56 };
const STYLES = {
  title: { font: 'F2', size: 22, lead: 30 },
  subtitle: { font: 'F1', size: 13, lead: 20 },
  h1: { font: 'F2', size: 15, lead: 24 },
  h2: { font: 'F2', size: 12, lead: 18 },
  body: { font: 'F1', size: 11, lead: 15 },
  small: { font: 'F1', size: 9, lead: 12 },
};

/** Keeps the text inside WinAnsi and escapes PDF string delimiters. */
function pdfString(text) {
  const ascii = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u20B9/g, 'INR ')
    .replace(/[^\x20-\x7E]/g, '');
  return ascii.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

/** Helvetica is about half an em wide on average; wrap conservatively. */
function wrap(text, size, width) {
  const maxChars = Math.floor(width / (size * 0.52));
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= maxChars) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * A document is a list of blocks (libs/contracts/src/knowledge/blocks.ts):
 * { kind: 'text', style, text, indent?, bullet? } | { kind: 'pageBreak' } | { kind: 'space', space }.
 * Returns pages as arrays of positioned text runs.
 */
function layout(blocks) {
  const pages = [[]];
  const bottom = PAGE.margin + 30;
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    pages.push([]);
    y = PAGE.height - PAGE.margin;
  };
  for (const block of blocks) {
    if (block.kind === 'pageBreak') {
      newPage();
      continue;
    }
    if (block.kind === 'space') {
      y -= block.space;
      continue;
    }
    const style = STYLES[block.style ?? 'body'];
    const indent = (block.indent ?? 0) + (block.bullet ? 14 : 0);
    const lines = wrap(block.text, style.size, PAGE.width - 2 * PAGE.margin - indent);
    // headings never sit alone at the bottom of a page
    const keep = block.style === 'h1' || block.style === 'h2' ? style.lead * 3 : style.lead;
    if (y - keep < bottom) newPage();
    lines.forEach((text, index) => {
      if (y - style.lead < bottom) newPage();
      y -= style.lead;
      const x = PAGE.margin + (block.indent ?? 0);
      if (block.bullet && index === 0) pages[pages.length - 1].push({ font: 'F1', size: style.size, x, y, text: '-' });
      pages[pages.length - 1].push({ font: style.font, size: style.size, x: x + (block.bullet ? 14 : 0), y, text });
    });
    if (block.style === 'h1') y -= 2;
  }
  return pages.filter((page) => page.length > 0);
}

function pageStream(runs, footer) {
  const ops = [];
  for (const run of [...runs, ...footer]) {
    ops.push(`BT /${run.font} ${run.size} Tf ${run.x.toFixed(2)} ${run.y.toFixed(2)} Td (${pdfString(run.text)}) Tj ET`);
  }
  // a rule under the header area and above the footer
  ops.push(`0.75 G 0.5 w ${PAGE.margin} ${PAGE.margin + 18} m ${PAGE.width - PAGE.margin} ${PAGE.margin + 18} l S`);
  return ops.join('\n');
}

/** Serialises pages to a complete PDF 1.4 file with a correct cross-reference table. */
function buildPdf(title, pages, footerText) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesObj = add(null);
  const fontRegular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const fontBold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${pdfString(title)}) /Producer (tools/docs/make-pdfs.mjs) >>`);
  const pageIds = pages.map((runs, index) => {
    const footer = [
      { font: 'F1', size: 9, x: PAGE.margin, y: PAGE.margin, text: footerText },
      { font: 'F1', size: 9, x: PAGE.width - PAGE.margin - 60, y: PAGE.margin, text: `Page ${index + 1} of ${pages.length}` },
    ];
    const content = pageStream(runs, footer);
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function main() {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'shell/public/docs'));
  const { EVENT, publishedDocuments, loadServerCatalogues, setLocaleResolver, translate } = loadContracts();
  fs.mkdirSync(outDir, { recursive: true });
  for (const { doc, blocks } of publishedDocuments()) {
    const pages = layout(blocks);
    const pdf = buildPdf(doc.name, pages, `${EVENT.name} ${EVENT.edition} - ${doc.name}`);
    const file = path.join(outDir, path.basename(doc.path));
    fs.writeFileSync(file, pdf);
    console.log(`${path.relative(root, file)}: ${pages.length} pages, ${pdf.length} bytes`);
  }
  // the same documents in Hindi, under hi/ (EVENT.documents' paths in Hindi point there)
  loadServerCatalogues();
  setLocaleResolver(() => 'hi');
  fs.mkdirSync(path.join(outDir, 'hi'), { recursive: true });
  for (const { doc, blocks } of publishedDocuments()) {
    const file = path.join(outDir, 'hi', path.basename(doc.path));
    await writeShapedPdf(file, {
      title: doc.name,
      blocks,
      footer: `${EVENT.name} ${EVENT.edition} - ${doc.name}`,
      pageLabel: (n, count) => translate('docs.page', { n, count }),
      page: PAGE,
      styles: STYLES,
    });
    console.log(`${path.relative(root, file)}: ${fs.statSync(file).size} bytes`);
  }
}

await main();
