import { HttpException } from '@nestjs/common';
import { JUDGE_CSV_COLUMNS, JUDGE_IMPORT_MAX_ROWS, JUDGES_MSG, SCHEDULE_MSG } from '@hackathon/contracts';
import { checkJudgeRows, emailsOf, readJudgeCsv, schoolCodesOf, type Known } from './judge-csv';

const HEADER = JUDGE_CSV_COLUMNS.join(',');
const bytes = (text: string) => Buffer.from(text, 'utf8');
const known: Known = { judgeEmails: new Set(['taken@example.org']), schoolCodes: new Map([['1001', '1001'], ['kv9', 'KV9']]) };
const check = (...lines: string[]) => checkJudgeRows(readJudgeCsv(bytes([HEADER, ...lines].join('\n'))), known);

function refusal(fn: () => unknown): { status: number; message: string } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpException);
    const e = error as HttpException;
    const body = e.getResponse();
    return { status: e.getStatus(), message: typeof body === 'string' ? body : (body as { message: string }).message };
  }
  throw new Error('expected a refusal');
}

describe('readJudgeCsv', () => {
  it('reads header names in any case and order after a byte order mark, numbering rows by their line', () => {
    const header = [...JUDGE_CSV_COLUMNS].reverse().map((c) => c.toUpperCase()).join(',');
    const csv = readJudgeCsv(bytes(`\uFEFF${header}\r\n\r\n1001,Agra,AI,IIT,a@example.org,Asha\r\n`));
    expect(csv.rows).toEqual([{ line: 3, width: 6, cells: { name: 'Asha', email: 'a@example.org', organisation: 'IIT', expertise: 'AI', homeRegion: 'Agra', schoolCode: '1001' } }]);
  });

  it('refuses bytes that are not UTF-8, missing or repeated columns, an empty file and a header alone', () => {
    expect(refusal(() => readJudgeCsv(Buffer.from([0x6e, 0xe9, 0x0a])))).toEqual({ status: 400, message: SCHEDULE_MSG.notUtf8 });
    expect(refusal(() => readJudgeCsv(bytes('name,email\nA,a@example.org')))).toEqual({ status: 400, message: SCHEDULE_MSG.missingColumns(['organisation', 'expertise', 'homeRegion', 'schoolCode']) });
    expect(refusal(() => readJudgeCsv(bytes(`${HEADER},Email\nA`)))).toEqual({ status: 400, message: SCHEDULE_MSG.duplicateColumns(['email']) });
    expect(refusal(() => readJudgeCsv(bytes(' \n')))).toEqual({ status: 400, message: SCHEDULE_MSG.emptyFile });
    expect(refusal(() => readJudgeCsv(bytes(`${HEADER}\n,,,,,\n`)))).toEqual({ status: 400, message: SCHEDULE_MSG.headerOnly });
  });

  it(`refuses more than ${JUDGE_IMPORT_MAX_ROWS} rows with 413`, () => {
    const rows = Array.from({ length: JUDGE_IMPORT_MAX_ROWS + 1 }, (_, i) => `J${i},j${i}@example.org,,,,`);
    expect(refusal(() => readJudgeCsv(bytes([HEADER, ...rows].join('\n'))))).toEqual({ status: 413, message: JUDGES_MSG.tooManyRows() });
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
