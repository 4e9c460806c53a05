import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Controller, Get, Module, StreamableFile } from '@nestjs/common';
import type { Response } from 'superagent';
import { Public } from '../src/auth';
import { ok } from '../src/common/envelope';
import { IMMUTABLE, NO_CACHE, SHORT_CACHE } from '../src/web/static-web';
import { createTestApp, type TestApp } from './support';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Big enough to be worth compressing, and compressible. */
const SCRIPT = `console.log(${JSON.stringify('a shared chunk of the shell '.repeat(200))});\n`;
const CSV_ROWS = ['teamId,teamName', ...Array.from({ length: 400 }, (_, i) => `N${1000 + i}JR1,Team ${i}`)];

/** A built front end as tools/webpack/federation.js leaves it: hashed chunks with .br/.gz siblings. */
function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hackathon-static-web-'));
  const write = (file: string, body: string, { precompressed = true } = {}) => {
    const path = join(root, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, body);
    if (!precompressed) return;
    writeFileSync(`${path}.br`, brotliCompressSync(body));
    writeFileSync(`${path}.gz`, gzipSync(body));
  };
  write('shell/dist/index.html', `<!doctype html><div id="root">shell index</div><!-- ${'x'.repeat(2000)} -->`);
  write('shell/dist/main.1a2b3c4d.js', SCRIPT);
  write('shell/dist/326.2be0c8fb.js', SCRIPT, { precompressed: false });
  write('shell/dist/gallery/kickoff.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', { precompressed: false });
  write('mfe-public/dist/remoteEntry.js', SCRIPT);
  write('mfe-public/dist/mf-manifest.json', JSON.stringify({ id: 'mfe_public', padding: 'p'.repeat(2000) }));
  write('mfe-public/dist/4087.f72cb5d7.js', SCRIPT);
  return root;
}

/** The body as the client reads it (superagent decodes br and gzip; content-encoding tells what was sent). */
function decode(res: Response): string {
  return (res.body as Buffer).toString('utf8');
}

@Controller('static-web-probe')
class StreamProbeController {
  @Public()
  @Get('json')
  json() {
    return ok({ rows: CSV_ROWS }, 'A large answer');
  }

  /** Written row by row, as the exports are. */
  @Public()
  @Get('csv')
  csv(): StreamableFile {
    const stream = Readable.from(
      (async function* rows() {
        for (const row of CSV_ROWS) {
          yield `${row}\r\n`;
          await new Promise((resolve) => setImmediate(resolve));
        }
      })(),
    );
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: 'attachment; filename="probe.csv"' });
  }
}

@Module({ controllers: [StreamProbeController] })
class StreamProbeModule {}

describe('serving the front end: precompressed files and cache rules', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = makeWebRoot();
    t = await createTestApp({ webRoot: root, imports: [StreamProbeModule] });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string, accept = '*/*') =>
    t
      .request()
      .get(path)
      .set('Accept', accept)
      .set('Accept-Encoding', acceptEncoding)
      .buffer(true)
      .parse((response, done) => {
        const parts: Buffer[] = [];
        response.on('data', (chunk: Buffer) => parts.push(chunk));
        response.on('end', () => done(null, Buffer.concat(parts)));
      });

  it('sends the brotli file to browsers that accept it, gzip to those that do not, the plain file otherwise', async () => {
    const br = await get('/main.1a2b3c4d.js', BROWSER_ENCODINGS).expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    // what travelled: the .br file's length
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 4);
    expect(decode(br)).toBe(SCRIPT);

    const gzip = await get('/main.1a2b3c4d.js', 'gzip, deflate').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(SCRIPT);

    const plain = await get('/main.1a2b3c4d.js', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(SCRIPT.length);
    expect(decode(plain)).toBe(SCRIPT);
  });

  it('caches hashed files for a year as immutable, short for unhashed public files', async () => {
    for (const path of ['/main.1a2b3c4d.js', '/326.2be0c8fb.js', '/remotes/mfe-public/4087.f72cb5d7.js']) {
      const res = await get(path, BROWSER_ENCODINGS).expect(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    const svg = await get('/gallery/kickoff.svg', BROWSER_ENCODINGS).expect(200);
    expect(svg.headers['cache-control']).toBe(SHORT_CACHE);
  });

  it('revalidates the files that name the hashed ones: html, remotes.json, manifests, remote entries', async () => {
    for (const path of ['/', '/login', '/mentor-team']) {
      const res = await get(path, BROWSER_ENCODINGS, HTML).expect(200);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decode(res)).toContain('shell index');
    }
    const manifest = await get('/remotes/mfe-public/mf-manifest.json', BROWSER_ENCODINGS).expect(200);
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(decode(manifest)).id).toBe('mfe_public');
    const entry = await get('/remotes/mfe-public/remoteEntry.js', 'gzip').expect(200);
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect(entry.headers['content-encoding']).toBe('gzip');
    const registry = await get('/remotes.json', BROWSER_ENCODINGS).expect(200);
    expect(registry.headers['cache-control']).toBe(NO_CACHE);
  });

  it('serves a file built after start compressed, without a restart', async () => {
    const body = SCRIPT.replace('shell', 'later');
    writeFileSync(join(root, 'shell/dist/777.0badc0de.js'), body);
    writeFileSync(join(root, 'shell/dist/777.0badc0de.js.br'), brotliCompressSync(body));
    const res = await get('/777.0badc0de.js', BROWSER_ENCODINGS).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode(res)).toBe(body);
  });

  it('compresses API answers (brotli first, gzip as the fallback)', async () => {
    const br = await get('/api/static-web-probe/json', BROWSER_ENCODINGS).expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(br)).data.rows).toHaveLength(CSV_ROWS.length);
    const gzip = await get('/api/static-web-probe/json', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip)).data.rows).toHaveLength(CSV_ROWS.length);
  });

  it('leaves a streamed CSV uncompressed and streamed as it is written', async () => {
    const res = await get('/api/static-web-probe/csv', BROWSER_ENCODINGS).expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(decode(res)).toBe(CSV_ROWS.map((row) => `${row}\r\n`).join(''));
  });
});
