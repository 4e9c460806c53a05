/**
 * @jest-environment ../tools/webpack/jest-env-jsdom.js
 */
import { act } from 'react';
import { MSG, paginationOf, SCHEDULE_MSG, type ScheduleImportPreview, type ScheduleRecord } from '@hackathon/contracts';
import { toastStore } from '@hackathon/ui';
import { FakeApi, ok, params, path, pickFilter, recordDownloads, refuse, type RecordedRequest, button, click, hasButton, mount, pageText, toastMessages, type, until, type Mounted } from '@hackathon/ui/testing';
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
  SRDAY1: 'P',
  SRDAY2: 'A',
  SRDAY3: null,
  SRDAY4: null,
  JRDAY1: 'P',
  JRDAY2: 'P',
  JRDAY3: 'x',
  JRDAY4: null,
};
const KV_TWO: ScheduleRecord = { ...KV_ONE, kvCode: '2002', kvName: 'KV Two', region: 'Bhopal', district: 'Bhopal', zone: 'C', SRDAY1: null, JRDAY1: null, JRDAY2: null };
const FILTERS = { regions: ['Agra', 'Bhopal'], districts: ['Agra', 'Bhopal'], zones: ['C', 'N'] };

/** Page reads of the list (the one-row read of the grand total left out). */
const listCalls = () => api.requests.filter((r) => path(r) === '/api/region-admin/schooltimes' && params(r).limit !== '1');
const filterCalls = () => api.requests.filter((r) => path(r) === '/api/region-admin/schooltimes/filters');
/** The one-row read of the grand total ('Total'). */
const totalCalls = () => api.requests.filter((r) => path(r) === '/api/region-admin/schooltimes' && params(r).limit === '1');

type Reply = ReturnType<typeof ok> | { status: number; body: unknown; contentType?: string };
let rows: ScheduleRecord[];
/** The API: the rows given, narrowed by search and region as the server would; `extra` answers first. */
function serve(extra: (r: RecordedRequest) => Reply | undefined = () => undefined) {
  api.reset((r) => {
    const custom = extra(r);
    if (custom) return custom;
    if (r.method === 'GET' && path(r) === '/api/region-admin/schooltimes') {
      const q = params(r);
      const found = rows.filter((row) => (!q.search || `${row.kvCode} ${row.kvName}`.toLowerCase().includes(q.search.toLowerCase())) && (!q.region || row.region === q.region));
      const limit = Number(q.limit);
      return ok({ schooltimes: found.slice(0, limit), pagination: paginationOf(Number(q.page), limit, found.length) });
    }
    if (r.method === 'GET' && path(r) === '/api/region-admin/schooltimes/filters') {
      const region = params(r).region;
      return ok(region ? { regions: FILTERS.regions, districts: [region], zones: rows.filter((x) => x.region === region).map((x) => x.zone) } : FILTERS);
    }
    return undefined;
  });
}

let mounted: Mounted;
beforeEach(() => {
  toastStore.dismiss();
  rows = [KV_ONE, KV_TWO];
});
afterEach(() => mounted?.unmount());

async function render() {
  mounted = await mount(<ScheduleAttendancePanel />);
}
const card = (kvCode: string) => document.querySelector(`article[aria-label$="(${kvCode})"]`)?.textContent ?? '';
const chip = (kvCode: string, field: string) => document.querySelector(`[data-attendance="${kvCode}-${field}"]`) as HTMLButtonElement;

async function pickFile(name: string, text: string) {
  const input = document.querySelector('[data-testid="schedule-import-file"]') as HTMLInputElement;
  const file = new File([text], name, { type: 'text/csv' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('Schedule & Attendance', () => {
  it('asks the server for the first page and shows each school as a card (default) with both cohorts and Day 1-4', async () => {
    serve();
    await render();
    await until(() => card('1001') !== '', 'the cards');
    expect(pageText()).toContain(SCHEDULE_MSG.title);
    expect(params(listCalls()[0])).toEqual({ page: '1', limit: '50', sort: 'kvCode', order: 'asc' });
    await until(() => pageText().includes('Total: 2'), 'the total');
    expect(pageText()).toContain('Showing 2 of 2');

    const one = card('1001');
    for (const text of ['Region', 'Agra', 'District', 'Zone', 'Senior', 'Cohort: 13-16 Oct', 'Time: 10:00 AM', 'Junior', 'Cohort: 20-23 Oct', 'Slot: Slot B']) expect(one).toContain(text);
    // P is Present; A, 'x' and nothing recorded are Absent (the spec's two words only)
    const days = (prefix: string) => [1, 2, 3, 4].map((n) => chip('1001', `${prefix}DAY${n}`).textContent);
    expect(days('SR')).toEqual(['Day 1: Present', 'Day 2: Absent', 'Day 3: Absent', 'Day 4: Absent']);
    expect(days('JR')).toEqual(['Day 1: Present', 'Day 2: Present', 'Day 3: Absent', 'Day 4: Absent']);
    expect(chip('1001', 'SRDAY1').getAttribute('aria-label')).toBe('Senior Day 1: Present, PM SHRI KV One (1001). Change to Absent');
    // the dropdowns come from the filters endpoint, not from downloading the rows
    expect(filterCalls()).toHaveLength(1);
    expect(api.requests.every((r) => params(r).limit !== '1000')).toBe(true);
  });

  it('sends the search and the region, district and zone to the server; a new region clears district and zone; Clear All', async () => {
    serve();
    await render();
    await until(() => card('2002') !== '', 'the cards');
    await until(() => filterCalls().length === 1 && !document.querySelector('input[data-filter="district"]')?.closest('.Mui-disabled'), 'the dropdowns');

    await pickFilter('district', 'Bhopal');
    await until(() => params(listCalls().at(-1)!).district === 'Bhopal', 'the district filter');
    await pickFilter('zone', 'C');
    await until(() => params(listCalls().at(-1)!).zone === 'C', 'the zone filter');
    await pickFilter('region', 'Agra');
    await until(() => params(listCalls().at(-1)!).region === 'Agra', 'the region filter');
    const last = params(listCalls().at(-1)!);
    expect(last).toEqual({ page: '1', limit: '50', sort: 'kvCode', order: 'asc', region: 'Agra' });
    await until(() => filterCalls().some((r) => params(r).region === 'Agra'), 'the dropdowns narrowed to the region');
    await until(() => card('2002') === '' && card('1001') !== '', 'the region only');

    await type(document.querySelector('input[type="search"]')!, 'one');
    await until(() => params(listCalls().at(-1)!).search === 'one', 'the debounced search');
    expect(params(listCalls().at(-1)!)).toMatchObject({ region: 'Agra', search: 'one', page: '1' });

    await click(button(SCHEDULE_MSG.clearAll));
    await until(() => card('2002') !== '', 'every school again');
    expect(button(SCHEDULE_MSG.clearAll).disabled).toBe(true);
    expect(pageText()).not.toContain('Region: Agra');
  });

  it('switches to the table with the same words', async () => {
    serve();
    await render();
    await until(() => card('1001') !== '', 'the cards');
    await click(button('Table'));
    await until(() => document.querySelector('[role="grid"]') !== null && pageText().includes('SR Day 1'), 'the table');
    for (const header of ['KV Code', 'KV Name', 'Region', 'District', 'Zone', 'Senior Cohort', 'Senior Time', 'SR Day 4', 'Junior Cohort', 'Junior Slot', 'JR Day 1']) {
      expect(pageText()).toContain(header);
    }
    const row = [...document.querySelectorAll('[role="row"]')].find((el) => el.textContent?.includes('PM SHRI KV One'))!;
    expect(row.textContent).toContain('13-16 Oct');
    expect(chip('1001', 'SRDAY1').textContent).toBe('Present');
    expect(chip('1001', 'SRDAY2').textContent).toBe('Absent');
    expect(document.querySelector('[data-testid="data-view-cards"]')).toBeNull();
  });

  it("shows 'No schedule data found' with 'No schedule data available', or with the filters hint when a search is set", async () => {
    rows = [];
    serve();
    await render();
    await until(() => pageText().includes(SCHEDULE_MSG.emptyTitle), 'the empty state');
    expect(pageText()).toContain(SCHEDULE_MSG.emptyNoData);
    expect(pageText()).not.toContain(SCHEDULE_MSG.emptyFiltered);

    await type(document.querySelector('input[type="search"]')!, 'nowhere');
    await until(() => pageText().includes(SCHEDULE_MSG.emptyFiltered), 'the filtered empty state');
    expect(pageText()).toContain(SCHEDULE_MSG.emptyTitle);
    expect(pageText()).not.toContain(SCHEDULE_MSG.emptyNoData);
  });

  it("says 'Failed to load school times data' (state and toast) when the list cannot be read, and Try Again reads again", async () => {
    let fail = true;
    serve((r) => (fail && path(r) === '/api/region-admin/schooltimes' ? refuse(500, 'Database unavailable') : undefined));
    await render();
    await until(() => pageText().includes(MSG.failedLoadSchoolTimes), 'the error state');
    expect(toastMessages()).toContain(MSG.failedLoadSchoolTimes);
    fail = false;
    await click(button('Try Again'));
    await until(() => card('1001') !== '', 'the cards after retrying');
  });

  it('exports the current filters as schedule_attendance_{date}.csv with the records count, and refuses an empty export without a call', async () => {
    const downloads = recordDownloads();
    try {
      serve((r) =>
        path(r) === '/api/region-admin/schooltimes/export' ? { status: 200, body: Buffer.from('\uFEFFkvCode,kvName\r\n1001,PM SHRI KV One\r\n'), contentType: 'text/csv; charset=utf-8' } : undefined,
      );
      await render();
      await until(() => card('1001') !== '', 'the cards');
      await pickFilter('region', 'Agra');
      await until(() => card('2002') === '', 'the region only');
      await click(button('Export'));
      await until(() => downloads.saved.length === 1, 'the download');
      const call = api.requests.find((r) => path(r) === '/api/region-admin/schooltimes/export')!;
      expect(params(call)).toEqual({ region: 'Agra', sort: 'kvCode', order: 'asc' });
      expect(call.authorization).toBe('Bearer test-token');
      expect(downloads.saved).toEqual([expect.stringMatching(/^schedule_attendance_\d{4}-\d{2}-\d{2}\.csv$/)]);
      await until(() => toastMessages().includes('Schedule data exported successfully! (1 records)'), 'the export toast');

      await type(document.querySelector('input[type="search"]')!, 'nowhere');
      await until(() => pageText().includes(SCHEDULE_MSG.emptyTitle), 'the empty list');
      await click(button('Export'));
      await until(() => toastMessages().includes(MSG.noDataToExport), 'the no-data toast');
      expect(api.requests.filter((r) => path(r) === '/api/region-admin/schooltimes/export')).toHaveLength(1);
    } finally {
      downloads.restore();
    }
  });

  it('marks a day after confirming: PUT attendance, the row shows the stored value; Cancel sends nothing', async () => {
    serve((r) => {
      if (r.method === 'PUT' && r.url === '/api/schedule/1001/attendance') {
        const body = r.body as { category: string; day: number; present: boolean };
        return ok({ ...KV_ONE, [`${body.category.toUpperCase()}DAY${body.day}`]: body.present ? 'P' : 'A' }, SCHEDULE_MSG.attendanceSaved);
      }
      return undefined;
    });
    await render();
    await until(() => card('1001') !== '', 'the cards');
    const readsBefore = api.requests.filter((r) => r.method === 'GET').length;

    await click(chip('1001', 'SRDAY1'));
    await until(() => hasButton('Mark Absent'), 'the confirm dialog');
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Mark Senior Day 1 of PM SHRI KV One (1001) as Absent?');
    await click(button('Cancel'));
    await until(() => !hasButton('Mark Absent'), 'the dialog to close');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await click(chip('1001', 'SRDAY1'));
    await until(() => hasButton('Mark Absent'), 'the confirm dialog');
    await click(button('Mark Absent'));
    await until(() => chip('1001', 'SRDAY1').textContent === 'Day 1: Absent', 'the row updated');
    expect(api.calls('PUT', '/api/schedule/1001/attendance')[0].body).toEqual({ category: 'sr', day: 1, present: false });
    expect(toastMessages()).toContain(SCHEDULE_MSG.attendanceSaved);

    // a day with nothing recorded (Absent) becomes Present
    await click(chip('1001', 'JRDAY4'));
    await until(() => hasButton('Mark Present'), 'the confirm dialog');
    await click(button('Mark Present'));
    await until(() => api.calls('PUT', '/api/schedule/1001/attendance').length === 2, 'the second call');
    expect(api.calls('PUT', '/api/schedule/1001/attendance')[1].body).toEqual({ category: 'jr', day: 4, present: true });
    await until(() => chip('1001', 'JRDAY4').textContent === 'Day 4: Present', 'the junior day updated');
    // the stored record replaced the row in the cached page: nothing was read again
    expect(api.requests.filter((r) => r.method === 'GET')).toHaveLength(readsBefore);
  });

  it("says 'Failed to save attendance' with the server's reason when the mark is refused", async () => {
    serve((r) => (r.method === 'PUT' ? refuse(404, 'Schedule Not Available') : undefined));
    await render();
    await until(() => card('2002') !== '', 'the cards');
    await click(chip('2002', 'SRDAY1'));
    await until(() => hasButton('Mark Present'), 'the confirm dialog');
    await click(button('Mark Present'));
    await until(() => toastMessages().includes(`${SCHEDULE_MSG.attendanceFailed} (Schedule Not Available)`), 'the failure toast');
    expect(chip('2002', 'SRDAY1').textContent).toBe('Day 1: Absent');
  });

  it('imports a CSV: the preview lists the change and the rejected row with its reasons, Apply writes it and the list reloads', async () => {
    const preview: ScheduleImportPreview = {
      rows: 3,
      changes: [
        { line: 2, kvCode: '1001', kvName: 'PM SHRI KV One', action: 'update', fields: [{ field: 'SRDAY3', before: null, after: 'P' }] },
        { line: 4, kvCode: '2002', kvName: 'KV Two', action: 'unchanged', fields: [] },
      ],
      rejected: [{ line: 3, kvCode: '9999', reasons: ['Unknown school code 9999', 'SRDAY1 must be P, A or empty (got Y)'] }],
      summary: { create: 0, update: 1, unchanged: 1, rejected: 1 },
    };
    serve((r) => {
      if (r.method === 'POST' && r.url === '/api/schedule/import/preview') return ok(preview, SCHEDULE_MSG.previewReady);
      if (r.method === 'POST' && r.url === '/api/schedule/import/apply') {
        rows = [{ ...KV_ONE, SRDAY3: 'P' }, KV_TWO];
        return ok({ rows: 3, summary: preview.summary, rejected: preview.rejected });
      }
      return undefined;
    });
    await render();
    await until(() => card('1001') !== '', 'the cards');
    await until(() => totalCalls().length > 0 && filterCalls().length > 0, 'the total and the dropdowns');
    const readsBefore = listCalls().length;
    const totalsBefore = totalCalls().length;
    const filtersBefore = filterCalls().length;

    await click(button('Import'));
    await until(() => hasButton('Choose CSV File'), 'the import dialog');
    expect(button(SCHEDULE_MSG.importApply).disabled).toBe(true);
    const csv = 'kvCode,kvName,region,district,zone,seniorCohort,seniorTime,juniorCohort,juniorSlot,SRDAY1,SRDAY2,SRDAY3,SRDAY4,JRDAY1,JRDAY2,JRDAY3,JRDAY4\n';
    await pickFile('attendance.csv', csv);
    await until(() => pageText().includes('1 rejected'), 'the preview');

    const upload = api.calls('POST', '/api/schedule/import/preview')[0];
    expect(upload.contentType).toMatch(/^multipart\/form-data/);
    expect(String(upload.body)).toContain('name="file"; filename="attendance.csv"');
    expect(upload.authorization).toBe('Bearer test-token');
    const dialog = () => document.querySelector('[role="dialog"]')?.textContent ?? '';
    for (const text of ['3 rows read', '0 to create', '1 to update', '1 unchanged', 'Rows to apply', 'PM SHRI KV One', 'SRDAY3: (empty) -> P', 'Rejected rows', '9999', 'Unknown school code 9999', 'SRDAY1 must be P, A or empty (got Y)']) {
      expect(dialog()).toContain(text);
    }
    // the unchanged row is counted, not listed
    expect(dialog()).not.toContain('KV Two');
    expect(document.querySelector('section[aria-label="Rejected rows"] [data-line="3"]')).not.toBeNull();

    expect(api.calls('POST', '/api/schedule/import/apply')).toHaveLength(0);
    await click(button(SCHEDULE_MSG.importApply));
    await until(() => toastMessages().includes(SCHEDULE_MSG.imported(preview.summary)), 'the summary toast');
    expect(String(api.calls('POST', '/api/schedule/import/apply')[0].body)).toContain('filename="attendance.csv"');
    await until(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
    await until(() => listCalls().length > readsBefore && chip('1001', 'SRDAY3').textContent === 'Day 3: Present', 'the list reloaded');
    // the Total and the dropdowns' values are re-read too
    await until(() => totalCalls().length > totalsBefore && filterCalls().length > filtersBefore, 'the total and the dropdowns reloaded');
  });

  it("shows the server's message for a file it refuses, and applies nothing", async () => {
    serve((r) => (r.method === 'POST' && r.url === '/api/schedule/import/preview' ? refuse(400, SCHEDULE_MSG.missingColumns(['JRDAY3', 'JRDAY4'])) : undefined));
    await render();
    await until(() => card('1001') !== '', 'the cards');
    await click(button('Import'));
    await until(() => hasButton('Choose CSV File'), 'the import dialog');
    await pickFile('short.csv', 'kvCode,kvName\n1001,KV\n');
    await until(() => pageText().includes('Missing columns: JRDAY3, JRDAY4'), 'the server message');
    expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toBe('Missing columns: JRDAY3, JRDAY4');
    expect(button(SCHEDULE_MSG.importApply).disabled).toBe(true);

    // too big: refused here, nothing uploaded
    const before = api.calls('POST', '/api/schedule/import/preview').length;
    await pickFile('big.csv', 'x'.repeat(2 * 1024 * 1024 + 1));
    await until(() => pageText().includes(SCHEDULE_MSG.tooLarge), 'the size message');
    expect(api.calls('POST', '/api/schedule/import/preview')).toHaveLength(before);
    await click(button('Cancel'));
    await until(() => document.querySelector('[role="dialog"]') === null, 'the dialog to close');
  });
});
