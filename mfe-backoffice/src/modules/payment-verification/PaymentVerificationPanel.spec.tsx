/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  KVS_REGIONS,
  PAYMENT_VERIFICATION_MSG,
  REGION_GROUPS,
  paginationOf,
  type PaymentBulkResult,
  type PaymentSubmissionRow,
  type PaymentVerificationStats,
} from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { atPhoneWidth, FakeApi, ok, params, path, pickFilter, recordDownloads, refuse, button, byId, click, mount, pageText, toastMessages, type, until, type Mounted, type RecordedRequest } from '@hackathon/ui/testing';
import { PaymentVerificationPanel } from './PaymentVerificationPanel';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const row = (id: string, kvCode: string, kvName: string, overrides: Partial<PaymentSubmissionRow> = {}): PaymentSubmissionRow => ({
  _id: id,
  fullName: `Principal ${kvCode}`,
  email: `kv${kvCode}@example.org`,
  kvCode,
  kvName,
  district: 'Agra',
  state: 'Uttar Pradesh',
  region: 'Agra',
  referenceNumber: `REF-${kvCode}`,
  receiptNumber: `UTR${kvCode}`,
  paymentStatus: 'submitted',
  paymentSubmittedAt: '2025-08-20T10:00:00.000Z',
  paymentVerifiedAt: null,
  paymentVerifiedBy: null,
  rejectionReason: null,
  notes: null,
  hasReceiptFile: true,
  receiptFileId: `f-${id}`,
  receiptFileName: `receipt-${kvCode}.png`,
  receiptFileType: 'image/png',
  receiptFileSize: 2560,
  submissionId: `s-${id}`,
  ...overrides,
});

const ROWS: PaymentSubmissionRow[] = [
  row('r1', '1001', 'PM SHRI KV Agra Cantt'),
  row('r2', '1002', 'KV Mathura', { receiptFileName: 'receipt-1002.pdf', receiptFileType: 'application/pdf', receiptFileSize: 10342 }),
  row('r3', '1003', 'KV Aligarh', {
    paymentStatus: 'verified',
    paymentVerifiedAt: '2025-08-22T09:30:00.000Z',
    paymentVerifiedBy: { fullName: 'Super Admin', email: 'super@hackathon.local' },
  }),
  row('r4', '1004', 'KV Etah', {
    paymentStatus: 'rejected',
    paymentVerifiedAt: '2025-08-23T09:30:00.000Z',
    paymentVerifiedBy: { fullName: null, email: 'north.admin@hackathon.local' },
    rejectionReason: 'Amount does not match',
    receiptFileName: 'receipt-1004.txt',
    receiptFileType: 'text/plain',
  }),
  row('r5', '1005', 'KV Firozabad', { hasReceiptFile: false, receiptFileId: null, receiptFileName: null, receiptFileType: null, receiptFileSize: null }),
];

const STATS: PaymentVerificationStats = {
  totalSubmissions: 6,
  recentSubmissions: 3,
  verifiedPayments: 2,
  pendingPayments: 3,
  rejectedPayments: 1,
  verificationRate: 33.3,
  rejectionRate: 16.7,
};

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

const listCalls = () => api.requests.filter((r) => path(r) === '/api/payment-verification/list');
const statsCalls = () => api.requests.filter((r) => path(r) === '/api/payment-verification/stats');
const writes = () => api.requests.filter((r) => r.method !== 'GET' && path(r) !== '/api/payment-verification/mail-preview');
const MAIL = { subject: 'Payment verified: KV 1001', text: 'Dear Principal,\nYour payment for the hackathon has been verified.', recipients: ['kv1001@example.org'] };

type Reply = ReturnType<typeof ok> | undefined;
/** The API: the five rows (paged as asked) unless a test answers a call itself. */
function serve(custom: (r: RecordedRequest) => Reply = () => undefined) {
  api.reset((r) => {
    const own = custom(r);
    if (own) return own;
    const p = path(r);
    if (r.method === 'GET' && p === '/api/payment-verification/list') {
      const q = params(r);
      const page = Number(q.page);
      const limit = Number(q.limit);
      const rows = ROWS.filter((x) => !q.status || x.paymentStatus === q.status);
      const pagination = { ...paginationOf(page, limit, rows.length), totalSubmissions: rows.length };
      return ok({ submissions: rows.slice((page - 1) * limit, page * limit), pagination });
    }
    if (r.method === 'GET' && p === '/api/payment-verification/stats') return ok(STATS);
    // a super admin's choices: the six groups and the 25 regions
    if (r.method === 'GET' && p === '/api/payment-verification/regions') return ok({ groups: [...REGION_GROUPS], regions: KVS_REGIONS.map((x) => x.name) });
    if (r.method === 'POST' && p === '/api/payment-verification/mail-preview') {
      const body = r.body as { action: string; reason?: string };
      return ok(body.action === 'reject' ? { ...MAIL, subject: 'Payment rejected', text: `Reason: ${body.reason ?? ''}` } : MAIL);
    }
    if (r.method === 'GET' && p === '/api/payment-verification/receipt/r1') return { status: 200, contentType: 'image/png', body: PNG };
    if (r.method === 'GET' && p === '/api/payment-verification/receipt/r2') return { status: 200, contentType: 'application/pdf', body: PDF };
    if (r.method === 'GET' && p === '/api/payment-verification/receipt/r4') return { status: 200, contentType: 'text/plain', body: Buffer.from('hello') };
    return undefined;
  });
}

let mounted: Mounted | undefined;
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  toastStore.dismiss();
  let n = 0;
  URL.createObjectURL = () => `blob:receipt-${(n += 1)}`;
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

async function render() {
  // a router: the school names link to the school's page
  mounted = await mount(
    <MemoryRouter>
      <PaymentVerificationPanel />
    </MemoryRouter>,
  );
  await until(() => pageText().includes('KV Firozabad'), 'the first page');
}

function gridRow(kvCode: string): HTMLElement {
  const found = [...document.querySelectorAll('[role="row"]')].find((r) => (r.textContent ?? '').includes(`${kvCode}`) && r.querySelector('[role="gridcell"]'));
  if (!found) throw new Error(`No row for ${kvCode}`);
  return found as HTMLElement;
}
const rowCheckbox = (kvCode: string) => gridRow(kvCode).querySelector('input[type="checkbox"]') as HTMLInputElement;
const labelled = (label: string) => {
  const el = document.querySelector(`[aria-label="${label}"]`);
  if (!el) throw new Error(`No element labelled ${label}`);
  return el;
};
const dialog = (labelledBy: string) => document.querySelector(`[role="dialog"][aria-labelledby="${labelledBy}"]`);
const confirmDialog = () => dialog('confirm-dialog-title');
function dialogButton(text: string): HTMLButtonElement {
  const found = [...(confirmDialog()?.querySelectorAll('button') ?? [])].find((b) => (b.textContent ?? '').trim() === text);
  if (!found) throw new Error(`No dialog button ${text}`);
  return found;
}

describe('PaymentVerificationPanel', () => {
  it('shows the title, the four stat cards, and the rows with badge, verified date and verifier', async () => {
    serve();
    await render();
    await until(() => pageText().includes('+3 this week'), 'the stats');
    const text = pageText();
    for (const words of ['Payment Verification', 'Manage and verify payment submissions', 'Total Submissions', '+3 this week', 'Verified Payments', '33.3% verification rate', 'Pending Review', 'Rejected', '16.7% rejection rate']) {
      expect(text).toContain(words);
    }
    expect(statsCalls()).toHaveLength(1);
    expect(gridRow('1001').textContent).toContain('Pending Verification');
    expect(gridRow('1003').textContent).toContain('Verified');
    expect(gridRow('1003').textContent).toContain('Super Admin');
    expect(gridRow('1003').textContent).toMatch(/22 Aug 2025/);
    // no name: the verifier's email
    expect(gridRow('1004').textContent).toContain('north.admin@hackathon.local');
    expect(gridRow('1004').textContent).toContain('Rejected');
    expect(params(listCalls()[0])).toEqual({ page: '1', limit: '20' });
    expect(listCalls()[0].authorization).toBe('Bearer test-token');
    // Verify and Reject only on submitted rows
    expect(document.querySelector('[aria-label="Verify KV 1001"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="Verify KV 1003"]')).toBeNull();
    expect(document.querySelector('[aria-label="Reject KV 1004"]')).toBeNull();
  });

  describe('below 600 px (a phone)', () => {
    atPhoneWidth();

    it('shows cards with the receipt, Verify, Reject and a bulk checkbox on submitted payments only', async () => {
      serve();
      await render();
      expect(document.querySelector('[role="grid"]')).toBeNull();
      const card = (kvCode: string) => document.querySelector(`[data-testid="submission-card"][data-kv="${kvCode}"]`) as HTMLElement;
      expect(document.querySelectorAll('[data-testid="submission-card"]')).toHaveLength(ROWS.length);
      expect(card('1001').textContent).toContain('PM SHRI KV Agra Cantt');
      expect(card('1001').textContent).toContain('Pending Verification');
      expect(card('1001').textContent).toContain('REF-1001');
      expect(card('1001').querySelector('[aria-label="View receipt of KV 1001"]')).not.toBeNull();
      expect(card('1003').querySelector('[aria-label="Verify KV 1003"]')).toBeNull();
      expect(card('1003').querySelector('input[type="checkbox"]')).toBeNull();

      await click(card('1001').querySelector('input[aria-label="Select KV 1001"]')!);
      await click(card('1002').querySelector('input[aria-label="Select KV 1002"]')!);
      await until(() => pageText().includes('2 selected'), 'the counter');
      await click(card('1002').querySelector('input[aria-label="Select KV 1002"]')!);
      await until(() => pageText().includes('1 selected'), 'one left');

      await click(card('1001').querySelector('[aria-label="Reject KV 1001"]')!);
      await until(() => confirmDialog() !== null, 'the confirm dialog');
      expect(confirmDialog()!.textContent).toContain('Are you sure you want to reject 1 payment submission(s)?');
    });
  });

  it('sends the status and region filters, the debounced search and the page to the server', async () => {
    // 45 matching rows: three pages of 20
    serve((r) => {
      if (path(r) !== '/api/payment-verification/list') return undefined;
      const page = Number(params(r).page);
      return ok({ submissions: ROWS, pagination: { ...paginationOf(page, 20, 45), totalSubmissions: 45 } });
    });
    await render();
    await pickFilter('status', 'Pending Verification');
    await until(() => params(listCalls().at(-1)!).status === 'submitted', 'the status filter');
    await pickFilter('region', 'NORTH');
    await until(() => params(listCalls().at(-1)!).region === 'NORTH', 'the region filter');
    expect(params(listCalls().at(-1)!)).toEqual({ page: '1', limit: '20', status: 'submitted', region: 'NORTH' });

    const search = document.querySelector('input[placeholder="Search by name, email, KV code, reference..."]');
    expect(search).not.toBeNull();
    const before = listCalls().length;
    await type(search!, 'K');
    await type(search!, 'KV 10');
    await until(() => params(listCalls().at(-1)!).search === 'KV 10', 'the search');
    // one call for the settled term, none per keystroke
    expect(listCalls().slice(before).map((r) => params(r).search)).toEqual(['KV 10']);

    await pickFilter('status', 'All');
    await until(() => params(listCalls().at(-1)!).status === undefined, 'all statuses');
    await click(labelled('Go to next page'));
    await until(() => params(listCalls().at(-1)!).page === '2', 'the next page');
    expect(params(listCalls().at(-1)!)).toMatchObject({ page: '2', limit: '20', region: 'NORTH', search: 'KV 10' });
  });

  it("lets only submitted rows be selected, counts them and asks for a selection first", async () => {
    serve();
    await render();
    await click(button('Bulk Verify'));
    expect(toastMessages()).toContain(PAYMENT_VERIFICATION_MSG.selectSubmissions);
    expect(confirmDialog()).toBeNull();
    expect(rowCheckbox('1003').disabled).toBe(true);
    expect(rowCheckbox('1004').disabled).toBe(true);
    expect(rowCheckbox('1001').disabled).toBe(false);
    await click(rowCheckbox('1001'));
    await click(rowCheckbox('1002'));
    await until(() => pageText().includes('2 selected'), 'the counter');
    // select all takes the submitted rows of the page only
    await click(rowCheckbox('1002'));
    await until(() => pageText().includes('1 selected'), 'one left');
    const all = document.querySelector('[role="columnheader"] input[type="checkbox"]') as HTMLInputElement;
    await click(all);
    await until(() => pageText().includes('3 selected'), 'the three submitted rows');
    expect(writes()).toHaveLength(0);
  });

  describe('a selection that survives (issue 25)', () => {
    /** The list answers a search for 'Mathura' with KV 1002 alone, any other query with every row. */
    const serveSearch = (extra: (r: RecordedRequest) => Reply = () => undefined) =>
      serve((r) => {
        const own = extra(r);
        if (own) return own;
        if (r.method !== 'GET' || path(r) !== '/api/payment-verification/list' || params(r).search !== 'Mathura') return undefined;
        return ok({ submissions: [ROWS[1]], pagination: { ...paginationOf(1, 20, 1), totalSubmissions: 1 } });
      });
    const searchBox = () => document.querySelector('input[placeholder="Search by name, email, KV code, reference..."]')!;
    const count = () => document.querySelector('[data-testid="selected-count"]')?.textContent;
    const offPage = () => document.querySelector('[data-testid="selection-off-page"]')?.textContent ?? '';

    it('keeps the picked ids across a search and a filter change, says how many are out of sight, and bulk-verifies exactly them', async () => {
      const result: PaymentBulkResult = { applied: [{ _id: 'r1', kvCode: '1001' }, { _id: 'r2', kvCode: '1002' }], refused: [], appliedCount: 2, refusedCount: 0 };
      serveSearch((r) => (r.method === 'POST' && path(r) === '/api/payment-verification/bulk-verify' ? ok(result) : undefined));
      await render();
      await click(rowCheckbox('1001'));
      await until(() => count() === '1 selected', 'the first pick');

      // a second search: KV 1001 leaves the table, its pick stays and is counted as out of sight
      await type(searchBox(), 'Mathura');
      await until(() => params(listCalls().at(-1)!).search === 'Mathura' && !pageText().includes('KV Firozabad'), 'the second search');
      expect(count()).toBe('1 selected');
      expect(offPage()).toBe('1 selected payment is on another page or outside this search');
      await click(rowCheckbox('1002'));
      await until(() => count() === '2 selected', 'the second pick');

      // a filter change keeps both too
      await pickFilter('status', 'Pending Verification');
      await until(() => params(listCalls().at(-1)!).status === 'submitted', 'the status filter');
      expect(count()).toBe('2 selected');

      await click(button('Bulk Verify'));
      await until(() => confirmDialog() !== null, 'the confirm dialog');
      expect(confirmDialog()!.textContent).toContain('Are you sure you want to verify 2 payment submission(s)?');
      expect(document.querySelector('[data-testid="verdict-schools"]')?.textContent).toBe('Selected schools: KV 1001, KV 1002');
      await click(dialogButton('Verify'));
      await until(() => toastMessages().includes('Successfully verified 2 submission(s)'), 'the success toast');
      expect(writes().map((r) => [r.method, path(r), r.body])).toEqual([['POST', '/api/payment-verification/bulk-verify', { registrationIds: ['r1', 'r2'] }]]);
      // acted on: the selection is empty again
      await until(() => count() === '0 selected', 'the cleared count');
      expect(offPage()).toBe('');
    });

    it('clears the whole selection, on and off the page, with Clear selection', async () => {
      serveSearch();
      await render();
      await click(rowCheckbox('1001'));
      await click(rowCheckbox('1005'));
      await until(() => count() === '2 selected', 'two picks');
      await type(searchBox(), 'Mathura');
      await until(() => !pageText().includes('KV Firozabad'), 'the second search');
      expect(offPage()).toBe('2 selected payments are on other pages or outside this search');
      await click(button('Clear selection'));
      await until(() => count() === '0 selected', 'the cleared count');
      expect(offPage()).toBe('');
      expect([...document.querySelectorAll('button')].some((b) => (b.textContent ?? '').trim() === 'Clear selection')).toBe(false);
      // back to every row: nothing is picked any more
      await type(searchBox(), '');
      await until(() => pageText().includes('KV Firozabad'), 'every row again');
      expect(rowCheckbox('1001').checked).toBe(false);
      expect(writes()).toHaveLength(0);
    });
  });

  describe('the region filter (issue 25)', () => {
    const openRegionOptions = async (): Promise<string[]> => {
      await until(() => document.querySelector('input[data-filter="region"]') !== null, 'the region filter');
      const combobox = document.querySelector('input[data-filter="region"]')!.parentElement!.querySelector('[role="combobox"]')!;
      await act(async () => {
        combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
      });
      return [...document.querySelectorAll('[role="option"]')].map((el) => (el.textContent ?? '').trim());
    };

    it('offers the super admin the six groups and all 25 regions', async () => {
      serve();
      await render();
      const options = await openRegionOptions();
      expect(options).toEqual(expect.arrayContaining(['NORTH', 'NORTHEAST', ...KVS_REGIONS.map((x) => x.name)]));
      expect(options.filter((o) => KVS_REGIONS.some((x) => x.name === o))).toHaveLength(25);
    });

    it("offers a region admin its own region only, as the server answers", async () => {
      serve((r) => (r.method === 'GET' && path(r) === '/api/payment-verification/regions' ? ok({ groups: [], regions: ['Agra'] }) : undefined));
      await render();
      const options = await openRegionOptions();
      expect(options.filter((o) => o !== 'All')).toEqual(['Agra']);
      expect(options).not.toContain('NORTH');
    });
  });

  it('rejecting with an empty reason toasts and sends nothing; with a reason it sends the single call', async () => {
    serve((r) =>
      r.method === 'PUT' && path(r) === '/api/payment-verification/reject/r1' ? ok({ ...ROWS[0], paymentStatus: 'rejected', rejectionReason: 'Blurred receipt' }) : undefined,
    );
    await render();
    await click(labelled('Reject KV 1001'));
    await until(() => confirmDialog() !== null, 'the confirm dialog');
    const box = confirmDialog()!.textContent ?? '';
    expect(box).toContain('Reject Payment');
    expect(box).not.toContain('Reject Payments');
    expect(box).toContain('Are you sure you want to reject 1 payment submission(s)?');
    expect(box).toContain('Additional Notes');
    expect(box).toContain('Rejection Reason');

    await type(byId('verdict-reason'), '   ');
    await click(dialogButton('Reject'));
    expect(toastMessages()).toContain(PAYMENT_VERIFICATION_MSG.rejectionReasonRequired);
    expect(writes()).toHaveLength(0);
    // the rejection's mail carries the reason: no preview asked for without one
    expect(document.querySelector('[data-testid="mail-preview"]')?.textContent).toContain('Type the rejection reason to see the email');
    expect(api.requests.some((r) => path(r) === '/api/payment-verification/mail-preview')).toBe(false);

    await type(byId('verdict-reason'), '  Blurred receipt ');
    await type(byId('verdict-notes'), 'Please upload a clear scan');
    // the school's mail, with the reason, before confirming
    await until(() => (document.querySelector('[data-testid="mail-preview-text"]')?.textContent ?? '').includes('Reason: Blurred receipt'), 'the mail preview');
    const preview = api.requests.filter((r) => path(r) === '/api/payment-verification/mail-preview').at(-1)!;
    expect(preview.body).toEqual({ action: 'reject', registrationIds: ['r1'], reason: 'Blurred receipt', notes: 'Please upload a clear scan' });

    const listsBefore = listCalls().length;
    const statsBefore = statsCalls().length;
    await click(dialogButton('Reject'));
    await until(() => toastMessages().includes('Successfully rejected 1 submission(s)'), 'the success toast');
    expect(writes().map((r) => [r.method, path(r), r.body])).toEqual([
      ['PUT', '/api/payment-verification/reject/r1', { reason: 'Blurred receipt', notes: 'Please upload a clear scan' }],
    ]);
    await until(() => listCalls().length > listsBefore && statsCalls().length > statsBefore, 'the list and stats reloaded');
    await until(() => confirmDialog() === null, 'the dialog to close');
  });

  it('uses the bulk call for several ids and reports the refused ones', async () => {
    const result: PaymentBulkResult = {
      applied: [{ _id: 'r1', kvCode: '1001' }],
      refused: [{ _id: 'r2', kvCode: '1002', message: 'This payment has already been verified' }],
      appliedCount: 1,
      refusedCount: 1,
    };
    serve((r) => (r.method === 'POST' && path(r) === '/api/payment-verification/bulk-verify' ? ok(result) : undefined));
    await render();
    await click(rowCheckbox('1001'));
    await click(rowCheckbox('1002'));
    await until(() => pageText().includes('2 selected'), 'the selection');
    await click(button('Bulk Verify'));
    await until(() => confirmDialog() !== null, 'the confirm dialog');
    expect(confirmDialog()!.textContent).toContain('Verify Payments');
    expect(confirmDialog()!.textContent).toContain('Are you sure you want to verify 2 payment submission(s)?');
    expect(confirmDialog()!.textContent).not.toContain('Rejection Reason');
    await until(() => (document.querySelector('[data-testid="mail-preview"]')?.textContent ?? '').includes(MAIL.subject), 'the mail preview');
    expect(document.querySelector('[data-testid="mail-preview"]')?.textContent).toContain('kv1001@example.org');
    expect(document.querySelector('[data-testid="mail-preview"]')?.textContent).toContain('each school gets its own copy');

    await click(dialogButton('Verify'));
    await until(() => toastMessages().includes('Successfully verified 1 submission(s)'), 'the success toast');
    expect(writes().map((r) => [r.method, path(r), r.body])).toEqual([['POST', '/api/payment-verification/bulk-verify', { registrationIds: ['r1', 'r2'] }]]);
    expect(toastMessages()).toContain('1 submission(s) not verified: KV 1002: This payment has already been verified');
    const report = document.querySelector('[data-testid="refused-report"]')?.textContent ?? '';
    expect(report).toContain('KV 1002: This payment has already been verified');
    expect(pageText()).toContain('0 selected');
  });

  it("reports a single verdict another verifier got first (409) with 'Failed to verify submissions'", async () => {
    serve((r) => (r.method === 'PUT' && path(r) === '/api/payment-verification/verify/r1' ? refuse(409, 'This payment has already been rejected') : undefined));
    await render();
    await click(labelled('Verify KV 1001'));
    await until(() => confirmDialog() !== null, 'the confirm dialog');
    await click(dialogButton('Verify'));
    await until(() => toastMessages().includes(PAYMENT_VERIFICATION_MSG.failedAction('verify')), 'the failure toast');
    expect(api.calls('PUT', '/api/payment-verification/verify/r1')[0].body).toEqual({});
    expect(document.querySelector('[data-testid="refused-report"]')?.textContent).toContain('KV 1001: This payment has already been rejected');
  });

  it('shows an image receipt inline with every field, falls back when it cannot be displayed, and judges from the modal', async () => {
    serve();
    await render();
    await click(labelled('View receipt of KV 1001'));
    await until(() => document.querySelector('[data-testid="receipt-viewer"] img') !== null, 'the image');
    const viewer = document.querySelector('[data-testid="receipt-viewer"]') as HTMLElement;
    for (const words of ['1001', 'PM SHRI KV Agra Cantt', 'kv1001@example.org', 'REF-1001', 'UTR1001', 'receipt-1001.png', 'image/png', '2.5 KB', '20 Aug 2025']) {
      expect(viewer.textContent).toContain(words);
    }
    expect(viewer.style.height || getComputedStyle(viewer).height).toBe('70vh');
    expect(api.calls('GET', '/api/payment-verification/receipt/r1')[0].authorization).toBe('Bearer test-token');
    const download = [...viewer.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Download') as HTMLAnchorElement;
    expect(download.getAttribute('download')).toBe('receipt-1001.png');

    await act(async () => {
      viewer.querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(viewer.textContent).toContain(PAYMENT_VERIFICATION_MSG.imageFailed);
    expect([...viewer.querySelectorAll('a')].some((a) => a.textContent?.includes('Download receipt-1001.png'))).toBe(true);

    await click(button('Verify'));
    await until(() => confirmDialog() !== null, 'the confirm dialog from the modal');
    expect(confirmDialog()!.textContent).toContain('Are you sure you want to verify 1 payment submission(s)?');
  });

  it('shows a PDF as a download card with the inline view, other types as a download only, and no Verify once judged', async () => {
    serve();
    await render();
    await click(labelled('View receipt of KV 1002'));
    await until(() => document.querySelector('[data-testid="receipt-pdf-card"]') !== null, 'the PDF card');
    const viewer = () => document.querySelector('[data-testid="receipt-viewer"]') as HTMLElement;
    expect(viewer().textContent).toContain('10.1 KB');
    expect(viewer().querySelector('iframe')?.getAttribute('src')).toMatch(/^blob:receipt-/);
    await click(button('Close'));
    await until(() => viewer() === null, 'the modal to close');

    await click(labelled('View receipt of KV 1004'));
    await until(() => document.querySelector('[data-testid="receipt-unsupported"]') !== null, 'the other type');
    expect(viewer().textContent).toContain(PAYMENT_VERIFICATION_MSG.previewUnsupported);
    expect(viewer().textContent).toContain('Amount does not match');
    const buttons = [...viewer().querySelectorAll('button')].map((b) => b.textContent?.trim());
    expect(buttons).not.toContain('Verify');
    expect(buttons).not.toContain('Reject');
  });

  it("says 'Receipt file not found' on a 404 and 'No receipt file available' without a file", async () => {
    serve((r) => (path(r) === '/api/payment-verification/receipt/r2' ? refuse(404, 'Receipt file not found') : undefined));
    await render();
    await click(labelled('View receipt of KV 1002'));
    await until(() => (document.querySelector('[data-testid="receipt-viewer"]')?.textContent ?? '').includes(PAYMENT_VERIFICATION_MSG.receiptNotFound), 'the 404');
    await click(button('Close'));
    await until(() => document.querySelector('[data-testid="receipt-viewer"]') === null, 'the modal to close');

    await click(labelled('View receipt of KV 1005'));
    await until(() => (document.querySelector('[data-testid="receipt-viewer"]')?.textContent ?? '').includes(PAYMENT_VERIFICATION_MSG.noReceiptFile), 'no file');
    expect(api.requests.some((r) => path(r) === '/api/payment-verification/receipt/r5')).toBe(false);
  });

  it("shows the loading, empty and failure states, refreshes with 'Data refreshed successfully' and exports", async () => {
    let fail = true;
    serve((r) => {
      if (path(r) !== '/api/payment-verification/list') return undefined;
      if (fail) return refuse(500, 'Database unavailable');
      return ok({ submissions: [], pagination: { ...paginationOf(1, 20, 0), totalSubmissions: 0 } });
    });
    mounted = await mount(<PaymentVerificationPanel />);
    expect(pageText()).toContain(PAYMENT_VERIFICATION_MSG.loading);
    await until(() => pageText().includes(PAYMENT_VERIFICATION_MSG.failedLoad), 'the failure');
    expect(toastMessages()).toContain(PAYMENT_VERIFICATION_MSG.failedLoad);
    fail = false;
    await click(button('Refresh'));
    await until(() => toastMessages().includes(PAYMENT_VERIFICATION_MSG.refreshed), 'the refresh toast');
    // the list and the stats are two reads: under load the toast may come before the list's re-render
    await until(() => pageText().includes(PAYMENT_VERIFICATION_MSG.empty), 'the empty list');
    // nothing to export: said without a call
    await click(button('Export'));
    await until(() => toastMessages().includes('No data available to export'), 'the export refusal');
    expect(api.requests.some((r) => path(r) === '/api/payment-verification/export')).toBe(false);
  });

  it('exports the current filters as payment_verification_export.csv', async () => {
    const downloads = recordDownloads();
    try {
      serve((r) => (path(r) === '/api/payment-verification/export' ? { status: 200, contentType: 'text/csv; charset=utf-8', body: Buffer.from('\uFEFFkvCode\n1003\n') } : undefined));
      await render();
      await pickFilter('status', 'Verified');
      await until(() => params(listCalls().at(-1)!).status === 'verified' && !pageText().includes('KV Firozabad'), 'the filtered page');
      await click(button('Export'));
      await until(() => downloads.saved.length === 1, 'the download');
      const call = api.requests.find((r) => path(r) === '/api/payment-verification/export')!;
      expect(params(call)).toEqual({ status: 'verified' });
      expect(call.authorization).toBe('Bearer test-token');
      expect(downloads.saved).toEqual(['payment_verification_export.csv']);
      await until(() => toastMessages().includes('Exported 1 records'), 'the export toast');
    } finally {
      downloads.restore();
    }
  });
});
