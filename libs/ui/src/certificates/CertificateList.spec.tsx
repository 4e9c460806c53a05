import { certificateRow } from '../testing/certificates';
import { FakeApi, params, path, refuse } from '../testing/fakeApi';
import { button, click, hasButton, mount, pageText, recordDownloads, toastMessages, until, type Downloads, type Mounted } from '../testing/dom';
import { toastStore } from '../toast';
import { CertificateList } from './CertificateList';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const certificate = certificateRow;

let page: Mounted | undefined;
let downloads: Downloads;
beforeEach(() => {
  downloads = recordDownloads();
  toastStore.dismiss();
});
afterEach(() => {
  page?.unmount();
  page = undefined;
  downloads.restore();
});

const article = (id: string) => document.querySelector<HTMLElement>(`[data-certificate-id="${id}"]`)!;
const buttonsOf = (id: string) => [...article(id).querySelectorAll('button, a')].map((el) => el.textContent?.trim());

describe('CertificateList', () => {
  it('shows each certificate with its kind, holder, number, date, code and status', async () => {
    page = await mount(<CertificateList certificates={[certificate()]} onRetry={() => undefined} />);
    const text = article('c1').textContent!;
    for (const value of ['Regional round qualifier: Meera', 'Certificate No. 2025/RQ/000123', 'Issued on 28 Nov 2026', 'Verification code: 7KQ2-M9XD-4HTR', 'Valid']) expect(text).toContain(value);
    const verify = article('c1').querySelector('a')!;
    expect(verify.getAttribute('href')).toBe('/verify/7KQ2-M9XD-4HTR');
    expect(verify.textContent).toContain('(opens in a new tab)');
  });

  it('downloads the PDF in the language asked, with the bearer token, and saves it under the certificate number', async () => {
    api.reset((request) => (path(request) === '/api/certificates/c1/pdf' ? { body: Buffer.from('%PDF-1.7 '), contentType: 'application/pdf' } : undefined));
    page = await mount(<CertificateList certificates={[certificate()]} onRetry={() => undefined} />);
    await click(button('Download (हिन्दी)'));
    await until(() => downloads.saved.length === 1, 'the file saved');
    await click(button('Download (English)'));
    await until(() => downloads.saved.length === 2, 'the second file saved');
    expect(api.requests.map((r) => [r.method, path(r), params(r), r.authorization])).toEqual([
      ['GET', '/api/certificates/c1/pdf', { language: 'hi' }, 'Bearer test-token'],
      ['GET', '/api/certificates/c1/pdf', { language: 'en' }, 'Bearer test-token'],
    ]);
    expect(downloads.saved).toEqual(['certificate-2025-RQ-000123-hi.pdf', 'certificate-2025-RQ-000123-en.pdf']);
  });

  it('says so when a download fails', async () => {
    api.reset(() => refuse(403, 'You cannot download this certificate'));
    page = await mount(<CertificateList certificates={[certificate()]} onRetry={() => undefined} />);
    await click(button('Download (English)'));
    await until(() => toastMessages().length > 0, 'the toast');
    expect(toastMessages()).toEqual(['You cannot download this certificate']);
    expect(downloads.saved).toEqual([]);
  });

  it('offers no download of a revoked or superseded certificate, only its status and the Verify link', async () => {
    const rows = [certificate({ _id: 'r1', status: 'revoked', revokedAt: '2026-12-01T05:00:00.000Z', revokedReason: 'Duplicate' }), certificate({ _id: 's1', status: 'superseded', supersededBy: 'c9' })];
    page = await mount(<CertificateList certificates={rows} onRetry={() => undefined} />);
    expect(buttonsOf('r1')).toEqual(['Verify (opens in a new tab)']);
    expect(buttonsOf('s1')).toEqual(['Verify (opens in a new tab)']);
    expect(article('r1').textContent).toContain('Revoked: this certificate is no longer valid.');
    expect(article('s1').textContent).toContain('Superseded: replaced by a newer certificate.');
    expect(hasButton('Download (English)')).toBe(false);
  });

  it('groups under headings, and has loading, error and empty states', async () => {
    const rows = [certificate({ _id: 'a', holderName: 'Arjun' }), certificate({ _id: 'm', holderName: 'Meera' })];
    page = await mount(<CertificateList certificates={rows} onRetry={() => undefined} groupBy={(row) => ({ key: row.holderName, title: row.holderName, namesHolder: true })} />);
    expect([...document.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Arjun', 'Meera']);
    // the heading names the holder: the certificate's own says the kind alone
    expect([...document.querySelectorAll('h4')].map((h) => h.textContent)).toEqual(['Regional round qualifier', 'Regional round qualifier']);
    page.unmount();

    page = await mount(<CertificateList certificates={undefined} loading onRetry={() => undefined} />);
    expect(document.querySelector('[aria-label="Loading the certificates"]')).not.toBeNull();
    page.unmount();

    let retried = 0;
    page = await mount(<CertificateList certificates={undefined} error={new Error('Network down')} onRetry={() => void retried++} />);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Failed to load the certificates (Network down)');
    await click(button('Try again'));
    expect(retried).toBe(1);
    page.unmount();

    page = await mount(<CertificateList certificates={[]} onRetry={() => undefined} emptyText="Nothing yet" />);
    expect(pageText()).toContain('Nothing yet');
  });
});
