import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { API_MSG } from '../api-messages';
import { MSG } from '../messages';
import { INTL_LOCALE, negotiateLocale } from './locales';
import { relocalize } from './relocalize';
import { activateLocale, loadCatalogue, setLocaleResolver, translate } from './translate';
import { loadServerCatalogues } from './server-catalogues';
import { formatNumber, formatRupees } from '../format/number';
import { formatDate, formatDateTime } from '../format/date';

const CATALOGUE = path.join(__dirname, '../../catalogue');

/** Every catalogue file: { 'en/messages': {...}, 'hi/messages': {...}, ... }. */
function catalogues(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const locale of readdirSync(CATALOGUE)) {
    for (const file of readdirSync(path.join(CATALOGUE, locale))) {
      out[`${locale}/${file.replace(/\.json$/, '')}`] = JSON.parse(readFileSync(path.join(CATALOGUE, locale, file), 'utf8'));
    }
  }
  return out;
}

/** The names an ICU message interpolates, from its compiled form (plural and select branches included). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (options && typeof options === 'object') Object.values(options).forEach(visit);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

describe('the catalogue (issue 24)', () => {
  const all = catalogues();
  const namespaces = Object.keys(all).filter((key) => key.startsWith('en/')).map((key) => key.slice(3));

  it('has every key in both languages, and nothing in Hindi that English lacks', () => {
    const problems: string[] = [];
    for (const namespace of namespaces) {
      const english = all[`en/${namespace}`]!;
      const hindi = all[`hi/${namespace}`] ?? {};
      for (const key of Object.keys(english)) if (!(key in hindi)) problems.push(`hi/${namespace}: ${key} is missing`);
      for (const key of Object.keys(hindi)) if (!(key in english)) problems.push(`hi/${namespace}: ${key} is not in English`);
    }
    expect(problems).toEqual([]);
    const count = namespaces.reduce((n, namespace) => n + Object.keys(all[`en/${namespace}`]!).length, 0);
    console.log(`[i18n] ${count} keys in each of English and Hindi, ${namespaces.length} namespaces`);
  });

  it('gives every Hindi message the placeholders of its English one', () => {
    const problems: string[] = [];
    for (const namespace of namespaces) {
      for (const [key, english] of Object.entries(all[`en/${namespace}`]!)) {
        const hindi = all[`hi/${namespace}`]?.[key];
        if (hindi !== undefined && placeholders(hindi).join() !== placeholders(english).join()) problems.push(`${namespace}: ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes Hindi in Devanagari (a message left in English is a forgotten translation)', () => {
    const latinOnly: string[] = [];
    for (const namespace of namespaces) {
      for (const [key, hindi] of Object.entries(all[`hi/${namespace}`] ?? {})) {
        const english = all[`en/${namespace}`]![key];
        // the same text in both is allowed only where there is nothing to translate (codes, names, numbers)
        if (hindi === english && /[a-z]{4,}/.test(hindi.replace(/\{[^}]*\}/g, '')) && !/[\u0900-\u097F]/.test(hindi)) latinOnly.push(`${namespace}: ${key}`);
      }
    }
    expect(latinOnly).toEqual([]);
  });
});

describe('messages in the current language', () => {
  afterEach(() => {
    setLocaleResolver(null);
    activateLocale('en');
  });

  it('keeps the English of the specs, word for word, and speaks Hindi when asked', () => {
    loadServerCatalogues();
    expect(MSG.loginSuccess).toBe('Login successful!');
    expect(API_MSG.eventLockChanged('Teams', false)).toBe('Teams unlocked for school admins');
    setLocaleResolver(() => 'hi');
    expect(MSG.loginSuccess).toMatch(/[\u0900-\u097F]/);
    expect(MSG.minLength(6)).toContain('6');
  });

  it('shows the English of a key whose Hindi has not arrived, never the key', () => {
    loadCatalogue('en', { 'test.onlyEnglish': ['Only in English'] });
    activateLocale('hi');
    expect(translate('test.onlyEnglish')).toBe('Only in English');
  });

  it('renders an English text fixed before any request in the current language (relocalize)', () => {
    loadServerCatalogues();
    const english = MSG.minLength(8);
    expect(relocalize(english)).toBe(english);
    setLocaleResolver(() => 'hi');
    expect(relocalize(english)).toBe(MSG.minLength(8));
    expect(relocalize(english)).toMatch(/[\u0900-\u097F]/);
    expect(relocalize('not a catalogue message')).toBe('not a catalogue message');
  });

  it('formats numbers, rupees and dates the Indian way in both languages, in Western digits and IST', () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatRupees(250000)).toBe('₹2,50,000');
    expect(formatDate('2026-11-28T05:00:00Z')).toBe('28 Nov 2026');
    setLocaleResolver(() => 'hi');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatRupees(2500)).toBe('₹2,500');
    expect(formatDate('2026-11-28T05:00:00Z')).toBe('28 नवंबर 2026');
    // 23:00 UTC is 4:30 the next morning in India
    expect(formatDateTime('2026-11-27T23:00:00Z')).toBe('28 नवंबर 2026, 4:30 पूर्वाह्न');
    expect(INTL_LOCALE.hi).toContain('latn');
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['fr-FR, de;q=0.5', 'en'],
    ['hi;q=0', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
