import { CSV_MSG, JUDGE_CSV_COLUMNS, JUDGE_IMPORT_MAX_ROWS, JUDGES_MSG } from '@hackathon/contracts';
import { checkJudgeRows, emailsOf, readJudgeCsv, schoolCodesOf, type Known } from './judge-csv';

const HEADER = JUDGE_CSV_COLUMNS.join(',');
const bytes = (text: string) => Buffer.from(text, 'utf8');
const known: Known = { judgeEmails: new Set(['taken@example.org']), schoolCodes: new Map([['1001', '1001'], ['kv9', 'KV9']]) };
const check = (...lines: string[]) => checkJudgeRows(readJudgeCsv(bytes([HEADER, ...lines].join('\n'))), known);

/** An HTTP refusal of the file: its status and message. */
const refused = (status: number, message: string) => expect.objectContaining({ status, message });

// reading any import's file (encoding, blank rows, the header, empty files, the row cap): common/csv/csv-import.spec.ts
describe('readJudgeCsv', () => {
  it('reads header names in any case and order after a byte order mark, numbering rows by their line', () => {
    const header = [...JUDGE_CSV_COLUMNS].reverse().map((c) => c.toUpperCase()).join(',');
    const csv = readJudgeCsv(bytes(`\uFEFF${header}\r\n\r\n1001,Agra,AI,IIT,a@example.org,Asha\r\n`));
    expect(csv.rows).toEqual([{ line: 3, width: 6, cells: { name: 'Asha', email: 'a@example.org', organisation: 'IIT', expertise: 'AI', homeRegion: 'Agra', schoolCode: '1001' } }]);
  });

  it("names the judges' missing columns", () => {
    expect(() => readJudgeCsv(bytes('name,email\nA,a@example.org'))).toThrow(refused(400, CSV_MSG.missingColumns(['organisation', 'expertise', 'homeRegion', 'schoolCode'])));
  });

  it(`refuses more than ${JUDGE_IMPORT_MAX_ROWS} rows with 413`, () => {
    const rows = Array.from({ length: JUDGE_IMPORT_MAX_ROWS + 1 }, (_, i) => `J${i},j${i}@example.org,,,,`);
    expect(() => readJudgeCsv(bytes([HEADER, ...rows].join('\n')))).toThrow(refused(413, JUDGES_MSG.tooManyRows()));
    expect(readJudgeCsv(bytes([HEADER, ...rows.slice(1)].join('\n'))).rows).toHaveLength(JUDGE_IMPORT_MAX_ROWS);
  });
});

describe('checkJudgeRows', () => {
  it('creates a good row with its values as stored: address lower-cased, region and school code canonical, blanks as null', () => {
    expect(check(' Asha Rao ,Asha@Example.ORG, IIT , AI ,bengaluru,kv9', 'Ravi,ravi@example.org,,,,')).toEqual({
      toCreate: [
        { line: 2, name: 'Asha Rao', email: 'asha@example.org', organisation: 'IIT', expertise: 'AI', homeRegion: 'Bengaluru', schoolCode: 'KV9' },
        { line: 3, name: 'Ravi', email: 'ravi@example.org', organisation: '', expertise: '', homeRegion: null, schoolCode: null },
      ],
      refused: [],
    });
  });

  it('refuses every occurrence of an address given twice (any case), and an address a judge has', () => {
    const { toCreate, refused } = check('A,dup@example.org,,,,', 'B,ok@example.org,,,,', 'C,DUP@example.org,,,,', 'D,Taken@example.org,,,,');
    expect(toCreate.map((r) => r.line)).toEqual([3]);
    expect(refused).toEqual([
      { line: 2, email: 'dup@example.org', reasons: [JUDGES_MSG.reasonDuplicateEmail([2, 4])] },
      { line: 4, email: 'DUP@example.org', reasons: [JUDGES_MSG.reasonDuplicateEmail([2, 4])] },
      { line: 5, email: 'Taken@example.org', reasons: [JUDGES_MSG.reasonAlreadyJudge] },
    ]);
  });

  it('gives every reason of a row', () => {
    const { refused } = check(`,${'a'.repeat(250)}@example.org,,${'e'.repeat(161)},Mars,9999,extra`);
    expect(refused).toEqual([
      {
        line: 2,
        email: `${'a'.repeat(60)}...`,
        reasons: [
          JUDGES_MSG.reasonColumnCount(7, 6),
          JUDGES_MSG.reasonTooLong('email', 254),
          JUDGES_MSG.reasonTooLong('expertise', 160),
          JUDGES_MSG.reasonMissingName,
          JUDGES_MSG.reasonUnknownRegion('Mars'),
          JUDGES_MSG.reasonUnknownSchool('9999'),
        ],
      },
    ]);
  });

  it('lists the addresses and school codes to look up', () => {
    const csv = readJudgeCsv(bytes([HEADER, 'A,A@x.org,,,,1001', 'B,a@x.org,,,, kv9 ', 'C,,,,,'].join('\n')));
    expect(emailsOf(csv)).toEqual(['a@x.org']);
    expect(schoolCodesOf(csv)).toEqual(['1001', 'kv9']);
  });
});
