/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { API_MSG, endpointKey, MENTORS_API, MSG, TEAMS_API, type Mentor } from '@hackathon/contracts';
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
