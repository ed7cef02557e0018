// The OpenAPI documents of ../../../../openapi are the contract: every route of the API is looked
// up there by method and path, its request is checked before the handler runs, and (in tests and
// development) its response is checked before it leaves (docs/decisions/0053).
import fs from 'node:fs';
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { fieldError, fieldErrors, INT32_MAX, INT32_MIN, type FieldError } from './field-errors.js';
import { isTextCode } from './messages/index.js';

// ajv-formats is CommonJS with a default export that ESM sees wrapped.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

type Json = Record<string, unknown>;

// Kept for importers of the contract module; new code imports them from field-errors.js.
export { fieldError, fieldErrors, type FieldError };

/** The compiled checks of one operation. */
export interface Operation {
  operationId: string;
  method: string;
  /** Path in Fastify's syntax (`:id` for `{id}`). */
  url: string;
  /** Whether the operation asks for a bearer token. */
  secured: boolean;
  /** Whether the operation takes the tenant from the `Domain` header (all but platform calls). */
  tenantScoped: boolean;
  validateParams:
    ((input: { query: unknown; headers: unknown; params: unknown }) => FieldError[]) | undefined;
  validateBody: ((body: unknown) => FieldError[]) | undefined;
  bodyRequired: boolean;
  /** The first success status the contract lists (what a handler's plain answer gets). */
  successStatus: number;
  /** Media types the request body may have. */
  bodyTypes: string[];
  /** The parameters (query, header, path) as the contract declares them, refs resolved. */
  parameters: readonly ParameterObject[];
  /** The JSON request body's schema, refs resolved (what the fuzz suite derives values from). */
  bodySchema: Readonly<Json> | undefined;
  /** Media types of the success answers (`text/event-stream` for the event streams). */
  responseTypes: string[];
  /** Response check by status code (`default` as fallback); undefined when the code is not listed. */
  validateResponse: (
    status: number,
    contentType: string | undefined,
    body: unknown,
  ) => string | null;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    validateFormats: true,
  });
  addFormats(ajv);
  // The ranges of PostgreSQL's integer and bigint columns: a value past them passed validation
  // and failed in the database with a 500.
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('binary', () => true);
  return ajv;
}

/**
 * A check compiled on its first use: a server (and every API test file, which builds its own)
 * starts without compiling some thousand schemas, most of which a test file never calls.
 */
function compileOnUse(ajv: Ajv2020, schema: Json): () => ValidateFunction {
  let compiled: ValidateFunction | undefined;
  return () => (compiled ??= ajv.compile(schema));
}

/** A parameter of an operation. */
export interface ParameterObject {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: Json;
}

const isIntegerSchema = (schema: unknown): boolean =>
  isObject(schema) &&
  (schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer')));

/**
 * A copy of a request schema whose integers without a format get int32's range: the columns they
 * reach are PostgreSQL integers, and JSON Schema's `integer` alone admits 1e300.
 */
export function withIntegerRanges(schema: unknown, seen = new Map<object, unknown>()): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withIntegerRanges(item, seen));
  if (!isObject(schema)) return schema;
  const done = seen.get(schema);
  if (done !== undefined) return done;
  const copy: Json = {};
  seen.set(schema, copy);
  for (const [key, value] of Object.entries(schema)) copy[key] = withIntegerRanges(value, seen);
  if (isIntegerSchema(schema) && schema.format === undefined) copy.format = 'int32';
  return copy;
}

/** Integers in a query or a path are written in canonical decimal only (`21`, not `021`, `0x15`). */
const CANONICAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;

/** Whether a raw parameter value spells an integer of `schema` other than in canonical decimal. */
function nonCanonicalInteger(schema: unknown, raw: unknown): boolean {
  if (!isObject(schema)) return false;
  const integer = isIntegerSchema(schema);
  const integerItems = schema.type === 'array' && isIntegerSchema(schema.items);
  if (!integer && !integerItems) return false;
  const values = Array.isArray(raw) ? raw : [raw];
  return values.some((value) => typeof value === 'string' && !CANONICAL_INTEGER.test(value));
}

function parameterValidator(
  ajv: Ajv2020,
  parameters: ParameterObject[],
): Operation['validateParams'] {
  if (parameters.length === 0) return undefined;
  const byPlace = new Map<string, () => ValidateFunction>();
  for (const place of ['query', 'header', 'path'] as const) {
    const own = parameters.filter((p) => p.in === place);
    if (own.length === 0) continue;
    // HTTP header names arrive lowercased in Fastify.
    const key = (p: ParameterObject) => (place === 'header' ? p.name.toLowerCase() : p.name);
    byPlace.set(
      place,
      compileOnUse(ajv, {
        type: 'object',
        properties: Object.fromEntries(own.map((p) => [key(p), withIntegerRanges(p.schema ?? {})])),
        required: own.filter((p) => p.required === true || place === 'path').map(key),
      }),
    );
  }
  return ({ query, headers, params }) => {
    const errors: FieldError[] = [];
    const inputs = { query, header: headers, path: params } as const;
    for (const [place, check] of byPlace) {
      const validate = check();
      const value = inputs[place as keyof typeof inputs];
      // Checked on the raw text, before the validation coerces it to a number in place.
      const raw = isObject(value) ? value : {};
      const before = errors.length;
      for (const p of parameters) {
        if (p.in === place && place !== 'header' && nonCanonicalInteger(p.schema, raw[p.name]))
          errors.push(fieldError(p.name, { code: 'numeric', params: { field: p.name } }));
      }
      if (errors.length > before) continue;
      if (!validate(value)) {
        // Parameter errors name the parameter itself (Domain, paginar, id).
        const named = (validate.errors ?? []).map((e) => ({ ...e }));
        for (const error of fieldErrors(named)) {
          const original = parameters.find(
            (p) => p.name.toLowerCase() === error.field.toLowerCase(),
          );
          const name = original?.name ?? error.field;
          const params = Object.fromEntries(
            Object.entries(error.params ?? {}).map(([key, value]) => [
              key,
              value === error.field ? name : value,
            ]),
          );
          errors.push(
            error.code && isTextCode(error.code)
              ? fieldError(name, { code: error.code, params })
              : { ...error, field: name },
          );
        }
      }
    }
    return errors;
  };
}

function responseValidator(
  ajv: Ajv2020,
  responses: Json | undefined,
): Operation['validateResponse'] {
  const compiled = new Map<string, Map<string, (() => ValidateFunction) | null>>();
  for (const [code, response] of Object.entries(responses ?? {})) {
    const byType = new Map<string, (() => ValidateFunction) | null>();
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    for (const [type, media] of Object.entries(content)) {
      const schema = isObject(media) && isObject(media.schema) ? media.schema : undefined;
      // Only JSON answers have a body to check; other content (a download) is bytes, often a stream.
      byType.set(type, schema && /json/.test(type) ? compileOnUse(ajv, schema) : null);
    }
    compiled.set(code, byType);
  }
  return (status, contentType, body) => {
    const byType =
      compiled.get(String(status)) ??
      compiled.get(`${String(status)[0] ?? ''}XX`) ??
      compiled.get('default');
    const type = (contentType ?? '').split(';')[0]?.trim() ?? '';
    if (!byType) return `status ${status} is not in the contract`;
    if (byType.size === 0)
      return body === undefined || body === ''
        ? null
        : `status ${status} has no body in the contract`;
    // A media range (`text/*`, `*/*`) stands for every type it covers.
    const listed = [type, `${type.split('/')[0] ?? ''}/*`, '*/*'].find(
      (t) => type !== '' && byType.has(t),
    );
    if (listed === undefined)
      return `content type ${type || '(none)'} is not in the contract for ${status}`;
    const check = byType.get(listed);
    if (!check) return null;
    const validate = check();
    if (validate(body)) return null;
    return JSON.stringify(validate.errors?.slice(0, 5));
  };
}

/**
 * Properties that carry JSON as text (`contentMediaType: application/json` + `contentSchema`, as
 * `dadosAdicionais` does): JSON Schema treats these as annotations, so they get their own check.
 */
function jsonTextChecks(ajv: Ajv2020, schema: Json): ((body: unknown) => FieldError[]) | undefined {
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [])];
  const checks: ((body: Json) => FieldError[])[] = [];
  for (const part of parts) {
    const properties = isObject(part.properties) ? part.properties : {};
    for (const [name, property] of Object.entries(properties)) {
      if (!isObject(property) || !isObject(property.contentSchema)) continue;
      if (
        typeof property.contentMediaType !== 'string' ||
        !property.contentMediaType.includes('json')
      )
        continue;
      const validator = compileOnUse(ajv, property.contentSchema);
      checks.push((body) => {
        const validate = validator();
        const text = body[name];
        if (typeof text !== 'string') return [];
        let value: unknown;
        try {
          value = JSON.parse(text);
        } catch {
          return [fieldError(name, { code: 'campo.json-invalido', params: { field: name } })];
        }
        return validate(value) ? [] : fieldErrors(validate.errors, name);
      });
    }
  }
  if (checks.length === 0) return undefined;
  return (body) => (isObject(body) ? checks.flatMap((check) => check(body)) : []);
}

/** The lowest 2xx status of an operation's responses (200 when it lists none). */
function successStatusOf(responses: Json | undefined): number {
  const codes = Object.keys(responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .map(Number);
  return codes.length > 0 ? Math.min(...codes) : 200;
}

/** The media types of an operation's 2xx answers. */
function successTypesOf(responses: Json | undefined): string[] {
  return Object.entries(responses ?? {})
    .filter(([code]) => /^2\d\d$/.test(code))
    .flatMap(([, response]) =>
      isObject(response) && isObject(response.content) ? Object.keys(response.content) : [],
    );
}

/** All operations of the documents, by `METHOD url`. */
export type Contract = Map<string, Operation>;

/** Loads every `*.yaml` of the folder except shared component files, refs resolved. */
export async function loadContract(openapiDir: string): Promise<Contract> {
  const contract: Contract = new Map();
  if (!fs.existsSync(openapiDir)) return contract;
  const config = await createConfig({});
  const coercing = makeAjv(true);
  const strict = makeAjv(false);
  const files = fs
    .readdirSync(openapiDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  for (const file of files) {
    const result = await bundle({ ref: path.join(openapiDir, file), config, dereference: true });
    const doc = result.bundle.parsed as Json;
    const paths = isObject(doc.paths) ? doc.paths : {};
    const docSecured =
      Array.isArray(doc.security) &&
      doc.security.some((s) => isObject(s) && Object.keys(s).length > 0);
    for (const [template, item] of Object.entries(paths)) {
      if (!isObject(item)) continue;
      const shared = (Array.isArray(item.parameters) ? item.parameters : []) as ParameterObject[];
      for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
        const op = item[method];
        if (!isObject(op)) continue;
        const own = (Array.isArray(op.parameters) ? op.parameters : []) as ParameterObject[];
        const parameters = [
          ...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)),
          ...own,
        ];
        const body = isObject(op.requestBody) ? op.requestBody : undefined;
        const json = body && isObject(body.content) ? body.content['application/json'] : undefined;
        const bodySchema = isObject(json) && isObject(json.schema) ? json.schema : undefined;
        const bodyCheck = bodySchema
          ? compileOnUse(strict, withIntegerRanges(bodySchema) as Json)
          : undefined;
        const validateJsonText = bodySchema ? jsonTextChecks(strict, bodySchema) : undefined;
        const security = Array.isArray(op.security) ? op.security : undefined;
        const url = template.replace(/\{([^}]+)\}/g, ':$1');
        contract.set(`${method.toUpperCase()} ${url}`, {
          operationId:
            typeof op.operationId === 'string' ? op.operationId : `${method} ${template}`,
          method: method.toUpperCase(),
          url,
          secured: security
            ? security.some((s) => isObject(s) && Object.keys(s).length > 0)
            : docSecured,
          tenantScoped: parameters.some(
            (p) => p.in === 'header' && p.name.toLowerCase() === 'domain',
          ),
          validateParams: parameterValidator(coercing, parameters),
          validateBody: bodyCheck
            ? (value) => {
                const validateBody = bodyCheck();
                return validateBody(value)
                  ? (validateJsonText?.(value) ?? [])
                  : fieldErrors(validateBody.errors);
              }
            : undefined,
          bodyRequired: body?.required === true,
          successStatus: successStatusOf(isObject(op.responses) ? op.responses : undefined),
          bodyTypes: body && isObject(body.content) ? Object.keys(body.content) : [],
          parameters,
          bodySchema,
          responseTypes: successTypesOf(isObject(op.responses) ? op.responses : undefined),
          validateResponse: responseValidator(
            strict,
            isObject(op.responses) ? op.responses : undefined,
          ),
        });
      }
    }
  }
  return contract;
}
