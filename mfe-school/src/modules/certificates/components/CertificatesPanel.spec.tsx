/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { configureApiClient } from '@hackathon/api-client';
import type { CertificateRow, SessionUser } from '@hackathon/contracts';
import { SessionProvider, createSessionStore } from '@hackathon/session';
import { toastStore } from '@hackathon/ui';
import { button, certificateRow, click, FakeApi, mount, ok, pageText, params, path, pickFilter, recordDownloads, toastMessages, type as typeInto, until, type Downloads, type Mounted } from '@hackathon/ui/testing';
import { CertificatesPanel } from './CertificatesPanel';

const row = (over: Partial<CertificateRow>): CertificateRow =>
  certificateRow({ number: '2025/RQ/000001', schoolName: 'KV One', teamName: 'Robo Rangers', language: 'hi', ...over });

const ROWS = [
  row({ _id: 'c1', holderName: 'Meera' }),
  row({ _id: 'c2', holderName: 'Asha Verma', holderType: 'mentor', kind: 'mentor_appreciation', number: '2025/MA/000002', teamId: null, teamName: null, status: 'revoked' }),
];

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

let page: Mounted | undefined;
let downloads: Downloads;
beforeEach(() => {
  toastStore.dismiss();
  downloads = recordDownloads();
  api.reset((request) => {
    if (path(request) === '/api/certificates') return ok({ certificates: ROWS, pagination: { page: Number(params(request).page), limit: 50, total: 2, totalPages: 1, hasNext: false, hasPrev: false } });
    if (path(request) === '/api/certificates/c1/pdf') return { body: Buffer.from('%PDF-1.7 '), contentType: 'application/pdf' };
    if (path(request) === '/api/certificates/school-zip') return { body: Buffer.from('PK\u0003\u0004'), contentType: 'application/zip' };
    return undefined;
  });
});
afterEach(() => {
  page?.unmount();
  page = undefined;
  downloads.restore();
});

async function render() {
  const store = createSessionStore();
  store.login({ token: 'test-token', user: { _id: 'u1', id: 'u1', role: 'school_admin', fullName: 'Admin', email: 'a@example.org', schoolCode: '1001' } as SessionUser });
  page = await mount(
    <SessionProvider store={store}>
      <CertificatesPanel schoolCode="1001" />
    </SessionProvider>,
  );
  await until(() => pageText().includes('Asha Verma'), 'the certificates');
}

const listCalls = () => api.requests.filter((r) => path(r) === '/api/certificates').map(params);

describe("the school's Certificates tab", () => {
  it('reads the list a page at a time, with the search and the kind and status filters as the query', async () => {
    await render();
    expect(listCalls()).toEqual([{ page: '1', limit: '50' }]);
    await typeInto(document.querySelector('input[type="search"], input[placeholder="Search by name or certificate number"]')!, 'meera');
    await until(() => listCalls().some((q) => q.search === 'meera'), 'the search sent');
    await pickFilter('kind', 'Regional round qualifier');
    await pickFilter('status', 'Valid');
    await until(() => listCalls().some((q) => q.status === 'valid'), 'the filters sent');
    expect(listCalls().at(-1)).toEqual({ page: '1', limit: '50', search: 'meera', kind: 'regional_qualifier', status: 'valid' });
    expect(api.requests.every((r) => r.authorization === 'Bearer test-token')).toBe(true);
  });

  it('downloads one valid certificate per row, and none of a revoked one', async () => {
    await render();
    const card = (id: string) => document.querySelector<HTMLElement>(`[data-certificate-id="${id}"]`)!;
    expect(card('c2').querySelectorAll('button')).toHaveLength(0);
    expect(card('c2').textContent).toContain('Revoked');
    const english = [...card('c1').querySelectorAll('button')].find((b) => b.textContent === 'Download (English)')!;
    await click(english);
    await until(() => downloads.saved.length === 1, 'the PDF saved');
    expect(api.requests.filter((r) => path(r).endsWith('/pdf')).map(params)).toEqual([{ language: 'en' }]);
    expect(downloads.saved).toEqual(['certificate-2025-RQ-000001-en.pdf']);
  });

  it("downloads the whole school's ZIP as certificates-<code>.zip, busy while it comes", async () => {
    await render();
    // the real request waits at the network until the test has seen the busy state (a big school's ZIP takes seconds)
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const previous = configureApiClient({
      fetchImpl: async (input, init) => {
        if (String(input).includes('/certificates/school-zip')) await gate;
        return fetch(input, init);
      },
    });
    try {
      await click(button('Download all (ZIP)'));
      expect(button('Preparing the ZIP…').disabled).toBe(true);
      expect(document.querySelector('[role="status"]')?.textContent).toContain("Preparing the ZIP of your school's certificates");
      release();
      await until(() => downloads.saved.length === 1, 'the ZIP saved');
    } finally {
      configureApiClient({ fetchImpl: previous.fetchImpl });
    }
    expect(api.requests.filter((r) => path(r) === '/api/certificates/school-zip').map((r) => [params(r), r.authorization])).toEqual([[{}, 'Bearer test-token']]);
    expect(downloads.saved).toEqual(['certificates-1001.zip']);
    expect(toastMessages()).toContain('Saved certificates-1001.zip');
    await until(() => !button('Download all (ZIP)').disabled, 'the button back');
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
