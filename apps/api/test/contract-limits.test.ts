// The sizes the contract states: every list of ids a request takes has a maximum (the server
// refused long ones anyway, at its body limit, with nothing in the contract to say so), and a
// list past it is a 400 problem naming the field in the request's language.
import { describe, expect, it } from 'vitest';
import { problemOf, testContract, useReferenceServer } from './helpers.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasType = (schema: Json, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** Where `schema` holds an array of integers without `maxItems` (refs already resolved). */
function unbounded(schema: unknown, at: string, seen = new Set<unknown>()): string[] {
  if (!isObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const own =
    hasType(schema, 'array') &&
    isObject(schema.items) &&
    hasType(schema.items, 'integer') &&
    schema.maxItems === undefined
      ? [at]
      : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.flatMap((item, i) => unbounded(item, `${at}/${key}/${String(i)}`, seen))
        : unbounded(value, `${at}/${key}`, seen),
    ),
  ];
}

describe('the sizes of the contract', () => {
  const ctx = useReferenceServer('', ['abracaf']);

  it('states a maximum for every list of ids a request takes', async () => {
    const contract = await testContract(ctx.server.config.openapiDir);
    const found = [...contract.values()].flatMap((op) => [
      ...unbounded(op.bodySchema, `${op.operationId} body`),
      ...op.parameters.flatMap((p) => unbounded(p.schema, `${op.operationId} ${p.name}`)),
    ]);
    expect(found).toEqual([]);
  });

  it('refuses a list of ids past its maximum, naming the field', async () => {
    const r = await ctx.call(
      'POST',
      '/api/Emplacamento/Relatorios/Marca/Executar',
      { ...ctx.admin, 'accept-language': 'en' },
      { filtros: { municipioId: Array.from({ length: 6001 }, (_, i) => i + 1) } },
    );
    expect(r.statusCode).toBe(400);
    expect(problemOf(r).errors).toContainEqual(
      expect.objectContaining({
        field: 'filtros.municipioId',
        message: 'The field municipioId takes at most 6000 items',
      }),
    );
  });
});
