/**
 * What the region admin and super admin journeys share: signing in on 'KVS Admin Login', their
 * bearer tokens, a new school of a given region, a submitted payment with a real receipt (set up
 * through the API, as the school's own screens would), and a browser download read back.
 */
import { readFileSync } from 'node:fs';
import type { RegionSchoolSummary, RegionSummaryPage, RegistrationCheck, SchoolLookup } from '@hackathon/contracts';
import type { Download, Page } from 'playwright-core';
// the demo generator's receipts: a real PNG and a real PDF that pass the server's type sniffing
import { receiptPdf, receiptPng } from '../../api/src/modules/demo/generator/receipt-files';
import { parseCsv } from './admin';
import { demoSuperAdmin, signInToken, verifiedSchoolAdmin, type SchoolAdmin } from './fixtures';
import { expectPath } from './flows';
import { api, newPage, portalUrl } from './harness';

/** 'KVS Admin Login' (/region-admin-login): username and password; the role decides where it lands. */
export async function signedInBackOfficePage(account: { username: string; password: string }, landing: string): Promise<Page> {
  const page = await newPage();
  await page.goto('/region-admin-login');
  await page.getByLabel(/^Username/i).fill(account.username);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, landing);
  return page;
}

/** POST /region-admin/login (region and super admins): the bearer token. */
export async function backOfficeToken(account: { username: string; password: string }): Promise<string> {
  const res = await api<{ token: string }>('/region-admin/login', { body: { username: account.username, password: account.password } });
  const token = res.body.data?.token;
  if (res.status !== 200 || !token) throw new Error(`POST /region-admin/login for ${account.username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return token;
}

export async function superAdminToken(): Promise<string> {
  return backOfficeToken(demoSuperAdmin());
}

/** Every row of GET /region-admin/summary for the query (all pages), as `token` sees it. */
export async function summaryRows(token: string, query: Record<string, string> = {}): Promise<RegionSchoolSummary[]> {
  const rows: RegionSchoolSummary[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api<RegionSummaryPage>(`/region-admin/summary?${new URLSearchParams({ ...query, page: String(page), limit: '100' })}`, { token });
    if (res.status !== 200 || !res.body.data) throw new Error(`GET /region-admin/summary answered ${res.status}: ${JSON.stringify(res.body)}`);
    rows.push(...res.body.data.schools);
    if (!res.body.data.pagination.hasNextPage) return rows;
  }
}

const claimed = new Set<string>();

/**
 * Unregistered schools of the directory in `region` (a region name or group), as the super admin's
 * summary lists them, each checked with GET /registration/check and claimed for this test file.
 */
export async function unregisteredSchoolsOf(region: string, count: number): Promise<SchoolLookup[]> {
  const token = await superAdminToken();
  const candidates = await summaryRows(token, { region, registration: 'not_registered' });
  const found: SchoolLookup[] = [];
  for (const row of candidates) {
    if (found.length === count) break;
    if (claimed.has(row.kvCode)) continue;
    const check = await api<RegistrationCheck>(`/registration/check?schoolCode=${encodeURIComponent(row.kvCode)}`);
    if (check.status !== 200 || check.body.data?.exists !== false) continue;
    const lookup = await api<SchoolLookup[]>(`/schools/search?query=${encodeURIComponent(row.kvName)}`);
    const school = lookup.body.data?.find((entry) => entry.kvCode === row.kvCode);
    if (!school) continue;
    claimed.add(row.kvCode);
    found.push(school);
  }
  if (found.length < count) throw new Error(`Only ${found.length} of ${count} unregistered schools found in region ${region}.`);
  return found;
}

/** A region (name) of the directory with at least `count` unregistered schools, `preferred` first. */
export async function regionWithUnregisteredSchools(count: number, preferred: readonly string[] = []): Promise<string> {
  const rows = await summaryRows(await superAdminToken(), { registration: 'not_registered' });
  const perRegion = new Map<string, number>();
  for (const row of rows) if (row.region && !claimed.has(row.kvCode)) perRegion.set(row.region, (perRegion.get(row.region) ?? 0) + 1);
  const byCount = [...perRegion.entries()].sort((a, b) => b[1] - a[1]).map(([region]) => region);
  const fit = [...preferred, ...byCount].find((region) => (perRegion.get(region) ?? 0) >= count);
  if (!fit) throw new Error(`No region has ${count} unregistered schools left.`);
  return fit;
}

export type ReceiptKind = 'png' | 'pdf';

export interface SubmittedPayment {
  school: SchoolAdmin;
  token: string;
  /** The registration id: the payment verification screen's row id. */
  registrationId: string;
  referenceNumber: string;
  receiptNumber: string;
  fileName: string;
}

/** A real receipt file of the kind asked for. */
export function receiptFile(kind: ReceiptKind, school: SchoolLookup, referenceNumber: string, receiptNumber: string): { name: string; type: string; bytes: Buffer } {
  const facts = { receiptNumber, referenceNumber, schoolCode: school.kvCode, schoolName: school.kvName, payer: 'Asha Verma', date: new Date() };
  const name = `receipt-${school.kvCode}.${kind}`;
  const file = kind === 'png' ? receiptPng(facts, name) : receiptPdf(facts, name);
  return { name, type: file.contentType, bytes: file.data };
}

/**
 * A new verified school admin of `school` who uploads a receipt (POST /mongo-upload/receipt, field
 * `receipt`) and submits the payment proof (POST /payment/submit), as the Payment Info form does.
 */
export async function submittedPayment(school: SchoolLookup, kind: ReceiptKind, numbers: { referenceNumber: string; receiptNumber: string }): Promise<SubmittedPayment> {
  const admin = await verifiedSchoolAdmin(school);
  const token = await signInToken(admin.email, admin.password);
  const file = receiptFile(kind, school, numbers.referenceNumber, numbers.receiptNumber);
  const form = new FormData();
  form.append('receipt', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const uploaded = await fetch(`${portalUrl()}/api/mongo-upload/receipt`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const upload = (await uploaded.json()) as { data?: { fileId: string; fileSize: number; fileType: string } };
  if (uploaded.status !== 201 || !upload.data) throw new Error(`POST /mongo-upload/receipt answered ${uploaded.status}: ${JSON.stringify(upload)}`);
  const submitted = await api<{ registrationId: string }>('/payment/submit', {
    token,
    body: {
      schoolCode: school.kvCode,
      fullName: admin.fullName,
      referenceNumber: numbers.referenceNumber,
      receiptNumber: numbers.receiptNumber,
      receiptFile: upload.data.fileId,
      receiptFileName: file.name,
      receiptFileSize: upload.data.fileSize,
      receiptFileType: upload.data.fileType,
    },
  });
  if (submitted.status !== 201 || !submitted.body.data) throw new Error(`POST /payment/submit answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
  return { school: admin, token, registrationId: submitted.body.data.registrationId, ...numbers, fileName: file.name };
}

// ---------------------------------------------------------------- downloads

/** Clicks `click` and returns the browser download it starts: its suggested name and bytes. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path), download };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A downloaded CSV as objects keyed by its header (the UTF-8 BOM checked and dropped). */
export function csvRecords(bytes: Buffer): { header: string[]; records: Array<Record<string, string>> } {
  expect(bytes.subarray(0, 3).equals(BOM)).toBe(true);
  const rows = parseCsv(bytes.subarray(3).toString('utf8')).filter((row) => !(row.length === 1 && row[0] === ''));
  const [header, ...rest] = rows;
  if (!header) throw new Error('The CSV has no header row');
  for (const row of rest) expect(row).toHaveLength(header.length);
  return { header, records: rest.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']))) };
}
