// The economic-group screen's calls: the paged list (search, status filter, server-side order), the
// shared field rules on create and update, the tenant's parameter deciding who reads (abracaf grants
// the economic-group permission, assobrav does not), writes kept to the event, and the export.
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, login, problemOf, useReferenceServer } from './helpers.js';

const base = '/api/GerenciarEmpresas';
const LIST = '/GrupoEconomico/ListarGruposEconomicos';

interface Grupo {
  Id: number;
  Nome: string;
  Codigo: string | null;
  Ativo: boolean;
  QuantidadeGrupos: number;
}
interface Envelope {
  Data: { data: Grupo[]; recordsTotal: number; recordsFiltered: number; draw: number };
}
const page = (extra: Record<string, unknown> = {}) => ({ draw: 3, start: 0, length: 25, ...extra });

describe('economic groups', () => {
  const t = useReferenceServer(base, ['abracaf', 'assobrav']);
  /** The store profile of assobrav, whose parameter opens the list to every signed-in user. */
  let lojaAberta: Record<string, string>;
  beforeAll(async () => {
    lojaAberta = auth((await login(t.server.app, 'loja', 'assobrav')).token, 'assobrav');
  });

  const names = async (body: object, headers = t.admin) => {
    const answer = await t.call('POST', LIST, headers, body);
    expect(answer.statusCode).toBe(200);
    return answer.json<Envelope>().Data;
  };

  it('pages the tenant groups ordered by the column asked, searched and filtered on the server', async () => {
    const byName = await names(page({ order: [{ column: 'Nome', dir: 'asc' }] }));
    expect(byName.draw).toBe(3);
    expect(byName.recordsTotal).toBe(5);
    // Accents and case do not move a name, whatever the database's collation (C on PGlite).
    expect(byName.data.map((g) => g.Nome)).toEqual([
      'Grupo Ábaco',
      'Grupo Amazonas',
      'Grupo Parvi',
      'Grupo Saga',
      'Grupo Sinal',
    ]);
    const bySize = await names(page({ order: [{ column: 'QuantidadeGrupos', dir: 'desc' }] }));
    const sizes = bySize.data.map((g) => g.QuantidadeGrupos);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(sizes[0]).toBeGreaterThan(0);
    const found = await names(page({ search: { value: 'abaco' } }));
    expect(found.data.map((g) => g.Nome)).toEqual(['Grupo Ábaco']);
    expect(found.recordsFiltered).toBe(1);
    const second = await names(
      page({ start: 1, length: 2, order: [{ column: 'Nome', dir: 'asc' }] }),
    );
    expect(second.data.map((g) => g.Nome)).toEqual(byName.data.slice(1, 3).map((g) => g.Nome));
  });

  it('creates and updates a group; the status filter and the other tenant see the change as they should', async () => {
    const created = await t.call('POST', '/GrupoEconomico', t.admin, {
      Nome: '  Holding Litoral  ',
      Codigo: '',
      Ativo: true,
    });
    expect(created.statusCode).toBe(201);
    const group = created.json<Grupo>();
    expect(group).toMatchObject({ Nome: 'Holding Litoral', Codigo: null, QuantidadeGrupos: 0 });
    const updated = await t.call('PUT', '/GrupoEconomico', t.admin, {
      Id: group.Id,
      Nome: 'Holding Litoral Norte',
      Codigo: 'HLN',
      Ativo: false,
    });
    expect(updated.json()).toMatchObject({ Nome: 'Holding Litoral Norte', Ativo: false });
    const inactive = await names(page({ userdata: { ativo: false } }));
    expect(inactive.data.map((g) => g.Nome)).toEqual(['Holding Litoral Norte']);
    const active = await names(page({ userdata: { ativo: true } }));
    expect(active.data.map((g) => g.Nome)).not.toContain('Holding Litoral Norte');
    // Another tenant neither lists it nor reaches it by id.
    const other = await names(page({ search: { value: 'litoral' } }), t.other);
    expect(other.data).toEqual([]);
    const elsewhere = await t.call('PUT', '/GrupoEconomico', t.other, {
      Id: group.Id,
      Nome: 'Tomado',
      Ativo: true,
    });
    expect(problemOf(elsewhere).status).toBe(404);
    const read = await t.call('GET', `/GrupoEconomico/ObterGrupoEconomicoPorId?id=${group.Id}`);
    expect(read.json()).toMatchObject({ Nome: 'Holding Litoral Norte', Codigo: 'HLN' });
  });

  it('answers each bad input with a problem on its field and saves nothing', async () => {
    const before = (await names(page())).recordsTotal;
    const blank = await t.call('POST', '/GrupoEconomico', t.admin, { Nome: '   ', Ativo: true });
    expect(problemOf(blank).errors).toEqual([
      { field: 'Nome', message: 'O campo Nome precisa ser informado' },
    ]);
    const long = await t.call('POST', '/GrupoEconomico', t.admin, {
      Nome: 'Holding',
      Codigo: 'X'.repeat(21),
      Ativo: true,
    });
    expect(problemOf(long).errors?.[0]?.field).toBe('Codigo');
    const missing = await t.call('POST', '/GrupoEconomico', t.admin, { Nome: 'Holding' });
    expect(problemOf(missing).status).toBe(400);
    const english = await t.server.app.inject({
      method: 'POST',
      url: `${base}/GrupoEconomico`,
      headers: { ...t.admin, 'accept-language': 'en' },
      payload: { Nome: 'H', Ativo: true },
    });
    expect(problemOf(english).errors?.[0]?.message).toMatch(/at least 2/);
    const badOrder = await t.call(
      'POST',
      LIST,
      t.admin,
      page({ order: [{ column: 'Senha', dir: 'asc' }] }),
    );
    expect(problemOf(badOrder).status).toBe(400);
    const badFilter = await t.call('POST', LIST, t.admin, page({ userdata: { ativo: 'talvez' } }));
    expect(problemOf(badFilter).status).toBe(400);
    expect((await names(page())).recordsTotal).toBe(before);
  });

  it('keeps the list to the event where the parameter grants it, opens reads elsewhere, and writes to the event', async () => {
    // abracaf: EMP_ASSOCIACAO_GRUPO_ECONOMICO = Abracaf, so the store profile may not read.
    expect(problemOf(await t.call('POST', LIST, t.loja, page())).status).toBe(403);
    expect(problemOf(await t.call('GET', '/GrupoEconomico?length=5', t.loja)).status).toBe(403);
    // assobrav: the parameter is N, so any signed-in user reads the list, but only the event writes.
    const open = await names(page(), lojaAberta);
    expect(open.recordsTotal).toBeGreaterThan(0);
    const write = await t.call('POST', '/GrupoEconomico', lojaAberta, {
      Nome: 'Nova',
      Ativo: true,
    });
    expect(problemOf(write).status).toBe(403);
    const anonymous = await t.server.app.inject({
      method: 'POST',
      url: `${base}${LIST}`,
      headers: { domain: 'abracaf' },
      payload: page(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports the ordered, filtered list for those who may read it', async () => {
    const request = (consulta: object) => ({
      operacao: 'listarGruposEconomicosPaginados',
      formato: 'csv',
      colunas: [
        { campo: 'Nome', titulo: 'Nome' },
        { campo: 'QuantidadeGrupos', titulo: 'Grupos' },
      ],
      consulta,
    });
    const prepare = (headers: Record<string, string>, consulta: object) =>
      t.server.app.inject({
        method: 'POST',
        url: '/api/Geral/Exportacao',
        headers,
        payload: request(consulta),
      });
    const prepared = await prepare(
      t.admin,
      page({ order: [{ column: 'Nome', dir: 'desc' }], search: { value: 'grupo' } }),
    );
    expect(prepared.statusCode).toBe(201);
    const file = await t.server.app.inject({
      method: 'GET',
      url: prepared.json<{ url: string }>().url,
    });
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Nome;Grupos');
    const exported = lines.slice(1).map((line) => line.split(';')[0]);
    expect(exported).toHaveLength(5);
    expect(exported.filter((n) => n !== 'Grupo Ábaco')).toEqual([
      'Grupo Sinal',
      'Grupo Saga',
      'Grupo Parvi',
      'Grupo Amazonas',
    ]);
    expect(problemOf(await prepare(t.loja, page())).status).toBe(403);
    expect((await prepare(lojaAberta, page())).statusCode).toBe(201);
  });
});
