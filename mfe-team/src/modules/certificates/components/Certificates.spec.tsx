/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import type { CertificateRow, Team } from '@hackathon/contracts';
import { sessionStore } from '@hackathon/session';
import { PortalProviders } from '@hackathon/ui';
import { button, certificateRow, click, FakeApi, mount, ok, pageText, params, path, recordDownloads, until, type Downloads, type Mounted } from '@hackathon/ui/testing';
import { MentorCertificates } from './MentorCertificates';
import { TeamCertificates } from './TeamCertificates';

const fakeJwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

const row = (over: Partial<CertificateRow>): CertificateRow => certificateRow({ number: '2025/RQ/000001', ...over });

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

let page: Mounted | undefined;
let downloads: Downloads;
let mine: CertificateRow[];
beforeEach(() => {
  localStorage.clear();
  downloads = recordDownloads();
  api.reset((request) => {
    if (request.url === '/api/certificates/mine') return ok({ certificates: mine });
    if (/^\/api\/certificates\/[^/]+\/pdf$/.test(path(request))) return { body: Buffer.from('%PDF-1.7 '), contentType: 'application/pdf' };
    return undefined;
  });
});
afterEach(() => {
  page?.unmount();
  page = undefined;
  downloads.restore();
  sessionStore.logout();
});

const headings = (level: string) => [...document.querySelectorAll(level)].map((h) => h.textContent);
const group = (key: string) => document.querySelector<HTMLElement>(`[data-group="${key}"]`)!;

describe("the team's certificates (/simple-team)", () => {
  const team = { _id: 't1', teamId: 'A1001JR1', teamName: 'Pixel Pioneers', members: [] } as unknown as Team;
  beforeEach(() => sessionStore.loginTeam({ token: fakeJwt({ role: 'team', teamId: team.teamId }), team }));

  it("lists the members' certificates under each member's name, and downloads one in Hindi", async () => {
    mine = [
      row({ _id: 'm2', holderName: 'Meera', kind: 'participation', number: '2025/PA/000002', issuedAt: '2026-10-01T05:00:00.000Z' }),
      row({ _id: 'a1', holderName: 'अर्जुन', number: '2025/RQ/000003' }),
      row({ _id: 'm1', holderName: 'Meera' }),
    ];
    page = await mount(
      <PortalProviders>
        <TeamCertificates />
      </PortalProviders>,
    );
    await until(() => pageText().includes('अर्जुन'), 'the certificates');
    expect(headings('h2')).toEqual(['Certificates']);
    expect(headings('h3')).toEqual(['Meera', 'अर्जुन']);
    // each member's in the order issued
    expect([...group('Meera').querySelectorAll('h4')].map((h) => h.textContent)).toEqual(['Participation (Foundation Bootcamp)', 'Regional round qualifier']);

    const hindi = [...group('अर्जुन').querySelectorAll('button')].find((b) => b.textContent === 'Download (हिन्दी)')!;
    await click(hindi);
    await until(() => downloads.saved.length === 1, 'the file');
    const pdf = api.requests.filter((r) => path(r).endsWith('/pdf'));
    expect(pdf.map((r) => [path(r), params(r)])).toEqual([['/api/certificates/a1/pdf', { language: 'hi' }]]);
    expect(downloads.saved).toEqual(['certificate-2025-RQ-000003-hi.pdf']);
  });

  it('says none are issued yet', async () => {
    mine = [];
    page = await mount(
      <PortalProviders>
        <TeamCertificates />
      </PortalProviders>,
    );
    await until(() => pageText().includes("No certificates have been issued to your team's members yet."), 'the empty state');
  });
});

describe("a mentor's certificates (/mentor-dashboard)", () => {
  beforeEach(() => sessionStore.login({ token: fakeJwt({ role: 'mentor', sub: 'acc-1' }), user: { _id: 'acc-1', id: 'acc-1', role: 'mentor', email: 'k@kv.test', schoolCode: '1001' } as never }));

  it("shows the mentor's own first, then each team's members", async () => {
    mine = [
      row({ _id: 's1', holderName: 'Meera' }),
      row({ _id: 's2', holderName: 'Kabir', teamId: 'A1001SR1', teamName: 'Neural Knights' }),
      row({ _id: 'own', holderType: 'mentor', holderName: 'Mrs. Kavita Sharma', kind: 'mentor_appreciation', teamId: null, teamName: null, status: 'superseded' }),
    ];
    page = await mount(
      <PortalProviders>
        <MentorCertificates />
      </PortalProviders>,
    );
    await until(() => pageText().includes('Mrs. Kavita Sharma') || pageText().includes('My own'), 'the certificates');
    expect(headings('h2')).toEqual(['My certificates']);
    expect(headings('h3')).toEqual(['My own', 'Team Neural Knights', 'Team Pixel Pioneers']);
    expect(group('team:A1001SR1').textContent).toContain('Regional round qualifier: Kabir');
    // its own superseded one says so and offers no download
    expect(group('own').textContent).toContain('Superseded: replaced by a newer certificate.');
    expect([...group('own').querySelectorAll('button')]).toHaveLength(0);
    expect(button('Download (English)')).toBeDefined();
    expect(api.calls('GET', '/api/certificates/mine').map((r) => r.authorization)).toEqual(['Bearer test-token']);
  });
});
