import { csvStream, guardCell, guardFormula, type CsvColumn } from './csv-stream';

interface Row {
  n: number;
  text: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'N', value: (r) => r.n },
  { header: 'Text', value: (r) => r.text },
];

/** `batches` batches of `size` rows, counting the batches read. */
function fakeSource(batches: number, size: number, text = (n: number) => `row ${n}`): { reads: number; batches: AsyncGenerator<Row[]> } {
  const counter = { reads: 0 };
  async function* rows(): AsyncGenerator<Row[]> {
    for (let index = 0; index < batches; index++) {
      counter.reads += 1;
      yield Array.from({ length: size }, (_, i) => ({ n: index * size + i, text: text(index * size + i) }));
    }
  }
  return Object.assign(counter, { batches: rows() });
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

describe('guardCell (CSV formula injection)', () => {
  it.each(['=1+1', '+44 20', '-2', '@SUM(A1)', '\t=cmd', '\r=cmd'])('writes %j as text with a leading apostrophe', (value) => {
    expect(guardCell(value)).toBe(`'${value}`);
  });

  it('leaves other text, numbers, booleans and empty cells as they are', () => {
    expect(guardCell('Kendriya Vidyalaya, = sign inside')).toBe('Kendriya Vidyalaya, = sign inside');
    expect(guardCell('केन्द्रीय विद्यालय')).toBe('केन्द्रीय विद्यालय');
    expect(guardCell(-5)).toBe('-5');
    expect(guardCell(true)).toBe('true');
    expect(guardCell(null)).toBe('');
    expect(guardCell(undefined)).toBe('');
  });
});

describe('csvStream', () => {
  it('quotes commas, quotes and line breaks, guards formulas, keeps non-Latin text', async () => {
    const values = ['a,b', 'say "hi"', 'one\ntwo', 'cr\rhere', '=cmd()', 'राहुल'];
    const source = fakeSource(1, values.length, (n) => values[n]!);
    const { text } = await readAll(csvStream(columns, source.batches));
    expect(text.split('\r\n').slice(1, -1)).toEqual(['0,"a,b"', '1,"say ""hi"""', '2,"one\ntwo"', '3,"cr\rhere"', "4,'=cmd()", '5,राहुल']);
  });

  it('reads the next batch only when the reader has taken the previous ones (backpressure)', async () => {
    const source = fakeSource(100, 1000);
    const stream = csvStream(columns, source.batches);
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
});
