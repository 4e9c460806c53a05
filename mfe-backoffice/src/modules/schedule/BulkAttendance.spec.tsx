/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { paginationOf, type AttendanceBulkInput, type AttendanceBulkResult, type ScheduleRecord } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, params, path, button, choose, click, mount, pageText, toastMessages, type, until, type Mounted, type RecordedRequest } from '@hackathon/ui/testing';
import { ScheduleAttendancePanel } from './ScheduleAttendancePanel';

const api = new FakeApi();
beforeAll(() => api.start());
afterAll(() => api.stop());

const KV_ONE: ScheduleRecord = {
  kvCode: '1001',
  kvName: 'PM SHRI KV One',
  region: 'Agra',
  district: 'Agra',
  zone: 'N',
  seniorCohort: '13-16 Oct',
  seniorTime: '10:00 AM',
  juniorCohort: '20-23 Oct',
  juniorSlot: 'Slot B',
  SRDAY1: 'A',
  SRDAY2: 'A',
  SRDAY3: null,
  SRDAY4: null,
  JRDAY1: 'P',
  JRDAY2: null,
  JRDAY3: null,
  JRDAY4: null,
};
const KV_TWO: ScheduleRecord = { ...KV_ONE, kvCode: '2002', kvName: 'KV Two', region: 'Bhopal', district: 'Bhopal', zone: 'C' };

/** The server's preview or apply of this body: every named (or matching) school changes. */
function outcome(body: AttendanceBulkInput): AttendanceBulkResult {
  const rows = body.kvCodes ? [KV_ONE, KV_TWO].filter((r) => body.kvCodes!.includes(r.kvCode)) : [KV_ONE, KV_TWO];
  const field = `${body.category.toUpperCase()}DAY${body.day}` as AttendanceBulkResult['field'];
  return {
    confirmed: body.confirm === true,
    category: body.category,
    day: body.day,
    present: body.present,
    field,
    selected: rows.length,
    changes: rows.length,
    skipped: 0,
    notFound: [],
    sample: rows.map((r) => ({ kvCode: r.kvCode, kvName: r.kvName, before: r[field] })),
  };
}

function serve() {
  api.reset((r: RecordedRequest) => {
    if (r.method === 'POST' && path(r) === '/api/schedule/attendance/bulk') {
      const body = r.body as AttendanceBulkInput;
      const result = outcome(body);
      const words = `${body.category === 'sr' ? 'Senior' : 'Junior'} Day ${body.day}`;
      return ok(result, body.confirm ? `${words} marked for ${result.changes} schools` : `${words}: ${result.changes} schools to change`);
    }
    if (r.method === 'GET' && path(r) === '/api/region-admin/schooltimes') {
      const q = params(r);
      const rows = [KV_ONE, KV_TWO].filter((row) => !q.search || `${row.kvCode} ${row.kvName}`.toLowerCase().includes(q.search.toLowerCase()));
      return ok({ schooltimes: rows.slice(0, Number(q.limit)), pagination: paginationOf(Number(q.page), Number(q.limit), rows.length) });
    }
    if (r.method === 'GET' && path(r) === '/api/region-admin/schooltimes/filters') return ok({ regions: ['Agra', 'Bhopal'], districts: ['Agra', 'Bhopal'], zones: ['C', 'N'] });
    return undefined;
  });
}

const bulkCalls = () => api.requests.filter((r) => path(r) === '/api/schedule/attendance/bulk').map((r) => r.body as AttendanceBulkInput);
const pageReads = () => api.requests.filter((r) => path(r) === '/api/region-admin/schooltimes' && params(r).limit !== '1').length;
const dialogText = () => document.querySelector('[role="dialog"]')?.textContent ?? '';
function dialogButton(text: string): HTMLButtonElement {
  const found = [...(document.querySelector('[role="dialog"]')?.querySelectorAll('button') ?? [])].find((b) => (b.textContent ?? '').trim() === text);
  if (!found) throw new Error(`No dialog button "${text}"`);
  return found as HTMLButtonElement;
}
function rowCheckbox(name: string): HTMLInputElement {
  const row = [...document.querySelectorAll('[role="row"]')].find((r) => (r.textContent ?? '').includes(name));
  const box = row?.querySelector('input[type="checkbox"]');
  if (!box) throw new Error(`No checkbox for ${name}`);
  return box as HTMLInputElement;
}
const previewShown = () => document.querySelector('[data-testid="bulk-preview"]') !== null;

let mounted: Mounted;
beforeEach(() => {
  toastStore.dismiss();
  serve();
});
afterEach(() => mounted?.unmount());

describe('Schedule & Attendance: mark a day for many schools', () => {
  it('marks the selected schools: previewed for the chosen cohort and day, then applied with its count', async () => {
    mounted = await mount(<ScheduleAttendancePanel />);
    await until(() => pageText().includes('KV Two'), 'the schools');
    await click(button('Table'));
    await until(() => document.querySelector('[role="grid"]') !== null, 'the table');
    await click(rowCheckbox('PM SHRI KV One'));
    await until(() => pageText().includes('1 selected'), 'the selection');
    // a chip of a selected row still asks about its own day only, and leaves the selection as it was
    await click(document.querySelector('[data-attendance="1001-SRDAY2"]')!);
    await until(() => dialogText().includes('Mark Senior Day 2 of PM SHRI KV One (1001) as Present?'), 'the one-day question');
    await click(dialogButton('Cancel'));
    await until(() => document.querySelector('[role="dialog"]') === null, 'the question to close');
    expect(pageText()).toContain('1 selected');
    expect(bulkCalls()).toHaveLength(0);

    await click(button('Mark a Day Present'));
    await until(previewShown, 'the preview');
    expect(bulkCalls()[0]).toEqual({ category: 'sr', day: 1, present: true, kvCodes: ['1001'] });
    for (const text of ['Mark Attendance: Present', 'The 1 selected school', 'Senior Day 1: 1 schools to change', 'PM SHRI KV One (1001): Absent → Present']) {
      expect(dialogText()).toContain(text);
    }

    // another cohort and day: a new preview (still nothing written)
    await choose('bulk-attendance-cohort', 'Junior');
    await until(() => bulkCalls().length === 2 && previewShown(), 'the junior preview');
    await choose('bulk-attendance-day', 'Day 2');
    await until(() => bulkCalls().length === 3 && previewShown(), 'the day 2 preview');
    expect(bulkCalls()[2]).toEqual({ category: 'jr', day: 2, present: true, kvCodes: ['1001'] });
    expect(bulkCalls().every((b) => b.confirm === undefined)).toBe(true);

    const reads = pageReads();
    await click(dialogButton('Mark Junior Day 2 Present for 1 school'));
    await until(() => toastMessages().includes('Junior Day 2 marked for 1 schools'), 'the toast');
    expect(bulkCalls()[3]).toEqual({ category: 'jr', day: 2, present: true, kvCodes: ['1001'], confirm: true, expectedChanges: 1 });
    await until(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
    expect(pageText()).toContain('0 selected');
    await until(() => pageReads() > reads, 'the list read again');
  });

  it('marks every school matching the search when none is selected', async () => {
    mounted = await mount(<ScheduleAttendancePanel />);
    await until(() => pageText().includes('KV Two'), 'the schools');
    await type(document.querySelector('input[type="search"]')!, 'kv');
    await until(() => api.requests.some((r) => params(r).search === 'kv'), 'the search');
    await click(button('Mark a Day Absent'));
    await until(previewShown, 'the preview');
    expect(bulkCalls()[0]).toEqual({ category: 'sr', day: 1, present: false, filter: { search: 'kv' } });
    expect(dialogText()).toContain('All 2 schools matching the current search and filters');
    expect(dialogText()).toContain('Search "kv"');
    await click(dialogButton('Mark Senior Day 1 Absent for 2 schools'));
    await until(() => toastMessages().includes('Senior Day 1 marked for 2 schools'), 'the toast');
    expect(bulkCalls()[1]).toMatchObject({ filter: { search: 'kv' }, confirm: true, expectedChanges: 2 });
  });
});
