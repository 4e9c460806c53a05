import { currentLocale } from '../i18n/translate';
import type { Locale } from '../i18n/locales';

/**
 * How the portal shows a date and a time, everywhere (issue 23): the Indian convention, in Indian
 * Standard Time whatever the reader's device is set to, e.g. '28 Nov 2026, 10:30 AM', a date alone
 * '28 Nov 2026', a time alone '10:30 AM'. The event runs on IST, so a deadline or a submission
 * time reads the same in every browser, on the server's prerendered pages and in the documents.
 *
 * Intl gives the calendar fields in Asia/Kolkata; the words are ours: month names and AM/PM differ
 * between ICU versions ('Sep' or 'Sept', 'am' or 'AM'), and Chromium, Node and the API must agree.
 */
export const PORTAL_TIME_ZONE = 'Asia/Kolkata';

/** Month names and the AM/PM words per language: '28 Nov 2026, 10:30 AM' and '28 नवंबर 2026, 10:30 पूर्वाह्न'. */
const WORDS: Record<Locale, { months: readonly string[]; am: string; pm: string }> = {
  en: { months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], am: 'AM', pm: 'PM' },
  hi: {
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्तूबर', 'नवंबर', 'दिसंबर'],
    am: 'पूर्वाह्न',
    pm: 'अपराह्न',
  },
};

const IST_PARTS = new Intl.DateTimeFormat('en-IN', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** What the formatters take: an ISO string, epoch milliseconds or a Date; null, blank or unreadable is missing. */
export type DateInput = string | number | Date | null | undefined;

interface IstParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  dayPeriod: string;
}

function istParts(value: DateInput): IstParts | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of IST_PARTS.formatToParts(date)) parts[part.type] = part.value;
  const words = WORDS[currentLocale()];
  return {
    day: String(Number(parts.day)),
    month: words.months[Number(parts.month) - 1]!,
    year: parts.year ?? '',
    hour: String(Number(parts.hour)),
    minute: parts.minute ?? '00',
    dayPeriod: (parts.dayPeriod ?? '').toUpperCase() === 'PM' ? words.pm : words.am,
  };
}

const dateOf = (p: IstParts) => `${p.day} ${p.month} ${p.year}`;
const timeOf = (p: IstParts) => `${p.hour}:${p.minute} ${p.dayPeriod}`;

/** '28 Nov 2026' (IST); `missing` (default '—') when there is no readable date. */
export function formatDate<M = string>(value: DateInput, missing: M | '—' = '—'): string | M {
  const parts = istParts(value);
  return parts ? dateOf(parts) : (missing as M);
}

/** '28 Nov 2026, 10:30 AM' (IST); `missing` (default '—') when there is no readable date. */
export function formatDateTime<M = string>(value: DateInput, missing: M | '—' = '—'): string | M {
  const parts = istParts(value);
  return parts ? `${dateOf(parts)}, ${timeOf(parts)}` : (missing as M);
}

/** '10:30 AM' (IST); `missing` (default '—') when there is no readable date. */
export function formatTime<M = string>(value: DateInput, missing: M | '—' = '—'): string | M {
  const parts = istParts(value);
  return parts ? timeOf(parts) : (missing as M);
}
