#!/usr/bin/env node
/**
 * Writes the documents the portal ships, with pdfkit (./shaped-pdf.mjs): in English
 * (shell/public/docs/*.pdf) with the built-in Helvetica (no font inside: small files for slow school
 * networks), in Hindi (shell/public/docs/hi/*.pdf) with an embedded Devanagari font. Their text
 * lives in libs/contracts/src/knowledge/documents.ts (built from the event configuration,
 * libs/contracts/src/event.ts), which the chat assistant also indexes, so the PDFs and the chat
 * never disagree.
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

async function main() {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'shell/public/docs'));
  const { EVENT, publishedDocuments, loadServerCatalogues, setLocaleResolver, translate } = loadContracts();
  loadServerCatalogues();
  // English in docs/, Hindi under docs/hi/ (EVENT.documents' paths in Hindi point there)
  for (const language of ['en', 'hi']) {
    setLocaleResolver(() => language);
    const dir = language === 'en' ? outDir : path.join(outDir, language);
    fs.mkdirSync(dir, { recursive: true });
    for (const { doc, blocks } of publishedDocuments()) {
      const file = path.join(dir, path.basename(doc.path));
      await writeShapedPdf(file, {
        language,
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
}

await main();
