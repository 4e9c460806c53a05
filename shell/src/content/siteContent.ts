/**
 * The organisers' published content (issue 25), applied before any remote's screen renders: the
 * request starts with the page, beside /remotes.json, and the remote areas wait for both. Without
 * an answer (the API unreachable) the screens show the first edition's defaults.
 *
 * `/?contentPreview=draft` (the Content section's preview frames) shows the admin's draft instead,
 * read with the admin's token, and `&lang=hi|en` shows a language without changing the device's.
 */
import { applySiteContent, CONTENT_API, isLocale, STORAGE_KEYS, type ContentWorkspace, type Locale, type PublishedContent } from '@hackathon/contracts';

let arriving: Promise<void> | null = null;

/** The preview's language, when this page is a preview frame that asks for one. */
export function previewLanguage(search: string = window.location.search): Locale | null {
  const params = new URLSearchParams(search);
  const lang = params.get('lang');
  return params.get('contentPreview') === 'draft' && isLocale(lang) ? lang : null;
}

async function load(): Promise<void> {
  const preview = new URLSearchParams(window.location.search).get('contentPreview') === 'draft';
  const token = preview ? window.localStorage.getItem(STORAGE_KEYS.token) : null;
  const response = await fetch(`/api${preview && token ? CONTENT_API.workspace.path() : CONTENT_API.published.path()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) return;
  const body = (await response.json()) as { data?: ContentWorkspace | PublishedContent };
  const data = body.data;
  if (data && 'draft' in data) applySiteContent(data.draft);
  else if (data && 'content' in data) applySiteContent(data.content);
}

/** Starts loading the content once; resolves when it is applied or failed (never rejects). */
export function siteContentArriving(): Promise<void> {
  arriving ??= load().catch(() => undefined);
  return arriving;
}
