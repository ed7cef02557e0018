// Drizzle's `is(value, type)` is patched (patches/drizzle-orm@0.45.4.patch, docs/decisions/0220):
// the entity kinds of a class and its ancestors are gathered once per class instead of walked on
// every call. Every query the API builds goes through it, so the patched answer must be the one
// Drizzle's own walk gives, for every pair: instances, subclasses, values of another copy of a
// class (the case the walk exists for), and things that are no entity at all.
import {
  type DrizzleEntityClass,
  Column,
  Param,
  Placeholder,
  SQL,
  Subquery,
  Table,
  View,
  entityKind,
  is,
  sql,
} from 'drizzle-orm';
import { PgColumn, PgInteger, PgTable, PgText, PgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { usuario } from '../src/db/schema.js';

type Entity = DrizzleEntityClass<unknown>;

/**
 * Drizzle's answer as its unpatched `is` computes it: an instance of the class, or an object
 * whose class or one of its ancestors carries the same entity kind.
 */
function walked(value: unknown, type: Entity): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (value instanceof type) return true;
  const wanted = (type as unknown as Record<symbol, unknown>)[entityKind];
  for (
    let cls: unknown = (Object.getPrototypeOf(value) as { constructor?: unknown }).constructor;
    typeof cls === 'function';
    cls = Object.getPrototypeOf(cls)
  ) {
    if (entityKind in cls && (cls as unknown as Record<symbol, unknown>)[entityKind] === wanted)
      return true;
  }
  return false;
}

/** A column class of another copy of Drizzle: same entity kind, not in this copy's chain. */
class OtherCopyColumn {
  static readonly [entityKind]: string = 'PgColumn';
  readonly name = 'other';
}
class OtherCopyInteger extends OtherCopyColumn {
  static override readonly [entityKind]: string = 'PgInteger';
}

const types: [string, Entity][] = [
  ['Column', Column],
  ['PgColumn', PgColumn],
  ['PgInteger', PgInteger],
  ['PgText', PgText],
  ['Table', Table],
  ['PgTable', PgTable],
  ['SQL', SQL],
  ['SQL.Aliased', SQL.Aliased],
  ['Param', Param],
  ['Placeholder', Placeholder],
  ['Subquery', Subquery],
  ['View', View],
  ['PgView', PgView],
];

const values: [string, unknown][] = [
  ['a serial column', usuario.id],
  ['an integer column', usuario.perfilId],
  ['a text column', usuario.nome],
  ['a table', usuario],
  ['a sql fragment', sql`1`],
  ['an aliased fragment', sql`1`.as('one')],
  ['a param', new Param(1)],
  ['a placeholder', sql.placeholder('id')],
  ['a column of another copy', new OtherCopyColumn()],
  ['an integer column of another copy', new OtherCopyInteger()],
  ['a plain object', { id: 1 }],
  ['a date', new Date(0)],
  ['a string', 'usuario'],
  ['null', null],
];

describe("Drizzle's is, patched", () => {
  it('answers every pair as the walk over the class chain does', () => {
    const pairs = values.flatMap(([valueName, value]) =>
      types.map(([typeName, type]) => ({ pair: `${valueName} is ${typeName}`, value, type })),
    );
    // Twice: the second answers come from the kinds gathered by the first.
    for (let round = 0; round < 2; round++) {
      for (const { pair, value, type } of pairs) {
        expect({ pair, answer: is(value, type) }).toEqual({ pair, answer: walked(value, type) });
      }
    }
  });

  it('knows a subclass by its ancestors and a copy by its kind', () => {
    expect(is(usuario.perfilId, Column)).toBe(true);
    expect(is(usuario.perfilId, PgInteger)).toBe(true);
    expect(is(usuario.perfilId, PgText)).toBe(false);
    expect(is(new OtherCopyInteger(), PgColumn)).toBe(true);
    expect(is(new OtherCopyInteger(), PgInteger)).toBe(true);
    expect(is(new OtherCopyColumn(), PgInteger)).toBe(false);
    expect(is(sql`1`, Column)).toBe(false);
  });

  it('fails on an object without a prototype as the unpatched one did', () => {
    expect(() => is(Object.create(null), Column)).toThrow(TypeError);
  });
});
