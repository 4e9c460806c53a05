import { currentLocale } from '../i18n/translate';
import { INTL_LOCALE, type Locale } from '../i18n/locales';

/**
 * Numbers and money as the portal shows them (issue 24): the Indian grouping (1,00,000) in both
 * languages, Western digits in Hindi too (forms and IDs need them), ₹ for rupees.
 */
const NUMBERS = new Map<Locale, Intl.NumberFormat>();
const RUPEES = new Map<Locale, Intl.NumberFormat>();

function cached(table: Map<Locale, Intl.NumberFormat>, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = currentLocale();
  let format = table.get(locale);
  if (!format) table.set(locale, (format = new Intl.NumberFormat(INTL_LOCALE[locale], options)));
  return format;
}

/** 100000 -> '1,00,000'; `missing` (default '—') for anything that is not a finite number. */
export function formatNumber<M = string>(value: number | null | undefined, missing: M | '—' = '—'): string | M {
  return typeof value === 'number' && Number.isFinite(value) ? cached(NUMBERS, {}).format(value) : (missing as M);
}

/** 2500 -> '₹2,500' (whole rupees show no paise); `missing` (default '—') otherwise. */
export function formatRupees<M = string>(value: number | null | undefined, missing: M | '—' = '—'): string | M {
  if (typeof value !== 'number' || !Number.isFinite(value)) return missing as M;
  return cached(RUPEES, { style: 'currency', currency: 'INR', minimumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);
}
