// Statements prepared by name in PGlite's worker (docs/decisions/0223): a query answers as
// PGlite's own `query` answers it (rows, fields, types, errors), whether its statement is new or
// prepared before, and the worker's prepared statements stay bounded and right after the schema
// changes under them. The PGlite worker is what is under test, whichever database the rest of the
// suite runs on; PGlite in this thread is the reference.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteWorker, type PgliteClient } from '../src/db/pglite-worker.js';

const prepared = 'select count(*)::int as n from pg_prepared_statements';

describe('statements prepared by name on the PGlite worker', () => {
  let worker: PgliteClient;
  let reference: PGlite;
  beforeAll(async () => {
    [worker, reference] = await Promise.all([startPgliteWorker({}), PGlite.create()]);
    const schema = `create table kinds (id int primary key, nome text unique, dados jsonb,
      quando timestamptz, ativo boolean, valor numeric, marcas text[])`;
    await worker.exec(schema);
    await reference.exec(schema);
  });
  afterAll(async () => {
    await Promise.all([worker.close(), reference.close()]);
  });

  const countPrepared = async () => (await worker.query<{ n: number }>(prepared)).rows[0]!.n;

  it('answers as PGlite does, for every kind of parameter, new and prepared before', async () => {
    const insert = `insert into kinds values ($1, $2, $3, $4, $5, $6, $7)
      returning id, nome, dados, quando, ativo, valor, marcas`;
    const rows: unknown[][] = [
      [
        1,
        'Fiat',
        { marca: 'FIAT', modelos: [1, 2] },
        new Date('2026-03-01T12:00:00Z'),
        true,
        '12.50',
        ['A', 'B'],
      ],
      [2, "d'Ávila", null, null, false, null, []],
      [
        3,
        'long '.repeat(2000),
        { aninhado: { x: 'ç' } },
        '2026-01-31',
        undefined,
        7,
        ['x,y', 'z"'],
      ],
    ];
    for (const params of rows) {
      const [ours, theirs] = [
        await worker.query(insert, params),
        await reference.query(insert, params),
      ];
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      expect(ours.affectedRows).toBe(theirs.affectedRows);
    }
    const select = 'select * from kinds where id = any($1) order by id';
    for (const ids of [
      [1, 2],
      [2, 3],
      [1, 2, 3],
    ]) {
      const ours = await worker.query(select, [ids], { rowMode: 'array' });
      expect(ours.rows).toEqual((await reference.query(select, [ids], { rowMode: 'array' })).rows);
      expect(ours.rows).toHaveLength(ids.length);
    }
  });

  it('keeps as text the types whose parsers keep the text, as Drizzle asks, and only then', async () => {
    const select = `select quando, valor, '2026-05-01'::date as dia from kinds where id = 1`;
    const keep = (value: string) => value;
    const asText = { parsers: { 1184: keep, 1082: keep } };
    for (const options of [asText, undefined, asText, { rowMode: 'array' as const }]) {
      const ours = await worker.query(select, [], options);
      expect(ours.rows).toEqual((await reference.query(select, [], options)).rows);
    }
    expect((await worker.query<{ quando: unknown }>(select, [], asText)).rows[0]!.quando).toBe(
      '2026-03-01 12:00:00+00',
    );
    expect((await worker.query<{ quando: unknown }>(select)).rows[0]!.quando).toEqual(
      new Date('2026-03-01T12:00:00Z'),
    );
  });

  it('prepares a statement once however often it runs', async () => {
    await countPrepared();
    const before = await countPrepared();
    for (let run = 0; run < 8; run++) {
      const { rows } = await worker.query<{ n: number }>('select $1::int + 1 as n', [run]);
      expect(rows).toEqual([{ n: run + 1 }]);
    }
    expect(await countPrepared()).toBe(before + 1);
  });

  it('keeps at most 500 statements, closing the least recently used', async () => {
    for (let n = 0; n < 520; n++) {
      const { rows } = await worker.query<{ n: number }>(`select ${n}::int as n`);
      expect(rows).toEqual([{ n }]);
    }
    expect(await countPrepared()).toBe(500);
    // An evicted statement is prepared again and answers as before.
    expect((await worker.query<{ n: number }>('select 0::int as n')).rows).toEqual([{ n: 0 }]);
  });

  it('prepares again a statement whose columns a migration changed', async () => {
    await worker.exec('create table migrated (a int); insert into migrated values (1)');
    const select = 'select * from migrated';
    expect((await worker.query(select)).rows).toEqual([{ a: 1 }]);
    await worker.exec('alter table migrated add column b int default 2');
    expect((await worker.query(select)).rows).toEqual([{ a: 1, b: 2 }]);
    await worker.exec('alter table migrated drop column a');
    expect((await worker.query(select)).rows).toEqual([{ b: 2 }]);
  });

  it('keeps a statement first prepared in a transaction that rolled back', async () => {
    const select = `select 'rolled back'::text as t where $1::int > 0`;
    await expect(
      worker.transaction(async (tx) => {
        expect((await tx.query(select, [1])).rows).toEqual([{ t: 'rolled back' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await worker.query(select, [1])).rows).toEqual([{ t: 'rolled back' }]);
    await worker.transaction(async (tx) => {
      expect((await tx.query(select, [2])).rows).toEqual([{ t: 'rolled back' }]);
    });
  });

  it('fails as PGlite does, with PostgreSQL’s fields, and answers the next query', async () => {
    const insert = 'insert into kinds (id, nome) values ($1, $2)';
    await worker.query(insert, [10, 'única']);
    await reference.query(insert, [10, 'única']);
    const ours = await worker.query(insert, [11, 'única']).catch((error: unknown) => error);
    const theirs = await reference.query(insert, [11, 'única']).catch((error: unknown) => error);
    expect(ours).toBeInstanceOf(Error);
    for (const field of ['message', 'code', 'constraint', 'table', 'detail', 'query'])
      expect((ours as Record<string, unknown>)[field]).toEqual(
        (theirs as Record<string, unknown>)[field],
      );
    expect(ours).toMatchObject({ code: '23505', constraint: 'kinds_nome_key' });

    await expect(worker.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    await expect(worker.query('select $1::int', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await worker.query('select $1::int as n', ['4'])).rows).toEqual([{ n: 4 }]);
    // In a transaction, the failure aborts it; it rolls back and the next one runs.
    await expect(
      worker.transaction(async (tx) => {
        await tx.query(insert, [12, 'outra']);
        await tx.query(insert, [13, 'outra']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(
      (await worker.query('select count(*)::int as n from kinds where id >= 12')).rows,
    ).toEqual([{ n: 0 }]);
  });
});
