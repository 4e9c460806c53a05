import type { ExportBatch, ExportSource } from '../lists/list-source';
import { csvStream, guardFormula, openCsvExport } from './csv-export';

interface Row {
  n: number;
  text: string;
}

/** A source of `batches` batches of `size` rows, counting the batches read. */
function fakeSource(batches: number, size: number, text = (n: number) => `row ${n}`): ExportSource<Row> & { reads: number } {
  const source = {
    reads: 0,
    columns: [
      { header: 'N', value: (r: Row) => r.n },
      { header: 'Text', value: (r: Row) => r.text },
    ],
    async batch(cursor: string | null): Promise<ExportBatch<Row>> {
      source.reads += 1;
      const index = cursor === null ? 0 : Number(cursor);
      const rows = Array.from({ length: size }, (_, i) => ({ n: index * size + i, text: text(index * size + i) }));
      return { rows, next: index + 1 < batches ? String(index + 1) : null };
    },
  };
  return source;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<{ text: string; chunks: number }> {
  let text = '';
  let chunks = 0;
  for await (const chunk of stream) {
    chunks += 1;
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  }
  return { text, chunks };
}

/** Lets queued callbacks and promise chains run, without any timer. */
async function settle(turns = 200): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('guardFormula', () => {
  it.each(['=1+1', '+91 98765', '-2', '@SUM(A1)', '\tx', '\rx'])('puts an apostrophe before %j', (value) => {
    expect(guardFormula(value)).toBe(`'${value}`);
  });

  it.each(['plain', '1=1', 'a+b', '', ' =x', "'already"])('leaves %j alone', (value) => {
    expect(guardFormula(value)).toBe(value);
  });
});

describe('csvStream', () => {
  it('writes a BOM, the header row and every row of every batch, CRLF-terminated', async () => {
    const source = fakeSource(3, 2);
    const { text } = await readAll(await openCsvExport(source));
    expect(text).toBe('\uFEFFN,Text\r\n0,row 0\r\n1,row 1\r\n2,row 2\r\n3,row 3\r\n4,row 4\r\n5,row 5\r\n');
    expect(source.reads).toBe(3);
  });

  it('quotes commas, quotes and line breaks, guards formulas, keeps non-Latin text', async () => {
    const values = ['a,b', 'say "hi"', 'one\ntwo', 'cr\rhere', '=cmd()', 'राहुल'];
    const source = fakeSource(1, values.length, (n) => values[n]!);
    const { text } = await readAll(await openCsvExport(source));
    expect(text.split('\r\n').slice(1, -1)).toEqual(['0,"a,b"', '1,"say ""hi"""', '2,"one\ntwo"', '3,"cr\rhere"', "4,'=cmd()", '5,राहुल']);
  });

  it('reads the next batch only when the reader has taken the previous ones (backpressure)', async () => {
    const source = fakeSource(100, 1000);
    const first = await source.batch(null);
    const stream = csvStream(source, first);
    await settle();
    // nobody reads: the stream stops once its buffers hold about 160 kB of CSV (these rows are
    // tiny: about 7 batches' worth; real rows fill them in one or two), far from the 100 batches
    const heldBack = source.reads;
    expect(heldBack).toBeLessThan(15);
    await settle();
    expect(source.reads).toBe(heldBack);
    const { text, chunks } = await readAll(stream);
    expect(source.reads).toBe(100);
    expect(text.split('\r\n').length - 2).toBe(100 * 1000);
    expect(chunks).toBeGreaterThan(10);
  });

  it('fails the stream when a batch fails, so the response is cut rather than ending early', async () => {
    const source = fakeSource(3, 10);
    const failing: ExportSource<Row> = { columns: source.columns, batch: async (cursor) => (cursor === '2' ? Promise.reject(new Error('db down')) : source.batch(cursor)) };
    const stream = await openCsvExport(failing);
    await expect(readAll(stream)).rejects.toThrow('db down');
  });
});
