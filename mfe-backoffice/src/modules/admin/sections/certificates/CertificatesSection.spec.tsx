/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { CERTIFICATES_MSG, MSG, type CertificateBatch, type CertificateRow } from '@hackathon/contracts';
import { setLanguage } from '@hackathon/session';
import { toastStore } from '@hackathon/ui';
import {
  atPhoneWidth,
  FakeApi,
  ok,
  params,
  path,
  pickFilter,
  recordDownloads,
  refuse,
  type Downloads,
  type RecordedRequest,
  button,
  byId,
  choose,
  click,
  helperText,
  mount,
  pageText,
  toastMessages,
  type,
  until,
  type Mounted,
} from '@hackathon/ui/testing';
import { batch, batchesPage, certificate, certificatesPage, preview } from './testing/fixtures';
import { CertificatesSection } from './CertificatesSection';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

type Handler = (r: RecordedRequest) => ReturnType<FakeApi['handler']>;
function serve({ batches = () => [] as CertificateBatch[], certificates = [certificate('c1')] as CertificateRow[], extra = (() => undefined) as Handler } = {}) {
  api.reset((r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.method !== 'GET') return undefined;
    if (path(r) === '/api/certificates/batches') return ok(batchesPage(batches()));
    if (path(r) === '/api/certificates') return ok(certificatesPage(certificates));
    return undefined;
  });
}

const issueCalls = () => api.calls('POST', '/api/certificates/batches');
const listCalls = () => api.requests.filter((r) => path(r) === '/api/certificates');
const batchCalls = () => api.requests.filter((r) => path(r) === '/api/certificates/batches');
const rowText = (text: string) => [...document.querySelectorAll('[role="row"]')].find((r) => (r.textContent ?? '').includes(text))?.textContent ?? '';
const previewText = () => document.querySelector('[data-testid="certificate-preview"]')?.textContent ?? '';
const confirmButton = () => [...document.querySelectorAll('[aria-labelledby="confirm-dialog-title"] button')].pop() as HTMLButtonElement;
const confirmText = () => document.querySelector('[aria-labelledby="confirm-dialog-title"]')?.textContent ?? '';
const labelled = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLElement;
/** A JSON body as sent: the fake API reads bodies as latin1. */
const sent = (body: unknown): unknown => JSON.parse(Buffer.from(JSON.stringify(body), 'latin1').toString('utf8'));

let mounted: Mounted;
async function render() {
  mounted = await mount(<CertificatesSection />);
  await until(() => rowText('2025/RQ/000123') !== '', 'the certificates');
}

async function previewRegionalQualifiers() {
  await choose('certificate-batch-kind', 'Regional round qualifier');
  await choose('certificate-batch-minPhase', 'Phase 2 or beyond');
  await type(byId('certificate-batch-schoolCodes'), '1001, 1002 1001');
  await click(button('Preview'));
  await until(() => previewText() !== '', 'the preview');
}

let downloads: Downloads | null = null;
beforeEach(() => toastStore.dismiss());
afterEach(async () => {
  mounted?.unmount();
  downloads?.restore();
  downloads = null;
  await act(async () => setLanguage('en', { chosen: false }));
});

describe('CertificatesSection: issuing a batch', () => {
  it('previews who qualifies (counts and the first holders), then issues with the preview count', async () => {
    serve({
      extra: (r) => {
        if (r.method !== 'POST' || r.url !== '/api/certificates/batches') return undefined;
        const body = r.body as { confirm?: boolean };
        return body.confirm ? { status: 201, body: { success: true, message: '', data: { batch: batch('b1', { state: 'queued', rendered: 0, notified: 0 }) } } } : ok(preview(3));
      },
    });
    await render();
    // the kind says who receives it
    expect(helperText('certificate-batch-kind')).toBe('Received by every member (student) of each team chosen.');
    await choose('certificate-batch-kind', 'Mentor appreciation');
    expect(helperText('certificate-batch-kind')).toBe('Received by the mentor teachers assigned to the teams chosen.');
    await previewRegionalQualifiers();

    expect(sent(issueCalls()[0]!.body)).toEqual({ kind: 'regional_qualifier', selection: { minPhase: 2, schoolCodes: ['1001', '1002'] } });
    expect(previewText()).toContain('3 certificates to issue: 2 new, 1 under a corrected name. 2 holders already have this certificate and are left alone.');
    expect(previewText()).toContain('अनन्या शर्मा');
    expect(previewText()).toContain('Pixel Pioneers (KV1001SR1)');
    expect(previewText()).toContain('Name corrected');

    const batchReads = batchCalls().length;
    await click(button('Issue 3 certificates'));
    await until(() => confirmText().includes('Regional round qualifier: 3 certificates for students.'), 'the confirmation');
    expect(confirmText()).toContain('1 of them replaces a certificate issued under an older name');
    await click(confirmButton());
    await until(() => toastMessages().includes('3 certificates issued: the batch is being made'), 'the toast');
    expect(sent(issueCalls()[1]!.body)).toEqual({ kind: 'regional_qualifier', selection: { minPhase: 2, schoolCodes: ['1001', '1002'] }, confirm: true, expectedCount: 3 });
    // the preview is spent; the batches are read again (the new job's progress)
    expect(previewText()).toBe('');
    await until(() => batchCalls().length > batchReads, 'the batches re-read');
  });

  it('on 409 shows the new preview and asks again with its count', async () => {
    let confirms = 0;
    serve({
      extra: (r) => {
        if (r.method !== 'POST' || r.url !== '/api/certificates/batches') return undefined;
        if (!(r.body as { confirm?: boolean }).confirm) return ok(preview(3));
        confirms += 1;
        if (confirms === 1) return { status: 409, body: { success: false, message: CERTIFICATES_MSG.countChanged(4), data: preview(4, { newCount: 3 }) } };
        return { status: 201, body: { success: true, message: CERTIFICATES_MSG.issued(4), data: { batch: batch('b1') } } };
      },
    });
    await render();
    await previewRegionalQualifiers();
    await click(button('Issue 3 certificates'));
    await until(() => confirmText() !== '', 'the confirmation');
    await click(confirmButton());
    await until(() => confirmText().includes(CERTIFICATES_MSG.countChanged(4)), 'the new count in the confirmation');
    expect(confirmButton().textContent).toBe('Issue 4 certificates');
    expect(previewText()).toContain('4 certificates to issue: 3 new');
    await click(confirmButton());
    await until(() => toastMessages().includes(CERTIFICATES_MSG.issued(4)), 'the toast');
    expect(issueCalls().map((call) => (call.body as { expectedCount?: number }).expectedCount)).toEqual([undefined, 3, 4]);
  });

  it('discards the preview when an input changes, and shows a sample certificate from the server', async () => {
    downloads = recordDownloads();
    serve({
      extra: (r) => {
        if (r.method === 'POST' && r.url === '/api/certificates/batches') return ok(preview(3));
        if (r.method === 'POST' && path(r) === '/api/certificates/batches/sample') return { status: 200, contentType: 'application/pdf', body: Buffer.from('%PDF-1.7 sample') };
        return undefined;
      },
    });
    await render();
    await previewRegionalQualifiers();
    await click(button('View sample certificate (Hindi)'));
    await until(() => document.querySelector('[role="dialog"] iframe') !== null, 'the sample in the viewer');
    const sample = api.requests.find((r) => path(r) === '/api/certificates/batches/sample')!;
    expect(params(sample)).toEqual({ language: 'hi' });
    expect(sent(sample.body)).toEqual({ kind: 'regional_qualifier', selection: { minPhase: 2, schoolCodes: ['1001', '1002'] } });
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Sample certificate (Hindi)');
    await click(button('Close'));
    await until(() => document.querySelector('[role="dialog"]') === null, 'the viewer to close');

    await type(byId('certificate-batch-teamIds'), 'KV1001SR1');
    expect(previewText()).toBe('');
    expect([...document.querySelectorAll('button')].some((b) => (b.textContent ?? '').startsWith('Issue '))).toBe(false);
  });

  it('refuses a school code that is not letters and digits before asking the server', async () => {
    serve();
    await render();
    await type(byId('certificate-batch-schoolCodes'), '1001, 10-02');
    expect(helperText('certificate-batch-schoolCodes')).toBe('A school code has only letters and digits');
    expect(button('Preview').disabled).toBe(true);
  });
});

describe('CertificatesSection: batches', () => {
  it("reads the batches again while one is running and shows each job's progress until it is done", async () => {
    let reads = 0;
    serve({
      batches: () => {
        reads += 1;
        return reads === 1 ? [batch('b1')] : [batch('b1', { state: 'done', rendered: 200, notified: 200, finishedAt: '2026-11-28T05:10:00.000Z' }), batch('b0', { state: 'failed', error: 'The mail server refused' })];
      },
    });
    await render();
    const card = (id: string) => document.querySelector(`[data-batch="${id}"]`);
    await until(() => card('b1') !== null, 'the batch');
    expect(card('b1')?.getAttribute('data-state')).toBe('running');
    expect(card('b1')?.textContent).toContain('PDFs made: 50 of 200');
    expect(card('b1')?.textContent).toContain('Holders told: 20 of 200');
    expect(card('b1')?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('25');
    // the 2 s poll brings the finished job
    await until(() => card('b1')?.getAttribute('data-state') === 'done', 'the batch done');
    expect(card('b1')?.textContent).toContain('PDFs made: 200 of 200');
    expect(card('b1')?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100');
    expect(card('b0')?.textContent).toContain('The mail server refused');
  });
});

describe('CertificatesSection: the certificates', () => {
  it('shows each certificate and sends the search, the filters and the school code as the query', async () => {
    serve();
    await render();
    expect(params(listCalls()[0]!)).toMatchObject({ page: '1', limit: '50', sort: 'issuedAt', order: 'desc' });
    // the table fits 1366 px with its actions: the code is in the verify link (and on the cards)
    for (const text of ['2025/RQ/000123', 'अनन्या शर्मा', '1001 · PM SHRI KV One', 'Pixel Pioneers (KV1001SR1)', 'Regional round qualifier', 'Valid', '28 Nov 2026']) {
      expect(rowText('2025/RQ/000123')).toContain(text);
    }
    expect(labelled('Open the verification page of code 7KQ2-M9XD-4HTR (new tab)').getAttribute('href')).toBe('/verify/7KQ2-M9XD-4HTR');
    expect(labelled('Open the verification page of code 7KQ2-M9XD-4HTR (new tab)').getAttribute('target')).toBe('_blank');

    await pickFilter('kind', 'Zonal round winner');
    await pickFilter('status', 'Revoked');
    await pickFilter('holderType', 'Mentor');
    await pickFilter('region', 'Agra');
    await type(document.querySelector('input[data-filter="schoolCode"]')!, ' 1001 ');
    await type(document.querySelector('input[type="search"]')!, 'ananya');
    await until(() => params(listCalls().at(-1)!).schoolCode === '1001' && params(listCalls().at(-1)!).search === 'ananya', 'the school code and the search');
    expect(params(listCalls().at(-1)!)).toMatchObject({ kind: 'zonal_winner', status: 'revoked', holderType: 'mentor', region: 'Agra', schoolCode: '1001', search: 'ananya', page: '1' });
  });

  it('downloads the English and the Hindi PDF under the certificate number', async () => {
    downloads = recordDownloads();
    serve({ extra: (r) => (r.method === 'GET' && path(r) === '/api/certificates/c1/pdf' ? { status: 200, contentType: 'application/pdf', body: Buffer.from('%PDF-1.7') } : undefined) });
    await render();
    await click(labelled('Download the English certificate of अनन्या शर्मा'));
    await until(() => downloads!.saved.length === 1, 'the English file');
    await click(labelled('Download the Hindi certificate of अनन्या शर्मा'));
    await until(() => downloads!.saved.length === 2, 'the Hindi file');
    expect(downloads!.saved).toEqual(['certificate-2025-RQ-000123-en.pdf', 'certificate-2025-RQ-000123-hi.pdf']);
    expect(api.requests.filter((r) => path(r) === '/api/certificates/c1/pdf').map((r) => params(r).language)).toEqual(['en', 'hi']);
  });

  it("revokes with a required reason, and shows the API's message when it refuses", async () => {
    let answer = refuse(409, CERTIFICATES_MSG.notValid('revoked'));
    serve({ extra: (r) => (r.method === 'POST' && r.url === '/api/certificates/c1/revoke' ? answer : undefined) });
    await render();
    await click(labelled('Revoke certificate 2025/RQ/000123 of अनन्या शर्मा'));
    const submit = () => document.querySelector('[role="dialog"] button[type="submit"]') as HTMLButtonElement;
    await until(() => submit() !== null, 'the dialog');
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('will verify as revoked');
    await click(submit());
    expect(helperText('certificate-revoke-reason')).toBe(MSG.required);
    expect(api.calls('POST', '/api/certificates/c1/revoke')).toHaveLength(0);

    await type(byId('certificate-revoke-reason'), '  Issued to the wrong student  ');
    await click(submit());
    await until(() => helperText('certificate-revoke-reason') === CERTIFICATES_MSG.notValid('revoked'), "the API's message");

    answer = ok(certificate('c1', { status: 'revoked', revokedReason: 'Issued to the wrong student' }), CERTIFICATES_MSG.revoked);
    const before = listCalls().length;
    await click(submit());
    await until(() => toastMessages().includes(CERTIFICATES_MSG.revoked), 'the toast');
    expect(sent(api.calls('POST', '/api/certificates/c1/revoke').at(-1)!.body)).toEqual({ reason: 'Issued to the wrong student' });
    await until(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
    await until(() => listCalls().length > before, 'the list re-read');
  });

  it('re-issues after a confirmation that says the old code will verify as superseded', async () => {
    serve({
      certificates: [certificate('c1'), certificate('c2', { number: '2025/RQ/000099', code: 'AAAA-BBBB-CCCC', status: 'superseded' })],
      extra: (r) => (r.method === 'POST' && r.url === '/api/certificates/c1/reissue' ? { status: 201, body: { success: true, message: '', data: certificate('c3', { number: '2025/RQ/000200' }) } } : undefined),
    });
    await render();
    // a superseded certificate can be neither revoked nor re-issued
    expect(document.querySelector('[aria-label="Re-issue certificate 2025/RQ/000099 of अनन्या शर्मा"]')).toBeNull();
    await click(labelled('Re-issue certificate 2025/RQ/000123 of अनन्या शर्मा'));
    await until(() => confirmText().includes('The old code 7KQ2-M9XD-4HTR will then verify as superseded'), 'the confirmation');
    const before = listCalls().length;
    await click(confirmButton());
    await until(() => toastMessages().includes('Certificate 2025/RQ/000200 issued in its place'), 'the toast');
    expect(api.calls('POST', '/api/certificates/c1/reissue')).toHaveLength(1);
    await until(() => listCalls().length > before, 'the list re-read');
  });
});

describe('CertificatesSection at 360 px', () => {
  atPhoneWidth();

  it('shows the certificates as cards with their actions, and the preview as a list', async () => {
    serve({ extra: (r) => (r.method === 'POST' && r.url === '/api/certificates/batches' ? ok(preview(3)) : undefined) });
    mounted = await mount(<CertificatesSection />);
    const cards = () => document.querySelector('[data-testid="data-view-cards"]');
    await until(() => (cards()?.textContent ?? '').includes('अनन्या शर्मा'), 'the cards');
    expect(cards()?.textContent).toContain('No. 2025/RQ/000123 · code 7KQ2-M9XD-4HTR');
    expect(cards()?.querySelector('[aria-label="Download the Hindi certificate of अनन्या शर्मा"]')).not.toBeNull();
    await click(button('Preview'));
    await until(() => previewText() !== '', 'the preview');
    expect(document.querySelector('[data-testid="certificate-preview"] ul[aria-label="Holders of the batch"]')).not.toBeNull();
    expect(pageText()).toContain('Rohan Verma');
  });
});

describe('CertificatesSection in Hindi', () => {
  it('words the form, the preview, the batches and the list in Hindi', async () => {
    serve({ batches: () => [batch('b1', { state: 'done', rendered: 200, notified: 200 })], extra: (r) => (r.method === 'POST' && r.url === '/api/certificates/batches' ? ok(preview(3)) : undefined) });
    await render();
    await act(async () => setLanguage('hi', { chosen: false }));
    await until(() => pageText().includes('प्रमाणपत्रों का बैच जारी करें'), 'the Hindi section');
    await click(button('पूर्वावलोकन'));
    await until(() => previewText() !== '', 'the preview');
    expect(previewText()).toContain('जारी किए जाने वाले प्रमाणपत्र: 3। नए: 2, सुधारे गए नाम से: 1।');
    for (const text of ['3 प्रमाणपत्र जारी करें', 'नमूना प्रमाणपत्र देखें (हिन्दी)', 'बनाई गई PDF: 200 में से 200', 'पूर्ण', 'जारी किए गए प्रमाणपत्र', 'क्षेत्रीय राउंड हेतु चयनित', 'मान्य']) expect(pageText()).toContain(text);
    expect(document.querySelector('[aria-label="अनन्या शर्मा का हिन्दी प्रमाणपत्र डाउनलोड करें"]')).not.toBeNull();
  });
});
