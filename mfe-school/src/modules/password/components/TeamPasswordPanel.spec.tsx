/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MSG, type Team } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, button, byId, choose, click, helperText, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { TeamPasswordPanel } from './TeamPasswordPanel';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const team = { _id: 't1', teamId: 'A1001JR1', teamName: 'Robo Rangers', category: 'jr', members: [] } as unknown as Team;
let mounted: Mounted;

beforeEach(() => {
  toastStore.dismiss();
  api.reset();
});
afterEach(() => mounted.unmount());

describe('TeamPasswordPanel', () => {
  it('says so when there are no teams', async () => {
    mounted = await mount(<TeamPasswordPanel teams={[]} />);
    expect(pageText()).toContain('No teams available for password change');
  });

  it('asks for a team, 6+ characters and a matching confirmation', async () => {
    mounted = await mount(<TeamPasswordPanel teams={[team]} />);
    await click(button('Update Password'));
    expect(helperText('team-password-teamId')).toBe('Please select a team');
    expect(helperText('team-password-confirmPassword')).toBe('Please confirm the password');
    await type(byId('team-password-newPassword'), 'abc');
    expect(helperText('team-password-newPassword')).toBe('Password must be at least 6 characters long');
    await type(byId('team-password-newPassword'), 'abcdef');
    await type(byId('team-password-confirmPassword'), 'abcdeg');
    expect(helperText('team-password-confirmPassword')).toBe('Passwords do not match');
    expect(api.requests).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    mounted = await mount(<TeamPasswordPanel teams={[team]} />);
    expect(byId('team-password-newPassword').type).toBe('password');
    await click(document.querySelectorAll('button[aria-label="Show password"]')[0]);
    expect(byId('team-password-newPassword').type).toBe('text');
  });

  it('updates the password with the success toast, and words a failure', async () => {
    api.reset(({ method }) => (method === 'PUT' ? ok(null, MSG.teamPasswordUpdated) : undefined));
    mounted = await mount(<TeamPasswordPanel teams={[team]} />);
    await choose('team-password-teamId', 'Robo Rangers (A1001JR1) · Junior');
    await type(byId('team-password-newPassword'), 'newpass1');
    await type(byId('team-password-confirmPassword'), 'newpass1');
    await click(button('Update Password'));
    await until(() => toastMessages().includes('Team password updated successfully!'), 'the success toast');
    expect(api.calls('PUT', '/api/teams/t1/password')[0].body).toEqual({ newPassword: 'newpass1' });
    expect(byId('team-password-newPassword').value).toBe('');

    api.reset(() => refuse(500, 'boom'));
    await choose('team-password-teamId', 'Robo Rangers (A1001JR1) · Junior');
    await type(byId('team-password-newPassword'), 'newpass2');
    await type(byId('team-password-confirmPassword'), 'newpass2');
    await click(button('Update Password'));
    await until(() => toastMessages().includes('Failed to update password. Please try again.'), 'the failure toast');
  });
});
