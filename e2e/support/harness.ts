/**
 * What a journey uses: the portal started by globalSetup, pages in a real Chromium, the mail the
 * portal sent over SMTP, and plain API calls (as an integrator makes them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { CaughtMail } from './mail-catcher';
import { findChromium } from './chromium';
import { ARTIFACTS_DIR } from './processes';

export type { CaughtMail } from './mail-catcher';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: journeys run through e2e/jest.config.js (its globalSetup starts the portal).`);
  return value;
}

/** Base URL of the portal started for this run, e.g. http://127.0.0.1:43123 */
export function portalUrl(): string {
  return requiredEnv('E2E_PORTAL_URL');
}

/** The portal's data folder (where the seed keeps what it generated). */
export function portalDataDir(): string {
  return requiredEnv('E2E_DATA_DIR');
}

// ---------------------------------------------------------------- browser

let browser: Browser | null = null;
interface TrackedPage {
  context: BrowserContext;
  page: Page;
  console: string[];
}
const tracked: TrackedPage[] = [];

async function ensureBrowser(): Promise<Browser> {
  if (browser?.isConnected()) return browser;
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (set CHROMIUM_PATH or run `npm test`, which installs it).');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  return browser;
}

/**
 * A page in a fresh browser context (own local storage), relative URLs against `baseURL`
 * (the run's portal by default). Closed after each test; screenshotted first when the test failed.
 */
export async function newPage(options: { baseURL?: string } = {}): Promise<Page> {
  const context = await (await ensureBrowser()).newContext({
    baseURL: options.baseURL ?? portalUrl(),
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const entry: TrackedPage = { context, page, console: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') entry.console.push(`[${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => entry.console.push(`[pageerror] ${error.message}`));
  tracked.push(entry);
  return page;
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 120);
}

/** Called after each test (support/after-env.ts). */
export async function closePages(failedTestName?: string): Promise<void> {
  const pages = tracked.splice(0, tracked.length);
  for (const [index, entry] of pages.entries()) {
    if (failedTestName && !entry.page.isClosed()) {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const base = join(ARTIFACTS_DIR, `${safeName(failedTestName)}-${index + 1}`);
      try {
        await entry.page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 });
      } catch (error) {
        entry.console.push(`[harness] screenshot failed: ${(error as Error).message}`);
      }
      writeFileSync(`${base}.txt`, [`url: ${entry.page.url()}`, ...entry.console].join('\n'));
    }
    await entry.context.close().catch(() => undefined);
  }
}

export async function closeBrowser(): Promise<void> {
  await browser?.close().catch(() => undefined);
  browser = null;
}

// ---------------------------------------------------------------- mail

const takenMailIds = new Set<number>();

export interface MailQuery {
  /** Substring of the subject (case-insensitive) or a pattern. */
  subject?: string | RegExp;
  timeoutMs?: number;
  /** Another catcher than the run's (a portal a test started itself). */
  mailApi?: string;
}

function subjectMatches(subject: string, wanted: string | RegExp | undefined): boolean {
  if (wanted === undefined) return true;
  return typeof wanted === 'string' ? subject.toLowerCase().includes(wanted.toLowerCase()) : wanted.test(subject);
}

/**
 * Waits for the next mail to `address` (optionally with a subject) that this test file has not
 * taken yet, and takes it. Mail arrives over real SMTP from the portal.
 */
export async function mailTo(address: string, query: MailQuery = {}): Promise<CaughtMail> {
  const api = query.mailApi ?? requiredEnv('E2E_MAIL_API');
  const wanted = address.toLowerCase();
  const deadline = Date.now() + (query.timeoutMs ?? 30_000);
  let seen: CaughtMail[] = [];
  while (Date.now() < deadline) {
    seen = (await (await fetch(`${api}/mails`)).json()) as CaughtMail[];
    const match = seen.find(
      (mail) => !takenMailIds.has(mail.id) && mail.to.includes(wanted) && subjectMatches(mail.subject, query.subject),
    );
    if (match) {
      takenMailIds.add(match.id);
      return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  const toThem = seen.filter((mail) => mail.to.includes(wanted)).map((mail) => `"${mail.subject}"`);
  throw new Error(
    `No mail to ${address}${query.subject ? ` with subject ${String(query.subject)}` : ''} arrived in time.` +
      ` Mails to that address: ${toThem.join(', ') || 'none'}; ${seen.length} mail(s) in all.`,
  );
}

/** The first link in the mail (HTML hrefs, then the text) whose path starts with `pathPrefix`. */
export function extractLink(mail: CaughtMail, pathPrefix: string): string {
  const candidates = [
    ...Array.from(mail.html.matchAll(/href\s*=\s*["']([^"']+)["']/gi), (m) => m[1].replace(/&amp;/g, '&')),
    ...Array.from(mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g), (m) => m[0]),
  ];
  for (const candidate of candidates) {
    try {
      const url = new URL(candidate);
      if (url.pathname.startsWith(pathPrefix)) return url.toString();
    } catch {
      // not an absolute URL
    }
  }
  throw new Error(`No link to ${pathPrefix} in mail "${mail.subject}". Text:\n${mail.text}`);
}

/** The 6-digit code in an OTP mail. */
export function extractOtp(mail: CaughtMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text) ?? /\b(\d{6})\b/.exec(mail.html.replace(/<[^>]+>/g, ' '));
  if (!match) throw new Error(`No 6-digit code in mail "${mail.subject}". Text:\n${mail.text}`);
  return match[1];
}

// ---------------------------------------------------------------- API and data

export interface ApiResponse<T = unknown> {
  status: number;
  body: { success: boolean; message?: string; data?: T } & Record<string, unknown>;
}

/** One call to the portal's API (`path` under /api), as an integrator makes it. */
export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; baseURL?: string } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${init.baseURL ?? portalUrl()}/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: ApiResponse<T>['body'];
  try {
    body = JSON.parse(text) as ApiResponse<T>['body'];
  } catch {
    throw new Error(`${init.method ?? 'GET'} /api${path} answered ${res.status} with non-JSON: ${text.slice(0, 300)}`);
  }
  return { status: res.status, body };
}

let uniqueCounter = 0;
/** An address no other test (or earlier run) uses. */
export function uniqueEmail(label: string): string {
  uniqueCounter += 1;
  return `${label}.${Date.now().toString(36)}${uniqueCounter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Passes the strong-password rule (8+, lower, upper, digit, special). */
export function strongPassword(): string {
  return `Hk-${Math.random().toString(36).slice(2, 8)}Z9!`;
}
