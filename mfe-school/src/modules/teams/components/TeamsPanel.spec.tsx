/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { API_MSG, endpointKey, MENTORS_API, MSG, TEAMS_API, type Mentor, type Team } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, blur, button, byId, choose, click, hasButton, helperText, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { summariseTeams } from '../../shared/utils/summary';
import { TeamsPanel } from './TeamsPanel';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const mentor = { _id: 'm1', mentorId: 'MNT-1', name: 'Asha Verma', isActive: true, assignedTeams: [] } as unknown as Mentor;
const robo = {
  _id: 't1',
  teamId: 'A1001JR1',
  teamName: 'Robo Rangers',
  category: 'jr',
  status: 'ACTIVE',
  assignedMentor: null,
  assignedMentorName: null,
  currentPhase: 1,
  totalScore: 0,
  members: [{ memberId: 'A1001JR1-M1', name: 'Kavya', studentId: 'S1', class: 9, fathersName: 'Ramesh', gender: 'female', isLeader: true }],
} as unknown as Team;
const neural = { ...robo, _id: 't2', teamId: 'A1001SR1', teamName: 'Neural Ninjas', category: 'sr', members: [] } as unknown as Team;

let mounted: Mounted;
async function render(locked: boolean, teams: Team[] = [robo, neural]) {
  mounted = await mount(
    <TeamsPanel schoolCode="1001" schoolName="KV One" teams={teams} mentors={[mentor]} summary={summariseTeams(teams)} locked={locked} />,
  );
}

beforeEach(() => {
  toastStore.dismiss();
  api.reset();
});
afterEach(() => mounted.unmount());

const memberKeyIds = () =>
  [...document.querySelectorAll('[role="dialog"] [id^="team-member-"][id$="-name"]')].map((el) => el.id.replace(/-name$/, ''));

describe('TeamsPanel', () => {
  it('groups teams by category, filters them, and gives the locked toasts while locked', async () => {
    await render(true);
    expect(pageText()).toContain('Functionality Locked');
    expect(pageText()).toContain('Junior (8th-10th) (1)');
    expect(pageText()).toContain('Senior (11th-12th) (1)');
    await choose(document.querySelector('[aria-label="Team Management"] [role="combobox"]')!.id || 'missing', 'Senior (11th-12th)');
    expect(pageText()).not.toContain('Robo Rangers');
    await click(button('Add New Team'));
    await click(button('Edit'));
    await click(button('Delete'));
    expect(toastMessages()).toEqual(
      expect.arrayContaining([MSG.teamAddLocked, MSG.teamEditLocked, MSG.teamDeleteLocked]),
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('checks the whole form on submit: name, password, member fields, one leader', async () => {
    await render(false);
    await click(button('Add New Team'));
    await click(button('Create Team'));
    expect(helperText('team-teamName')).toBe(MSG.required);
    expect(helperText('team-password')).toBe(MSG.required);
    const [first] = memberKeyIds();
    expect(helperText(`${first}-name`)).toBe(MSG.required);
    expect(helperText(`${first}-class`)).toBe(MSG.required);
    await type(byId('team-password'), '12345');
    expect(helperText('team-password')).toBe('Password must be at least 6 characters');
    await until(() => document.activeElement?.id === 'team-teamName', 'focus on the team name');
    expect(api.requests).toHaveLength(0);
  });

  it('applies the member rules: leader moves on removal, category clears classes, unique IDs, at most 5', async () => {
    await render(false);
    await click(button('Add New Team'));
    await click(button('Add Member'));
    const [a, b] = memberKeyIds();
    await choose(`${a}-class`, 'Class 9');
    await type(byId(`${a}-studentId`), 'S1');
    await type(byId(`${b}-studentId`), 's1');
    await click(button('Create Team'));
    expect(helperText(`${b}-studentId`)).toBe('Student ID must be unique within this team');
    // removing the leader (the first) makes the remaining member the leader
    await click(document.querySelector(`[aria-label="Remove member 1"]`)!);
    const leaderRadios = [...document.querySelectorAll('[role="dialog"] input[type="radio"]')] as HTMLInputElement[];
    expect(leaderRadios.map((r) => r.checked)).toEqual([true]);
    // a Senior category clears a junior class
    await choose(`${b}-class`, 'Class 10');
    await choose('team-category', 'Senior (11th-12th)');
    expect(byId(`${b}-class`).textContent).not.toContain('Class 10');
    for (let i = 0; i < 6; i++) if (!button('Add Member').disabled) await click(button('Add Member'));
    expect(memberKeyIds()).toHaveLength(5);
    expect(button('Add Member').disabled).toBe(true);
  });

  async function fillTeam() {
    await click(button('Add New Team'));
    await type(byId('team-teamName'), 'Pixel Pioneers');
    await type(byId('team-password'), 'secret12');
    await choose('team-assignedMentor', 'Asha Verma (MNT-1)');
    const [a] = memberKeyIds();
    await type(byId(`${a}-name`), 'Meera');
    await type(byId(`${a}-studentId`), 'S9');
    await choose(`${a}-class`, 'Class 8');
    await type(byId(`${a}-fathersName`), 'Suresh');
    await choose(`${a}-gender`, 'Female');
  }

  it('disables Add New Team at 4 teams and says why beside it; enabled below the limit; a lock still explains itself', async () => {
    const four = [1, 2, 3, 4].map((n) => ({ ...robo, _id: `t${n}`, teamId: `A1001JR${n}`, teamName: `Team ${n}` }) as Team);
    await render(false, four.slice(0, 3));
    expect(button('Add New Team').disabled).toBe(false);
    expect(document.querySelector('[data-testid="teams-full-hint"]')).toBeNull();
    mounted.unmount();

    await render(false, four);
    const add = button('Add New Team');
    expect(add.disabled).toBe(true);
    const hint = document.querySelector('[data-testid="teams-full-hint"]')!;
    expect(hint.textContent).toBe(API_MSG.maxTeamsReached);
    expect(add.getAttribute('aria-describedby')).toBe(hint.id);
    mounted.unmount();

    await render(true, four);
    expect(button('Add New Team').disabled).toBe(false);
    expect(document.querySelector('[data-testid="teams-full-hint"]')).toBeNull();
    await click(button('Add New Team'));
    expect(toastMessages()).toContain(MSG.teamAddLocked);
  });

  it('shows no error on leaving a field (the Create Team button stays put), only from the submit on', async () => {
    await render(false);
    await click(button('Add New Team'));
    await blur(byId('team-teamName'));
    await blur(byId('team-password'));
    expect(helperText('team-teamName')).toBe('');
    expect(helperText('team-password')).toBe('At least 6 characters');
    await click(button('Create Team'));
    expect(helperText('team-teamName')).toBe(MSG.required);
    // then the errors follow the typing
    await type(byId('team-teamName'), 'Pixel');
    expect(helperText('team-teamName')).toBe('');
  });

  it('takes an optional team email, checks it, and shows the uniqueness refusal in the dialog and on the field', async () => {
    api.reset(({ method }) => (method === 'POST' ? refuse(409, API_MSG.teamEmailInUse) : undefined));
    await render(false);
    await fillTeam();
    expect(helperText('team-teamEmail')).toBe("For the team's login and password reset links");
    await type(byId('team-teamEmail'), 'not-an-address');
    await click(button('Create Team'));
    expect(helperText('team-teamEmail')).toBe(MSG.invalidEmail);
    expect(api.requests).toHaveLength(0);
    await type(byId('team-teamEmail'), 'Pixel@Example.org');
    await click(button('Create Team'));
    await until(() => toastMessages().includes(API_MSG.teamEmailInUse), 'the refusal toast');
    expect(api.calls('POST', '/api/teams')[0].body).toMatchObject({ teamEmail: 'pixel@example.org' });
    expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe(API_MSG.teamEmailInUse);
    expect(helperText('team-teamEmail')).toBe(API_MSG.teamEmailInUse);
    await until(() => document.activeElement?.id === 'team-teamEmail', 'focus on the team email');
  });

  it("shows the server's refusal of a 5th team", async () => {
    api.reset(({ method }) => (method === 'POST' ? refuse(409, 'Maximum 4 teams allowed per school') : undefined));
    await render(false);
    await fillTeam();
    await click(button('Create Team'));
    await until(() => toastMessages().includes('Maximum 4 teams allowed per school'), 'the refusal toast');
    expect(pageText()).toContain('Maximum 4 teams allowed per school');
    expect(hasButton('Create Team')).toBe(true);
  });

  it('creates the team with its members and mentor, then refreshes and closes', async () => {
    api.reset(({ method }) => (method === 'POST' ? { status: 201, body: { success: true, message: 'Team created successfully', data: {} } } : undefined));
    await render(false);
    const invalidate = jest.spyOn(mounted.client, 'invalidateQueries');
    await fillTeam();
    await click(button('Create Team'));
    await until(() => toastMessages().includes('Team created successfully'), 'the success toast');
    expect(api.calls('POST', '/api/teams')[0].body).toEqual({
      teamName: 'Pixel Pioneers',
      password: 'secret12',
      category: 'jr',
      schoolCode: '1001',
      schoolName: 'KV One',
      assignedMentor: 'm1',
      members: [{ name: 'Meera', studentId: 'S9', class: 8, fathersName: 'Suresh', gender: 'female', isLeader: true }],
    });
    // the school's own lists, as the dashboard reads them
    expect(invalidate).toHaveBeenCalledWith({ queryKey: endpointKey(TEAMS_API.bySchool, ['1001']) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: endpointKey(MENTORS_API.bySchool, ['1001']) });
    await until(() => !hasButton('Create Team'), 'the dialog to close');
  });

  it('edits a team from its values, leaving the password out when blank', async () => {
    api.reset(({ method }) => (method === 'PUT' ? ok({}, 'Team updated successfully') : undefined));
    await render(false, [robo]);
    await click(button('Edit'));
    expect(pageText()).toContain('Edit Team');
    expect(byId('team-teamName').value).toBe('Robo Rangers');
    await type(byId('team-teamName'), 'Robo Rangers 2');
    await click(button('Update Team'));
    await until(() => toastMessages().includes('Team updated successfully'), 'the update toast');
    const body = api.calls('PUT', '/api/teams/t1')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ teamName: 'Robo Rangers 2', category: 'jr', assignedMentor: null });
    expect(body).not.toHaveProperty('password');
    expect((body.members as { memberId: string }[])[0].memberId).toBe('A1001JR1-M1');
  });

  it('deletes by Team ID, falling back to the _id path on 404', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      api.reset(({ method, url }) => {
        if (method !== 'DELETE') return undefined;
        return url === '/api/teams/t1' ? ok({ _id: 't1', teamId: 'A1001JR1' }, 'Team deleted successfully') : refuse(404, 'Team not found');
      });
      await render(false, [robo]);
      await click(button('Delete'));
      await type(document.querySelector('[role="dialog"] input') as Element, 'DELETE');
      const { act } = await import('react');
      await act(async () => {
        jest.advanceTimersByTime(5000);
      });
      jest.useRealTimers();
      const confirm = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === 'Delete') as HTMLButtonElement;
      await click(confirm);
      await until(() => toastMessages().includes('Team deleted successfully'), 'the delete toast');
      expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/teams/teamId/A1001JR1', 'DELETE /api/teams/t1']);
    } finally {
      jest.useRealTimers();
    }
  });
});
