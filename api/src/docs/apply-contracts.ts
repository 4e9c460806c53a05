import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';

/** What tools/contracts/gen-schemas.mjs wrote for one declaration (schemas already in OpenAPI 3.0 form). */
interface ContractOperation {
  name: string;
  method: string;
  template: string;
  status: number;
  kind: 'json' | 'verdict' | 'binary' | 'csv' | 'redirect';
  types?: string[];
  alsoAtTop?: string[];
  data?: Schema;
  body?: Schema | { multipart: string };
  query?: Schema;
}
type Schema = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; [key: string]: unknown }>;
  requestBody?: unknown;
  responses: Record<string, { description?: string; [key: string]: unknown }>;
  produces?: string[];
  'x-endpoint'?: string[];
  [key: string]: unknown;
}

/** Written by tools/contracts/gen-schemas.mjs and committed; swc copies it beside this file. */
const CONTRACTS = JSON.parse(readFileSync(join(__dirname, 'contract-schemas.json'), 'utf8')) as { operations: Record<string, ContractOperation>; components: Record<string, Schema> };
const FAILURE = { description: 'The failure envelope: `{ success: false, message, error?, details? }`', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiFailure' } } } };
const FILE_TYPES = { binary: 'application/octet-stream', csv: 'text/csv' } as const;

/** 'PAYMENTS_API.info' -> 'paymentsInfo': generated clients name their methods after it. */
const operationId = (name: string): string => {
  const [api, key] = name.split('.');
  const words = api.replace(/_API$/, '').toLowerCase().split('_');
  return words[0] + words.slice(1).map((w) => w[0].toUpperCase() + w.slice(1)).join('') + key[0].toUpperCase() + key.slice(1);
};

function envelope(op: ContractOperation, components: Record<string, Schema>): Schema {
  const data = propertiesOf(op.data, components).properties;
  return {
    type: 'object',
    required: ['success', 'message', 'data', ...(op.alsoAtTop ?? [])],
    additionalProperties: false,
    properties: {
      success: op.kind === 'verdict' ? { type: 'boolean', description: 'Whether the check passed (a 200 either way)' } : { type: 'boolean', enum: [true] },
      message: { type: 'string' },
      data: op.data,
      ...Object.fromEntries((op.alsoAtTop ?? []).map((name) => [name, { ...data[name], description: `The same as data.${name} (the spec shows it at the top too)` }])),
    },
  };
}

/** The properties of a query type, through `$ref`s and `allOf`s, with the required ones. */
function propertiesOf(schema: Schema | undefined, components: Record<string, Schema>): { properties: Record<string, Schema>; required: string[] } {
  if (!schema) return { properties: {}, required: [] };
  if (typeof schema.$ref === 'string') return propertiesOf(components[schema.$ref.split('/').pop()!], components);
  const parts = ((schema.allOf as Schema[] | undefined) ?? []).map((part) => propertiesOf(part, components));
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties), schema.properties as Record<string, Schema> | undefined),
    required: [...parts.flatMap((p) => p.required), ...((schema.required as string[] | undefined) ?? [])],
  };
}

function successResponse(op: ContractOperation, current: { description?: string } | undefined, components: Record<string, Schema>) {
  const description = current?.description ?? (op.kind === 'json' || op.kind === 'verdict' ? 'The success envelope' : 'The file');
  if (op.kind === 'redirect') return { description: current?.description ?? 'A redirect', headers: { Location: { schema: { type: 'string' } } } };
  if (op.kind === 'json' || op.kind === 'verdict') return { description, content: { 'application/json': { schema: envelope(op, components) } } };
  const types = op.types ?? [FILE_TYPES[op.kind]];
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) };
}

function requestBody(body: ContractOperation['body']) {
  if (!body) return undefined;
  if ('multipart' in body && typeof body.multipart === 'string') {
    const field = body.multipart;
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } } } } };
  }
  return { required: true, content: { 'application/json': { schema: body } } };
}

/**
 * Writes the contract into Nest's document: for every operation bound with `@ApiEndpoint`, the
 * success response with the declared `data`, the path and query parameters, the request body and
 * the failure envelope as `default`. Nest's tags, security, summaries and error descriptions stay.
 */
export function applyContracts(document: OpenAPIObject, prefix: string): OpenAPIObject {
  const components = CONTRACTS.components;
  for (const [docPath, item] of Object.entries(document.paths)) {
    const template = docPath.slice(prefix.length).replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      const op = CONTRACTS.operations[`${method.toUpperCase()} ${template}`];
      if (!op || !operation['x-endpoint']?.includes(`${op.method} ${op.template}`)) continue;
      operation.operationId = operationId(op.name);
      const { [String(op.status)]: current, ...others } = operation.responses;
      // a failure Nest documents by its description alone answers the failure envelope too; another
      // success status so documented (a preview's 200 beside the 201) answers the declared data
      const documented = (status: string, response: { description?: string; content?: unknown }) => {
        if (response.content) return response;
        if (Number(status) >= 400) return { ...response, content: FAILURE.content };
        return Number(status) >= 200 && Number(status) < 300 ? successResponse(op, response, components) : response;
      };
      const failures = Object.fromEntries(Object.entries(others).map(([status, response]) => [status, documented(status, response)]));
      operation.responses = { [op.status]: successResponse(op, current, components), ...failures, default: FAILURE };
      const pathParams = [...op.template.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
      const query = propertiesOf(op.query, components);
      const queryParams = Object.entries(query.properties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: query.required.includes(name),
        ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
        schema,
      }));
      operation.parameters = [...pathParams, ...queryParams];
      const body = requestBody(op.body);
      if (body) operation.requestBody = body;
      else delete operation.requestBody;
    }
  }
  const schemas = { ...pruneUnused(document, document.components?.schemas ?? {}), ...components } as NonNullable<OpenAPIObject['components']>['schemas'];
  document.components = { ...document.components, schemas };
  return document;
}

/** Nest's DTO schemas that no operation refers to any more (the contract's body schemas replaced them). */
function pruneUnused(document: OpenAPIObject, schemas: Record<string, unknown>): Record<string, unknown> {
  const used = JSON.stringify(document.paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.includes(`#/components/schemas/${name}"`)));
}

/** Every declared operation (for the docs test: the document and the declarations are the same set). */
export const declaredOperations = (): ContractOperation[] => Object.values(CONTRACTS.operations);
