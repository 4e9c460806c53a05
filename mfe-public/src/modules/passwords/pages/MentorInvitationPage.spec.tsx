/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { API_MSG, MSG } from '@hackathon/contracts';
import { PortalProviders } from '@hackathon/ui';
import { FakeApi, mount, ok, pageText, path, refuse, type as typeInto, until, type Mounted } from '@hackathon/ui/testing';
import JudgeInvitationPage from './JudgeInvitationPage';
import MentorInvitationPage from './MentorInvitationPage';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const STRONG = 'Mentor#2026';
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submit = () => act(async () => field('newPassword').form!.requestSubmit());

let page: Mounted;
async function open(at: string) {
  page = await mount(
    <PortalProviders>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/mentor-invitation" element={<MentorInvitationPage />} />
          <Route path="/judge-invitation" element={<JudgeInvitationPage />} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
}
afterEach(() => page.unmount());

describe('the mentor invitation page', () => {
  it('sets the password with the link token, then leads to the sign-in', async () => {
    api.reset((request) => (path(request) === '/api/mentor-invitations/accept' ? ok(null, API_MSG.mentorInvitationAccepted) : undefined));
    await open('/mentor-invitation?token=abc123');
    await typeInto(field('newPassword'), STRONG);
    await typeInto(field('confirmPassword'), STRONG);
    await submit();
    await until(() => pageText().includes(API_MSG.mentorInvitationAccepted), 'the account ready');
    expect(api.calls('POST', '/api/mentor-invitations/accept').map((r) => r.body)).toEqual([{ token: 'abc123', newPassword: STRONG }]);
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain('/login');
  });

  it('holds back a password weaker than the sign-up rule or unequal to its confirmation', async () => {
    api.reset(() => undefined);
    await open('/mentor-invitation?token=abc123');
    await typeInto(field('newPassword'), 'weakpass');
    await typeInto(field('confirmPassword'), 'weakpass');
    await submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(MSG.strongPassword);
    await typeInto(field('confirmPassword'), 'Other#2026');
    await submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(MSG.passwordsDoNotMatch);
    expect(api.calls('POST', '/api/mentor-invitations/accept')).toHaveLength(0);
  });

  it('says an expired or used link cannot be used and sends the mentor to the school admin', async () => {
    api.reset((request) => (path(request) === '/api/mentor-invitations/accept' ? refuse(400, API_MSG.mentorInvitationInvalid) : undefined));
    await open('/mentor-invitation?token=used');
    await typeInto(field('newPassword'), STRONG);
    await typeInto(field('confirmPassword'), STRONG);
    await submit();
    await until(() => pageText().includes(API_MSG.mentorInvitationInvalid), 'the invalid link notice');
    expect(document.querySelector('input[name="newPassword"]')).toBeNull();
  });

  it('says so at once when the link has no token', async () => {
    api.reset(() => undefined);
    await open('/mentor-invitation');
    expect(pageText()).toContain(API_MSG.mentorInvitationInvalid);
  });

  it("a judge's link sets the password at the judges' address, and an expired one sends the judge to the organisers", async () => {
    let valid = true;
    api.reset((request) => (path(request) === '/api/judge-invitations/accept' ? (valid ? ok(null, API_MSG.mentorInvitationAccepted) : refuse(400, API_MSG.judgeInvitationInvalid)) : undefined));
    await open('/judge-invitation?token=judge-1');
    expect(pageText()).toContain('Set your judge password');
    await typeInto(field('newPassword'), STRONG);
    await typeInto(field('confirmPassword'), STRONG);
    await submit();
    await until(() => pageText().includes('Your judge account is ready'), 'the judge account ready');
    expect(api.calls('POST', '/api/judge-invitations/accept').map((r) => r.body)).toEqual([{ token: 'judge-1', newPassword: STRONG }]);
    page.unmount();

    valid = false;
    await open('/judge-invitation?token=old');
    await typeInto(field('newPassword'), STRONG);
    await typeInto(field('confirmPassword'), STRONG);
    await submit();
    await until(() => pageText().includes(API_MSG.judgeInvitationInvalid), 'the expired link notice');
  });
});
