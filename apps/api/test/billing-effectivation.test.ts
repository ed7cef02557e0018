// Closing billing months through the API on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE=postgres): the month's dealerships and totals, the charges closing creates from
// the billing parameters, closing twice refused, the closed month read-only for imports, payments
// and PendenciaFinanceira, reopening by administrators only with a reason, the billing log,
// permissions and tenant isolation.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../src/db/schema.js';
import { documentoRealtime } from '../src/db/schema-realtime.js';
import {
  billingCsv,
  billingRow,
  dealersOf,
  importBillings,
  type Dealer,
} from './billing-helpers.js';
import { auth, inTenant, login, problemOf, useReferenceServer } from './helpers.js';

interface Empresa {
  EmpresaId: number;
  QuantidadeDVR: number;
  QuantidadeDVE: number;
  ValorCobranca: number;
  Efetivado: boolean;
  PendenciaFinanceira: boolean;
  SemFaturamento?: boolean;
}
interface Cobranca {
  Id: number;
  EmpresaId: number;
  Valor: number;
  Vencimento: string;
  Status: string;
  PagaEm: string | null;
}

describe('billing effectivation', () => {
  const ctx = useReferenceServer('/api/Emplacamento/EfetivarFaturamentos', ['abracaf', 'assobrav']);
  let a: Dealer;
  let b: Dealer;
  let billing: Record<string, string>;
  const month = (ano: number, mes: number) => ({ AnoSelecionado: ano, MesSelecionado: mes });
  const empresas = async (ano: number, mes: number, headers = billing) => {
    const response = await ctx.call(
      'POST',
      '/ObterEmpresasComFaturamentos',
      headers,
      month(ano, mes),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Empresa[]>();
  };
  const cobrancas = async (userdata: Record<string, unknown>, headers = billing) => {
    const response = await ctx.call('POST', '/ListarCobrancas', headers, {
      draw: 1,
      start: 0,
      length: 50,
      userdata,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ Data: { data: Cobranca[] } }>().Data.data;
  };
  const logLines = () =>
    inTenant(ctx.server, 'abracaf', () =>
      ctx.server.database.db
        .select()
        .from(documentoRealtime)
        .where(
          and(
            eq(documentoRealtime.tenantId, 'abracaf'),
            eq(documentoRealtime.colecao, 'logFaturamento'),
          ),
        ),
    );

  beforeAll(async () => {
    [a, b] = (await dealersOf(ctx.server, 'abracaf', 2)) as [Dealer, Dealer];
    billing = auth((await login(ctx.server.app, 'faturamento')).token);
    const saved = await ctx.call('POST', '/AtualizarParametrosDeFaturamento', billing, {
      ValorPorVeiculo: 20,
      DiaVencimento: 15,
      TiposNota: ['DVR'],
      EmailRemetente: 'cobranca@abracaf.demo',
      AssuntoCarta: 'Cobrança {empresa}',
      TextoCarta: 'Devido por {empresa}: {valor}, vence em {vencimento}.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const imported = await importBillings(
      ctx.server,
      billing,
      'marco.csv',
      billingCsv([
        billingRow(a, { quantidade_veiculos: '10' }),
        billingRow(a, { tipo_nota: 'DVE', quantidade_veiculos: '5', valor: '500' }),
        billingRow(b, { quantidade_veiculos: '4', valor: '400' }),
        billingRow(b, { mes: '4', quantidade_veiculos: '3' }),
      ]),
    );
    expect(imported.Status).toBe('Concluida');
  });

  it('shows the month: dealerships with billings, what closing would charge, who sent nothing', async () => {
    const rows = await empresas(2025, 3);
    const [first, second, ...rest] = rows;
    expect(
      [first, second]
        .map((e) => [e?.EmpresaId, e?.QuantidadeDVR, e?.QuantidadeDVE, e?.ValorCobranca])
        .sort(),
    ).toEqual(
      [
        [a.id, 10, 5, 200],
        [b.id, 4, 0, 80],
      ].sort(),
    );
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((e) => e.SemFaturamento === true && e.ValorCobranca === 0)).toBe(true);
    const summary = await ctx.call('GET', '', billing);
    expect(summary.json<{ Meses: unknown[] }>().Meses).toContainEqual(
      expect.objectContaining({
        Ano: 2025,
        Mes: 3,
        Efetivado: false,
        QuantidadeEmpresas: 2,
        QuantidadeVeiculos: 14,
        ValorTotal: 280,
      }),
    );
  });

  it('reads the month from the legacy form too, and refuses a bad month in the user language', async () => {
    const form = await ctx.server.app.inject({
      method: 'POST',
      url: '/api/Emplacamento/EfetivarFaturamentos/ObterEmpresasComFaturamentos',
      headers: { ...billing, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'AnoSelecionado=2025&MesSelecionado=3',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json<Empresa[]>().filter((e) => !e.SemFaturamento)).toHaveLength(2);
    const bad = await ctx.server.app.inject({
      method: 'POST',
      url: '/api/Emplacamento/EfetivarFaturamentos/ObterEmpresasComFaturamentos',
      headers: {
        ...billing,
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': 'en',
      },
      payload: 'AnoSelecionado=2025&MesSelecionado=13',
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).detail).toBe('The value of MesSelecionado must be at most 12');
  });

  describe('closing March', () => {
    let charges: Cobranca[];
    beforeAll(async () => {
      const closed = await ctx.call('POST', '/EfetivarMes', billing, month(2025, 3));
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({
        Efetivado: true,
        ValorTotal: 280,
        QuantidadeVeiculos: 14,
      });
      charges = await cobrancas({ ano: 2025, mes: 3 });
    });

    it('creates one charge per dealership from the parameters, due on the due day of the next month', () => {
      expect(charges.map((c) => [c.EmpresaId, c.Valor, c.Vencimento, c.Status]).sort()).toEqual(
        [
          [a.id, 200, '2025-04-15', 'Pendente'],
          [b.id, 80, '2025-04-15', 'Pendente'],
        ].sort(),
      );
    });

    it('refuses to close the month twice', async () => {
      const again = await ctx.call('POST', '/EfetivarMes', billing, month(2025, 3));
      expect(again.statusCode).toBe(409);
      expect(problemOf(again).detail).toBe(
        'O mês 03/2025 já foi efetivado. Para mudá-lo, um administrador precisa reabri-lo.',
      );
    });

    it('keeps the closed month read-only for later files', async () => {
      const late = await importBillings(
        ctx.server,
        billing,
        'marco-tarde.csv',
        billingCsv([billingRow(a, { quantidade_veiculos: '99' })]),
      );
      expect(late).toMatchObject({ Status: 'Falhou', LinhasImportadas: 0, LinhasComErro: 1 });
      expect(late.Erros?.[0]?.Mensagem).toBe(
        'O mês 03/2025 já foi efetivado: seus faturamentos não podem mudar',
      );
      const [first] = (await empresas(2025, 3)).filter((e) => e.EmpresaId === a.id);
      expect(first?.QuantidadeDVR).toBe(10);
    });

    it('marks the past-due dealerships and clears the flag when paid', async () => {
      const flags = async () =>
        new Map((await empresas(2025, 3)).map((e) => [e.EmpresaId, e.PendenciaFinanceira]));
      const before = await flags();
      expect([before.get(a.id), before.get(b.id)]).toEqual([true, true]);
      // The store user of dealership a is told (the portal's banner reads the signed-in user).
      await inTenant(ctx.server, 'abracaf', () =>
        ctx.server.database.db
          .update(usuario)
          .set({
            dadosAdicionais: sql`${usuario.dadosAdicionais} || ${JSON.stringify({ empresaId: a.id })}::jsonb`,
          })
          .where(
            and(
              eq(usuario.tenantId, 'abracaf'),
              sql`split_part(${usuario.login}, '@', 1) = 'loja'`,
            ),
          ),
      );
      const store = auth((await login(ctx.server.app, 'loja')).token);
      const owing = async () => {
        const me = await ctx.server.app.inject({
          method: 'GET',
          url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
          headers: store,
        });
        expect(me.statusCode, me.body).toBe(200);
        return me.json<{ empresaId: number | null; pendenciaFinanceira: boolean }>();
      };
      expect(await owing()).toMatchObject({ empresaId: a.id, pendenciaFinanceira: true });
      const charge = charges.find((c) => c.EmpresaId === a.id);
      const paid = await ctx.call('POST', '/RegistrarPagamento', billing, {
        CobrancaId: charge?.Id,
        PagaEm: '2025-04-14',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ Status: 'Paga', PagaEm: '2025-04-14' });
      const after = await flags();
      expect([after.get(a.id), after.get(b.id)]).toEqual([false, true]);
      expect((await owing()).pendenciaFinanceira).toBe(false);
      // ...and told so live: a notification of its own, which the portal answers by reading the
      // signed-in user again. Dealership b's flag did not change: its users hear nothing.
      const told = await ctx.server.app.inject({
        method: 'GET',
        url: '/api/Realtime/notificacoes?limite=100',
        headers: store,
      });
      expect(told.statusCode, told.body).toBe(200);
      const pendencias = told
        .json<{ dados: Record<string, unknown> }[]>()
        .filter((n) => n.dados.tipo === 'PendenciaFinanceira');
      expect(pendencias.map((n) => n.dados)).toEqual([
        expect.objectContaining({
          pendenciaFinanceira: false,
          mensagem: 'pendencia-financeira-quitada',
          titulo: 'Pendência financeira quitada',
          lida: false,
        }),
      ]);
      const twice = await ctx.call('POST', '/RegistrarPagamento', billing, {
        CobrancaId: charge?.Id,
        PagaEm: '2025-04-14',
      });
      expect(twice.statusCode).toBe(409);
      const foreign = await ctx.call('POST', '/RegistrarPagamento', ctx.other, {
        CobrancaId: charges.find((c) => c.EmpresaId === b.id)?.Id,
        PagaEm: '2025-04-14',
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('keeps a month with a paid charge closed', async () => {
      const reopen = await ctx.call('POST', '/ReabrirMes', ctx.admin, {
        ...month(2025, 3),
        Motivo: 'Valores corrigidos pela concessionária',
      });
      expect(reopen.statusCode).toBe(409);
    });
  });

  describe('reopening April', () => {
    beforeAll(async () => {
      const closed = await ctx.call('POST', '/EfetivarMes', billing, month(2025, 4));
      expect(closed.statusCode, closed.body).toBe(200);
    });

    it('is refused to users who are not administrators, and without a reason', async () => {
      const notAdmin = await ctx.call('POST', '/ReabrirMes', billing, {
        ...month(2025, 4),
        Motivo: 'Arquivo errado',
      });
      expect(notAdmin.statusCode).toBe(403);
      expect(problemOf(notAdmin).detail).toBe('Só um administrador pode reabrir um mês efetivado.');
      const noReason = await ctx.call('POST', '/ReabrirMes', ctx.admin, {
        ...month(2025, 4),
        Motivo: '',
      });
      expect(noReason.statusCode).toBe(400);
    });

    it('cancels the unpaid charges, logs the reason and lets the month close again', async () => {
      const reopened = await ctx.call('POST', '/ReabrirMes', ctx.admin, {
        ...month(2025, 4),
        Motivo: 'Arquivo de abril enviado errado',
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json()).toMatchObject({ Efetivado: false });
      expect((await cobrancas({ ano: 2025, mes: 4 })).map((c) => c.Status)).toEqual(['Cancelada']);
      const closed = await ctx.call('POST', '/EfetivarMes', billing, month(2025, 4));
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await cobrancas({ ano: 2025, mes: 4, status: 'Pendente' })).length).toBe(1);
      const lines = (await logLines()).map((l) => l.dados);
      expect(lines).toContainEqual(
        expect.objectContaining({
          tipo: 'Reabertura',
          mes: 4,
          motivo: 'Arquivo de abril enviado errado',
        }),
      );
      expect(lines.filter((l) => l.tipo === 'Efetivacao')).toHaveLength(3);
      expect(lines).toContainEqual(expect.objectContaining({ tipo: 'Pagamento', valor: '200.00' }));
    });
  });

  it('answers 403 without the effectivation screen and shows nothing of another tenant', async () => {
    const refused = await ctx.call('GET', '', ctx.loja);
    expect(refused.statusCode).toBe(403);
    expect(await cobrancas({}, ctx.other)).toEqual([]);
    const other = await empresas(2025, 3, ctx.other);
    expect(other.filter((e) => !e.SemFaturamento)).toEqual([]);
  });
});
