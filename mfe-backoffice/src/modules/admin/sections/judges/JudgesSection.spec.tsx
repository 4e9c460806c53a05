/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { API_MSG, JUDGES_MSG, MSG, paginationOf, type Judge, type JudgeImportPreview, type MentorAccount } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import {
  atPhoneWidth,
  FakeApi,
  ok,
  params,
  path,
  pickFilter,
  recordDownloads,
  refuse,
  type RecordedRequest,
  button,
  byId,
  choose,
  click,
  hasButton,
  helperText,
  mount,
  toastMessages,
  type,
  until,
  type Mounted,
} from '@hackathon/ui/testing';
import { JudgesSection } from './JudgesSection';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

// 28 Nov 2026, 10:30 AM in India
const AT = '2026-11-28T05:00:00.000Z';

const judge = (id: string, name: string, account: MentorAccount, extra: Partial<Judge> = {}): Judge => ({
  _id: id,
  name,
  email: `${id}@iitm.example.org`,
  organisation: 'IIT Madras',
  expertise: 'Robotics',
  homeRegion: 'Agra',
  schoolCode: '1001',
  schoolName: 'KV One',
  isActive: true,
  account,
  createdAt: AT,
  updatedAt: AT,
  ...extra,
});

const MEERA = judge('j1', 'Meera Iyer', { state: 'not_invited', invitedAt: null, lastSignInAt: null });
const RAVI = judge('j2', 'Ravi Kumar', { state: 'invited', invitedAt: AT, lastSignInAt: null }, { organisation: '', expertise: '', homeRegion: null, schoolCode: null, schoolName: null });
const ASHA = judge('j3', 'Asha Verma', { state: 'active', invitedAt: AT, lastSignInAt: AT });

const listCalls = () => api.requests.filter((r) => path(r) === '/api/admin/judges');

type Handler = (r: RecordedRequest) => ReturnType<FakeApi['handler']>;
function serve(judges: Judge[], extra: Handler = () => undefined) {
  api.reset((r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.method === 'GET' && path(r) === '/api/admin/judges') return ok({ judges, pagination: paginationOf(1, 50, judges.length) });
    return undefined;
  });
}

const rowText = (name: string) => [...document.querySelectorAll('[role="row"]')].find((r) => (r.textContent ?? '').includes(name))?.textContent ?? '';
const dialog = () => document.querySelector('[role="dialog"]')?.textContent ?? '';
const submit = () => document.querySelector('[role="dialog"] button[type="submit"]') as HTMLButtonElement;

let mounted: Mounted;
async function render(name: string) {
  mounted = await mount(<JudgesSection />);
  await until(() => rowText(name) !== '', 'the judges');
}

async function pickFile(name: string, text: string) {
  const input = document.querySelector('[data-testid="judges-import-file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File([text], name, { type: 'text/csv' })], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** A Blob made in the page (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

beforeEach(() => toastStore.dismiss());
afterEach(() => mounted?.unmount());

describe('JudgesSection: the list', () => {
  it('asks for the first page sorted by name and shows each judge with its school and portal account', async () => {
    serve([MEERA, RAVI, ASHA]);
    await render('Asha Verma');
    expect(params(listCalls()[0])).toMatchObject({ page: '1', limit: '50', sort: 'name', order: 'asc' });
    for (const text of ['Meera Iyer', 'j1@iitm.example.org', 'IIT Madras', 'Robotics', 'Agra', '1001 · KV One', 'Active', 'Not invited']) {
      expect(rowText('Meera Iyer')).toContain(text);
    }
    expect(rowText('Ravi Kumar')).toContain('Invited on 28 Nov 2026');
    expect(rowText('Ravi Kumar')).not.toContain('KV One');
    expect(rowText('Asha Verma')).toContain('Active · last sign-in 28 Nov 2026, 10:30 AM');
    // the mentors' rule: Invite, Resend invitation, nothing for an active account
    const invite = (id: string) => document.querySelector(`[data-invite="${id}"]`)?.textContent ?? null;
    expect([invite('j1'), invite('j2'), invite('j3')]).toEqual(['Invite', 'Resend invitation', null]);
  });

  it('sends the search and the filters as query parameters, back on page 1', async () => {
    serve([MEERA]);
    await render('Meera Iyer');
    await type(document.querySelector('input[type="search"]')!, 'iitm');
    await until(() => params(listCalls().at(-1)!).search === 'iitm', 'the search');
    await pickFilter('homeRegion', 'Agra');
    await until(() => params(listCalls().at(-1)!).homeRegion === 'Agra', 'the region filter');
    await pickFilter('accountState', 'Invited');
    await until(() => params(listCalls().at(-1)!).accountState === 'invited', 'the account filter');
    await pickFilter('isActive', 'Inactive');
    await until(() => params(listCalls().at(-1)!).isActive === 'false', 'the status filter');
    expect(params(listCalls().at(-1)!)).toMatchObject({ search: 'iitm', homeRegion: 'Agra', accountState: 'invited', isActive: 'false', page: '1' });
  });

  it("Resend invitation posts /admin/judges/{id}/invite, toasts the API's message and re-reads the list", async () => {
    serve([RAVI], (r) => (r.method === 'POST' && r.url === '/api/admin/judges/j2/invite' ? ok(RAVI, API_MSG.judgeInvited) : undefined));
    await render('Ravi Kumar');
    const before = listCalls().length;
    await click(button('Resend invitation'));
    await until(() => toastMessages().includes(API_MSG.judgeInvited), 'the toast');
    expect(api.calls('POST', '/api/admin/judges/j2/invite')).toHaveLength(1);
    await until(() => listCalls().length > before, 'the list re-read');
  });
});

describe('JudgesSection at 360 px', () => {
  atPhoneWidth();

  it('shows cards; a card opens the detail with Invite, Edit Judge and Delete', async () => {
    serve([MEERA]);
    mounted = await mount(<JudgesSection />);
    const cards = () => document.querySelector('[data-testid="data-view-cards"]');
    await until(() => (cards()?.textContent ?? '').includes('Meera Iyer'), 'the cards');
    expect(cards()?.textContent).toContain('Portal account: Not invited');
    await click(cards()!.querySelector('button')!);
    await until(() => dialog().includes('IIT Madras'), 'the detail');
    for (const text of ['Invite', 'Edit Judge', 'Delete']) expect(hasButton(text)).toBe(true);
  });
});

describe('JudgesSection: adding a judge', () => {
  it('checks the required fields, then posts the trimmed body and re-reads the list', async () => {
    serve([MEERA], (r) => (r.method === 'POST' && r.url === '/api/admin/judges' ? ok({ ...MEERA, _id: 'j9' }, JUDGES_MSG.created) : undefined));
    await render('Meera Iyer');
    await click(button('Add Judge'));
    await until(() => submit() !== null, 'the dialog');
    await click(submit());
    expect(helperText('judge-name')).toBe(MSG.required);
    expect(helperText('judge-email')).toBe(MSG.required);
    await type(byId('judge-email'), 'not-an-address');
    await click(submit());
    expect(helperText('judge-email')).toBe(MSG.invalidEmail);
    expect(api.calls('POST', '/api/admin/judges')).toHaveLength(0);

    await type(byId('judge-name'), '  Dr. Kavya Rao ');
    await type(byId('judge-email'), ' kavya.rao@iisc.example.org ');
    await type(byId('judge-organisation'), 'IISc');
    await choose('judge-homeRegion', 'Bhopal');
    await type(byId('judge-schoolCode'), '1001');
    const before = listCalls().length;
    await click(submit());
    await until(() => toastMessages().includes(JUDGES_MSG.created), 'the toast');
    expect(api.calls('POST', '/api/admin/judges')[0].body).toEqual({
      name: 'Dr. Kavya Rao',
      email: 'kavya.rao@iisc.example.org',
      organisation: 'IISc',
      expertise: '',
      homeRegion: 'Bhopal',
      schoolCode: '1001',
      isActive: true,
    });
    await until(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
    await until(() => listCalls().length > before, 'the list re-read');
  });

  it("shows the API's 400 field errors on their fields and its 409 on the email", async () => {
    let answer = refuse(400, JUDGES_MSG.unknownSchool('9999'), [{ path: 'schoolCode', msg: JUDGES_MSG.unknownSchool('9999') }]);
    serve([MEERA], (r) => (r.method === 'POST' && r.url === '/api/admin/judges' ? answer : undefined));
    await render('Meera Iyer');
    await click(button('Add Judge'));
    await until(() => submit() !== null, 'the dialog');
    await type(byId('judge-name'), 'Kavya Rao');
    await type(byId('judge-email'), 'j1@iitm.example.org');
    await type(byId('judge-schoolCode'), '9999');
    await click(submit());
    await until(() => helperText('judge-schoolCode') === JUDGES_MSG.unknownSchool('9999'), 'the school error');
    expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe(JUDGES_MSG.unknownSchool('9999'));

    answer = refuse(409, JUDGES_MSG.emailTaken);
    await type(byId('judge-schoolCode'), '');
    await click(submit());
    await until(() => helperText('judge-email') === JUDGES_MSG.emailTaken, 'the email error');
    expect(helperText('judge-schoolCode')).not.toBe(JUDGES_MSG.unknownSchool('9999'));
    expect(api.calls('POST', '/api/admin/judges')[1].body).toMatchObject({ schoolCode: null });
  });
});

describe('JudgesSection: the CSV import', () => {
  const PREVIEW: JudgeImportPreview = {
    total: 2,
    toCreate: [{ line: 2, name: 'Kavya Rao', email: 'kavya.rao@iisc.example.org', organisation: 'IISc', expertise: '', homeRegion: 'Bhopal', schoolCode: null }],
    refused: [{ line: 3, email: 'j1@iitm.example.org', reasons: [JUDGES_MSG.reasonAlreadyJudge, JUDGES_MSG.reasonUnknownRegion('Atlantis')] }],
  };

  it('previews the file (rows to create, refused rows with every reason), then Apply posts it, shows the counts and re-reads the list', async () => {
    serve([MEERA], (r) => {
      if (r.method === 'POST' && r.url === '/api/admin/judges/import/preview') return ok(PREVIEW, JUDGES_MSG.previewReady);
      if (r.method === 'POST' && r.url === '/api/admin/judges/import/apply') return ok({ created: 1, refused: PREVIEW.refused, total: 2 }, JUDGES_MSG.imported(1, 1));
      return undefined;
    });
    await render('Meera Iyer');
    await click(button('Import CSV'));
    await until(() => hasButton('Choose CSV File'), 'the import dialog');
    expect(button('Apply Import').disabled).toBe(true);
    await pickFile('judges.csv', 'name,email,organisation,expertise,homeRegion,schoolCode\nKavya Rao,kavya.rao@iisc.example.org,IISc,,Bhopal,\n');
    await until(() => dialog().includes('1 refused'), 'the preview');

    const upload = api.calls('POST', '/api/admin/judges/import/preview')[0];
    expect(upload.contentType).toMatch(/^multipart\/form-data/);
    expect(String(upload.body)).toContain('name="file"; filename="judges.csv"');
    for (const text of ['2 rows read', '1 to create', 'Kavya Rao', 'kavya.rao@iisc.example.org', 'j1@iitm.example.org', JUDGES_MSG.reasonAlreadyJudge, JUDGES_MSG.reasonUnknownRegion('Atlantis')]) {
      expect(dialog()).toContain(text);
    }
    expect(document.querySelector('section[aria-label="Judges to create"] [data-line="2"]')).not.toBeNull();
    const refusedRow = document.querySelector('section[aria-label="Refused rows (skipped)"] [data-line="3"]');
    expect(refusedRow?.querySelectorAll('li')).toHaveLength(2);

    expect(api.calls('POST', '/api/admin/judges/import/apply')).toHaveLength(0);
    const before = listCalls().length;
    await click(button('Apply Import'));
    await until(() => dialog().includes(JUDGES_MSG.imported(1, 1)), 'the counts');
    expect(String(api.calls('POST', '/api/admin/judges/import/apply')[0].body)).toContain('filename="judges.csv"');
    await until(() => listCalls().length > before, 'the list re-read');
    // applied once: the same file again would only be refused
    expect(button('Apply Import').disabled).toBe(true);
  });

  it("downloads the template: the import's header alone", async () => {
    serve([MEERA]);
    await render('Meera Iyer');
    const downloads = recordDownloads();
    try {
      await click(button('Download Template'));
      expect(downloads.saved).toEqual(['judges_template.csv']);
      expect(await textOf(downloads.blobs[0]!)).toBe('name,email,organisation,expertise,homeRegion,schoolCode\r\n');
    } finally {
      downloads.restore();
    }
  });
});
