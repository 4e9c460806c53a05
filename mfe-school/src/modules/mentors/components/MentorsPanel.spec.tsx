/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { API_MSG, endpointKey, MENTORS_API, MSG, TEAMS_API, type Mentor, type MentorAccount } from '@hackathon/contracts';
import { setLanguage } from '@hackathon/session';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, refuse, blur, button, byId, choose, click, hasButton, helperText, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
import { summariseMentors } from '../../shared/utils/summary';
import { MentorsPanel } from './MentorsPanel';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const asha = {
  _id: 'm1',
  mentorId: 'MNT-1001-1',
  teacherId: 'EMP-1',
  name: 'Asha Verma',
  designation: 'PGT',
  gender: 'female',
  contactNumber: '9876543210',
  emailId: 'asha@example.org',
  schoolCode: '1001',
  schoolName: 'KV One',
  district: 'Agra',
  region: 'Agra',
  state: 'UP',
  zone: 'N',
  isActive: true,
  assignedTeams: [{ teamId: 'A1001JR1', teamName: 'Robo Rangers', category: 'jr', members: 4 }],
  account: { state: 'not_invited', invitedAt: null, lastSignInAt: null },
} as Mentor;

let mounted: Mounted;
async function render(locked: boolean, mentors: Mentor[] = [asha]) {
  mounted = await mount(<MentorsPanel schoolCode="1001" mentors={mentors} summary={summariseMentors(mentors)} locked={locked} />);
}

beforeEach(() => {
  toastStore.dismiss();
  api.reset();
});
afterEach(() => mounted.unmount());

describe('MentorsPanel while locked', () => {
  it('shows the banner, and the buttons answer with the locked toasts without opening anything', async () => {
    await render(true);
    expect(pageText()).toContain('Functionality Locked');
    await click(button('Add New Mentor'));
    await click(button('Edit'));
    await click(button('Delete'));
    expect(toastMessages()).toEqual(
      expect.arrayContaining([
        'Add mentor functionality is currently locked',
        'Edit mentor functionality is currently locked',
        'Delete mentor functionality is currently locked',
      ]),
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('View shows every listed field, with Edit and Delete disabled as (Locked)', async () => {
    await render(true);
    await click(button('View'));
    const dialog = document.querySelector('[role="dialog"]')?.textContent ?? '';
    for (const text of ['Active', 'MNT-1001-1', '9876543210', 'asha@example.org', 'KV One', 'Agra', 'Robo Rangers', '4 members', 'EMP-1', '1001']) {
      expect(dialog).toContain(text);
    }
    expect(button('Edit (Locked)').disabled).toBe(true);
    expect(button('Delete (Locked)').disabled).toBe(true);
  });
});

describe('MentorsPanel while unlocked', () => {
  it('validates the empty form on submit, naming the missing fields and focusing the first', async () => {
    await render(false, []);
    await click(button('Add New Mentor'));
    expect(pageText()).toContain('Add New Mentor');
    await click(button('Add Mentor'));
    expect(pageText()).toContain('Missing required fields: Teacher ID, Name, Designation, Gender, Contact Number, Email');
    expect(helperText('mentor-teacherId')).toBe(MSG.required);
    await until(() => document.activeElement?.id === 'mentor-teacherId', 'focus on the teacher ID');
    expect(api.requests).toHaveLength(0);
  });

  it('disables Add New Mentor at 2 mentors and says why beside it', async () => {
    await render(false, [asha, { ...asha, _id: 'm2', mentorId: 'MNT-1001-2', teacherId: 'EMP-2' }]);
    const add = button('Add New Mentor');
    expect(add.disabled).toBe(true);
    const hint = document.querySelector('[data-testid="mentors-full-hint"]')!;
    expect(hint.textContent).toBe(API_MSG.maxMentorsReached);
    expect(add.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('keeps every helper line reserved, so an error shown on blur does not move Add Mentor', async () => {
    await render(false, []);
    expect(button('Add New Mentor').disabled).toBe(false);
    await click(button('Add New Mentor'));
    for (const field of ['name', 'designation', 'gender', 'emailId']) {
      expect(document.getElementById(`mentor-${field}-helper-text`)).not.toBeNull();
    }
    await blur(byId('mentor-name'));
    expect(helperText('mentor-name')).toBe(MSG.required);
  });

  it('validates on blur and strips the contact number to 10 digits', async () => {
    await render(false, []);
    await click(button('Add New Mentor'));
    await type(byId('mentor-teacherId'), 'EMP 1');
    await blur(byId('mentor-teacherId'));
    expect(helperText('mentor-teacherId')).toBe('Only letters, numbers, and hyphens are allowed');
    await type(byId('mentor-contactNumber'), '+91 98765-43210 55');
    expect(byId('mentor-contactNumber').value).toBe('9198765432');
  });

  async function fillValidForm() {
    await click(button('Add New Mentor'));
    await type(byId('mentor-teacherId'), 'EMP-2');
    await type(byId('mentor-name'), 'Ravi Kumar');
    await type(byId('mentor-designation'), 'TGT Maths');
    await choose('mentor-gender', 'Male');
    await type(byId('mentor-contactNumber'), '9123456780');
    await type(byId('mentor-emailId'), 'Ravi.Kumar@Example.ORG');
  }

  it('attaches server field errors to their fields and focuses the first', async () => {
    api.reset(({ method }) => (method === 'POST' ? refuse(400, 'Validation failed', [{ path: 'emailId', msg: MSG.invalidEmail }]) : undefined));
    await render(false, []);
    await fillValidForm();
    await click(button('Add Mentor'));
    await until(() => helperText('mentor-emailId') === MSG.invalidEmail, 'the server error on the email');
    await until(() => document.activeElement?.id === 'mentor-emailId', 'focus on the email');
  });

  it('words a 409 as the duplicate mentor and keeps the dialog open', async () => {
    api.reset(({ method }) => (method === 'POST' ? refuse(409, MSG.mentorConflict) : undefined));
    await render(false, []);
    await fillValidForm();
    await click(button('Add Mentor'));
    await until(() => toastMessages().includes('A mentor with this email, teacher ID or contact number already exists.'), 'the 409 toast');
    expect(hasButton('Add Mentor')).toBe(true);
  });

  it('sends the lower-cased email and digits-only contact, then refreshes the lists and closes', async () => {
    api.reset(({ method }) => (method === 'POST' ? { status: 201, body: { success: true, message: 'Mentor created successfully', data: {} } } : undefined));
    await render(false, []);
    const invalidate = jest.spyOn(mounted.client, 'invalidateQueries');
    await fillValidForm();
    await click(button('Add Mentor'));
    await until(() => toastMessages().includes('Mentor created successfully'), 'the success toast');
    expect(api.calls('POST', '/api/mentors')[0].body).toEqual({
      teacherId: 'EMP-2',
      name: 'Ravi Kumar',
      designation: 'TGT Maths',
      gender: 'male',
      contactNumber: '9123456780',
      emailId: 'ravi.kumar@example.org',
      schoolCode: '1001',
    });
    // the school's own lists, as the dashboard reads them
    expect(invalidate).toHaveBeenCalledWith({ queryKey: endpointKey(MENTORS_API.bySchool, ['1001']) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: endpointKey(TEAMS_API.bySchool, ['1001']) });
    await until(() => !hasButton('Add Mentor'), 'the dialog to close');
  });

  it('warns (without blocking) when another mentor already uses the email', async () => {
    await render(false);
    await click(button('Add New Mentor'));
    await type(byId('mentor-emailId'), 'ASHA@example.org');
    expect(helperText('mentor-emailId')).toBe('Another mentor of this school already uses this email.');
  });

  it('deletes through the confirmation: typed text and the 5 second wait, with force for an assigned mentor', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      api.reset(({ method }) => (method === 'DELETE' ? ok({ _id: 'm1', mentorId: 'MNT-1001-1', unassignedTeams: ['A1001JR1'] }, 'Mentor deleted successfully') : undefined));
      await render(false);
      await click(button('Delete'));
      expect(pageText()).toContain('This mentor is assigned to A1001JR1');
      const confirm = () => [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent?.startsWith('Delete')) as HTMLButtonElement;
      expect(confirm().disabled).toBe(true);
      await type(document.querySelector('[role="dialog"] input') as Element, 'delete');
      const { act } = await import('react');
      await act(async () => {
        jest.advanceTimersByTime(5000);
      });
      expect(confirm().disabled).toBe(false);
      jest.useRealTimers();
      await click(confirm());
      await until(() => toastMessages().includes('Mentor deleted successfully'), 'the delete toast');
      expect(api.requests.map((r) => `${r.method} ${r.url}`)).toContain('DELETE /api/mentors/m1?force=true');
    } finally {
      jest.useRealTimers();
    }
  });
});

// 28 Nov 2026, 10:30 AM and 29 Nov 2026, 6:15 PM in IST
const INVITED_AT = '2026-11-28T05:00:00.000Z';
const SIGNED_IN_AT = '2026-11-29T12:45:00.000Z';

const mentorWith = (n: number, name: string, account: Partial<MentorAccount>, over: Partial<Mentor> = {}): Mentor => ({
  ...asha,
  _id: `m${n}`,
  mentorId: `MNT-1001-${n}`,
  teacherId: `EMP-${n}`,
  name,
  assignedTeams: [],
  account: { state: 'not_invited', invitedAt: null, lastSignInAt: null, ...account },
  ...over,
});

/** The portal account line of a mentor's card, and the buttons beside it. */
// the card is labelled 'Mentor {name}' ('मेंटर {name}' in Hindi)
const cardOf = (name: string) => document.querySelector(`.MuiCard-root[aria-label$=" ${name}"]`)!;
const accountLine = (root: ParentNode) => root.querySelector('[data-testid="mentor-account"] p')?.textContent ?? '';
const accountButtons = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>('[data-testid="mentor-account"] button')];
const dialog = () => document.querySelector('[role="dialog"]')!;

describe('MentorsPanel: the portal account (issue 26)', () => {
  const invited = mentorWith(1, 'Asha Verma', { state: 'invited', invitedAt: INVITED_AT });
  const mentors = [
    mentorWith(2, 'Ravi Kumar', { state: 'not_invited' }),
    invited,
    mentorWith(3, 'Meera Das', { state: 'active', invitedAt: INVITED_AT, lastSignInAt: SIGNED_IN_AT }),
    mentorWith(4, 'Vikram Rao', { state: 'active', invitedAt: INVITED_AT }),
    mentorWith(5, 'Sunita Jain', { state: 'disabled', invitedAt: INVITED_AT }),
    mentorWith(6, 'Kiran Pal', { state: 'disabled', invitedAt: INVITED_AT }, { isActive: false }),
  ];

  it('shows each state on the card, with Invite, Resend invitation or nothing beside it', async () => {
    await render(false, mentors);
    const expected: [string, string, string[]][] = [
      ['Ravi Kumar', 'Portal account: Not invited', ['Invite']],
      ['Asha Verma', 'Portal account: Invited on 28 Nov 2026', ['Resend invitation']],
      ['Meera Das', 'Portal account: Active · last sign-in 29 Nov 2026, 6:15 PM', []],
      ['Vikram Rao', 'Portal account: Active · not signed in yet', []],
      ['Sunita Jain', 'Portal account: Disabled', ['Invite']],
      ['Kiran Pal', 'Portal account: Disabled', []],
    ];
    for (const [name, line, buttons] of expected) {
      expect(accountLine(cardOf(name))).toBe(line);
      expect(accountButtons(cardOf(name)).map((b) => b.textContent)).toEqual(buttons);
    }
    // an inactive mentor would be refused: the card says what to do instead
    expect(cardOf('Kiran Pal').textContent).toContain('Mark the mentor as active to send an invitation.');
    // the buttons name their mentor for a screen reader, starting with the words they show
    expect(accountButtons(cardOf('Ravi Kumar'))[0]!.getAttribute('aria-label')).toBe('Invite Ravi Kumar to the mentor portal');
    expect(accountButtons(cardOf('Asha Verma'))[0]!.getAttribute('aria-label')).toBe('Resend invitation to Asha Verma');
  });

  it('shows the same state and button in the View dialog', async () => {
    await render(false, mentors);
    await click(cardOf('Asha Verma').querySelector<HTMLButtonElement>('button[aria-label="View Asha Verma"]')!);
    expect(accountLine(dialog())).toBe('Portal account: Invited on 28 Nov 2026');
    expect(accountButtons(dialog()).map((b) => b.textContent)).toEqual(['Resend invitation']);
  });

  it('reads in Hindi with the glossary words and Hindi dates', async () => {
    await act(async () => setLanguage('hi', { chosen: false, remember: false }));
    try {
      await render(false, mentors);
      expect(accountLine(cardOf('Asha Verma'))).toBe('पोर्टल खाता: आमंत्रण 28 नवंबर 2026 को भेजा गया');
      expect(accountButtons(cardOf('Asha Verma')).map((b) => b.textContent)).toEqual(['आमंत्रण पुनः भेजें']);
      expect(accountLine(cardOf('Meera Das'))).toBe('पोर्टल खाता: सक्रिय · अंतिम लॉगिन 29 नवंबर 2026, 6:15 अपराह्न');
      expect(accountButtons(cardOf('Ravi Kumar')).map((b) => b.textContent)).toEqual(['आमंत्रण भेजें']);
    } finally {
      await act(async () => setLanguage('en', { chosen: false, remember: false }));
    }
  });

  it('Invite sends POST /mentors/{id}/invite, toasts the answer and refreshes the lists', async () => {
    api.reset(({ method, url }) =>
      method === 'POST' && url === '/api/mentors/m2/invite' ? ok({ ...mentors[0], account: { state: 'invited', invitedAt: INVITED_AT, lastSignInAt: null } }, API_MSG.mentorInvited) : undefined,
    );
    await render(false, mentors);
    const invalidate = jest.spyOn(mounted.client, 'invalidateQueries');
    await click(accountButtons(cardOf('Ravi Kumar'))[0]!);
    await until(() => toastMessages().includes('Invitation sent to the mentor'), 'the invitation toast');
    expect(api.calls('POST', '/api/mentors/m2/invite')).toHaveLength(1);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/mentors/m2/invite']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: endpointKey(MENTORS_API.bySchool, ['1001']) });
  });

  it('stays open while the mentor lock is on, on the card and in the View dialog', async () => {
    api.reset(({ method }) => (method === 'POST' ? ok(invited, API_MSG.mentorInvited) : undefined));
    await render(true, [invited]);
    expect(pageText()).toContain('Functionality Locked');
    const resend = button('Resend invitation');
    expect(resend.disabled).toBe(false);
    expect(resend.getAttribute('data-locked')).toBeNull();
    await click(resend);
    await until(() => toastMessages().includes('Invitation sent to the mentor'), 'the invitation toast');
    expect(toastMessages().some((message) => message.includes('locked'))).toBe(false);

    toastStore.dismiss();
    await click(button('View'));
    expect(button('Edit (Locked)').disabled).toBe(true);
    const inDialog = accountButtons(dialog())[0]!;
    expect(inDialog.disabled).toBe(false);
    await click(inDialog);
    await until(() => toastMessages().includes('Invitation sent to the mentor'), 'the invitation toast from the dialog');
    expect(api.calls('POST', '/api/mentors/m1/invite')).toHaveLength(2);
  });

  it('toasts the server\'s words when the hour\'s 3 invitations are used (429)', async () => {
    api.reset(({ method }) => (method === 'POST' ? refuse(429, API_MSG.mentorInviteLimit) : undefined));
    await render(false, [invited]);
    await click(button('Resend invitation'));
    await until(() => toastMessages().includes('At most 3 invitations can be sent to a mentor in an hour. Please try again later.'), 'the 429 toast');
    // the button is ready again for later
    await until(() => !button('Resend invitation').disabled, 'the button to be enabled again');
  });
});
