/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MemoryRouter } from 'react-router-dom';
import { paginationOf } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, params, path, pickFilter, recordDownloads, type RecordedRequest, button, click, mount, pageText, toastMessages, until, type Mounted } from '@hackathon/ui/testing';
import { ACTIVITY_ENTRY, REGISTRATION_ROW } from '../../../shared/testing/fixtures';
import { RegistrationSection } from './RegistrationSection';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const COUNTERS = {
  total: 1000,
  byPaymentStatus: { submitted: 120, verified: 580, rejected: 20, not_submitted: 280 },
  byRegistrationStatus: { pending: 100, approved: 890, rejected: 10 },
  otpVerified: 990,
};

const listCalls = () => api.requests.filter((r) => path(r) === '/api/admin/registrations');

/** The API: a page of one row unless a filter or search asks for something else. */
function serve(overrides: { list?: (r: RecordedRequest) => ReturnType<typeof ok> | undefined } = {}) {
  api.reset((r) => {
    if (r.method !== 'GET') return undefined;
    if (path(r) === '/api/admin/registrations') {
      const custom = overrides.list?.(r);
      if (custom) return custom;
      const q = params(r);
      const rows = q.paymentStatus && q.paymentStatus !== 'submitted' ? [] : [REGISTRATION_ROW];
      return ok({ registrations: rows, pagination: paginationOf(Number(q.page), Number(q.limit), rows.length) });
    }
    if (path(r) === '/api/admin/registrations/counters') return ok(COUNTERS);
    if (path(r) === `/api/admin/activity/entity/registration/${REGISTRATION_ROW._id}`) return ok({ items: [ACTIVITY_ENTRY], pagination: paginationOf(1, 20, 1) });
    if (path(r) === '/api/admin/export') return { status: 200, body: Buffer.from('\uFEFFkvCode,kvName\n1001,KV One\n'), contentType: 'text/csv; charset=utf-8' };
    return undefined;
  });
}

let mounted: Mounted;
async function render() {
  mounted = await mount(
    <MemoryRouter initialEntries={['/dashboard?section=registration']}>
      <RegistrationSection />
    </MemoryRouter>,
  );
}

beforeEach(() => toastStore.dismiss());
afterEach(() => mounted.unmount());

describe('Registration Management', () => {
  it('shows the page with the counts and stat cards, and the detail modal with its own history', async () => {
    serve();
    await render();
    await until(() => pageText().includes('PM SHRI KV One'), 'the first page');
    await until(() => pageText().includes('Total: 1,000'), 'the counters');
    expect(pageText()).toContain('Showing 1 of 1');
    for (const text of ['Payment Pending', '120', 'Payment Verified', '580']) expect(pageText()).toContain(text);
    expect(params(listCalls()[0])).toMatchObject({ page: '1', limit: '50', sort: 'registrationTimestamp', order: 'desc' });

    const cell = [...document.querySelectorAll('[role="gridcell"]')].find((el) => el.textContent?.includes('principal@kv1.example.org'));
    await click(cell!);
    await until(() => document.querySelector('[data-testid="record-history"]') !== null, 'the history');
    const dialog = document.querySelector('[role="dialog"]')?.textContent ?? '';
    for (const text of ['Asha Verma', '9876543210', 'REF-1001', '3 (2 Junior, 1 Senior)', 'Registration edited', 'Platform Admin', 'contactNumber']) {
      expect(dialog).toContain(text);
    }
    expect(button('Edit Registration')).toBeTruthy();
  });

  it("filters on the server, shows the banner and 'No registrations found', and clears all filters", async () => {
    serve();
    await render();
    await until(() => pageText().includes('PM SHRI KV One'), 'the first page');
    await pickFilter('paymentStatus', 'Verified');
    await until(() => pageText().includes('No registrations found'), 'the empty state');
    expect(params(listCalls().at(-1)!)).toMatchObject({ paymentStatus: 'verified', page: '1' });
    expect(pageText()).toContain('Payment Status: Verified');
    await click(button('Clear All Filters'));
    await until(() => pageText().includes('PM SHRI KV One'), 'the list again (the unfiltered page, from the cache)');
    expect(pageText()).not.toContain('Payment Status: Verified');
  });

  it("shows 'Error loading registrations' with Try Again, which reads again", async () => {
    let fail = true;
    serve({ list: () => (fail ? refuse(500, 'Database unavailable') : undefined) });
    await render();
    await until(() => pageText().includes('Error loading registrations'), 'the error state');
    fail = false;
    await click(button('Try Again'));
    await until(() => pageText().includes('PM SHRI KV One'), 'the rows after retrying');
  });

  it('exports the current filters as a CSV download, fetched with the bearer token', async () => {
    const downloads = recordDownloads();
    try {
      serve();
      await render();
      await until(() => pageText().includes('PM SHRI KV One'), 'the first page');
      await pickFilter('paymentStatus', 'Pending');
      await until(() => params(listCalls().at(-1)!).paymentStatus === 'submitted', 'the filtered page');
      await until(() => !pageText().includes('Loading'), 'the page');
      await click(button('Export'));
      await until(() => downloads.saved.length === 1, 'the download');
      const call = api.requests.find((r) => path(r) === '/api/admin/export')!;
      expect(params(call)).toEqual({ type: 'registrations', paymentStatus: 'submitted' });
      expect(call.authorization).toBe('Bearer test-token');
      expect(await downloads.blobs[0]!.text()).toContain('1001,KV One');
      expect(downloads.saved).toEqual([expect.stringMatching(/^registrations_export_\d{4}-\d{2}-\d{2}\.csv$/)]);
      await until(() => toastMessages().includes('Exported 1 records'), 'the export toast');
    } finally {
      downloads.restore();
    }
  });
});
