/**
 * The Hindi a journey expects (issue 24), read from the catalogue as a reader would get it: the
 * Hindi of a text the English journeys name, so a journey says `hi('Add New Team')` where the
 * English one says 'Add New Team'.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadServerCatalogues, readInLocale, translate, type MessageValues } from '@hackathon/contracts';
import type { Page } from 'playwright-core';

loadServerCatalogues();

const CATALOGUE = path.join(__dirname, '../../libs/contracts/catalogue');

function readAll(locale: 'en' | 'hi'): Record<string, string> {
  const all: Record<string, string> = {};
  for (const file of readdirSync(path.join(CATALOGUE, locale))) Object.assign(all, JSON.parse(readFileSync(path.join(CATALOGUE, locale, file), 'utf8')));
  return all;
}

const english = readAll('en');

/** Runs `read` with the catalogue in Hindi (a message table, a formatter), then back in English. */
export function inHindi<T>(read: () => T): T {
  return readInLocale('hi', read);
}

/**
 * The catalogue key whose English is `text`. Keys that say the same in English and in Hindi are one
 * text; where their Hindi differs (a word said two ways in context) the journey names the key.
 */
export function keyOf(text: string): string {
  const keys = Object.keys(english).filter((candidate) => english[candidate] === text);
  if (keys.length === 0) throw new Error(`"${text}" is not an English message of the catalogue`);
  const renderings = new Set(keys.map((key) => inHindi(() => translate(key))));
  if (renderings.size > 1) throw new Error(`"${text}" has ${renderings.size} Hindi renderings (${keys.join(', ')}): name the key`);
  return keys[0]!;
}

/** The Hindi of the English text `text` (or of the key `text`, with values), as a page in Hindi shows it. */
export function hi(text: string, values?: MessageValues): string {
  const key = text in english ? text : keyOf(text);
  return inHindi(() => translate(key, values));
}

/** The English of a catalogue key, or `text` itself when it is an English text (the English twin of `hi`). */
export function en(text: string, values?: MessageValues): string {
  return text in english ? translate(text, values) : text;
}

/** A regular expression that finds `text` at the start of a label (labels may end with ' *'). */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Devanagari letters: a text in Hindi has some. */
export const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Leaves a shared demo account's language as it is while a journey shows its screens in Hindi: an
 * account that never chose takes the device's language at sign-in (libs/session language-account),
 * and every English journey signing in as the same demo account would then be shown Hindi. The
 * page's request to save the language is answered here instead of by the API; journeys about the
 * account's language (hindi.e2e.ts, with accounts of their own) let it through.
 */
export async function keepAccountLanguage(page: Page): Promise<void> {
  await page.route('**/api/auth/language', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data: { language: 'hi' } }) }),
  );
}

