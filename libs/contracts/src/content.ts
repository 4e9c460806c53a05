/**
 * What the organisers publish about the event (issue 25): documents, links, media, texts, dates,
 * the registration switch and the headline counts. The API keeps a draft and the published
 * versions; `EVENT` (event.ts) reads the published content once it is applied, and the first
 * edition's defaults (the event catalogue) until then.
 */
import type { EventDocument } from './event';
import type { Locale } from './i18n/locales';

/** A text in both languages: the organisers write both, side by side. */
export interface Bilingual {
  en: string;
  hi: string;
}

export const CONTENT_DOCUMENT_KEYS = [
  'bootcampSchedule',
  'bootcamp',
  'lms',
  'schoolAdminLogin',
  'teamLogin',
  'assessment',
  'rulebook',
  'paymentGuide',
] as const satisfies readonly EventDocument['key'][];
export type ContentDocumentKey = (typeof CONTENT_DOCUMENT_KEYS)[number];

/** An uploaded file as content refers to it (a document's PDF, a gallery photo, the video poster). */
export interface ContentFileRef {
  /** The upload's id: its URL is `/api/content/files/{id}` (immutable: a new upload is a new id). */
  fileId: string;
  /** The name the admin's file had (shown in the history; never used to store it). */
  originalName: string;
  uploadedAt: string;
}

/** A guideline document: the uploaded PDF per language (Hindi falls back to English), or the edition's own file. */
export interface ContentDocument {
  en: ContentFileRef | null;
  hi: ContentFileRef | null;
}

export const CONTENT_LINK_KEYS = ['lms', 'lmsWalkthroughVideo', 'mentorFeedbackForm', 'paymentPage', 'paymentTutorialVideo', 'developerCredit'] as const;
export type ContentLinkKey = (typeof CONTENT_LINK_KEYS)[number];
/** The links played inside the page: only the embeddable providers the CSP allows. */
export const VIDEO_LINK_KEYS: readonly ContentLinkKey[] = ['paymentTutorialVideo'];

export interface GalleryEntryContent {
  /** Stable within the content (ordering, React keys). */
  id: string;
  type: 'image' | 'video';
  /** The photo (images): served in web sizes, `/api/content/files/{id}/{width}.webp`. */
  file: ContentFileRef | null;
  /** The embeddable link (videos). */
  url: string | null;
  caption: Bilingual;
  alt: Bilingual;
  /** Students in a photo: the organisers recorded their consent; without it the photo is not published. */
  consentRecorded: boolean;
}

export interface TimelineEntryContent {
  id: string;
  mode: 'online' | 'offline';
  title: Bilingual;
  date: Bilingual;
  description: Bilingual;
}

export interface FaqContent {
  id: string;
  question: Bilingual;
  answer: Bilingual;
}

export interface PrizeContent {
  level: Bilingual;
  items: Bilingual[];
}

export const HEADLINE_COUNT_KEYS = ['schools', 'teams', 'zones'] as const;
export type HeadlineCountKey = (typeof HEADLINE_COUNT_KEYS)[number];
export interface HeadlineCount {
  /** `announced`: the number the organisers typed; `live`: counted from the database when served. */
  mode: 'announced' | 'live';
  value: number;
}

/** The participant spec's three notices: the chatbox rule, the lock (said for mentors and for teams), signing out of the LMS. */
export const NOTICE_KEYS = ['chatbox', 'lockMentors', 'lockTeams', 'signOut'] as const;
export type NoticeKey = (typeof NOTICE_KEYS)[number];

export interface SiteContent {
  documents: Record<ContentDocumentKey, ContentDocument>;
  links: Record<ContentLinkKey, string | null>;
  introVideoUrl: string | null;
  introPoster: ContentFileRef | null;
  gallery: GalleryEntryContent[];
  timeline: TimelineEntryContent[];
  faqs: FaqContent[];
  prizes: PrizeContent[];
  contact: { email: string; helpline: string; address: Bilingual; supportHours: Bilingual };
  notices: Record<NoticeKey, Bilingual>;
  countdown: { target: string; label: Bilingual };
  registration: { open: boolean; deadline: Bilingual; currentStatus: Bilingual };
  stats: Record<HeadlineCountKey, HeadlineCount>;
}

/** `GET /content`: the published content, its version and the live counts already filled in. */
export interface PublishedContent {
  version: number;
  publishedAt: string;
  /** Changes with every publish: the prerendered pages record the one they were rendered with. */
  hash: string;
  content: SiteContent;
}

/** `GET /admin/content`: the draft being edited beside what is published, and the history. */
export interface ContentWorkspace {
  draft: SiteContent;
  draftUpdatedAt: string | null;
  /** The draft differs from the published content. */
  draftChanged: boolean;
  published: PublishedContent;
}

export interface ContentVersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  /** The version this one restored (a rollback), if it was one. */
  restoredFrom: number | null;
}

/** One upload of a document, with what it replaced: the history an auditor reads. */
export interface ContentFileSummary {
  fileId: string;
  originalName: string;
  mime: string;
  bytes: number;
  uploadedAt: string;
  uploadedBy: string | null;
  /** 'document:rulebook:en', 'gallery', 'poster': what it was uploaded for. */
  purpose: string;
}

export const CONTENT_FILE_PURPOSES = ['document', 'gallery', 'poster'] as const;
export type ContentFilePurpose = (typeof CONTENT_FILE_PURPOSES)[number];
export interface ContentUploadQuery {
  purpose: ContentFilePurpose;
  /** For documents: which one and in which language. */
  document?: ContentDocumentKey;
  language?: Locale;
}

/** The widths a gallery photo is served in (WebP), smallest first. */
export const GALLERY_WIDTHS = [480, 960, 1600] as const;

export const contentFileUrl = (fileId: string): string => `/api/content/files/${encodeURIComponent(fileId)}`;
export const contentImageUrl = (fileId: string, width: number): string => `${contentFileUrl(fileId)}/${width}.webp`;

/** Hosts whose players may be framed (the CSP's frame-src): YouTube only. */
export const EMBEDDABLE_VIDEO_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com'] as const;

/**
 * The embeddable player URL of a video link (a YouTube watch, share, shorts or embed link), or
 * null when the link is not a video the page may play.
 */
export function embeddableVideoUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const id = youTubeId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

function youTubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const valid = (id: string | null | undefined) => (id && /^[\w-]{6,20}$/.test(id) ? id : null);
  if (host === 'youtu.be') return valid(url.pathname.slice(1));
  if (!['youtube.com', 'www.youtube.com', 'm.youtube.com', 'www.youtube-nocookie.com'].includes(host)) return null;
  if (url.pathname === '/watch') return valid(url.searchParams.get('v'));
  const match = /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return valid(match?.[2]);
}

/** An https URL with a host (what every content link must be). */
export function isHttpsUrl(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(link);
  } catch {
    return false;
  }
}

/** The text of a bilingual value in a language: the Hindi is the English until it is written. */
export const inLanguage = (text: Bilingual, locale: Locale): string => (locale === 'hi' && text.hi.trim() ? text.hi : text.en);

/** The pages whose prerendered copy shows published content: served prerendered only while it is current. */
export const CONTENT_PAGES: readonly string[] = ['/', '/rulebook', '/register'];

/**
 * The content as JSON with every object's keys in order: the same text whatever order the keys
 * came in (PostgreSQL's jsonb hands them back in its own), so equal contents compare and hash alike.
 */
export function canonicalContentJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.keys(item as Record<string, unknown>).sort().map((key) => [key, (item as Record<string, unknown>)[key]]))
      : item,
  );
}

/** Two contents say the same thing (key order aside). */
export const sameSiteContent = (a: SiteContent | null | undefined, b: SiteContent | null | undefined): boolean => canonicalContentJson(a) === canonicalContentJson(b);
