/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { API_MSG, NEW_TEAM_PROGRESS, type SchoolPageData } from '@hackathon/contracts';
import { FakeApi, button, click, mount, ok, pageText, path, refuse, until, type Mounted } from '@hackathon/ui/testing';
import { REGISTRATION } from '../shared/testing/fixtures';
import { SchoolLink } from '../shared/components/SchoolLink';
import { SchoolPageDialog } from './SchoolPageDialog';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const PAGE: SchoolPageData = {
  school: { schoolCode: '1001', schoolName: 'PM SHRI KV One', district: 'Agra', state: 'UTTAR PRADESH', region: 'Agra', zone: 'N', city: 'Agra', contactNumber: '9876543210', email: 'kv1@schools.example.org' },
  registration: { ...REGISTRATION, registrationStatus: 'approved', paymentStatus: 'verified' },
  paymentStatus: 'verified',
  payments: [
    {
      _id: 'p2',
      payerName: 'Asha Verma',
      paymentReference: 'SBIC0000000002',
      receiptNumber: '700000000002',
      submittedAt: '2025-08-21T05:00:00.000Z',
      receipt: { fileId: 'f2', fileName: 'receipt_2.pdf', fileType: 'application/pdf', fileSize: 2048 },
      verdict: { status: 'verified', at: '2025-08-21T06:30:00.000Z', by: 'Ravi Region', reason: null, notes: null },
    },
    {
      _id: 'p1',
      payerName: 'Asha Verma',
      paymentReference: 'SBIC0000000001',
      receiptNumber: '700000000001',
      submittedAt: '2025-08-20T05:00:00.000Z',
      receipt: null,
      verdict: { status: 'rejected', at: '2025-08-20T07:00:00.000Z', by: 'Vera Verifier', reason: 'Receipt unreadable.', notes: null },
    },
  ],
  mentors: [{ _id: 'm1', mentorId: 'MNT-1001-1', name: 'Meera Iyer', designation: 'PGT', emailId: 'meera@kv1.example.org', contactNumber: '9000000001', isActive: true, teamIds: ['A1001JR1'] }],
  teams: [
    {
      ...NEW_TEAM_PROGRESS,
      _id: 't1',
      teamId: 'A1001JR1',
      teamName: 'Robo Rangers',
      category: 'jr',
      memberCount: 5,
      mentorName: 'Meera Iyer',
      currentPhase: 2,
      phase1Qualified: true,
      phaseScores: { phase1: 87, phase2: null, phase3: null },
      totalScore: 87,
    },
  ],
  schedule: {
    kvCode: '1001',
    kvName: 'PM SHRI KV One',
    district: 'Agra',
    region: 'Agra',
    zone: 'N',
    seniorCohort: 'Cohort A',
    seniorTime: '10:00 AM',
    juniorCohort: 'Cohort B',
    juniorSlot: 'Slot 2',
    SRDAY1: 'P',
    SRDAY2: 'A',
    SRDAY3: null,
    SRDAY4: null,
    JRDAY1: 'P',
    JRDAY2: null,
    JRDAY3: null,
    JRDAY4: null,
  },
  activity: {
    items: [
      {
        id: '9',
        at: '2025-08-21T06:30:00.000Z',
        actorId: 'a1',
        actorRole: 'region_admin',
        actorLabel: 'ravi@kvs.example.org',
        actorName: 'Ravi Region',
        ip: null,
        action: 'payment.verified',
        entityType: 'payment',
        entityId: REGISTRATION._id,
        entityRef: '1001',
        schoolCode: '1001',
        reason: null,
        before: null,
        after: null,
      },
    ],
    total: 73,
    limit: 50,
  },
};

let search = '';
function Where() {
  const location = useLocation();
  useEffect(() => {
    search = location.search;
  });
  return null;
}

let mounted: Mounted;
async function render(at: string, readOnly: boolean) {
  mounted = await mount(
    <MemoryRouter initialEntries={[at]}>
      <Where />
      <SchoolLink code="1001">PM SHRI KV One</SchoolLink>
      <SchoolPageDialog readOnly={readOnly} />
    </MemoryRouter>,
  );
}

function serve(answer = () => ok(PAGE, 'School page loaded')) {
  api.reset((r) => (r.method === 'GET' && path(r) === '/api/school-page/1001' ? answer() : refuse(404, API_MSG.schoolNotFound)));
}

const dialog = () => document.querySelector('[data-testid="school-page"]');
const section = (key: string) => document.querySelector(`[data-testid="school-page-${key}"]`)?.textContent ?? '';
const pageCalls = () => api.requests.filter((r) => path(r).startsWith('/api/school-page/'));

afterEach(() => mounted.unmount());

describe('SchoolPageDialog', () => {
  it('is closed without ?school= and asks nothing; a school link opens it, keeping the section', async () => {
    serve();
    await render('/dashboard?section=schools', false);
    expect(dialog()).toBeNull();
    expect(pageCalls()).toHaveLength(0);
    await click(document.querySelector('[data-school-link="1001"]')!);
    expect(search).toBe('?section=schools&school=1001');
    await until(() => section('teams').includes('Robo Rangers'), 'the page');
    expect(pageCalls()).toHaveLength(1);
  });

  it("shows the admin the registration, the payment history with each verdict, mentors, teams, attendance and Activity, with the admin's actions", async () => {
    serve();
    await render('/dashboard?section=schools&school=1001', false);
    await until(() => section('teams').includes('Robo Rangers'), 'the page');
    expect(document.getElementById('school-page-title')?.textContent).toBe('PM SHRI KV One');
    expect(pageText()).toContain('Code 1001 · Agra, UTTAR PRADESH · Agra');
    expect(section('registration')).toContain(REGISTRATION.referenceNumber);
    expect(document.querySelector('[data-payment-status]')?.getAttribute('data-payment-status')).toBe('verified');
    // payments: newest first, who decided, when and why
    const proofs = [...document.querySelectorAll('[data-payment]')];
    expect(proofs.map((p) => p.getAttribute('data-verdict'))).toEqual(['verified', 'rejected']);
    expect(proofs[0]!.textContent).toContain('Verified by Ravi Region on 21 Aug 2025, 12:00 PM');
    expect(proofs[0]!.textContent).toContain('receipt_2.pdf');
    expect(proofs[1]!.textContent).toContain('Rejected by Vera Verifier on 20 Aug 2025, 12:30 PM');
    expect(proofs[1]!.textContent).toContain('Reason: Receipt unreadable.');
    expect(proofs[1]!.textContent).toContain('No file');
    // mentors and teams
    expect(section('mentors')).toContain('Meera Iyer (MNT-1001-1)');
    expect(section('mentors')).toContain('Teams: A1001JR1');
    expect(section('teams')).toContain('Phase 2');
    expect(section('teams')).toContain('87 / — / —');
    expect(section('teams')).toContain('5 members');
    // schedule and attendance by day
    expect(section('schedule')).toContain('Cohort A');
    const marks = [...document.querySelectorAll('[data-day="1"] [data-mark], [data-day="2"] [data-mark]')].map((m) => m.getAttribute('data-mark'));
    expect(marks).toEqual(['present', 'present', 'absent', 'notMarked']);
    // activity: the latest entries, and the way to the rest (the admin's)
    expect(section('activity')).toContain('The latest 1 of 73 entries');
    expect(section('activity')).toContain('by Ravi Region');
    const all = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Open the full Activity for this school');
    expect(all?.getAttribute('href')).toBe('/dashboard?section=activity&schoolCode=1001');
    expect(button('Edit Registration').getAttribute('href')).toBe(`/edit-registration/${REGISTRATION._id}`);
  });

  it('is read-only for the region and super admins: no action, a View-only note', async () => {
    serve();
    await render('/region-admin-dashboard?tab=schools&school=1001', true);
    await until(() => section('teams').includes('Robo Rangers'), 'the page');
    expect(pageText()).toContain('View-only access');
    expect(pageText()).not.toContain('Edit Registration');
    expect(pageText()).not.toContain('Open the full Activity');
    expect(dialog()!.querySelectorAll('button')).toHaveLength(1); // the close button only
  });

  it('closes by its button, keeping the rest of the address', async () => {
    serve();
    await render('/region-admin-dashboard?tab=schools&school=1001', true);
    await until(() => section('teams').includes('Robo Rangers'), 'the page');
    await click(document.querySelector('button[aria-label="Close the school page"]')!);
    expect(search).toBe('?tab=schools');
    await until(() => dialog() === null, 'the page to close');
  });

  it("says the server's words for another region's school, and Try again reads it again", async () => {
    serve(() => refuse(403, API_MSG.forbidden));
    await render('/region-admin-dashboard?school=1001', true);
    await until(() => pageText().includes(API_MSG.forbidden), 'the refusal');
    serve();
    await click(button('Try again'));
    await until(() => section('teams').includes('Robo Rangers'), 'the page after trying again');
  });
});
