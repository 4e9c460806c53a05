/**
 * JSON Schema draft-07 (what ts-json-schema-generator writes) to the OpenAPI 3.0 dialect, and back
 * to plain JSON Schema for ajv. OpenAPI 3.0 has no `null` type and no `const`: null is
 * `nullable: true` beside a `type`, a `$ref` that may be null is `allOf: [$ref], nullable: true`.
 */

/** A valid component name for a generic instance: `NamedPage<"teams",AdminTeamRow>` -> `NamedPage_teams_AdminTeamRow`. */
const componentName = (name) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/_+$/, '').replace(/_+/g, '_');

const REF = '#/definitions/';

function toOpenApi(schema) {
  if (Array.isArray(schema)) return schema.map(toOpenApi);
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === 'definitions') continue;
    if (key === '$ref') out.$ref = `#/components/schemas/${componentName(decodeURIComponent(value.slice(REF.length)))}`;
    else if (key === 'const') out.enum = [value];
    else if (value && typeof value === 'object') out[key] = toOpenApi(value);
    else out[key] = value;
  }
  return nullableOf(out);
}

function nullableOf(schema) {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    if (types.length < schema.type.length) schema.nullable = true;
    if (types.length === 1) schema.type = types[0];
    else if (types.length === 0) Object.assign(schema, { type: 'object', enum: [null] });
    else {
      const { type: _type, ...rest } = schema;
      return { ...rest, anyOf: types.map((type) => ({ type })) };
    }
  }
  if (schema.enum?.includes(null) && schema.type) schema.nullable = true;
  if (schema.type === 'null') return { type: 'object', nullable: true, enum: [null] };
  for (const key of ['anyOf', 'oneOf']) {
    const options = schema[key];
    if (!options) continue;
    const rest = options.filter((o) => o.type !== 'null' && !(o.nullable && o.enum?.length === 1 && o.enum[0] === null));
    if (rest.length === options.length) continue;
    if (rest.length === 1) {
      delete schema[key];
      const [only] = rest;
      if (only.$ref) Object.assign(schema, { allOf: [only], nullable: true });
      else Object.assign(schema, { ...only, nullable: true, ...(only.enum && !only.enum.includes(null) ? { enum: [...only.enum, null] } : {}) });
    } else {
      schema[key] = rest;
      schema.nullable = true;
    }
  }
  return schema;
}

/** OpenAPI 3.0 back to JSON Schema (ajv): `nullable` becomes a null type or a null branch. */
function toJsonSchema(schema) {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'example' || key === 'examples') continue;
    out[key] = value && typeof value === 'object' ? toJsonSchema(value) : value;
  }
  if (!schema.nullable) return out;
  if (out.enum && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string' && !out.allOf && !out.anyOf && !out.oneOf) return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

module.exports = { componentName, toOpenApi, toJsonSchema };
