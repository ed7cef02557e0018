// Saved report views on a real database (PGlite, and PostgreSQL with TEST_DATABASE=postgres):
// every operation's answer, each kind of bad input, who may change or see a view, a relative
// period resolved on the server's clock, and a shared view narrowed to its reader's scope.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import {
  auth,
  login,
  platformSql,
  problemOf,
  type RequestHeaders,
  useReferenceServer,
} from './helpers.js';

const BASE = '/api/Emplacamento';

interface Visao {
  Id: number;
  Nome: string;
  Relatorio: string;
  Titulo: string;
  Filtros: Record<string, unknown>;
  Periodo: string | null;
  Endereco: string;
  Compartilhada: boolean;
  Propria: boolean;
  Autor: string;
  Favorita: boolean;
  AtualizadaEm: string;
}
interface Aberta {
  Visao: Visao;
  Filtros: Record<string, unknown>;
  Removidos: string[];
}

/** A dealership of the reference data, with its city, influence area and group. */
interface Dealer {
  id: number;
  municipio: number;
  area: number;
  grupo: number;
}

describe('saved report views', () => {
  const ctx = useReferenceServer(BASE, ['abracaf', 'assobrav']);
  const sqlAcross = platformSql(() => ctx.server);
  let concessionario: RequestHeaders;
  let perfilConcessionario = 0;
  /** The dealership of the dealership user, and one in another area and group. */
  let mine: Dealer;
  let theirs: Dealer;
  /** A dealership id of assobrav's that abracaf does not have. */
  let foreign = 0;
  let own = 0;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: RequestHeaders = ctx.admin,
    payload?: object,
  ) => ctx.call(method, url, headers, payload);
  const json = async <T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(status);
    return r.json<T>();
  };
  const create = (body: object, headers: RequestHeaders = ctx.admin) =>
    call('POST', '/Visoes', headers, { Compartilhada: false, ...body });
  const created = (body: object, headers: RequestHeaders = ctx.admin) =>
    json<Visao>(create(body, headers), 201);
  const list = (headers: RequestHeaders = ctx.admin) =>
    json<Visao[]>(call('GET', '/Visoes', headers));
  const open = (id: number, headers: RequestHeaders = ctx.admin) =>
    json<Aberta>(call('GET', `/Visoes/${String(id)}/Abrir`, headers));
  const favourites = (headers: RequestHeaders = ctx.admin) =>
    json<{ Relatorios: string[]; Visoes: number[] }>(call('GET', '/Favoritos', headers));
  /** The field errors of a 400, after checking it is one. */
  const fieldsOf = async (response: Promise<LightMyRequestResponse>) => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(400);
    return (problemOf(r).errors ?? []).map((e) => e.field);
  };
  const period = { dataInicial: '2026-01-01', dataFinal: '2026-01-31' };

  beforeAll(async () => {
    ctx.server.clock.now = new Date('2026-06-20T15:00:00Z');
    const dealers = await queryRows<Dealer>(
      sqlAcross,
      sql`select c.id, c.municipio_id as municipio, m.area_influencia_id as area,
            c.grupo_empresa_id as grupo
          from concessionaria c join municipio m on m.tenant_id = c.tenant_id and m.id = c.municipio_id
          where c.tenant_id = 'abracaf' and c.grupo_empresa_id is not null
            and m.area_influencia_id is not null
          order by c.id`,
    );
    const first = dealers[0];
    const other = dealers.find((d) => d.area !== first?.area && d.grupo !== first?.grupo);
    if (!first || !other) throw new Error('the reference data need two dealerships apart');
    [mine, theirs] = [first, other];
    const [outside] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select c.id from concessionaria c where c.tenant_id = 'assobrav'
          and not exists (select 1 from concessionaria a where a.tenant_id = 'abracaf' and a.id = c.id)
          order by c.id limit 1`,
    );
    foreign = outside?.id ?? 0;
    expect(foreign).toBeGreaterThan(0);
    const [brand] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select id from fabricante where tenant_id = 'abracaf' order by id limit 1`,
    );
    own = brand?.id ?? 0;
    await sqlAcross.execute(sql`update usuario set dados_adicionais = dados_adicionais || ${JSON.stringify({ empresaId: mine.id })}::jsonb
      where tenant_id = 'abracaf' and login = 'concessionario@abracaf.demo'`);
    const [profile] = await queryRows<{ perfil: number }>(
      sqlAcross,
      sql`select perfil_id as perfil from usuario
          where tenant_id = 'abracaf' and login = 'concessionario@abracaf.demo'`,
    );
    perfilConcessionario = profile?.perfil ?? 0;
    // The dealership profile gets the brands report (Marca), which it does not have in the demo.
    await sqlAcross.execute(sql`insert into perfil_evento (tenant_id, perfil_id, evento_id)
      values ('abracaf', ${perfilConcessionario}, 201) on conflict do nothing`);
    concessionario = auth((await login(ctx.server.app, 'concessionario')).token);
  }, 180_000);

  it('creates, lists, changes and removes a view', async () => {
    const view = await created({
      Nome: '  Marcas de janeiro  ',
      Relatorio: 'Marca',
      Filtros: { ...period, fabricanteId: [own], tipoVenda: 'VAREJO' },
      Endereco: 'comparar=anoAnterior',
    });
    expect(view).toMatchObject({
      Nome: 'Marcas de janeiro',
      Relatorio: 'Marca',
      Titulo: 'Emplacamentos por marca',
      Filtros: { ...period, fabricanteId: [own], tipoVenda: 'VAREJO' },
      Periodo: null,
      Endereco: 'comparar=anoAnterior',
      Compartilhada: false,
      Propria: true,
      Autor: 'Ana Administradora',
      Favorita: false,
      AtualizadaEm: '2026-06-20T15:00:00.000Z',
    });
    expect((await list()).map((v) => v.Id)).toContain(view.Id);

    ctx.server.clock.advance(60);
    const changed = await json<Visao>(
      call('PUT', `/Visoes/${String(view.Id)}`, ctx.admin, {
        Nome: 'Marcas do mês',
        Relatorio: 'Marca',
        Filtros: {},
        Periodo: 'mesAtual',
        Compartilhada: true,
      }),
    );
    expect(changed).toMatchObject({
      Id: view.Id,
      Nome: 'Marcas do mês',
      Filtros: {},
      Periodo: 'mesAtual',
      Endereco: '',
      Compartilhada: true,
      AtualizadaEm: '2026-06-20T15:01:00.000Z',
    });
    // Saved in the one language, titled in the reader's.
    const english = await json<Visao[]>(
      call('GET', '/Visoes', { ...ctx.admin, 'accept-language': 'en' }),
    );
    expect(english.find((v) => v.Id === view.Id)?.Titulo).toBe('Registrations by brand');

    const removed = await call('DELETE', `/Visoes/${String(view.Id)}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await list()).map((v) => v.Id)).not.toContain(view.Id);
    expect((await call('GET', `/Visoes/${String(view.Id)}/Abrir`)).statusCode).toBe(404);
  });

  it('lists own and shared views by name, accents and case folded, with author and owner flag', async () => {
    const names = ['Órbita', 'banco', 'Zebra', 'árvore'];
    for (const Nome of names)
      await created({ Nome, Relatorio: 'Concessionaria', Filtros: {}, Periodo: 'hoje' });
    const shared = await created({
      Nome: 'Carteira da loja',
      Relatorio: 'Marca',
      Filtros: {},
      Periodo: 'ultimoMes',
      Compartilhada: true,
    });
    const private_ = await created({
      Nome: 'Só minha',
      Relatorio: 'Marca',
      Filtros: {},
      Periodo: 'ultimoMes',
    });
    const seen = await list();
    const ordered = seen.map((v) => v.Nome).filter((n) => names.includes(n));
    expect(ordered).toEqual(['árvore', 'banco', 'Órbita', 'Zebra']);
    // The dealership user sees the shared view, not the private one, and not as its own.
    const theirs_ = await list(concessionario);
    expect(theirs_.find((v) => v.Id === shared.Id)).toMatchObject({
      Propria: false,
      Autor: 'Ana Administradora',
      Compartilhada: true,
    });
    expect(theirs_.map((v) => v.Id)).not.toContain(private_.Id);
  });

  it('refuses bad input with the field it names', async () => {
    expect(await fieldsOf(create({ Nome: 'x', Relatorio: 'NaoExiste', Filtros: period }))).toEqual([
      'Relatorio',
    ]);
    // Concessionaria does not allow the region filter; Marca no model filter.
    expect(
      await fieldsOf(
        create({
          Nome: 'x',
          Relatorio: 'Concessionaria',
          Filtros: { dataFinal: '2026-01-31', regiaoOperacionalId: [1] },
        }),
      ),
    ).toEqual(['Filtros.regiaoOperacionalId']);
    expect(
      await fieldsOf(
        create({ Nome: 'x', Relatorio: 'Marca', Filtros: { ...period, modeloId: [1] } }),
      ),
    ).toEqual(['Filtros.modeloId']);
    // Another tenant's dealership.
    expect(
      await fieldsOf(
        create({ Nome: 'x', Relatorio: 'Marca', Filtros: { ...period, empresaId: [foreign] } }),
      ),
    ).toEqual(['Filtros.empresaId']);
    // Without a preset the dates the report reads: both for a range, the end for an end-only one.
    expect(
      await fieldsOf(
        create({ Nome: 'x', Relatorio: 'Marca', Filtros: { dataFinal: '2026-01-31' } }),
      ),
    ).toEqual(['Filtros.dataInicial']);
    expect(await fieldsOf(create({ Nome: 'x', Relatorio: 'RankingModelo', Filtros: {} }))).toEqual([
      'Filtros.dataFinal',
    ]);
    expect(
      await fieldsOf(
        create({
          Nome: 'x',
          Relatorio: 'Marca',
          Filtros: { dataInicial: '2026-02-01', dataFinal: '2026-01-31' },
        }),
      ),
    ).toEqual(['Filtros.dataInicial']);
    // A preset of the other reading.
    expect(
      await fieldsOf(create({ Nome: 'x', Relatorio: 'Marca', Filtros: {}, Periodo: 'hoje' })),
    ).toEqual(['Periodo']);
    expect(
      await fieldsOf(
        create({ Nome: 'x', Relatorio: 'RankingModelo', Filtros: {}, Periodo: 'ultimoMes' }),
      ),
    ).toEqual(['Periodo']);
    // The vehicle look-up reads no period at all.
    expect(
      await fieldsOf(
        create({ Nome: 'x', Relatorio: 'InformacaoVeiculo', Filtros: {}, Periodo: 'mesAtual' }),
      ),
    ).toEqual(['Periodo']);
    // A blank name, in the reader's language.
    const blank = await create({ Nome: '   ', Relatorio: 'Marca', Filtros: period });
    expect(blank.statusCode).toBe(400);
    expect(problemOf(blank).errors?.[0]).toMatchObject({ field: 'Nome' });
    expect(problemOf(blank).detail).toMatch(/Nome da visão/);
    // Nothing of it was saved.
    expect((await list()).map((v) => v.Nome)).not.toContain('x');
  });

  it('keeps a name once per owner, ignoring case (409 in the reader’s language)', async () => {
    await created({ Nome: 'Ranking Semanal', Relatorio: 'Marca', Filtros: period });
    const again = await call(
      'POST',
      '/Visoes',
      { ...ctx.admin, 'accept-language': 'en' },
      { Nome: ' ranking semanal ', Relatorio: 'Marca', Filtros: period, Compartilhada: false },
    );
    expect(again.statusCode, again.body).toBe(409);
    expect(problemOf(again).detail).toBe(
      'You already have a view with this name. Choose another name.',
    );
    expect(problemOf(again).errors).toEqual([
      { field: 'Nome', message: 'You already have a view with this name' },
    ]);
    // Another owner may use it; the owner may rename to it only from itself.
    const other = await created(
      { Nome: 'RANKING SEMANAL', Relatorio: 'Marca', Filtros: period },
      concessionario,
    );
    const second = await created({ Nome: 'Outro ranking', Relatorio: 'Marca', Filtros: period });
    const rename = await call('PUT', `/Visoes/${String(second.Id)}`, ctx.admin, {
      Nome: 'RANKING semanal',
      Relatorio: 'Marca',
      Filtros: period,
      Compartilhada: false,
    });
    expect(rename.statusCode, rename.body).toBe(409);
    const own_ = await json<Visao>(
      call('PUT', `/Visoes/${String(other.Id)}`, concessionario, {
        Nome: 'Ranking semanal',
        Relatorio: 'Marca',
        Filtros: period,
        Compartilhada: false,
      }),
    );
    expect(own_.Nome).toBe('Ranking semanal');
  });

  it('shares only with Emp_VisaoCompartilhada, on create and on update', async () => {
    const refused = await create(
      { Nome: 'Compartilhar', Relatorio: 'Marca', Filtros: period, Compartilhada: true },
      concessionario,
    );
    expect(refused.statusCode, refused.body).toBe(403);
    expect(problemOf(refused).detail).toBe(
      'Você não tem permissão para compartilhar visões com a associação.',
    );
    const personal = await created(
      { Nome: 'Compartilhar', Relatorio: 'Marca', Filtros: period },
      concessionario,
    );
    const update = await call('PUT', `/Visoes/${String(personal.Id)}`, concessionario, {
      Nome: 'Compartilhar',
      Relatorio: 'Marca',
      Filtros: period,
      Compartilhada: true,
    });
    expect(update.statusCode, update.body).toBe(403);
    expect((await list(ctx.admin)).map((v) => v.Id)).not.toContain(personal.Id);
  });

  it('lets only the owner change or delete a view: 403 when shared with the user, 404 when not', async () => {
    const shared = await created({
      Nome: 'Do administrador, compartilhada',
      Relatorio: 'Marca',
      Filtros: period,
      Compartilhada: true,
    });
    const hidden = await created({
      Nome: 'Do administrador, pessoal',
      Relatorio: 'Marca',
      Filtros: period,
    });
    const body = { Nome: 'Tomada', Relatorio: 'Marca', Filtros: period, Compartilhada: false };
    const put = await call('PUT', `/Visoes/${String(shared.Id)}`, concessionario, body);
    expect(put.statusCode, put.body).toBe(403);
    expect(problemOf(put).detail).toBe('Só quem criou esta visão pode alterá-la ou removê-la.');
    expect((await call('DELETE', `/Visoes/${String(shared.Id)}`, concessionario)).statusCode).toBe(
      403,
    );
    for (const [method, url] of [
      ['PUT', `/Visoes/${String(hidden.Id)}`],
      ['DELETE', `/Visoes/${String(hidden.Id)}`],
      ['GET', `/Visoes/${String(hidden.Id)}/Abrir`],
      ['PUT', `/Favoritos/Visoes/${String(hidden.Id)}`],
    ] as const) {
      const response = await call(
        method,
        url,
        concessionario,
        method === 'PUT' && url.startsWith('/Visoes') ? body : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(problemOf(response).detail).toBe('Visão não encontrada.');
    }
    // Both still as their owner saved them.
    const names = (await list()).map((v) => v.Nome);
    expect(names).toEqual(expect.arrayContaining([shared.Nome, hidden.Nome]));
  });

  it('keeps another tenant out: its views are not found, and its names are its own', async () => {
    const view = await created({
      Nome: 'Isolada',
      Relatorio: 'Marca',
      Filtros: period,
      Compartilhada: true,
    });
    expect((await list(ctx.other)).map((v) => v.Id)).not.toContain(view.Id);
    for (const [method, url] of [
      ['GET', `/Visoes/${String(view.Id)}/Abrir`],
      ['DELETE', `/Visoes/${String(view.Id)}`],
      ['PUT', `/Favoritos/Visoes/${String(view.Id)}`],
    ] as const)
      expect((await call(method, url, ctx.other)).statusCode, `${method} ${url}`).toBe(404);
    const put = await call('PUT', `/Visoes/${String(view.Id)}`, ctx.other, {
      Nome: 'Isolada',
      Relatorio: 'Marca',
      Filtros: period,
      Compartilhada: false,
    });
    expect(put.statusCode).toBe(404);
    // The same name is free in the other tenant.
    await created({ Nome: 'Isolada', Relatorio: 'Marca', Filtros: period }, ctx.other);
    expect((await open(view.Id)).Visao.Compartilhada).toBe(true);
  });

  it('resolves a relative period on the day the view is opened (São Paulo)', async () => {
    const lastMonth = await created({
      Nome: 'Último mês',
      Relatorio: 'Marca',
      Filtros: { ...period, tipoVenda: 'VAREJO' },
      Periodo: 'ultimoMes',
    });
    // The preset names the dates: those sent are not kept.
    expect(lastMonth.Filtros).toEqual({ tipoVenda: 'VAREJO' });
    const twelve = await created({
      Nome: 'Doze meses',
      Relatorio: 'Marca',
      Filtros: {},
      Periodo: 'ultimos12Meses',
    });
    const today = await created({
      Nome: 'Ranking até hoje',
      Relatorio: 'RankingModelo',
      Filtros: {},
      Periodo: 'hoje',
    });
    const monthEnd = await created({
      Nome: 'Ranking até o fim do mês passado',
      Relatorio: 'RankingModelo',
      Filtros: {},
      Periodo: 'fimUltimoMes',
    });
    const fixed = await created({ Nome: 'Janeiro', Relatorio: 'Marca', Filtros: period });
    const before = ctx.server.clock.now;
    try {
      ctx.server.clock.now = new Date('2026-06-20T15:00:00Z');
      expect((await open(lastMonth.Id)).Filtros).toEqual({
        tipoVenda: 'VAREJO',
        dataInicial: '2026-05-01',
        dataFinal: '2026-05-31',
      });
      expect((await open(twelve.Id)).Filtros).toEqual({
        dataInicial: '2025-07-01',
        dataFinal: '2026-06-20',
      });
      expect((await open(today.Id)).Filtros).toEqual({ dataFinal: '2026-06-20' });
      expect((await open(monthEnd.Id)).Filtros).toEqual({ dataFinal: '2026-05-31' });
      // 03:30 UTC on 3 June: 00:30 of the 3rd in São Paulo.
      ctx.server.clock.now = new Date('2026-06-03T03:30:00Z');
      expect((await open(lastMonth.Id)).Filtros).toMatchObject({
        dataInicial: '2026-05-01',
        dataFinal: '2026-05-31',
      });
      // In a month's first days the twelve months end on the month before.
      expect((await open(twelve.Id)).Filtros).toEqual({
        dataInicial: '2025-06-01',
        dataFinal: '2026-05-31',
      });
      expect((await open(today.Id)).Filtros).toEqual({ dataFinal: '2026-06-03' });
      // 02:30 UTC on 1 July is still 30 June in São Paulo.
      ctx.server.clock.now = new Date('2026-07-01T02:30:00Z');
      expect((await open(lastMonth.Id)).Filtros).toMatchObject({
        dataInicial: '2026-05-01',
        dataFinal: '2026-05-31',
      });
      expect((await open(today.Id)).Filtros).toEqual({ dataFinal: '2026-06-30' });
      // A view without a preset opens on its dates whatever the day.
      expect((await open(fixed.Id)).Filtros).toEqual(period);
    } finally {
      ctx.server.clock.now = before;
    }
  });

  it('narrows a shared view to the reader’s scope and names the filters it took ids from', async () => {
    const view = await created({
      Nome: 'Duas concessionárias',
      Relatorio: 'Marca',
      Filtros: {
        ...period,
        empresaId: [mine.id, theirs.id],
        areaInfluenciaId: [mine.area, theirs.area],
        grupoEmpresaId: [theirs.grupo],
        fabricanteId: [own],
        tipoVenda: 'VAREJO',
      },
      Compartilhada: true,
    });
    // Its author reads it whole.
    const whole = await open(view.Id);
    expect(whole.Removidos).toEqual([]);
    expect(whole.Filtros).toEqual(view.Filtros);
    // The dealership user gets its own dealership and area; the other group goes altogether.
    const narrowed = await open(view.Id, concessionario);
    expect(narrowed.Filtros).toEqual({
      ...period,
      empresaId: [mine.id],
      areaInfluenciaId: [mine.area],
      fabricanteId: [own],
      tipoVenda: 'VAREJO',
    });
    expect([...narrowed.Removidos].sort()).toEqual(
      ['areaInfluenciaId', 'empresaId', 'grupoEmpresaId'].sort(),
    );
    // The view as saved is what the reader is shown as the view; only Filtros narrow.
    expect(narrowed.Visao.Filtros).toEqual(view.Filtros);
    // A run with the narrowed filters is what the page then asks: the report accepts them.
    const run = await call('POST', '/Relatorios/Marca/Executar', concessionario, {
      filtros: narrowed.Filtros,
    });
    expect(run.statusCode, run.body).toBe(200);
  });

  it('drops ids that no longer exist when a view is opened', async () => {
    const [segment] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`insert into segmento (tenant_id, nome, tipo_segmento_id)
          values ('abracaf', 'Segmento passageiro', (select min(id) from tipo_segmento))
          returning id`,
    );
    const view = await created({
      Nome: 'Segmento que vai embora',
      Relatorio: 'Marca',
      Filtros: { ...period, segmentoId: [segment?.id ?? 0] },
    });
    await sqlAcross.execute(
      sql`delete from segmento where tenant_id = 'abracaf' and id = ${segment?.id ?? 0}`,
    );
    const opened = await open(view.Id);
    expect(opened.Filtros).toEqual(period);
    expect(opened.Removidos).toEqual(['segmentoId']);
  });

  it('drops filters the report no longer allows, and leaves out views of reports gone', async () => {
    const [admin] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select id from usuario where tenant_id = 'abracaf' and login = 'administrador@abracaf.demo'`,
    );
    // Saved when the report took a region filter (Concessionaria no longer does).
    const [older] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`insert into visao_relatorio (tenant_id, usuario_id, relatorio, nome, filtros)
          values ('abracaf', ${admin?.id ?? 0}, 'Concessionaria', 'De antes',
            ${JSON.stringify({ dataFinal: '2026-01-31', regiaoOperacionalId: [1], fabricanteId: [own] })}::jsonb)
          returning id`,
    );
    const opened = await open(older?.id ?? 0);
    expect(opened.Filtros).toEqual({ dataFinal: '2026-01-31', fabricanteId: [own] });
    expect(opened.Removidos).toEqual(['regiaoOperacionalId']);
    // A report the catalogue no longer has: not listed, not found.
    const [gone] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`insert into visao_relatorio (tenant_id, usuario_id, relatorio, nome)
          values ('abracaf', ${admin?.id ?? 0}, 'RelatorioRetirado', 'De um relatório retirado')
          returning id`,
    );
    expect((await list()).map((v) => v.Id)).not.toContain(gone?.id);
    expect((await call('GET', `/Visoes/${String(gone?.id)}/Abrir`)).statusCode).toBe(404);
  });

  it('stars reports and views: listed oldest first, again is no change, gone with the view', async () => {
    const view = await created({ Nome: 'Estrelada', Relatorio: 'Marca', Filtros: period });
    for (let i = 0; i < 2; i++) {
      expect((await call('PUT', '/Favoritos/Relatorios/RankingModelo')).statusCode).toBe(204);
      expect((await call('PUT', `/Favoritos/Visoes/${String(view.Id)}`)).statusCode).toBe(204);
      expect((await call('PUT', '/Favoritos/Relatorios/MarketShare')).statusCode).toBe(204);
    }
    expect(await favourites()).toEqual({
      Relatorios: ['RankingModelo', 'MarketShare'],
      Visoes: [view.Id],
    });
    expect((await list()).find((v) => v.Id === view.Id)?.Favorita).toBe(true);
    // Stars are the user's own.
    expect(await favourites(concessionario)).toEqual({ Relatorios: [], Visoes: [] });
    expect((await list(concessionario)).some((v) => v.Favorita)).toBe(false);
    // Unstarring twice, or what was never starred, is no change either.
    for (let i = 0; i < 2; i++) {
      const gone = await call('DELETE', '/Favoritos/Relatorios/RankingModelo');
      expect(gone.statusCode).toBe(204);
    }
    expect((await call('DELETE', '/Favoritos/Relatorios/Marca')).statusCode).toBe(204);
    expect((await call('DELETE', '/Favoritos/Visoes/999999')).statusCode).toBe(204);
    expect((await favourites()).Relatorios).toEqual(['MarketShare']);
    // A report no one may star, one the user may not open, a view that is not there.
    expect((await call('PUT', '/Favoritos/Relatorios/NaoExiste')).statusCode).toBe(404);
    expect((await call('PUT', '/Favoritos/Relatorios/Regiao', concessionario)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/Favoritos/Visoes/999999')).statusCode).toBe(404);
    // Deleting the view takes its stars.
    expect((await call('DELETE', `/Visoes/${String(view.Id)}`)).statusCode).toBe(204);
    expect((await favourites()).Visoes).toEqual([]);
    const [left] = await queryRows<{ n: number }>(
      sqlAcross,
      sql`select count(*)::int as n from favorito where visao_id = ${view.Id}`,
    );
    expect(left?.n).toBe(0);
  });

  it('hides views and stars of reports the reader may no longer open; 403 on opening', async () => {
    const view = await created(
      { Nome: 'Marcas da loja', Relatorio: 'Marca', Filtros: period },
      concessionario,
    );
    const regional = await created({
      Nome: 'Por região, compartilhada',
      Relatorio: 'Regiao',
      Filtros: period,
      Compartilhada: true,
    });
    expect(
      (await call('PUT', `/Favoritos/Visoes/${String(view.Id)}`, concessionario)).statusCode,
    ).toBe(204);
    expect((await call('PUT', '/Favoritos/Relatorios/Marca', concessionario)).statusCode).toBe(204);
    // A shared view of a report the dealership profile never had is not listed to it.
    expect((await list(concessionario)).map((v) => v.Id)).not.toContain(regional.Id);
    expect(
      (await call('GET', `/Visoes/${String(regional.Id)}/Abrir`, concessionario)).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/Favoritos/Visoes/${String(regional.Id)}`, concessionario)).statusCode,
    ).toBe(403);

    const events = async (eventoIds: number[]) => {
      const saved = await ctx.server.app.inject({
        method: 'POST',
        url: '/api/Administracao/PerfilEvento/IncluirAtualizarPerfilEvento',
        headers: ctx.admin,
        payload: { perfilId: perfilConcessionario, eventoIds },
      });
      expect(saved.statusCode, saved.body).toBe(204);
    };
    const [granted] = await queryRows<{ ids: number[] }>(
      sqlAcross,
      sql`select array_agg(evento_id order by evento_id) as ids from perfil_evento
          where tenant_id = 'abracaf' and perfil_id = ${perfilConcessionario}`,
    );
    const before = granted?.ids ?? [];
    try {
      await events(before.filter((id) => id !== 201));
      expect((await list(concessionario)).map((v) => v.Id)).not.toContain(view.Id);
      const refused = await call('GET', `/Visoes/${String(view.Id)}/Abrir`, concessionario);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(await favourites(concessionario)).toEqual({ Relatorios: [], Visoes: [] });
      // Kept, not deleted: its owner may still delete it.
      await events(before);
      expect((await list(concessionario)).map((v) => v.Id)).toContain(view.Id);
      expect(await favourites(concessionario)).toEqual({
        Relatorios: ['Marca'],
        Visoes: [view.Id],
      });
    } finally {
      await events(before);
    }
  });

  it('takes a deleted user’s views and stars with it', async () => {
    const [user] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`insert into usuario (tenant_id, login, nome, perfil_id)
          values ('abracaf', 'passageiro@abracaf.demo', 'Pedro Passageiro', 1) returning id`,
    );
    const id = user?.id ?? 0;
    const [view] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`insert into visao_relatorio (tenant_id, usuario_id, relatorio, nome, compartilhada)
          values ('abracaf', ${id}, 'Marca', 'De passagem', true) returning id`,
    );
    await sqlAcross.execute(sql`insert into favorito (tenant_id, usuario_id, relatorio)
      values ('abracaf', ${id}, 'Marca')`);
    expect((await list()).map((v) => v.Id)).toContain(view?.id);
    await sqlAcross.execute(sql`delete from usuario where id = ${id}`);
    expect((await list()).map((v) => v.Id)).not.toContain(view?.id);
    const [left] = await queryRows<{ n: number }>(
      sqlAcross,
      sql`select (select count(*) from visao_relatorio where usuario_id = ${id})::int
            + (select count(*) from favorito where usuario_id = ${id})::int as n`,
    );
    expect(left?.n).toBe(0);
  });
});
