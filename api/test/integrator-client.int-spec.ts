import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { createTestApp, type TestApp } from './support';

const OPENAPI_TYPESCRIPT = resolve(__dirname, '../../node_modules/.bin/openapi-typescript');

/** What a new integrator writes against the generated types: list teams with paging, submit a payment, read a receipt's info. */
const INTEGRATOR_SCRIPT = `
import type { paths } from './schema';

type Ok<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer B } } } ? B
  : R extends { 201: { content: { 'application/json': infer B } } } ? B
  : never
  : never;
type Query<P extends keyof paths> = paths[P]['get'] extends { parameters: { query?: infer Q } } ? Q : never;
type Body<P extends keyof paths> = paths[P]['post'] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

declare function get<P extends keyof paths>(path: P, query?: Query<P>): Promise<Ok<P, 'get'>>;
declare function post<P extends keyof paths>(path: P, body: Body<P>): Promise<Ok<P, 'post'>>;

export async function integrator(): Promise<string> {
  const page = await get('/api/admin/teams', { page: 2, limit: 50, status: 'ACTIVE', search: 'robo', sort: 'teamName', order: 'asc' });
  const firstCity: string = page.data.teams[0].school.city;
  const total: number = page.data.pagination.total;
  const paid = await post('/api/payment/submit', { schoolCode: '1001', fullName: 'A Teacher', referenceNumber: 'UTR1', receiptNumber: 'R1', receiptFile: 'f1' });
  const status: 'not_submitted' | 'submitted' | 'verified' | 'rejected' = paid.data.paymentInfo.paymentStatus;
  const info = await get('/api/mongo-upload/receipt/{id}/info');
  const size: number = info.data.fileSize;
  return [firstCity, total, status, size].join();
}
`;

/** The same script with mistakes the generated types must refuse. */
const WRONG_SCRIPT = `
import type { paths } from './schema';
type Query<P extends keyof paths> = paths[P]['get'] extends { parameters: { query?: infer Q } } ? Q : never;
export const wrongStatus: Query<'/api/admin/teams'> = { status: 'PAID' };
type Teams = paths['/api/admin/teams']['get']['responses'][200]['content']['application/json'];
export const wrongField = (page: Teams): string => page.data.teams[0].schoolTitle;
`;

/** The compiler's messages per script, from one program over both (one type-check of the generated file). */
function typeErrors(dir: string, files: string[]): Record<string, string[]> {
  const program = ts.createProgram(files.map((f) => join(dir, f)), { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true });
  return Object.fromEntries(files.map((f) => [f, ts.getPreEmitDiagnostics(program, program.getSourceFile(join(dir, f))).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '))]));
}

/** A client generated from /api/docs-json with openapi-typescript types an integrator's code (issue 23). */
describe('an integrator generates a typed client from /api/docs-json', () => {
  let t: TestApp;
  let dir: string;
  let errors: Record<string, string[]>;

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'integrator-'));
    const doc = await t.request().get('/api/docs-json').expect(200);
    writeFileSync(join(dir, 'openapi.json'), doc.text);
    execFileSync(OPENAPI_TYPESCRIPT, [join(dir, 'openapi.json'), '-o', join(dir, 'schema.d.ts')], { stdio: 'pipe' });
    writeFileSync(join(dir, 'integrator.ts'), INTEGRATOR_SCRIPT);
    writeFileSync(join(dir, 'wrong.ts'), WRONG_SCRIPT);
    errors = typeErrors(dir, ['integrator.ts', 'wrong.ts']);
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('typechecks a script that lists teams with paging, submits a payment and reads a receipt', () => {
    expect(errors['integrator.ts']).toEqual([]);
  });

  it('refuses a filter value outside the vocabulary and a field the answer does not have', () => {
    const wrong = errors['wrong.ts'].join('\n');
    expect(wrong).toMatch(/"PAID"/);
    expect(wrong).toMatch(/schoolTitle/);
  });
});
