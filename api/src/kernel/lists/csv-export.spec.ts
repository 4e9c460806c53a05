import type { ExportBatch, ExportSource } from './list-source';
import { openCsvExport } from './csv-export';

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

describe('openCsvExport (an export source as a streamed CSV; the CSV itself: common/csv)', () => {
  it('writes a BOM, the header row and every row of every batch, CRLF-terminated', async () => {
    const source = fakeSource(3, 2);
    const { text } = await readAll(await openCsvExport(source));
    expect(text).toBe('\uFEFFN,Text\r\n0,row 0\r\n1,row 1\r\n2,row 2\r\n3,row 3\r\n4,row 4\r\n5,row 5\r\n');
    expect(source.reads).toBe(3);
  });

  it('fails the stream when a batch fails, so the response is cut rather than ending early', async () => {
    const source = fakeSource(3, 10);
    const failing: ExportSource<Row> = { columns: source.columns, batch: async (cursor) => (cursor === '2' ? Promise.reject(new Error('db down')) : source.batch(cursor)) };
    const stream = await openCsvExport(failing);
    await expect(readAll(stream)).rejects.toThrow('db down');
  });
});
