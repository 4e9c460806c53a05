/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { API_MSG, paginationOf, type AdminMentorCounters, type AdminMentorRow, type MentorAccount } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, params, path, pickFilter, refuse, type RecordedRequest, button, click, hasButton, mount, pageText, toastMessages, until, type Mounted } from '@hackathon/ui/testing';
import { KV_ONE } from '../../../shared/testing/fixtures';
import { MentorsSection } from './MentorsSection';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const COUNTERS: AdminMentorCounters = { total: 4, active: 4, inactive: 0, assigned: 0, unassigned: 4, full: 0 };

const mentor = (id: string, name: string, account: MentorAccount, extra: Partial<AdminMentorRow> = {}) =>
  ({
    ...KV_ONE,
    _id: id,
    mentorId: `MNT-${id}`,
    teacherId: `T-${id}`,
    name,
    fullName: name,
    designation: 'PGT',
    gender: null,
    contactNumber: '9876543210',
    emailId: `${id}@kv1.example.org`,
    isActive: true,
    assignedTeams: [],
    assignedTeamsCount: 0,
    isFull: false,
    regionGroup: 'North',
    account,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  }) as AdminMentorRow;

// 28 Nov 2026, 10:30 AM in India
const AT = '2026-11-28T05:00:00.000Z';
const NOT_INVITED = mentor('m1', 'Asha Verma', { state: 'not_invited', invitedAt: null, lastSignInAt: null });
const INVITED = mentor('m2', 'Ravi Kumar', { state: 'invited', invitedAt: AT, lastSignInAt: null });
const ACTIVE = mentor('m3', 'Meera Iyer', { state: 'active', invitedAt: AT, lastSignInAt: AT });
const DISABLED = mentor('m4', 'Karan Singh', { state: 'disabled', invitedAt: AT, lastSignInAt: null }, { isActive: false });

const listCalls = () => api.requests.filter((r) => path(r) === '/api/admin/mentors');

type Handler = (r: RecordedRequest) => ReturnType<FakeApi['handler']>;
function serve(mentors: AdminMentorRow[], extra: Handler = () => undefined) {
  api.reset((r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.method !== 'GET') return undefined;
    if (path(r) === '/api/admin/mentors/counters') return ok(COUNTERS);
    if (path(r) === '/api/admin/mentors') return ok({ mentors, pagination: paginationOf(1, 50, mentors.length) });
    return undefined;
  });
}

const rowText = (name: string) => [...document.querySelectorAll('[role="row"]')].find((r) => (r.textContent ?? '').includes(name))?.textContent ?? '';

let mounted: Mounted;
async function render(name: string) {
  mounted = await mount(<MentorsSection />);
  await until(() => rowText(name) !== '', 'the mentors');
}

beforeEach(() => toastStore.dismiss());
afterEach(() => mounted?.unmount());

describe('MentorsSection: portal accounts', () => {
  it('shows each account state in the Portal account column', async () => {
    serve([NOT_INVITED, INVITED, ACTIVE, DISABLED]);
    await render('Karan Singh');
    expect(pageText()).toContain('Portal account');
    expect(rowText('Asha Verma')).toContain('Not invited');
    expect(rowText('Ravi Kumar')).toContain('Invited on 28 Nov 2026');
    expect(rowText('Meera Iyer')).toContain('Active · last sign-in 28 Nov 2026, 10:30 AM');
    expect(rowText('Karan Singh')).toContain('Disabled');
  });

  it('offers Invite, Resend invitation, or nothing (an active account, an inactive mentor)', async () => {
    serve([NOT_INVITED, INVITED, ACTIVE, DISABLED]);
    await render('Karan Singh');
    const invite = (id: string) => document.querySelector(`[data-invite="${id}"]`)?.textContent;
    expect(invite('m1')).toBe('Invite');
    expect(invite('m2')).toBe('Resend invitation');
    expect(document.querySelector('[data-invite="m3"]')).toBeNull();
    expect(document.querySelector('[data-invite="m4"]')).toBeNull();
  });

  it('filters on the server by accountState, and Clear All Filters clears it', async () => {
    serve([INVITED]);
    await render('Ravi Kumar');
    await pickFilter('accountState', 'Invited');
    await until(() => params(listCalls().at(-1)!).accountState === 'invited', 'the filtered page');
    expect(params(listCalls().at(-1)!)).toMatchObject({ accountState: 'invited', page: '1' });
    await until(() => pageText().includes('Portal account: Invited'), 'the filter banner');
    await click(button('Clear All Filters'));
    await until(() => !hasButton('Clear All Filters'), 'the banner to go');
    expect(pageText()).not.toContain('Portal account: Invited');
  });

  it("Resend invitation posts /mentors/{id}/invite, toasts the API's message and re-reads the list", async () => {
    serve([INVITED], (r) => (r.method === 'POST' && r.url === '/api/mentors/m2/invite' ? ok(INVITED, API_MSG.mentorInvited) : undefined));
    await render('Ravi Kumar');
    const before = listCalls().length;
    await click(button('Resend invitation'));
    await until(() => toastMessages().includes(API_MSG.mentorInvited), 'the toast');
    expect(api.calls('POST', '/api/mentors/m2/invite')).toHaveLength(1);
    await until(() => listCalls().length > before, 'the list re-read');
  });

  it("toasts the API's refusal (429: 3 invitations in the last hour)", async () => {
    serve([NOT_INVITED], (r) => (r.method === 'POST' && r.url === '/api/mentors/m1/invite' ? refuse(429, API_MSG.mentorInviteLimit) : undefined));
    await render('Asha Verma');
    await click(button('Invite'));
    await until(() => toastMessages().includes(API_MSG.mentorInviteLimit), 'the error toast');
  });
});
