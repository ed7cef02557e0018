// A version's registration count (`QuantidadeEmplacamentos` of the version list, the order of the
// import screen's unmapped versions) against a direct count of the registrations, after each way
// registrations come and go: the demo seed, an import, its replacement ("Substituir"), a cancelled
// replacement and a version mapped to a model.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { addRegistrations } from '../src/seed/registrations.js';
import { platformSql, useReferenceServer } from './helpers.js';
import {
  criar,
  csvBytes,
  importFile,
  uploadRegistrations,
  validRow,
  waitImport,
  type Importacao,
} from './registrations-helpers.js';

interface Versao {
  Id: number;
  Versao: string;
  QuantidadeEmplacamentos: number;
}

describe('the registration count of each version', () => {
  const t = useReferenceServer('/api/Veiculos', ['abracaf', 'assobrav']);
  const sqlAcross = platformSql(() => t.server);
  const NEW = 'ARGO CONTAGEM NOVA';
  const rows = [
    ...Array.from({ length: 5 }, (_, n) => validRow(30_000 + n)),
    ...Array.from({ length: 3 }, (_, n) => validRow(30_100 + n, { versao: NEW })),
  ];
  let file = '';

  /** Every version of abracaf as the API lists it: id → count. */
  const listed = async () => {
    const response = await t.call(
      'POST',
      '/Nomenclatura/ObterNomenclaturas?paginar=false',
      t.admin,
      {
        draw: 1,
        start: 0,
        length: 10,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const versions = response.json<{ Data: { data: Versao[] } }>().Data.data;
    return new Map(versions.map((v) => [v.Id, v.QuantidadeEmplacamentos]));
  };
  /** The registrations of every version of abracaf, counted directly: id → count. */
  const counted = async () =>
    new Map(
      (
        await queryRows<{ id: number; n: number }>(
          sqlAcross,
          sql`select n.id, count(e.id)::int as n from nomenclatura n
              left join emplacamento e on e.tenant_id = n.tenant_id and e.nomenclatura_id = n.id
              where n.tenant_id = 'abracaf' group by n.id`,
        )
      ).map((r) => [r.id, r.n]),
    );
  const expectCountsExact = async () => {
    const direct = await counted();
    expect(direct.size).toBeGreaterThan(0);
    expect(await listed()).toEqual(direct);
  };
  const countOf = async (versao: string) =>
    (
      await queryRows<{ n: number }>(
        sqlAcross,
        sql`select quantidade_emplacamentos as n from nomenclatura
            where tenant_id = 'abracaf' and versao = ${versao}`,
      )
    )[0]?.n;

  beforeAll(async () => {
    file = await uploadRegistrations(t.server, t.admin, 'contagem.csv', csvBytes(rows));
  });

  it('start from the registrations stored, not from figures of their own', async () => {
    await expectCountsExact();
  });

  it('follows an import and its replacement, which removes the rows it replaces', async () => {
    const before = (await countOf('ARGO 1.0 FLEX')) ?? 0;
    const first = await criar(t.server, t.admin, file);
    expect(first.statusCode, first.body).toBe(202);
    const done = await waitImport(t.server, t.admin, first.json<Importacao>().Id);
    expect(done.LinhasImportadas).toBe(rows.length);
    expect(await countOf('ARGO 1.0 FLEX')).toBe(before + 5);
    expect(await countOf(NEW)).toBe(3);
    await expectCountsExact();

    const again = await criar(t.server, t.admin, file, true);
    expect(again.statusCode, again.body).toBe(202);
    const replaced = await waitImport(t.server, t.admin, again.json<Importacao>().Id);
    expect(replaced).toMatchObject({ LinhasImportadas: rows.length, SubstituiId: done.Id });
    expect(await countOf('ARGO 1.0 FLEX')).toBe(before + 5);
    expect(await countOf(NEW)).toBe(3);
    await expectCountsExact();
  });

  it('follows a replacement cancelled, however far it had gone', async () => {
    const again = await criar(t.server, t.admin, file, true);
    expect(again.statusCode, again.body).toBe(202);
    const id = again.json<Importacao>().Id;
    // Queued, running or already merged: whichever the cancel meets, the counts must hold.
    const cancel = await t.server.app.inject({
      method: 'POST',
      url: `/api/Emplacamento/ImportacaoEmplacamento/CancelarImportacao?id=${String(id)}`,
      headers: t.admin,
    });
    expect([200, 409]).toContain(cancel.statusCode);
    await waitImport(t.server, t.admin, id);
    await expectCountsExact();
    expect(await countOf(NEW)).toBe(3);
  });

  it('follows a version mapped to a model, and the list orders by the true counts', async () => {
    const [version] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select id from nomenclatura where tenant_id = 'abracaf' and versao = ${NEW}`,
    );
    const [argo] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select id from modelo where tenant_id = 'abracaf' and nome = 'ARGO'`,
    );
    const mapped = await t.call('PUT', '/Nomenclatura/AtualizarUmaVersao', t.admin, {
      Id: version?.id,
      ModeloId: argo?.id,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json<Versao>().QuantidadeEmplacamentos).toBe(3);
    await expectCountsExact();
    const more = await importFile(
      t.server,
      t.admin,
      'mais.csv',
      csvBytes([validRow(30_200, { versao: 'ARGO CONTAGEM OUTRA' })]),
    );
    expect(more.VersoesNaoMapeadas).toBe(1);
    await expectCountsExact();
    // The import screen's list of versions waiting for a model, most registrations first.
    const waiting = await t.call('POST', '/Nomenclatura/ObterNomenclaturas', t.admin, {
      draw: 1,
      start: 0,
      length: 50,
      order: [{ column: 'QuantidadeEmplacamentos', dir: 'desc' }],
      userdata: { mapeada: false },
    });
    const counts = waiting
      .json<{ Data: { data: Versao[] } }>()
      .Data.data.map((v) => v.QuantidadeEmplacamentos);
    const direct = await counted();
    const expected = waiting
      .json<{ Data: { data: Versao[] } }>()
      .Data.data.map((v) => direct.get(v.Id) ?? -1);
    expect(counts).toEqual(expected);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('follow the demo seed’s registrations', async () => {
    await addRegistrations(t.server.database, 'abracaf', 400, 0, new Date('2026-06-30T12:00:00Z'));
    await expectCountsExact();
  });
});
