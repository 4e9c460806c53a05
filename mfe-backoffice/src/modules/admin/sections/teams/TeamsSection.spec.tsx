/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { MSG, NEW_TEAM_PROGRESS, paginationOf, type AdminMentorRow, type AdminTeamRow } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, type RecordedRequest, button, byId, choose, click, hasButton, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { TeamsSection } from './TeamsSection';
import { KV_ONE } from '../../../shared/testing/fixtures';
import { TEAM_COUNTERS } from './testing/fixtures';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const base = {
  category: 'jr',
  ...KV_ONE,
  ...NEW_TEAM_PROGRESS,
  createdAt: '2026-01-01T00:00:00.000Z',
  registrationDate: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  school: { code: '1001', name: 'KV One', district: 'Agra', state: 'UTTAR PRADESH', region: 'Agra', zone: 'N', city: 'Agra' },
  regionGroup: 'North',
};
const robo = {
  ...base,
  _id: 't1',
  teamId: 'N1001JR1',
  teamName: 'Robo Rangers',
  assignedMentor: 'm1',
  assignedMentorName: 'Asha Verma',
  mentor: { _id: 'm1', mentorId: 'MNT-1', name: 'Asha Verma', designation: 'PGT', contactNumber: '', emailId: '' },
  members: [{ memberId: 'N1001JR1-M1', studentId: 'S1', name: 'Kavya', class: 9, fathersName: 'Ramesh', gender: 'female', isLeader: true }],
  membersCount: 1,
} as unknown as AdminTeamRow;
const empty = { ...base, _id: 't2', teamId: 'N1001JR2', teamName: 'Empty Team', assignedMentor: null, assignedMentorName: null, mentor: null, members: [], membersCount: 0 } as unknown as AdminTeamRow;

const mentor = (id: string, name: string, teams: number, extra: Partial<AdminMentorRow> = {}) =>
  ({ _id: id, mentorId: `MNT-${id}`, name, fullName: name, designation: 'PGT', schoolCode: '1001', isActive: true, assignedTeamsCount: teams, assignedTeams: [], ...extra }) as unknown as AdminMentorRow;


type Handler = (r: RecordedRequest) => ReturnType<FakeApi['handler']>;
function serve(teams: AdminTeamRow[], mentors: AdminMentorRow[], extra: Handler = () => undefined) {
  api.reset((r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.url.startsWith('/api/admin/teams/counters')) return ok(TEAM_COUNTERS);
    if (r.method === 'GET' && r.url.startsWith('/api/admin/teams')) return ok({ teams, pagination: paginationOf(1, 50, teams.length) });
    if (r.url.startsWith('/api/admin/mentors')) return ok({ mentors, pagination: paginationOf(1, 100, mentors.length) });
    if (r.url.startsWith('/api/admin/activity/entity/')) return ok({ items: [], pagination: paginationOf(1, 20, 0) });
    return undefined;
  });
}

let mounted: Mounted;
beforeEach(() => toastStore.dismiss());
afterEach(() => mounted?.unmount());

async function openTeam(name: string) {
  mounted = await mount(<TeamsSection />);
  await until(() => pageText().includes(name), 'the teams');
  const cell = [...document.querySelectorAll('[role="row"]')].find((r) => (r.textContent ?? '').includes(name)) as HTMLElement;
  await click(cell.querySelector('[role="gridcell"]') as HTMLElement);
  await until(() => hasButton('Edit Team'), 'the detail modal');
}

describe('TeamsSection', () => {
  it("shows 'Error loading teams' with Try Again and toasts 'Failed to fetch teams' when the list fails", async () => {
    serve([], [], (r) => (r.method === 'GET' && r.url.startsWith('/api/admin/teams?') ? refuse(400, 'limit must be a whole number from 1 to 100') : undefined));
    mounted = await mount(<TeamsSection />);
    await until(() => pageText().includes(MSG.errorLoadingTeams), 'the error state');
    expect(toastMessages()).toContain(MSG.failedFetchTeams);
    expect(hasButton('Try Again')).toBe(true);
  });

  it("says 'No teams found matching the current filter.' when a filter matches nothing", async () => {
    serve([], []);
    mounted = await mount(<TeamsSection />);
    await until(() => pageText().includes(MSG.noTeamsFound), 'the empty state');
    // the first clickable figure of the summary strip is Active (Total Teams filters nothing)
    await click(document.querySelector('[data-testid="team-summary"] .MuiChip-clickable') as HTMLElement);
    await until(() => pageText().includes(MSG.noTeamsMatchingFilter), 'the filtered empty state');
    expect(api.requests.some((r) => r.url.startsWith('/api/admin/teams?') && r.url.includes('status=ACTIVE'))).toBe(true);
  });

  it('shows the stat tiles and the detail modal with members and history', async () => {
    serve([robo, empty], []);
    await openTeam('Robo Rangers');
    expect(pageText()).toContain('Total Teams');
    expect(pageText()).toContain('Kavya');
    expect(pageText()).toContain('Asha Verma (MNT-1)');
    await until(() => document.querySelector('[data-testid="history-empty"]') !== null, 'the history');
    expect(api.requests.some((r) => r.url.startsWith('/api/admin/activity/entity/team/t1'))).toBe(true);
    expect(hasButton('Mark Inactive')).toBe(true);
  });

  it("offers the phase moves in the team's own window: a confirmation naming the team, then the move and its undo", async () => {
    const undone = '1 team put back as it was before the move';
    serve([robo], [], (r) => {
      if (r.method === 'POST' && r.url === '/api/teams/phases/promote-phase2') {
        return ok({ applied: [{ ...robo, currentPhase: 2 }], refused: [], move: { id: 'mv1', undoUntil: '2026-01-01T05:10:00.000Z', teams: 1 } });
      }
      if (r.method === 'POST' && r.url === '/api/teams/phases/moves/mv1/undo') return ok({ moveId: 'mv1', restored: [robo] }, undone);
      return undefined;
    });
    await openTeam('Robo Rangers');
    // an active Phase 1 team can be promoted to Phase 2, not demoted
    expect(hasButton('Demote')).toBe(false);
    await click(button('Promote to Phase 2'));
    await until(() => pageText().includes('Promote to Phase 2: 1 team'), 'the confirmation');
    expect(document.querySelector('[data-testid="phase-move-teams"]')?.textContent).toBe('Robo Rangers (N1001JR1)');
    expect(api.calls('POST', '/api/teams/phases/promote-phase2')).toHaveLength(0);
    const dialogs = [...document.querySelectorAll('[role="dialog"]')];
    const confirm = [...dialogs[dialogs.length - 1].querySelectorAll('button')].find((b) => b.textContent === 'Promote to Phase 2') as HTMLButtonElement;
    await click(confirm);
    await until(() => api.calls('POST', '/api/teams/phases/promote-phase2').length === 1, 'the move');
    expect(api.calls('POST', '/api/teams/phases/promote-phase2')[0].body).toEqual({ teamIds: ['t1'] });
    await until(() => document.querySelector('[data-testid="phase-move-undo"]') !== null, 'the undo offer');
    await click(button('Undo'));
    await until(() => toastMessages().includes(undone), 'the undo toast');
    expect(api.calls('POST', '/api/teams/phases/moves/mv1/undo')).toHaveLength(1);
    expect(document.querySelector('[data-testid="phase-move-undo"]')).toBeNull();
  });

  it("marks a team inactive: 'Team status updated successfully'", async () => {
    serve([robo], [], (r) => (r.method === 'PUT' && r.url === '/api/admin/teams/t1/status' ? ok({ ...robo, status: 'INACTIVE' }) : undefined));
    await openTeam('Robo Rangers');
    await click(button('Mark Inactive'));
    await until(() => toastMessages().includes(MSG.teamStatusUpdated), 'the toast');
    expect(api.calls('PUT', '/api/admin/teams/t1/status')[0].body).toEqual({ status: 'INACTIVE' });
  });

  it("says 'Failed to update team status' when the server refuses", async () => {
    serve([robo], [], (r) => (r.method === 'PUT' ? refuse(500, 'boom') : undefined));
    await openTeam('Robo Rangers');
    await click(button('Mark Inactive'));
    await until(() => toastMessages().includes(MSG.failedUpdateTeamStatus), 'the toast');
  });

  it('edits a team without members: 3 blank slots, per-field errors, the leader rule, then saves with updatedAt', async () => {
    serve([empty], [], (r) => (r.method === 'PUT' && r.url === '/api/admin/teams/t2' ? ok(empty, 'Team updated successfully') : undefined));
    await openTeam('Empty Team');
    await click(button('Edit Team'));
    const groups = () => [...document.querySelectorAll('[role="group"][aria-label^="Member "]')];
    expect(groups()).toHaveLength(3);
    await click(button('Save Changes'));
    expect(pageText()).toContain(MSG.atLeastOneMember);

    // fill the first slot only (the other two stay blank and are not saved)
    const key = (groups()[0].querySelector('input[id$="-studentId"]') as HTMLInputElement).id.replace(/^edit-team-/, '').replace(/-studentId$/, '');
    await type(byId(`edit-team-${key}-studentId`), 'S7');
    await type(byId(`edit-team-${key}-name`), 'Meera');
    await click(button('Save Changes'));
    expect(pageText()).toContain(MSG.classRequired);
    expect(pageText()).toContain(MSG.fathersNameRequired);
    await choose(`edit-team-${key}-class`, 'Class 10');
    await type(byId(`edit-team-${key}-fathersName`), 'Suresh');
    await choose(`edit-team-${key}-gender`, 'Female');

    // unchecking the only leader breaks the leader rule
    await click(byId(`edit-team-${key}-isLeader`));
    await click(button('Save Changes'));
    expect(pageText()).toContain(MSG.teamMustHaveOneLeader);
    await click(byId(`edit-team-${key}-isLeader`));
    await click(button('Save Changes'));
    await until(() => toastMessages().includes('Team updated successfully'), 'the toast');
    expect(api.calls('PUT', '/api/admin/teams/t2')[0].body).toEqual({
      teamName: 'Empty Team',
      category: 'jr',
      members: [{ studentId: 'S7', name: 'Meera', class: 10, fathersName: 'Suresh', gender: 'female', isLeader: true }],
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it("shows the server's message when someone else saved first (409)", async () => {
    const stale = 'This team was changed by someone else. Please reload it and try again.';
    serve([robo], [], (r) => (r.method === 'PUT' && r.url === '/api/admin/teams/t1' ? refuse(409, stale) : undefined));
    await openTeam('Robo Rangers');
    await click(button('Edit Team'));
    await type(byId('edit-team-teamName'), 'Robo Rangers 2');
    await click(button('Save Changes'));
    await until(() => toastMessages().includes(stale), 'the toast');
    expect(pageText()).toContain(stale);
  });

  it('assigns a mentor: FULL ones cannot be chosen', async () => {
    serve([empty], [mentor('m1', 'Asha Verma', 2), mentor('m2', 'Ravi Kumar', 1)], (r) =>
      r.method === 'PUT' && r.url === '/api/admin/teams/t2' ? ok(empty) : undefined,
    );
    await openTeam('Empty Team');
    await click(button('Assign Mentor'));
    await until(() => pageText().includes('Ravi Kumar'), 'the mentors');
    const mentorsCall = api.requests.find((r) => r.url.startsWith('/api/admin/mentors'));
    expect(mentorsCall?.url).toContain('schoolCode=1001');
    expect(mentorsCall?.url).toContain('status=active');
    expect(mentorsCall?.url).toContain('limit=100');
    const full = document.querySelector('[data-mentor-id="m1"]') as HTMLElement;
    expect(full.textContent).toContain('FULL');
    expect(full.getAttribute('aria-disabled')).toBe('true');

    // the modal's own button (the detail modal below it has one of the same name)
    const assignButton = () => [...document.querySelectorAll('[role="dialog"] button')].filter((b) => b.textContent === 'Assign Mentor').pop() as HTMLButtonElement;
    await click(assignButton());
    expect(toastMessages()).toContain(MSG.selectMentor);
    await click(document.querySelector('[data-mentor-id="m2"]') as HTMLElement);
    await click(assignButton());
    await until(() => toastMessages().includes(MSG.mentorAssigned), 'the toast');
    expect(api.calls('PUT', '/api/admin/teams/t2')[0].body).toEqual({ assignedMentor: 'm2' });
  });

  it('removes the mentor (assignedMentor null)', async () => {
    serve([robo], [mentor('m1', 'Asha Verma', 1)], (r) => (r.method === 'PUT' && r.url === '/api/admin/teams/t1' ? ok(robo) : undefined));
    await openTeam('Robo Rangers');
    await click(button('Assign Mentor'));
    await until(() => hasButton('Remove Mentor'), 'the modal');
    await click(button('Remove Mentor'));
    await until(() => toastMessages().includes(MSG.mentorRemoved), 'the toast');
    expect(api.calls('PUT', '/api/admin/teams/t1')[0].body).toEqual({ assignedMentor: null });
  });

  it("says 'No available mentors found for this school.' when the school has none", async () => {
    serve([empty], [mentor('x', 'Elsewhere', 0, { schoolCode: '2002' })]);
    await openTeam('Empty Team');
    await click(button('Assign Mentor'));
    await until(() => document.querySelector('[data-testid="no-mentors"]') !== null, 'the empty text');
    expect(pageText()).toContain(MSG.noAvailableMentors);
  });
});
