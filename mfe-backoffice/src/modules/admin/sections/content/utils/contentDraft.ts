/**
 * Pure helpers of the Content section (issue 25): the editor changes a copy of the draft and sends
 * it whole, so every change here returns a new object and never touches the one it was given.
 */
import { sameSiteContent, type Bilingual, type ContentFileRef, type ContentFileSummary, type FieldError } from '@hackathon/contracts';

/** The section's tabs, in the order `siteContentProblems` reports problems. */
export const CONTENT_TABS = ['documents', 'links', 'media', 'texts', 'dates'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

/** A problem's path ('faqs.0.answer.hi') to the tab that shows its field. */
export function tabOfPath(path: string): ContentTab {
  const top = path.split('.')[0] ?? '';
  if (top === 'documents') return 'documents';
  if (top === 'links') return 'links';
  if (top === 'introVideoUrl' || top === 'introPoster' || top === 'gallery') return 'media';
  if (top === 'countdown' || top === 'registration' || top === 'stats') return 'dates';
  return 'texts';
}

/** Problems by path (the first one of a path wins): what the fields read their message from. */
export type ProblemMap = Readonly<Record<string, string>>;

export function problemMap(problems: readonly FieldError[]): ProblemMap {
  const map: Record<string, string> = {};
  for (const { path, msg } of problems) if (!(path in map)) map[path] = msg;
  return map;
}

/** How many problems each tab holds (for the tabs' labels). */
export function problemsPerTab(problems: ProblemMap): Record<ContentTab, number> {
  const counts = Object.fromEntries(CONTENT_TABS.map((tab) => [tab, 0])) as Record<ContentTab, number>;
  for (const path of Object.keys(problems)) counts[tabOfPath(path)] += 1;
  return counts;
}

/** The problems left after a field at `path` (or under it) changed: its message goes, the others stay. */
export function withoutProblemsAt(problems: ProblemMap, path: string): ProblemMap {
  const keys = Object.keys(problems);
  if (!keys.some((key) => key === path || key.startsWith(`${path}.`))) return problems;
  return Object.fromEntries(Object.entries(problems).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
}

/** The DOM id of the field a path names ('faqs.0.answer.hi' -> 'content-faqs-0-answer-hi'). */
export const fieldId = (path: string): string => `content-${path.replace(/\./g, '-')}`;

/** The same content (the draft shown equals the draft saved, or the published one). */
/** Equal contents, whatever order their keys came in (the API's draft comes back in the database's order). */
export const sameContent = sameSiteContent;

export const emptyBilingual = (): Bilingual => ({ en: '', hi: '' });

/** A list with the item at `index` moved by `delta` places (a no-op at either end). */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] => list.map((current, i) => (i === index ? item : current));
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** A new entry's id: unique enough within one content, and within the API's `[\w-]{1,40}`. */
export function newEntryId(prefix: string, now: number = Date.now(), random: number = Math.random()): string {
  return `${prefix}-${now.toString(36)}${Math.floor(random * 36 ** 4).toString(36)}`.slice(0, 40);
}

/** What the content keeps of an upload. */
export const fileRefOf = (file: ContentFileSummary): ContentFileRef => ({ fileId: file.fileId, originalName: file.originalName, uploadedAt: file.uploadedAt });

/** A link field's value as the content stores it: blank is no link. */
export const linkValue = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** India Standard Time (UTC+05:30, no daylight saving): the countdown is typed and stored in it. */
const IST_OFFSET_MS = 330 * 60_000;

/** An ISO date-time as a `datetime-local` input shows it, in India ('' when it is not a date). */
export function istInputValue(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value typed in India, stored with its offset ('2026-12-01T17:00' -> '2026-12-01T17:00:00+05:30'). */
export function istIsoFromInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : value;
}

/** The language of a document upload, from its purpose ('document:rulebook:hi' -> 'hi'). */
export function uploadLanguage(purpose: string): 'en' | 'hi' | null {
  const language = purpose.split(':')[2];
  return language === 'en' || language === 'hi' ? language : null;
}

/**
 * The version a rollback publishes again: the one before what is on show (the newest version, or
 * the one it restored), as the API decides it; null when there is none.
 */
export function rollbackTarget(versions: readonly { version: number; restoredFrom: number | null }[]): number | null {
  const latest = versions[0];
  if (!latest) return null;
  const target = (latest.restoredFrom ?? latest.version) - 1;
  return target >= 1 ? target : null;
}

const segments = (path: string): (string | number)[] => path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The value at a problem's path ('faqs.0.answer.en'), or undefined. */
export function valueAt(content: unknown, path: string): unknown {
  let value: unknown = content;
  for (const part of segments(path)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** A copy of the content with the value at `path` replaced (only the objects on the way are copied). */
export function withValueAt<T>(content: T, path: string, value: unknown): T {
  const set = (node: unknown, [head, ...rest]: (string | number)[]): unknown => {
    if (head === undefined) return value;
    if (Array.isArray(node)) return node.map((item, index) => (index === head ? set(item, rest) : item));
    const record = (node ?? {}) as Record<string, unknown>;
    return { ...record, [head]: set(record[head], rest) };
  };
  return set(content, segments(path)) as T;
}
