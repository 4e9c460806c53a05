import { CSV_MSG } from '@hackathon/contracts';
import { decodeUtf8, readCsvImport, type CsvImportFormat } from './csv-import';

type Column = 'code' | 'name' | 'region';
const COLUMNS = ['code', 'name', 'region'] as const satisfies readonly Column[];
const MAX_ROWS = 20;
const format: CsvImportFormat<Column> = { columns: COLUMNS, maxRows: MAX_ROWS, tooManyRows: () => `At most ${MAX_ROWS} rows` };
const HEADER = COLUMNS.join(',');

const bytes = (text: string) => Buffer.from(text, 'utf8');
const read = (text: string) => readCsvImport(bytes(text), format);

/** An HTTP refusal of the file: its status and message. */
const refused = (status: number, message: unknown) => expect.objectContaining({ status, message });

describe('decodeUtf8', () => {
  it('drops a byte order mark and keeps Hindi text', () => {
    expect(decodeUtf8(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes('केन्द्रीय')]))).toBe('केन्द्रीय');
  });

  it('refuses Latin-1 bytes', () => {
    expect(() => decodeUtf8(Buffer.from([0x4b, 0x56, 0x20, 0xe9, 0x0a]))).toThrow(refused(400, CSV_MSG.notUtf8));
  });
});

describe('readCsvImport', () => {
  it('reads header names in any case and order after a byte order mark, ignoring other columns and numbering rows by their line', () => {
    const csv = read('\uFEFF Region ,extra,NAME,Code\r\n\r\nAgra,x,KV One,1001\r\n,,,\r\nChennai,y,KV Two\r\n');
    expect(csv).toEqual({
      width: 4,
      rows: [
        { line: 3, width: 4, cells: { code: '1001', name: 'KV One', region: 'Agra' } },
        { line: 5, width: 3, cells: { code: '', name: 'KV Two', region: 'Chennai' } },
      ],
    });
  });

  it('keeps cells as written (not trimmed)', () => {
    expect(read(`${HEADER}\n 1001 ,"KV, One",Agra `).rows[0]!.cells).toEqual({ code: ' 1001 ', name: 'KV, One', region: 'Agra ' });
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => readCsvImport(Buffer.from([0x6e, 0xe9, 0x0a]), format)).toThrow(refused(400, CSV_MSG.notUtf8));
  });

  it('names every missing column, and every column named more than once', () => {
    expect(() => read('name\nKV One')).toThrow(refused(400, CSV_MSG.missingColumns(['code', 'region'])));
    expect(() => read(`${HEADER},Name, CODE \n1001`)).toThrow(refused(400, CSV_MSG.duplicateColumns(['name', 'code'])));
  });

  it('refuses an empty file, a byte order mark alone, a header alone and broken quoting', () => {
    expect(() => read('  \n')).toThrow(refused(400, CSV_MSG.emptyFile));
    expect(() => read('\uFEFF')).toThrow(refused(400, CSV_MSG.emptyFile));
    expect(() => read(`${HEADER}\n,,\n \n`)).toThrow(refused(400, CSV_MSG.headerOnly));
    expect(() => read(`${HEADER}\n"1001,Agra\n`)).toThrow(refused(400, expect.stringContaining(CSV_MSG.unreadable('Quote Not Closed'))));
  });

  it(`refuses more rows than the format allows with 413 in the format's words, blank rows aside`, () => {
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => `${1000 + i},KV,Agra`);
    expect(() => read([HEADER, ...rows].join('\n'))).toThrow(refused(413, `At most ${MAX_ROWS} rows`));
    expect(read([HEADER, ...rows.slice(1), ',,', ' , , '].join('\n')).rows).toHaveLength(MAX_ROWS);
  });

  it('stops parsing a file far over the cap (the header, the rows and 100 blank rows at most)', () => {
    const blanks = Array.from({ length: MAX_ROWS + 101 }, () => ',,');
    expect(() => read([HEADER, '1001,KV,Agra', ...blanks].join('\n'))).toThrow(refused(413, `At most ${MAX_ROWS} rows`));
  });
});
