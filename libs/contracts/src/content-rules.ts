/**
 * The rules a content draft must keep (issue 25), written once: the API refuses a draft that
 * breaks them (400, one problem per field) and the Content section shows the same problems at
 * the fields. Every text is required in English and in Hindi: the site is bilingual by rule.
 */
import {
  CONTENT_DOCUMENT_KEYS,
  CONTENT_LINK_KEYS,
  embeddableVideoUrl,
  HEADLINE_COUNT_KEYS,
  isHttpsUrl,
  NOTICE_KEYS,
  VIDEO_LINK_KEYS,
  type ContentLinkKey,
  type SiteContent,
} from './content';
import { translate } from './i18n/translate';
import type { FieldError } from './envelope';

export const CONTENT_LIMITS = {
  shortText: 200,
  text: 2000,
  url: 500,
  gallery: 24,
  timeline: 20,
  faqs: 40,
  prizes: 10,
  prizeItems: 10,
  count: 10_000_000,
} as const;

/** Links that must stay set: the buttons that use them have nowhere else to go. */
const REQUIRED_LINKS: readonly ContentLinkKey[] = ['paymentPage'];

type Problems = FieldError[];
type Unknown = Record<string, unknown>;

const isObject = (value: unknown): value is Unknown => typeof value === 'object' && value !== null && !Array.isArray(value);
const problem = (problems: Problems, path: string, msg: string): void => {
  problems.push({ path, msg });
};

function text(problems: Problems, value: unknown, path: string, max: number): void {
  if (typeof value !== 'string' || value.trim() === '') problem(problems, path, translate('api.content.required', { field: path }));
  else if (value.length > max) problem(problems, path, translate('api.content.tooLong', { field: path, max }));
}

function bilingual(problems: Problems, value: unknown, path: string, max: number = CONTENT_LIMITS.shortText): void {
  if (!isObject(value)) return problem(problems, path, translate('api.content.bilingual', { field: path }));
  text(problems, value.en, `${path}.en`, max);
  text(problems, value.hi, `${path}.hi`, max);
}

function list(problems: Problems, value: unknown, path: string, max: number, each: (item: unknown, path: string) => void): void {
  if (!Array.isArray(value)) return problem(problems, path, translate('api.content.list', { field: path }));
  if (value.length > max) return problem(problems, path, translate('api.content.tooMany', { field: path, max }));
  value.forEach((item, index) => each(item, `${path}.${index}`));
}

function fileRef(problems: Problems, value: unknown, path: string): void {
  if (value === null) return;
  if (!isObject(value) || typeof value.fileId !== 'string' || typeof value.originalName !== 'string' || typeof value.uploadedAt !== 'string') {
    problem(problems, path, translate('api.content.fileRef', { field: path }));
  }
}

function link(problems: Problems, value: unknown, path: string, video: boolean, required: boolean): void {
  if (value === null || value === '') {
    if (required) problem(problems, path, translate('api.content.required', { field: path }));
    return;
  }
  if (typeof value !== 'string' || value.length > CONTENT_LIMITS.url || !isHttpsUrl(value)) problem(problems, path, translate('api.content.httpsUrl', { field: path }));
  else if (video && !embeddableVideoUrl(value)) problem(problems, path, translate('api.content.videoUrl', { field: path }));
}

function id(problems: Problems, value: unknown, path: string): void {
  if (typeof value !== 'string' || !/^[\w-]{1,40}$/.test(value)) problem(problems, path, translate('api.content.id', { field: path }));
}

/** Every problem of a draft, in the order of the Content section's tabs; empty when it may be saved. */
export function siteContentProblems(value: unknown): Problems {
  const problems: Problems = [];
  if (!isObject(value)) return [{ path: '', msg: translate('api.content.bilingual', { field: 'content' }) }];
  const c = value as Partial<Record<keyof SiteContent, unknown>>;

  if (!isObject(c.documents)) problem(problems, 'documents', translate('api.content.list', { field: 'documents' }));
  else
    for (const key of CONTENT_DOCUMENT_KEYS) {
      const doc = c.documents[key];
      if (!isObject(doc)) problem(problems, `documents.${key}`, translate('api.content.fileRef', { field: `documents.${key}` }));
      else {
        fileRef(problems, doc.en ?? null, `documents.${key}.en`);
        fileRef(problems, doc.hi ?? null, `documents.${key}.hi`);
      }
    }

  if (!isObject(c.links)) problem(problems, 'links', translate('api.content.list', { field: 'links' }));
  else for (const key of CONTENT_LINK_KEYS) link(problems, c.links[key] ?? null, `links.${key}`, VIDEO_LINK_KEYS.includes(key), REQUIRED_LINKS.includes(key));

  link(problems, c.introVideoUrl ?? null, 'introVideoUrl', true, false);
  fileRef(problems, c.introPoster ?? null, 'introPoster');

  list(problems, c.gallery, 'gallery', CONTENT_LIMITS.gallery, (item, path) => {
    if (!isObject(item)) return problem(problems, path, translate('api.content.invalid', { field: path }));
    id(problems, item.id, `${path}.id`);
    if (item.type === 'image') {
      if (!isObject(item.file)) problem(problems, `${path}.file`, translate('api.content.photoMissing', { field: `${path}.file` }));
      else fileRef(problems, item.file, `${path}.file`);
      bilingual(problems, item.alt, `${path}.alt`);
    } else if (item.type === 'video') link(problems, item.url ?? null, `${path}.url`, true, true);
    else problem(problems, `${path}.type`, translate('api.content.invalid', { field: `${path}.type` }));
    bilingual(problems, item.caption, `${path}.caption`);
    if (typeof item.consentRecorded !== 'boolean') problem(problems, `${path}.consentRecorded`, translate('api.mustBeBoolean'));
  });

  list(problems, c.timeline, 'timeline', CONTENT_LIMITS.timeline, (item, path) => {
    if (!isObject(item)) return problem(problems, path, translate('api.content.invalid', { field: path }));
    id(problems, item.id, `${path}.id`);
    if (item.mode !== 'online' && item.mode !== 'offline') problem(problems, `${path}.mode`, translate('api.content.mode', { field: `${path}.mode` }));
    bilingual(problems, item.title, `${path}.title`);
    bilingual(problems, item.date, `${path}.date`);
    bilingual(problems, item.description, `${path}.description`, CONTENT_LIMITS.text);
  });

  list(problems, c.faqs, 'faqs', CONTENT_LIMITS.faqs, (item, path) => {
    if (!isObject(item)) return problem(problems, path, translate('api.content.invalid', { field: path }));
    id(problems, item.id, `${path}.id`);
    bilingual(problems, item.question, `${path}.question`);
    bilingual(problems, item.answer, `${path}.answer`, CONTENT_LIMITS.text);
  });

  list(problems, c.prizes, 'prizes', CONTENT_LIMITS.prizes, (item, path) => {
    if (!isObject(item)) return problem(problems, path, translate('api.content.invalid', { field: path }));
    bilingual(problems, item.level, `${path}.level`);
    list(problems, item.items, `${path}.items`, CONTENT_LIMITS.prizeItems, (prize, itemPath) => bilingual(problems, prize, itemPath));
  });

  if (!isObject(c.contact)) problem(problems, 'contact', translate('api.content.invalid', { field: 'contact' }));
  else {
    const email = c.contact.email;
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > CONTENT_LIMITS.shortText) problem(problems, 'contact.email', translate('api.content.email', { field: 'contact.email' }));
    text(problems, c.contact.helpline, 'contact.helpline', 40);
    bilingual(problems, c.contact.address, 'contact.address');
    bilingual(problems, c.contact.supportHours, 'contact.supportHours');
  }

  if (!isObject(c.notices)) problem(problems, 'notices', translate('api.content.invalid', { field: 'notices' }));
  else for (const key of NOTICE_KEYS) bilingual(problems, c.notices[key], `notices.${key}`, CONTENT_LIMITS.text);

  if (!isObject(c.countdown)) problem(problems, 'countdown', translate('api.content.invalid', { field: 'countdown' }));
  else {
    const target = c.countdown.target;
    if (typeof target !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(target) || Number.isNaN(Date.parse(target))) {
      problem(problems, 'countdown.target', translate('api.content.dateTime', { field: 'countdown.target' }));
    }
    bilingual(problems, c.countdown.label, 'countdown.label');
  }

  if (!isObject(c.registration)) problem(problems, 'registration', translate('api.content.invalid', { field: 'registration' }));
  else {
    if (typeof c.registration.open !== 'boolean') problem(problems, 'registration.open', translate('api.mustBeBoolean'));
    bilingual(problems, c.registration.deadline, 'registration.deadline');
    bilingual(problems, c.registration.currentStatus, 'registration.currentStatus');
  }

  if (!isObject(c.stats)) problem(problems, 'stats', translate('api.content.invalid', { field: 'stats' }));
  else
    for (const key of HEADLINE_COUNT_KEYS) {
      const count = c.stats[key];
      const path = `stats.${key}`;
      if (!isObject(count) || (count.mode !== 'announced' && count.mode !== 'live')) problem(problems, `${path}.mode`, translate('api.content.countMode', { field: `${path}.mode` }));
      else if (!Number.isInteger(count.value) || (count.value as number) < 0 || (count.value as number) > CONTENT_LIMITS.count) {
        problem(problems, `${path}.value`, translate('api.content.count', { field: `${path}.value`, max: CONTENT_LIMITS.count }));
      }
    }

  const known = new Set<string>(['documents', 'links', 'introVideoUrl', 'introPoster', 'gallery', 'timeline', 'faqs', 'prizes', 'contact', 'notices', 'countdown', 'registration', 'stats']);
  for (const key of Object.keys(value)) if (!known.has(key)) problem(problems, key, translate('api.content.unknownField', { field: key.slice(0, 100) }));
  return problems;
}

/** Photos whose students' consent is not recorded: they may wait in a draft, never be published. */
export function photosWithoutConsent(content: SiteContent): number[] {
  return content.gallery.flatMap((entry, index) => (entry.type === 'image' && !entry.consentRecorded ? [index + 1] : []));
}
