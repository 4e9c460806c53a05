/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MemoryRouter } from 'react-router-dom';
import { paginationOf, type AdminRegistrationRow, type RegistrationBulkInput, type RegistrationBulkResult } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, params, path, pickFilter, type RecordedRequest, button, click, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { REGISTRATION_ROW } from '../../../shared/testing/fixtures';
import { RegistrationSection } from './RegistrationSection';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const ROW_TWO: AdminRegistrationRow = { ...REGISTRATION_ROW, _id: '5d2b9f0e-1c3a-4e5b-8f6a-7b8c9d0e1f2a', kvCode: '2002', kvName: 'KV Two', email: 'principal@kv2.example.org' };
const COUNTERS = { total: 2, byPaymentStatus: { submitted: 2, verified: 0, rejected: 0, not_submitted: 0 }, byRegistrationStatus: { pending: 2, approved: 0, rejected: 0 }, otpVerified: 2 };

/** What the preview and the apply of this body answer (the counts the server would find). */
type Answer = (body: RegistrationBulkInput) => { status?: number; body: unknown } | undefined;

function outcome(body: RegistrationBulkInput, changes: number, extra: Partial<RegistrationBulkResult> = {}): RegistrationBulkResult {
  const rows = [REGISTRATION_ROW, ROW_TWO].slice(0, changes);
  return {
    confirmed: body.confirm === true,
    action: body.action,
    status: body.action === 'approve' ? 'approved' : 'rejected',
    selected: changes,
    changes,
    skipped: 0,
    notFound: [],
    fromStatus: { pending: changes, approved: 0, rejected: 0 },
    sample: rows.map((row) => ({ _id: row._id, kvCode: row.kvCode, kvName: row.kvName, registrationStatus: 'pending' })),
    ...extra,
  };
}

function serve(answer: Answer) {
  api.reset((r: RecordedRequest) => {
    if (r.method === 'POST' && path(r) === '/api/admin/registrations/bulk-status') return answer(r.body as RegistrationBulkInput) ?? undefined;
    if (r.method !== 'GET') return undefined;
    if (path(r) === '/api/admin/registrations') {
      const q = params(r);
      return ok({ registrations: [REGISTRATION_ROW, ROW_TWO], pagination: paginationOf(Number(q.page), Number(q.limit), 2) });
    }
    if (path(r) === '/api/admin/registrations/counters') return ok(COUNTERS);
    return undefined;
  });
}

const bulkCalls = () => api.requests.filter((r) => path(r) === '/api/admin/registrations/bulk-status').map((r) => r.body as RegistrationBulkInput);
const listReads = () => api.requests.filter((r) => path(r) === '/api/admin/registrations').length;

function rowCheckbox(name: string): HTMLInputElement {
  const row = [...document.querySelectorAll('[role="row"]')].find((r) => (r.textContent ?? '').includes(name));
  const box = row?.querySelector('input[type="checkbox"]');
  if (!box) throw new Error(`No checkbox for ${name}`);
  return box as HTMLInputElement;
}

/** A button of the open dialog. */
function dialogButton(text: string): HTMLButtonElement {
  const found = [...(document.querySelector('[role="dialog"]')?.querySelectorAll('button') ?? [])].find((b) => (b.textContent ?? '').trim() === text);
  if (!found) throw new Error(`No dialog button "${text}"`);
  return found as HTMLButtonElement;
}
const dialogText = () => document.querySelector('[role="dialog"]')?.textContent ?? '';
const radio = (value: string) => document.querySelector(`[role="dialog"] input[type="radio"][value="${value}"]`) as HTMLInputElement;

let mounted: Mounted;
async function render() {
  mounted = await mount(
    <MemoryRouter initialEntries={['/dashboard?section=registration']}>
      <RegistrationSection />
    </MemoryRouter>,
  );
  await until(() => pageText().includes('KV Two'), 'the rows');
}

beforeEach(() => toastStore.dismiss());
afterEach(() => mounted.unmount());

describe('Registration Management: bulk approve and reject', () => {
  it('approves the selected registrations: the preview names them, the apply sends its count, the selection clears', async () => {
    serve((body) => ok(outcome(body, 2), body.confirm ? 'Approved 2 registrations; 0 already approved (skipped)' : 'Approve: 2 registrations to change, 0 already approved (skipped)'));
    await render();
    await click(rowCheckbox('PM SHRI KV One'));
    await click(rowCheckbox('KV Two'));
    await until(() => pageText().includes('2 selected'), 'the selection');
    await click(button('Approve'));

    // the preview: asked without confirm, nothing is applied yet
    await until(() => document.querySelector('[data-testid="bulk-preview"]') !== null, 'the preview');
    expect(bulkCalls()).toEqual([{ action: 'approve', registrationIds: [REGISTRATION_ROW._id, ROW_TWO._id] }]);
    expect(radio('selected').checked).toBe(true);
    for (const text of ['Approve Registrations', 'The 2 selected registrations', 'Approve: 2 registrations to change, 0 already approved (skipped)', 'Their status now: Pending: 2', 'PM SHRI KV One (1001)', 'KV Two (2002)']) {
      expect(dialogText()).toContain(text);
    }

    const reads = listReads();
    await click(dialogButton('Approve 2 registrations'));
    await until(() => toastMessages().includes('Approved 2 registrations; 0 already approved (skipped)'), 'the toast');
    expect(bulkCalls()[1]).toEqual({ action: 'approve', registrationIds: [REGISTRATION_ROW._id, ROW_TWO._id], confirm: true, expectedChanges: 2 });
    await until(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
    expect(pageText()).toContain('0 selected');
    await until(() => listReads() > reads, 'the list read again');
  });

  it('rejects every registration matching the filters, with a note; a changed selection shows the new preview instead', async () => {
    let stale = true;
    serve((body) => {
      if (body.confirm && stale) {
        stale = false;
        return { status: 409, body: { success: false, message: 'The selection changed since the preview: 1 row would change now. Please check the new preview.', data: outcome(body, 1) } };
      }
      return ok(outcome(body, body.confirm ? 1 : 2), body.confirm ? 'Rejected 1 registration; 0 already rejected (skipped)' : 'Reject: 2 registrations to change, 0 already rejected (skipped)');
    });
    await render();
    await pickFilter('registrationStatus', 'Pending');
    await until(() => pageText().includes('Registration Status: Pending'), 'the filter');
    await click(button('Reject'));
    await until(() => document.querySelector('[data-testid="bulk-preview"]') !== null, 'the preview');
    // nothing selected: every registration matching the search and filters
    expect(radio('selected').disabled).toBe(true);
    expect(radio('filtered').checked).toBe(true);
    expect(dialogText()).toContain('All 2 registrations matching the current search and filters');
    expect(dialogText()).toContain('Registration Status: Pending');
    expect(bulkCalls()[0]).toEqual({ action: 'reject', filter: { registrationStatus: 'pending' } });

    await type(document.getElementById('bulk-registrations-reason')!, 'Duplicate sign-ups');
    await click(dialogButton('Reject 2 registrations'));
    // the server found another count: its preview is shown, nothing closes
    await until(() => dialogText().includes('The selection changed since the preview'), 'the refusal');
    expect(dialogText()).toContain('Now: 1 to change, 0 already so (skipped)');
    expect(bulkCalls()[1]).toEqual({ action: 'reject', filter: { registrationStatus: 'pending' }, reason: 'Duplicate sign-ups', confirm: true, expectedChanges: 2 });

    await click(dialogButton('Reject 1 registration'));
    await until(() => toastMessages().includes('Rejected 1 registration; 0 already rejected (skipped)'), 'the toast');
    expect(bulkCalls()[2]).toMatchObject({ confirm: true, expectedChanges: 1 });
  });

  it('offers nothing to confirm when every registration is already in that status', async () => {
    serve((body) => ok(outcome(body, 0, { selected: 2, skipped: 2 }), 'Approve: 0 registrations to change, 2 already approved (skipped)'));
    await render();
    await click(button('Approve'));
    await until(() => document.querySelector('[data-testid="bulk-preview"]') !== null, 'the preview');
    expect(dialogText()).toContain('2 already approved (skipped)');
    expect(dialogButton('Approve 0 registrations').disabled).toBe(true);
    await click(dialogButton('Cancel'));
    await until(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
    expect(bulkCalls().filter((b) => b.confirm)).toHaveLength(0);
  });
});
