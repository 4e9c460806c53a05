import { CSV_MSG, SCHEDULE_CSV_COLUMNS, SCHEDULE_IMPORT_MAX_ROWS, SCHEDULE_MSG } from '@hackathon/contracts';
import { checkRows, readScheduleCsv, type DirectorySchool } from './schedule-csv';

const HEADER = SCHEDULE_CSV_COLUMNS.join(',');
const directory = new Map<string, DirectorySchool>([
  ['1001', { code: '1001', name: 'KV One', region: 'Agra' }],
  ['1002', { code: '1002', name: 'KV Two', region: 'Chennai' }],
]);

/** A data line: kvCode and region, then the other columns (cohorts and eight attendance cells). */
function line(code: string, region: string, overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = {
    kvCode: code,
    kvName: 'Any name',
    region,
    district: 'D',
    zone: 'N',
    seniorCohort: 'S1',
    seniorTime: '10:00 AM',
    juniorCohort: 'J1',
    juniorSlot: 'Slot 1',
    SRDAY1: 'P',
    SRDAY2: 'A',
    SRDAY3: '',
    SRDAY4: 'p',
    JRDAY1: 'a',
    JRDAY2: '',
    JRDAY3: '',
    JRDAY4: 'P',
    ...overrides,
  };
  return SCHEDULE_CSV_COLUMNS.map((c) => cells[c]).join(',');
}

const bytes = (text: string) => Buffer.from(text, 'utf8');

/** An HTTP refusal of the file: its status and message. */
const refused = (status: number, message: string) => expect.objectContaining({ status, message });

// reading any import's file (encoding, blank rows, the header, empty files, broken quoting, the row cap): common/csv/csv-import.spec.ts
describe('readScheduleCsv', () => {
  it('reads header names in any case and order, numbering rows by their line', () => {
    const header = [...SCHEDULE_CSV_COLUMNS].reverse().map((c) => c.toLowerCase()).join(',');
    const values = line('1001', 'Agra').split(',').reverse().join(',');
    const csv = readScheduleCsv(bytes(`${header}\r\n\r\n${values}\r\n`));
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0]).toMatchObject({ line: 3, cells: { kvCode: '1001', region: 'Agra', SRDAY4: 'p' } });
  });

  it('names every missing column', () => {
    const header = SCHEDULE_CSV_COLUMNS.filter((c) => c !== 'zone' && c !== 'JRDAY4').join(',');
    expect(() => readScheduleCsv(bytes(`${header}\n1001`))).toThrow(refused(400, CSV_MSG.missingColumns(['zone', 'JRDAY4'])));
  });

  it(`refuses more than ${SCHEDULE_IMPORT_MAX_ROWS} rows with 413`, () => {
    const rows = Array.from({ length: SCHEDULE_IMPORT_MAX_ROWS + 1 }, () => line('1001', 'Agra'));
    expect(() => readScheduleCsv(bytes([HEADER, ...rows].join('\n')))).toThrow(refused(413, SCHEDULE_MSG.tooManyRows));
    expect(readScheduleCsv(bytes([HEADER, ...rows.slice(1)].join('\n'))).rows).toHaveLength(SCHEDULE_IMPORT_MAX_ROWS);
  });
});

describe('checkRows', () => {
  const check = (...lines: string[]) => checkRows(readScheduleCsv(bytes([HEADER, ...lines].join('\n'))), directory);

  it('accepts a good row, upper-casing attendance and turning blanks into null', () => {
    const { valid, rejected } = check(line('1001', 'agra'));
    expect(rejected).toEqual([]);
    expect(valid).toEqual([
      {
        line: 2,
        kvCode: '1001',
        kvName: 'KV One',
        values: {
          seniorCohort: 'S1',
          seniorTime: '10:00 AM',
          juniorCohort: 'J1',
          juniorSlot: 'Slot 1',
          SRDAY1: 'P',
          SRDAY2: 'A',
          SRDAY3: null,
          SRDAY4: 'P',
          JRDAY1: 'A',
          JRDAY2: null,
          JRDAY3: null,
          JRDAY4: 'P',
        },
      },
    ]);
  });

  it('refuses every occurrence of a repeated code, naming the lines', () => {
    const { valid, rejected } = check(line('1001', 'Agra'), line('1002', 'Chennai'), line('1001', 'Agra'));
    expect(valid.map((v) => v.kvCode)).toEqual(['1002']);
    expect(rejected).toEqual([
      { line: 2, kvCode: '1001', reasons: [SCHEDULE_MSG.reasonDuplicateCode('1001', [2, 4])] },
      { line: 4, kvCode: '1001', reasons: [SCHEDULE_MSG.reasonDuplicateCode('1001', [2, 4])] },
    ]);
  });

  it.each([
    ['=', '"=HYPERLINK(""x"")"'],
    ['+', '+1'],
    ['-', '-2'],
    ['@', '@SUM(A1)'],
    ['tab', '"\tx"'],
    ['carriage return', '"\rx"'],
  ])('refuses a cell starting with %s', (_label, cell) => {
    const { valid, rejected } = check(line('1001', 'Agra', { seniorTime: cell }));
    expect(valid).toEqual([]);
    expect(rejected[0]!.reasons).toEqual([SCHEDULE_MSG.reasonFormula('seniorTime')]);
  });

  it('refuses a cell with a control character such as NUL (PostgreSQL refuses it in text)', () => {
    const { valid, rejected } = check(line('1001', 'Agra', { seniorCohort: 'a\u0000b', juniorSlot: 'bell\u0007' }));
    expect(valid).toEqual([]);
    expect(rejected[0]!.reasons).toEqual([SCHEDULE_MSG.reasonControlCharacters('seniorCohort'), SCHEDULE_MSG.reasonControlCharacters('juniorSlot')]);
  });

  it('gives every reason of a row: unknown code, bad attendance, too long, wrong width', () => {
    const { rejected } = check(`${line('9999', 'Agra', { SRDAY1: 'yes', juniorSlot: 'x'.repeat(101) })},extra`);
    expect(rejected).toEqual([
      {
        line: 2,
        kvCode: '9999',
        reasons: [
          SCHEDULE_MSG.reasonColumnCount(SCHEDULE_CSV_COLUMNS.length + 1, SCHEDULE_CSV_COLUMNS.length),
          SCHEDULE_MSG.reasonTooLong('juniorSlot'),
          SCHEDULE_MSG.reasonUnknownCode('9999'),
          SCHEDULE_MSG.reasonAttendance('SRDAY1', 'yes'),
        ],
      },
    ]);
  });

  it("refuses an empty code and a region that is not the directory's; a blank region is fine", () => {
    const { valid, rejected } = check(line('', 'Agra'), line('1002', 'Agra'), line('1001', ''));
    expect(rejected).toEqual([
      { line: 2, kvCode: null, reasons: [SCHEDULE_MSG.reasonEmptyCode] },
      { line: 3, kvCode: '1002', reasons: [SCHEDULE_MSG.reasonRegionMismatch('Agra', 'Chennai')] },
    ]);
    expect(valid.map((v) => v.kvCode)).toEqual(['1001']);
  });
});
