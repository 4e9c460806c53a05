/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CertificateVerification } from '@hackathon/contracts';
import { PortalProviders } from '@hackathon/ui';
import { FakeApi, mount, ok, pageText, path, refuse, type as typeInto, until, type Mounted } from '@hackathon/ui/testing';
import VerifyCertificatePage from './VerifyCertificatePage';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const CODE = '7KQ2-M9XD-4HTR';
const verification = (over: Partial<CertificateVerification> = {}): CertificateVerification => ({
  code: CODE,
  number: '2025/RQ/000123',
  status: 'valid',
  kind: 'regional_qualifier',
  achievement: 'for qualifying for the Regional Round',
  holderName: 'अर्जुन शर्मा',
  schoolName: 'PM SHRI KV No. 1 Agra',
  edition: 2,
  eventName: 'National School AI & ML Hackathon',
  issuedAt: '2026-11-28T05:00:00.000Z',
  statusChangedAt: null,
  ...over,
});

/** Where the page sent the reader: the router's path, written where the test reads it. */
function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}
const where = () => document.querySelector('[data-testid="where"]')?.textContent;

let page: Mounted;
async function open(at: string) {
  page = await mount(
    <PortalProviders>
      <MemoryRouter initialEntries={[at]}>
        <Where />
        <Routes>
          <Route path="/verify" element={<VerifyCertificatePage />} />
          <Route path="/verify/:code" element={<VerifyCertificatePage />} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
}
afterEach(() => page.unmount());

const serve = (reply: () => ReturnType<typeof ok>) => api.reset((request) => (path(request) === `/api/certificates/verify/${CODE}` ? reply() : undefined));
const heading = () => document.querySelector('h1')?.textContent;
const statusPanel = () => document.querySelector('[data-status]')?.getAttribute('data-status');

describe('/verify/{code}', () => {
  it('says a valid certificate is valid, with what is printed on it, asked without the session token', async () => {
    serve(() => ok(verification()));
    await open(`/verify/${CODE}`);
    await until(() => pageText().includes('Valid certificate'), 'the answer');
    expect(heading()).toBe('Certificate verification');
    expect(statusPanel()).toBe('valid');
    const details = document.querySelector('section[aria-label="What the certificate says"]')?.textContent ?? '';
    for (const value of ['अर्जुन शर्मा', 'PM SHRI KV No. 1 Agra', 'Regional round qualifier', 'for qualifying for the Regional Round', 'National School AI & ML Hackathon, edition 2', '28 Nov 2026', '2025/RQ/000123', CODE]) {
      expect(details).toContain(value);
    }
    // public: no bearer token goes with it, even from a signed-in tab (FakeApi's client has one)
    expect(api.calls('GET', `/api/certificates/verify/${CODE}`).map((r) => r.authorization)).toEqual(['']);
  });

  it('says a revoked certificate is revoked, and since when', async () => {
    serve(() => ok(verification({ status: 'revoked', statusChangedAt: '2026-12-02T05:00:00.000Z' })));
    await open(`/verify/${CODE}`);
    await until(() => pageText().includes('Revoked certificate'), 'the answer');
    expect(statusPanel()).toBe('revoked');
    expect(pageText()).toContain('It is no longer valid.');
    expect(pageText()).toContain('Revoked on 2 Dec 2026');
    expect(pageText()).not.toContain('Valid certificate');
  });

  it('says a superseded certificate was replaced by a newer one', async () => {
    serve(() => ok(verification({ status: 'superseded', statusChangedAt: '2026-12-03T05:00:00.000Z' })));
    await open(`/verify/${CODE}`);
    await until(() => pageText().includes('Superseded certificate'), 'the answer');
    expect(statusPanel()).toBe('superseded');
    expect(pageText()).toContain('replaced by a newer certificate');
    expect(pageText()).toContain('Replaced on 3 Dec 2026');
  });

  it('says no certificate has an unknown code, in the API words, and a rate limit in its words', async () => {
    serve(() => refuse(404, 'Certificate not found'));
    await open(`/verify/${CODE}`);
    await until(() => document.querySelector('[role="alert"]') !== null, 'the refusal');
    const alert = () => document.querySelector('[role="alert"]')!.textContent ?? '';
    expect(alert()).toContain('No certificate has this code');
    expect(alert()).toContain('Certificate not found');
    expect(pageText()).not.toContain('PM SHRI');
    page.unmount();

    serve(() => refuse(429, 'Too many requests. Please try again later.'));
    await open(`/verify/${CODE}`);
    await until(() => document.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(alert()).toContain('Too many checks');
    expect(alert()).toContain('Too many requests. Please try again later.');
  });

  it('reads a code of the address in any spelling and shows its printed form', async () => {
    serve(() => ok(verification()));
    await open('/verify/7kq2m9xd4htr');
    await until(() => pageText().includes('Valid certificate'), 'the answer');
    expect(where()).toBe(`/verify/${CODE}`);
  });

  it('refuses an address that cannot hold a code, without asking the API', async () => {
    api.reset(() => undefined);
    await open('/verify/not-a-code');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('a code has 12 letters and digits');
    expect(api.requests).toHaveLength(0);
  });
});

describe('/verify', () => {
  const field = () => document.querySelector<HTMLInputElement>('input[name="code"]')!;
  const submit = () => act(async () => field().form!.requestSubmit());

  it('has a real h1 and a form that opens the code in its printed form', async () => {
    serve(() => ok(verification()));
    await open('/verify');
    expect(heading()).toBe('Verify a certificate');
    // lower case and spaces are read as the printed code
    await typeInto(field(), ' 7kq2 m9xd 4htr ');
    await submit();
    await until(() => pageText().includes('Valid certificate'), 'the answer');
    expect(where()).toBe(`/verify/${CODE}`);
  });

  it('says so when what was typed cannot be a code', async () => {
    api.reset(() => undefined);
    await open('/verify');
    await typeInto(field(), '12345');
    await submit();
    expect(pageText()).toContain('This is not a certificate code');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(where()).toBe('/verify');
    expect(api.requests).toHaveLength(0);
  });
});
