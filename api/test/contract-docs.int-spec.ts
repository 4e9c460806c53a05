import { getMetadataStorage } from 'class-validator';
import { SCHEDULE_IMPORT_FIELDS } from '@hackathon/contracts';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ENDPOINT_METADATA } from '../src/common';
import { declaredOperations } from '../src/docs/apply-contracts';
import express from 'express';
import supertest from 'supertest';
import { createTestApp, type TestApp } from './support';
import { checkedAgent, contractChecker, takeContractViolations } from './support/contract-check';

interface DocOperation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; schema?: object }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }>; headers?: object }>;
  'x-endpoint'?: string[];
}
type Doc = { paths: Record<string, Record<string, DocOperation>>; components: { schemas: Record<string, Record<string, unknown>> } };

/** The document served at /api/docs-json says what every answer holds (issue 23, ADR 0008). */
describe('the OpenAPI document: one declaration per endpoint, every shape a real schema', () => {
  let t: TestApp;
  let doc: Doc;
  const operations = (): Array<[string, DocOperation]> =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, DocOperation]));

  beforeAll(async () => {
    // without SMTP (the test default) the development mailbox is registered: it is one of the operations
    t = await createTestApp({ imports: [DiscoveryModule] });
    doc = (await t.request().get('/api/docs-json').expect(200)).body as Doc;
  });
  afterAll(() => t?.close());

  it('every operation is bound to a declaration and describes its success answer', () => {
    const described = operations().filter(([, op]) => {
      const ok = Object.entries(op.responses).find(([status]) => /^[23]\d\d$/.test(status))?.[1];
      const json = ok?.content?.['application/json']?.schema as { properties?: { data?: object } } | undefined;
      const file = ok && Object.entries(ok.content ?? {}).some(([type, c]) => type !== 'application/json' && (c.schema as { format?: string }).format === 'binary');
      return op['x-endpoint']?.length && op.operationId && (json?.properties?.data || file || ok?.headers);
    });
    const missing = operations().filter(([name]) => !described.some(([d]) => d === name)).map(([name]) => name);
    console.log(`${described.length} of ${operations().length} operations have a real schema for their success answer`);
    expect(missing).toEqual([]);
    expect(described.length).toBeGreaterThanOrEqual(132);
  });

  it('the document and the declarations are the same set of operations, both ways', () => {
    const inDoc = operations().map(([name]) => name.replace(' /api/', ' /').replace(/\{(\w+)\}/g, ':$1')).sort();
    const declared = declaredOperations().map((op) => `${op.method} ${op.template}`).sort();
    expect(inDoc).toEqual(declared);
  });

  it('every $ref points at a component, and the spec vocabularies are enums', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name);
    expect(refs.filter((name) => !doc.components.schemas[name])).toEqual([]);
    expect(doc.components.schemas.PaymentStatus).toEqual({ type: 'string', enum: ['not_submitted', 'submitted', 'verified', 'rejected'] });
    expect(doc.components.schemas.TeamStatus.enum).toEqual(expect.arrayContaining(['ACTIVE', 'FINALIST', 'ELIMINATED']));
    // written out in schedule.ts for the generator (a spread in `as const` is beyond it): still the list's values
    const valuesOf = (schema: Record<string, unknown>): unknown[] =>
      typeof schema.$ref === 'string'
        ? valuesOf(doc.components.schemas[schema.$ref.split('/').pop()!])
        : [...((schema.enum as unknown[] | undefined) ?? []), ...((schema.anyOf as Array<Record<string, unknown>> | undefined) ?? []).flatMap(valuesOf)];
    expect(valuesOf(doc.components.schemas.ScheduleImportField).sort()).toEqual([...SCHEDULE_IMPORT_FIELDS].sort());
  });

  it('documents the query of a list with its paging, search, sort and filters', () => {
    const list = doc.paths['/api/admin/teams'].get;
    const names = (list.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit', 'search', 'sort', 'order', 'status', 'category']));
    const status = list.parameters!.find((p) => p.name === 'status')!;
    expect(status.schema).toEqual({ $ref: '#/components/schemas/TeamStatus' });
  });

  it('describes uploads as multipart and downloads as files', () => {
    const upload = doc.paths['/api/mongo-upload/receipt'].post;
    expect(upload.requestBody!.content['multipart/form-data'].schema).toMatchObject({ required: ['receipt'], properties: { receipt: { type: 'string', format: 'binary' } } });
    const csv = doc.paths['/api/admin/export'].get.responses['200'].content!;
    expect(Object.keys(csv)).toEqual(['text/csv']);
    const receipt = doc.paths['/api/payment/receipt/{fileId}'].get.responses['200'].content!;
    expect(Object.keys(receipt)).toEqual(expect.arrayContaining(['application/pdf', 'image/png']));
  });

  it('a body or query the document promises is what the DTO validates: the same field names', () => {
    const app = t.app;
    const discovery = app.get(DiscoveryService);
    const scanner = app.get(MetadataScanner);
    const reflector = app.get(Reflector);
    const storage = getMetadataStorage();
    const fieldsOf = (dto: new () => unknown): string[] => [...new Set(storage.getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName))].sort();
    const schemaFields = (schema: Record<string, unknown> | undefined): string[] => {
      if (!schema) return [];
      if (typeof schema.$ref === 'string') return schemaFields(doc.components.schemas[schema.$ref.split('/').pop()!]);
      return Object.keys((schema.properties as object | undefined) ?? {}).sort();
    };
    const drift: string[] = [];
    let compared = 0;
    for (const controller of discovery.getControllers()) {
      const instance = controller.instance as object;
      for (const method of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const handler = (instance as Record<string, () => unknown>)[method];
        const endpoints = reflector.get<Array<{ method: string; template: string }>>(ENDPOINT_METADATA, handler);
        if (!endpoints) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, instance.constructor, method) ?? {}) as Record<string, { index: number; data?: unknown }>;
        const types = Reflect.getMetadata('design:paramtypes', instance, method) as Array<new () => unknown>;
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          if ((kind !== RouteParamtypes.BODY && kind !== RouteParamtypes.QUERY) || arg.data) continue;
          const dto = types[arg.index];
          if (!dto || dto === Object) continue;
          const [first] = endpoints;
          const op = doc.paths[`/api${first.template.replace(/:(\w+)/g, '{$1}')}`][first.method.toLowerCase()];
          const documented =
            kind === RouteParamtypes.BODY
              ? schemaFields(op.requestBody?.content['application/json']?.schema)
              : (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();
          compared++;
          const validated = fieldsOf(dto);
          if (validated.join() !== documented.join()) drift.push(`${first.method} ${first.template} ${dto.name}: validates [${validated}] documents [${documented}]`);
        }
      }
    }
    expect(drift).toEqual([]);
    expect(compared).toBeGreaterThan(60);
  });

  describe('the response validation layer of the integration suites', () => {
    const rightInfo = {
      schoolCode: '1001',
      registrationId: '6f1c0a52-0a5c-4e3e-9d7e-2f6b1c9a1b01',
      paymentInfo: {
        paymentStatus: 'submitted', fullName: 'A Teacher', referenceNumber: 'UTR1', receiptNumber: 'R1', receiptFile: 'f1', receiptFileName: 'r.pdf',
        receiptFileSize: 10, receiptFileType: 'application/pdf', submittedAt: '2026-11-28T10:00:00.000Z', verifiedAt: null, rejectionReason: null,
      },
    };

    it('passes a right answer and catches a wrong enum, a wrong type and an extra field', () => {
      const checker = contractChecker(doc as never);
      const ok = { success: true, message: 'Payment info loaded', data: rightInfo };
      const right = checker.check('GET', '/api/payment/info/1001', 200, ok);
      expect(right?.problems).toEqual([]);
      const wrong = { ...ok, data: { ...rightInfo, passwordHash: 'x', paymentInfo: { ...rightInfo.paymentInfo, paymentStatus: 'PAID', submittedAt: 42 } } };
      const problems = checker.check('GET', '/api/payment/info/1001', 200, wrong)!.problems.join('\n');
      expect(problems).toMatch(/paymentStatus must be equal to one of the allowed values/);
      expect(problems).toMatch(/submittedAt must be string,null/);
      expect(problems).toMatch(/must NOT have additional properties \(passwordHash\)/);
      expect(checker.check('GET', '/api/payment/info/1001', 404, { success: false, message: 'Registration not found', stack: 'at x' })!.problems).toEqual(['body must NOT have additional properties (stack)']);
    });

    it('fails the test that receives a drifting answer: a fixture server answering outside the document', async () => {
      const fixture = express().get('/api/payment/info/:id', (_req, res) => {
        res.json({ success: true, message: 'Payment info loaded', data: { ...rightInfo, paymentInfo: { ...rightInfo.paymentInfo, paymentStatus: 'PAID' } } });
      });
      const checker = contractChecker(doc as never);
      await checkedAgent(supertest(fixture), async () => checker).get('/api/payment/info/1001').expect(200);
      // taken here so that this test's own afterEach does not fail: what it would have thrown
      expect(takeContractViolations()).toEqual([expect.stringMatching(/^GET \/api\/payment\/info\/\{id\} 200: body\/data\/paymentInfo\/paymentStatus must be equal to one of the allowed values/)]);
    });
  });
});
