// Mapping versions to models over HTTP, one (AtualizarUmaVersao) or many at once
// (AtualizarVersoes): the registrations of a version imported while it waited for a model take the
// model and its segment, and the rollups the reports read count them at once; every bad input
// answers a problem in the request's language and changes nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { platformSql, problemOf, useReferenceServer } from './helpers.js';
import { csvBytes, importFile, validRow } from './registrations-helpers.js';

const page = (extra: Record<string, unknown> = {}) => ({ draw: 1, start: 0, length: 50, ...extra });

interface Versao {
  Id: number;
  Versao: string;
  Mapeada: boolean;
  ModeloId: number | null;
  QuantidadeEmplacamentos: number;
}
interface Envelope<T> {
  Data: { data: T[]; recordsFiltered: number };
}

describe('version mapping', () => {
  const t = useReferenceServer('/api/Veiculos', ['abracaf', 'assobrav']);
  const sqlAcross = platformSql(() => t.server);
  // Three versions no one has mapped yet, each with registrations of March 2025.
  const NEW = ['ARGO WALK ONE', 'ARGO WALK TWO', 'ARGO WALK THREE'];
  const rows = NEW.flatMap((versao, v) =>
    Array.from({ length: 4 + v }, (_, n) => validRow(20_000 + v * 100 + n, { versao })),
  );
  let versions: Versao[] = [];
  let argo = 0;
  let argoSegment = 0;

  /** The registrations of `versao`: their model and segment, counted. */
  const registrationsOf = (versao: string) =>
    queryRows<{ modelo_id: number | null; segmento_id: number | null; n: number }>(
      sqlAcross,
      sql`select e.modelo_id, e.segmento_id, count(*)::int as n from emplacamento e
          join nomenclatura n on n.id = e.nomenclatura_id
          where e.tenant_id = 'abracaf' and n.versao = ${versao}
          group by 1, 2`,
    );
  /** What the model rollup (the model reports' source) counts under `modeloId`. */
  const rollupOf = async (modeloId: number) =>
    (
      await queryRows<{ n: number }>(
        sqlAcross,
        sql`select coalesce(sum(quantidade), 0)::int as n from agregado_mes_modelo
            where tenant_id = 'abracaf' and modelo_id = ${modeloId}`,
      )
    )[0]?.n ?? 0;

  beforeAll(async () => {
    const done = await importFile(t.server, t.admin, 'versions.csv', csvBytes(rows));
    expect(done.LinhasImportadas).toBe(rows.length);
    expect(done.VersoesNaoMapeadas).toBe(3);
    const listed = await t.call(
      'POST',
      '/Nomenclatura/ObterNomenclaturas',
      t.admin,
      page({ userdata: { mapeada: false }, search: { value: 'walk' } }),
    );
    versions = listed.json<Envelope<Versao>>().Data.data;
    const [model] = await queryRows<{ id: number; segmento_id: number }>(
      sqlAcross,
      sql`select id, segmento_id from modelo where tenant_id = 'abracaf' and nome = 'ARGO'`,
    );
    argo = model?.id ?? 0;
    argoSegment = model?.segmento_id ?? 0;
  }, 180_000);

  const idOf = (versao: string) => versions.find((v) => v.Versao === versao)?.Id ?? 0;

  it('keeps the registrations of a waiting version without model and segment', async () => {
    expect(versions.map((v) => v.Versao).sort()).toEqual([...NEW].sort());
    expect(await registrationsOf('ARGO WALK ONE')).toEqual([
      { modelo_id: null, segmento_id: null, n: 4 },
    ]);
  });

  it('maps one version and its registrations follow, in the rollups too', async () => {
    const before = await rollupOf(argo);
    const mapped = await t.call('PUT', '/Nomenclatura/AtualizarUmaVersao', t.admin, {
      Id: idOf('ARGO WALK ONE'),
      ModeloId: argo,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json<Versao>()).toMatchObject({ Mapeada: true, ModeloId: argo });
    expect(await registrationsOf('ARGO WALK ONE')).toEqual([
      { modelo_id: argo, segmento_id: argoSegment, n: 4 },
    ]);
    expect(await rollupOf(argo)).toBe(before + 4);
  });

  it('maps many versions at once and answers how many', async () => {
    const before = await rollupOf(argo);
    const ids = [idOf('ARGO WALK TWO'), idOf('ARGO WALK THREE')];
    const mapped = await t.call('PUT', '/Nomenclatura/AtualizarVersoes', t.admin, {
      Ids: ids,
      ModeloId: argo,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toEqual({ Versoes: 2, Emplacamentos: 11 });
    expect(await registrationsOf('ARGO WALK THREE')).toEqual([
      { modelo_id: argo, segmento_id: argoSegment, n: 6 },
    ]);
    expect(await rollupOf(argo)).toBe(before + 11);
    const waiting = await t.call(
      'POST',
      '/Nomenclatura/ObterNomenclaturas',
      t.admin,
      page({ userdata: { mapeada: false }, search: { value: 'walk' } }),
    );
    expect(waiting.json<Envelope<Versao>>().Data.recordsFiltered).toBe(0);
  });

  it('unmapping a version takes its registrations out of the model again', async () => {
    const before = await rollupOf(argo);
    const unmapped = await t.call('PUT', '/Nomenclatura/AtualizarUmaVersao', t.admin, {
      Id: idOf('ARGO WALK ONE'),
      ModeloId: null,
    });
    expect(unmapped.statusCode, unmapped.body).toBe(200);
    expect(await registrationsOf('ARGO WALK ONE')).toEqual([
      { modelo_id: null, segmento_id: null, n: 4 },
    ]);
    expect(await rollupOf(argo)).toBe(before - 4);
  });

  it('refuses a version of another tenant or none, naming it, and changes nothing', async () => {
    const mine = idOf('ARGO WALK ONE');
    const [theirs] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select id from nomenclatura where tenant_id = 'assobrav' order by id limit 1`,
    );
    const answer = await t.call('PUT', '/Nomenclatura/AtualizarVersoes', t.admin, {
      Ids: [mine, theirs?.id ?? 0, 987654],
      ModeloId: argo,
    });
    expect(answer.statusCode).toBe(400);
    const problem = problemOf(answer);
    expect(problem.errors).toEqual([
      expect.objectContaining({
        field: 'Ids',
        message: `Versões inexistentes: ${String(theirs?.id)}, 987654`,
      }),
    ]);
    // All or nothing: the version of the tenant in the same call stays unmapped.
    expect(await registrationsOf('ARGO WALK ONE')).toEqual([
      { modelo_id: null, segmento_id: null, n: 4 },
    ]);
  });

  it('refuses a model of another tenant, in the language asked', async () => {
    const [theirs] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select id from modelo where tenant_id = 'assobrav' order by id limit 1`,
    );
    const answer = await t.server.app.inject({
      method: 'PUT',
      url: '/api/Veiculos/Nomenclatura/AtualizarVersoes',
      headers: { ...t.admin, 'accept-language': 'en' },
      payload: { Ids: [idOf('ARGO WALK ONE')], ModeloId: theirs?.id },
    });
    expect(answer.statusCode).toBe(400);
    expect(problemOf(answer).errors).toEqual([
      expect.objectContaining({ field: 'ModeloId', message: 'Model not found' }),
    ]);
  });

  it.each([
    ['no versions', { Ids: [], ModeloId: 1 }],
    ['a version twice', { Ids: [5, 5], ModeloId: 1 }],
    ['no model', { Ids: [5] }],
    ['a model that is not a number', { Ids: [5], ModeloId: 'ARGO' }],
    ['an unknown field', { Ids: [5], ModeloId: 1, Todos: true }],
    ['too many versions', { Ids: Array.from({ length: 501 }, (_, i) => i + 1), ModeloId: 1 }],
  ])('refuses %s with a field error', async (_, payload) => {
    const answer = await t.call('PUT', '/Nomenclatura/AtualizarVersoes', t.admin, payload);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(problemOf(answer).errors?.length).toBeGreaterThan(0);
  });

  it('exports the version list as filtered, under the list permission', async () => {
    const body = {
      operacao: 'obterNomenclaturas',
      formato: 'csv',
      colunas: [
        { campo: 'Versao', titulo: 'Versão' },
        { campo: 'ModeloNome', titulo: 'Modelo' },
        { campo: 'QuantidadeEmplacamentos', titulo: 'Emplacamentos' },
      ],
      consulta: {
        draw: 1,
        start: 0,
        length: 25,
        order: [{ column: 'Versao', dir: 'asc' }],
        search: { value: 'walk' },
      },
      parametros: { paginar: false },
    };
    const prepare = (headers: Record<string, string>) =>
      t.server.app.inject({ method: 'POST', url: '/api/Geral/Exportacao', headers, payload: body });
    expect((await prepare(t.loja)).statusCode).toBe(403);
    const prepared = await prepare(t.admin);
    expect(prepared.statusCode, prepared.body).toBe(201);
    const file = await t.server.app.inject({
      method: 'GET',
      url: prepared.json<{ url: string }>().url,
    });
    expect(file.headers['content-disposition']).toMatch(/filename=versoes-/);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines).toEqual([
      'Versão;Modelo;Emplacamentos',
      'ARGO WALK ONE;;4',
      'ARGO WALK THREE;ARGO;6',
      'ARGO WALK TWO;ARGO;5',
    ]);
  });

  it('is refused to a profile without the nomenclature permission', async () => {
    const answer = await t.call('PUT', '/Nomenclatura/AtualizarVersoes', t.loja, {
      Ids: [idOf('ARGO WALK ONE')],
      ModeloId: argo,
    });
    expect(answer.statusCode).toBe(403);
    expect(await registrationsOf('ARGO WALK ONE')).toEqual([
      { modelo_id: null, segmento_id: null, n: 4 },
    ]);
  });
});
