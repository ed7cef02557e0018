// The access reports on a real database (PGlite, and PostgreSQL with TEST_DATABASE=postgres):
// sign-ins and report openings made through the API at chosen instants, then every figure of
// HistoricoAcesso, AcessoUsuario, AcessoGrupo and AcessoRelatorio compared with a count made here
// straight from the two history tables, for the administrator, a group user and a dealership user.
import { sql } from 'drizzle-orm';
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

const BASE = '/api/Emplacamento/Relatorios';
type Row = Record<string, string | number | boolean | null>;
interface Result {
  Colunas: { Chave: string; Titulo: string; Tipo: string }[];
  Linhas: Row[];
  Totais: Row | null;
  TotalLinhas: number;
}

/** The four access reports' events (the access catalogue's ids). */
const EVENTS = [216, 217, 218, 219];
/** The period under test: 20 June 2025 in São Paulo (UTC−3). */
const PERIOD = { dataInicial: '2025-06-20', dataFinal: '2025-06-20' };

describe('access reports', () => {
  const ctx = useReferenceServer(BASE, ['abracaf', 'assobrav']);
  const sqlAcross = platformSql(() => ctx.server);
  const headers: Record<string, RequestHeaders> = {};
  /** Dealership A of group G (G has another dealership); dealership B of another group. */
  const place = { g: 0, a: 0, b: 0 };

  const at = (instant: string) => {
    ctx.server.clock.now = new Date(instant);
  };
  const run = async (nome: string, who: string, filtros: object = PERIOD) => {
    const r = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/${nome}/Executar`,
      headers: headers[who],
      payload: { length: 10_000, filtros },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<Result>();
  };
  const signIn = async (who: string) => {
    headers[who] = auth((await login(ctx.server.app, who)).token);
  };

  /** Accesses of 20 June (São Paulo) per login, counted from the two history tables. */
  async function direct(users = 'true') {
    const rows = await queryRows<{
      login: string;
      relatorio: string | null;
      n: number;
    }>(
      sqlAcross,
      sql.raw(`select u.login, h.relatorio, count(*)::int as n from (
          select usuario_id, relatorio, acessado_em from relatorio_acesso where tenant_id = 'abracaf'
          union all
          select usuario_id, null, acessado_em from acesso_portal where tenant_id = 'abracaf') h
        join usuario u on u.tenant_id = 'abracaf' and u.id = h.usuario_id
        where h.acessado_em >= '2025-06-20T03:00:00Z' and h.acessado_em < '2025-06-21T03:00:00Z'
          and ${users}
        group by 1, 2`),
    );
    return rows;
  }
  const countOf = (
    rows: { login: string; relatorio: string | null; n: number }[],
    keep: (r: { login: string; relatorio: string | null }) => boolean,
  ) => rows.filter(keep).reduce((s, r) => s + r.n, 0);

  beforeAll(async () => {
    const [found] = await queryRows<{ g: number; a: number; b: number }>(
      sqlAcross,
      sql`select g.id as g, min(c.id) as a,
            (select min(o.id) from concessionaria o where o.tenant_id = 'abracaf'
              and o.grupo_empresa_id is not null and o.grupo_empresa_id <> g.id) as b
          from grupo_empresa g join concessionaria c on c.tenant_id = g.tenant_id
            and c.grupo_empresa_id = g.id
          where g.tenant_id = 'abracaf' group by g.id having count(*) >= 2 order by g.id limit 1`,
    );
    Object.assign(place, found);
    const data = (login: string, dados: object) =>
      sqlAcross.execute(sql`update usuario set dados_adicionais = ${JSON.stringify(dados)}::jsonb
        where tenant_id = 'abracaf' and login = ${`${login}@abracaf.demo`}`);
    await data('loja', { empresaId: place.a });
    await data('grupo', { grupoEmpresaId: place.g });
    await data('concessionario', { empresaId: place.b });
    await sqlAcross.execute(sql`insert into perfil_evento (tenant_id, perfil_id, evento_id)
      select 'abracaf', u.perfil_id, ev from usuario u, unnest(${`{${EVENTS.join(',')}}`}::int[]) ev
      where u.tenant_id = 'abracaf' and split_part(u.login, '@', 1) in ('loja', 'grupo')
      on conflict do nothing`);
    // Tokens are checked against the real clock: each user signs in now for the runs below (a
    // sign-in of today, outside the period), and signs in again at the instants under test.
    const users = ['administrador', 'loja', 'grupo', 'concessionario'];
    for (const who of users) await signIn(who);
    // The evening before, in São Paulo (02:00 UTC): outside the period.
    at('2025-06-20T02:00:00Z');
    await login(ctx.server.app, 'administrador');
    await run('Marca', 'administrador', {});
    // The day itself.
    at('2025-06-20T13:00:00Z');
    for (const who of users) await login(ctx.server.app, who);
    at('2025-06-20T14:00:00Z');
    await run('Marca', 'administrador', {});
    await run('MarcaMes', 'administrador', {});
    await run('BoletimDiario', 'concessionario', {});
    await run('Marca', 'loja', {});
    await run('RankingModelo', 'grupo', {});
    at('2025-06-20T15:30:00Z');
    await run('Marca', 'loja', {});
    // The runs of the tests themselves come later still.
    at('2025-06-20T16:00:00Z');
  }, 180_000);

  it('AcessoUsuario: openings and sign-ins per user equal a direct count; the evening before is out', async () => {
    const expected = await direct();
    const body = await run('AcessoUsuario', 'administrador');
    const logins = [...new Set(expected.map((r) => r.login))];
    expect(body.TotalLinhas).toBe(logins.length);
    for (const l of logins) {
      const row = body.Linhas.find((r) => r.login === l);
      expect(row?.acessos, l).toBe(countOf(expected, (r) => r.login === l && r.relatorio !== null));
      expect(row?.entradas, l).toBe(
        countOf(expected, (r) => r.login === l && r.relatorio === null),
      );
    }
    const admin = body.Linhas.find((r) => r.login === 'administrador@abracaf.demo');
    // Two openings and one sign-in on the day; the sign-in and run of the evening before not.
    expect(admin).toMatchObject({ acessos: 2, entradas: 1, ultimoAcesso: '2025-06-20 11:00:00' });
    expect(body.Totais).toMatchObject({
      acessos: countOf(expected, (r) => r.relatorio !== null),
      entradas: countOf(expected, (r) => r.relatorio === null),
    });
  });

  it('HistoricoAcesso lists each access, newest first, at São Paulo time, report titles in the language', async () => {
    const expected = await direct();
    const body = await run('HistoricoAcesso', 'administrador');
    expect(body.TotalLinhas).toBe(countOf(expected, () => true));
    expect(body.Colunas.map((c) => c.Chave)).toEqual([
      'acessadoEm',
      'usuario',
      'login',
      'perfil',
      'grupoEmpresa',
      'concessionaria',
      'acesso',
    ]);
    const times = body.Linhas.map((r) => String(r.acessadoEm));
    expect(times).toEqual([...times].sort().reverse());
    // The run of AcessoUsuario just before is the newest access.
    expect(body.Linhas[0]).toMatchObject({ login: 'administrador@abracaf.demo' });
    expect(body.Linhas.filter((r) => r.acesso === 'Entrada no portal')).toHaveLength(
      countOf(expected, (r) => r.relatorio === null),
    );
    expect(body.Linhas.filter((r) => r.acesso === 'Emplacamentos por marca')).toHaveLength(
      countOf(expected, (r) => r.relatorio === 'Marca'),
    );
    const loja = body.Linhas.find((r) => r.login === 'loja@abracaf.demo');
    expect(loja?.perfil).toBe('Concessionária Loja');
    expect(loja?.concessionaria).not.toBeNull();
    expect(loja?.grupoEmpresa).not.toBeNull();
  });

  it('AcessoRelatorio and AcessoGrupo: per report and per business group, as counted', async () => {
    const expected = await direct();
    const byReport = await run('AcessoRelatorio', 'administrador');
    const reports = [
      ...new Set(expected.filter((r) => r.relatorio !== null).map((r) => r.relatorio)),
    ];
    expect(byReport.TotalLinhas).toBe(reports.length);
    for (const nome of reports) {
      const row = byReport.Linhas.find((r) => r.nome === nome);
      expect(row?.acessos, String(nome)).toBe(countOf(expected, (r) => r.relatorio === nome));
      expect(row?.usuarios).toBe(
        new Set(expected.filter((r) => r.relatorio === nome).map((r) => r.login)).size,
      );
    }
    expect(byReport.Totais?.acessos).toBe(countOf(expected, (r) => r.relatorio !== null));

    const groups = await queryRows<{ grupo: number | null; n: number; users: number }>(
      sqlAcross,
      sql.raw(`select coalesce(case when jsonb_typeof(u.dados_adicionais -> 'grupoEmpresaId') = 'number'
                 then (u.dados_adicionais ->> 'grupoEmpresaId')::int end, c.grupo_empresa_id) as grupo,
               count(*) filter (where h.relatorio is not null)::int as n,
               count(distinct u.id)::int as users
             from (select usuario_id, relatorio, acessado_em from relatorio_acesso where tenant_id = 'abracaf'
                   union all select usuario_id, null, acessado_em from acesso_portal where tenant_id = 'abracaf') h
             join usuario u on u.tenant_id = 'abracaf' and u.id = h.usuario_id
             left join concessionaria c on c.tenant_id = 'abracaf'
               and c.id = case when jsonb_typeof(u.dados_adicionais -> 'empresaId') = 'number'
                 then (u.dados_adicionais ->> 'empresaId')::int end
             where h.acessado_em >= '2025-06-20T03:00:00Z' and h.acessado_em < '2025-06-21T03:00:00Z'
             group by 1`),
    );
    const byGroup = await run('AcessoGrupo', 'administrador');
    expect(byGroup.TotalLinhas).toBe(groups.length);
    for (const g of groups) {
      const row = byGroup.Linhas.find((r) => r.grupoEmpresaId === g.grupo);
      expect(row?.acessos, String(g.grupo)).toBe(g.n);
      expect(row?.usuarios).toBe(g.users);
    }
    expect(byGroup.Linhas.find((r) => r.grupoEmpresaId === null)?.grupoEmpresa).toBe(
      'Não informado',
    );
  });

  it('scope: a dealership user reads its dealership’s users, a group user its group’s, whatever the filters say', async () => {
    // Counted before the run: a run is written to the history once it has answered.
    const mine = await direct(`u.login = 'loja@abracaf.demo'`);
    const store = await run('AcessoUsuario', 'loja');
    // Not the group manager: the dealership user may not read the group's other dealership.
    expect(store.Linhas.map((r) => r.login)).toEqual(['loja@abracaf.demo']);
    expect(store.Linhas[0]?.acessos).toBe(countOf(mine, (r) => r.relatorio !== null));

    const group = await run('AcessoUsuario', 'grupo');
    expect(group.Linhas.map((r) => r.login).sort()).toEqual([
      'grupo@abracaf.demo',
      'loja@abracaf.demo',
    ]);
    // A filter for another group's dealership narrows to nothing; it never widens.
    const other = await run('HistoricoAcesso', 'grupo', { ...PERIOD, empresaId: [place.b] });
    expect(other.TotalLinhas).toBe(0);
    // The administrator's filter by dealership B: its user only.
    const b = await run('AcessoUsuario', 'administrador', { ...PERIOD, empresaId: [place.b] });
    expect(b.Linhas.map((r) => r.login)).toEqual(['concessionario@abracaf.demo']);
    const g = await run('AcessoGrupo', 'administrador', { ...PERIOD, grupoEmpresaId: [place.g] });
    expect(g.Linhas.map((r) => r.grupoEmpresaId)).toEqual([place.g]);
    expect(g.Linhas[0]?.usuarios).toBe(2);
  });

  it('refuses what it must: a profile without the event, a filter it does not take, another tenant’s id', async () => {
    const denied = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/AcessoUsuario/Executar`,
      headers: headers.concessionario,
      payload: { filtros: PERIOD },
    });
    expect(denied.statusCode).toBe(403);
    const unexpected = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/HistoricoAcesso/Executar`,
      headers: { ...headers.administrador, 'accept-language': 'en' },
      payload: { filtros: { ...PERIOD, fabricanteId: [1] } },
    });
    expect(unexpected.statusCode).toBe(400);
    expect(problemOf(unexpected).status).toBe(400);
    const [foreign] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select min(id) as id from grupo_empresa where tenant_id = 'assobrav'`,
    );
    const across = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/AcessoGrupo/Executar`,
      headers: headers.administrador,
      payload: { filtros: { ...PERIOD, grupoEmpresaId: [foreign?.id ?? 0] } },
    });
    expect(across.statusCode).toBe(400);
  });
});
