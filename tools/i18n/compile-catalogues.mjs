#!/usr/bin/env node
/**
 * The message catalogues (ADR 0010): reads every `libs/contracts/catalogue/<locale>/<namespace>.json`
 * (ICU MessageFormat, one flat key per message), checks that every language has the same keys with
 * the same placeholders as English, and writes the compiled form Lingui reads at run time to
 * `libs/catalogue/compiled/<locale>/<namespace>.json` (the package @hackathon/catalogue, one shared
 * copy in the page). Compiling here keeps the ICU parser out of the pages (the browser gets arrays,
 * not a compiler); the English files give the keys their type.
 *
 *   node tools/i18n/compile-catalogues.mjs          write the compiled catalogues
 *   node tools/i18n/compile-catalogues.mjs --check  exit 1 when a catalogue is incomplete or a compiled file is stale
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CATALOGUE_DIR = path.join(ROOT, 'libs/contracts/catalogue');
const OUTPUT_DIR = path.join(ROOT, 'libs/catalogue/compiled');
export const SOURCE_LOCALE = 'en';

/** Every `<locale>/<namespace>.json`: { locale: { namespace: messages } }. */
export function readCatalogues(dir = CATALOGUE_DIR) {
  const catalogues = {};
  for (const locale of fs.readdirSync(dir).sort()) {
    const localeDir = path.join(dir, locale);
    if (!fs.statSync(localeDir).isDirectory()) continue;
    catalogues[locale] = {};
    for (const file of fs.readdirSync(localeDir).filter((f) => f.endsWith('.json')).sort()) {
      catalogues[locale][file.slice(0, -'.json'.length)] = JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8'));
    }
  }
  return catalogues;
}

/** The names a message interpolates, sorted: `{area, select, ...}` and `{n}` give area and n. */
export function placeholdersOf(message) {
  const names = new Set();
  const visit = (tokens) => {
    for (const token of typeof tokens === 'string' ? [] : tokens) {
      if (typeof token === 'string') continue;
      const [name, , options] = token;
      names.add(name);
      if (options && typeof options === 'object') for (const branch of Object.values(options)) if (Array.isArray(branch)) visit(branch);
    }
  };
  visit(compileMessage(message));
  return [...names].filter((name) => name !== '#').sort();
}

/** What is wrong with the catalogues, one line per problem: missing or extra keys, differing placeholders, unparsable messages. */
export function catalogueProblems(catalogues) {
  const problems = [];
  const source = catalogues[SOURCE_LOCALE] ?? {};
  for (const [locale, namespaces] of Object.entries(catalogues)) {
    for (const namespace of new Set([...Object.keys(source), ...Object.keys(namespaces)])) {
      const reference = source[namespace];
      const messages = namespaces[namespace];
      if (!reference) problems.push(`${locale}/${namespace}.json has no English catalogue`);
      else if (!messages) problems.push(`${locale}/${namespace}.json is missing`);
      if (!reference || !messages) continue;
      for (const key of Object.keys(reference)) if (!(key in messages)) problems.push(`${locale}/${namespace}: "${key}" is missing`);
      for (const [key, message] of Object.entries(messages)) {
        if (!(key in reference)) problems.push(`${locale}/${namespace}: "${key}" is not in English`);
        else if (locale !== SOURCE_LOCALE) {
          try {
            const want = placeholdersOf(reference[key]).join(', ');
            const got = placeholdersOf(message).join(', ');
            if (want !== got) problems.push(`${locale}/${namespace}: "${key}" has {${got}} where English has {${want}}`);
          } catch (error) {
            problems.push(`${locale}/${namespace}: "${key}" does not parse: ${error.message}`);
          }
        }
      }
    }
  }
  return problems;
}

function compiledSource(messages) {
  const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
  return `${JSON.stringify(compiled, null, 1)}\n`;
}

function main() {
  const check = process.argv.includes('--check');
  const catalogues = readCatalogues();
  const problems = catalogueProblems(catalogues);
  if (problems.length > 0) {
    console.error(`[i18n] the catalogues disagree (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const stale = [];
  for (const [locale, namespaces] of Object.entries(catalogues)) {
    for (const [namespace, messages] of Object.entries(namespaces)) {
      const file = path.join(OUTPUT_DIR, locale, `${namespace}.json`);
      const source = compiledSource(messages);
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      if (current === source) continue;
      if (check) stale.push(path.relative(ROOT, file));
      else {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, source);
      }
    }
  }
  if (stale.length > 0) {
    console.error(`[i18n] stale compiled catalogues (run node tools/i18n/compile-catalogues.mjs): ${stale.join(', ')}`);
    process.exit(1);
  }
  const counts = Object.entries(catalogues).map(([locale, namespaces]) => `${locale} ${Object.values(namespaces).reduce((n, m) => n + Object.keys(m).length, 0)}`);
  console.log(`[i18n] catalogues ${check ? 'match their compiled files' : 'compiled'}: ${counts.join(', ')} messages`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
