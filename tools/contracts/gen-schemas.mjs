#!/usr/bin/env node
/**
 * The contract's JSON Schemas (ADR 0008): reads every `*_API` declaration in
 * libs/contracts/src/endpoints, takes the type arguments as written (`data`, `body`, `query`) and
 * turns them into OpenAPI 3.0 schemas with ts-json-schema-generator. Writes
 * api/src/docs/contract-schemas.json, which the API merges into /api/docs-json at start.
 *
 *   node tools/contracts/gen-schemas.mjs          write the file
 *   node tools/contracts/gen-schemas.mjs --check  exit 1 when the committed file is stale
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import openapi3 from './openapi-3.cjs';

const require = createRequire(import.meta.url);
const { toOpenApi, componentName } = openapi3;
const ts = require('typescript');
const { createParser, createFormatter, DEFAULT_CONFIG, Context, DefinitionType } = require('ts-json-schema-generator');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACTS = path.join(ROOT, 'libs/contracts/src');
const OUTPUT = path.join(ROOT, 'api/src/docs/contract-schemas.json');
/** Shapes every operation refers to, beside the ones its declaration names. */
const SHARED_TYPES = ['ApiFailure'];

export function generate() {
  const program = ts.createProgram([path.join(CONTRACTS, 'index.ts')], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    noEmit: true,
    skipLibCheck: true,
  });
  const config = { ...DEFAULT_CONFIG, expose: 'export', topRef: true, jsDoc: 'extended', additionalProperties: false, skipTypeCheck: true, encodeRefs: false, sortProps: true };
  const parser = createParser(program, config);
  const formatter = createFormatter(config);
  const definitions = {};

  /** The schema of one type node; the named types it reaches are added to `definitions`. */
  const schemaOf = (node) => {
    let type;
    try {
      type = parser.createType(node, new Context());
    } catch (error) {
      const where = node.getSourceFile();
      const at = where.getLineAndCharacterOfPosition((error.node ?? node).getStart?.(where) ?? node.pos);
      throw new Error(`${path.relative(ROOT, where.fileName)}:${at.line + 1}: ${error.message} (in ${node.getText(where)})`, { cause: error });
    }
    for (const child of formatter.getChildren(type)) {
      if (child instanceof DefinitionType && !(child.getName() in definitions)) {
        definitions[child.getName()] = 'pending';
        definitions[child.getName()] = formatter.getDefinition(child.getType());
      }
    }
    return formatter.getDefinition(type);
  };

  const operations = {};
  const files = fs.readdirSync(path.join(CONTRACTS, 'endpoints')).filter((f) => f.endsWith('.ts') && f !== 'index.ts').sort();
  for (const file of files) {
    const source = program.getSourceFile(path.join(CONTRACTS, 'endpoints', file));
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const api = declaration.name.getText(source);
        let object = declaration.initializer;
        while (object && (ts.isAsExpression(object) || ts.isSatisfiesExpression?.(object))) object = object.expression;
        if (!object || !ts.isObjectLiteralExpression(object)) continue;
        for (const property of object.properties) {
          const call = property.initializer;
          if (!call || !ts.isCallExpression(call) || !ts.isCallExpression(call.expression)) continue;
          const [typeArg] = call.expression.typeArguments ?? [];
          if (!typeArg || !ts.isTypeLiteralNode(typeArg)) throw new Error(`${file}: ${api}.${property.name.getText(source)} needs endpoint<{ data; body?; query? }>()`);
          const [method, template, options] = call.arguments;
          const opts = options ? Object.fromEntries(options.properties.map((p) => [p.name.getText(source), JSON.parse(p.initializer.getText(source).replace(/'/g, '"'))])) : {};
          const verb = JSON.parse(method.getText(source).replace(/'/g, '"'));
          const kind = opts.kind ?? 'json';
          const member = (name) => typeArg.members.find((m) => m.name?.getText(source) === name)?.type;
          const op = {
            name: `${api}.${property.name.getText(source)}`,
            method: verb,
            template: JSON.parse(template.getText(source).replace(/'/g, '"')),
            status: opts.status ?? (verb === 'POST' ? 201 : 200),
            kind,
            ...(opts.types ? { types: opts.types } : {}),
            ...(opts.alsoAtTop ? { alsoAtTop: opts.alsoAtTop } : {}),
          };
          if (kind === 'json' || kind === 'verdict') op.data = schemaOf(member('data'));
          const body = member('body');
          if (body) {
            const field = body.getText(source).match(/^Multipart<'(\w+)'>$/)?.[1];
            op.body = field ? { multipart: field } : schemaOf(body);
          }
          if (member('query')) op.query = schemaOf(member('query'));
          operations[`${op.method} ${op.template}`] = op;
        }
      }
    }
  }
  const envelope = program.getSourceFile(path.join(CONTRACTS, 'envelope.ts'));
  for (const name of SHARED_TYPES) schemaOf(envelope.statements.find((s) => s.name?.getText(envelope) === name));
  const inline = inlineAnonymous(definitions);
  const components = Object.fromEntries(Object.entries(definitions).map(([name, schema]) => [componentName(name), toOpenApi(inline(schema))]).sort(([a], [b]) => a.localeCompare(b)));
  for (const op of Object.values(operations)) for (const part of ['data', 'body', 'query']) if (op[part] && !op[part].multipart) op[part] = toOpenApi(inline(op[part]));
  return { operations, components };
}

/**
 * The generator names a type written in place (`data: RubricTemplate[]`, `Array<{...}>`) by its
 * file offsets (`def-interface-<file>-<start>-<end>-...`), so every edit above it renamed the
 * component. Such definitions are put back where they are used; only declared names stay components.
 */
function inlineAnonymous(definitions) {
  const PREFIX = '#/definitions/';
  const anonymous = {};
  for (const name of Object.keys(definitions)) {
    if (!name.startsWith('def-')) continue;
    const { $schema: _schema, ...schema } = definitions[name];
    // A recursive one cannot be written in place; it keeps its component.
    if (JSON.stringify(schema).includes(`"${PREFIX}${name}"`)) continue;
    anonymous[name] = schema;
    delete definitions[name];
  }
  const inline = (schema) => {
    if (Array.isArray(schema)) return schema.map(inline);
    if (!schema || typeof schema !== 'object') return schema;
    const name = typeof schema.$ref === 'string' && decodeURIComponent(schema.$ref.slice(PREFIX.length));
    if (name && name in anonymous) {
      const { $ref: _ref, ...rest } = schema;
      return { ...inline(anonymous[name]), ...inline(rest) };
    }
    return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value)]));
  };
  return inline;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const text = `${JSON.stringify(generate(), null, 1)}\n`;
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(ROOT, OUTPUT)} is stale: run node tools/contracts/gen-schemas.mjs and commit it`);
      process.exit(1);
    }
    console.log(`${path.relative(ROOT, OUTPUT)} is up to date`);
  } else {
    fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
    fs.writeFileSync(OUTPUT, text);
    const parsed = JSON.parse(text);
    console.log(`${Object.keys(parsed.operations).length} operations, ${Object.keys(parsed.components).length} components -> ${path.relative(ROOT, OUTPUT)}`);
  }
}
