// Mock Service Worker answers of the billing effectivation slice, typed from the contract: a month
// with three billed dealerships and one that sent nothing, closing into charges, reopening only
// with a reason, letters that each put a line on the billing log over a real event stream, and
// payments; each call can be made to hang or to answer a problem.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { PlatformApi, RegistrationApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';
import { fakeEventStream } from './event-stream';

type Schemas = RegistrationApi.components['schemas'];
type Empresa = Schemas['EmpresaComFaturamento'];
type Cobranca = Schemas['Cobranca'];
type DocumentoRealtime = PlatformApi.components['schemas']['DocumentoRealtime'];

/** The month the stories show (the screen opens it from the address). */
export const STORY_MONTH = { ano: 2026, mes: 10 } as const;

/** A billed dealership of the story month; `extra` changes fields. */
export function empresa(id: number, extra: Partial<Empresa> = {}): Empresa {
  return {
    EmpresaId: id,
    RazaoSocial: `Concessionária ${String(id)} Comércio de Veículos Ltda`,
    CNPJ: `1122233300${String(id).padStart(2, '0')}81`,
    CodigoFaturamento: `F${String(id).padStart(6, '0')}`,
    QuantidadeDVR: 10 * id,
    QuantidadeDVE: id,
    ValorDVR: 1000 * id,
    ValorDVE: 100 * id,
    ValorCobranca: 12.5 * 11 * id,
    Efetivado: false,
    PendenciaFinanceira: false,
    CartaEnviadaEm: null,
    SemFaturamento: false,
    ...extra,
  };
}

/** Three billed dealerships and one that sent nothing. */
export const monthDealerships: readonly Empresa[] = [
  empresa(1),
  empresa(2),
  empresa(3),
  empresa(4, {
    QuantidadeDVR: 0,
    QuantidadeDVE: 0,
    ValorDVR: 0,
    ValorDVE: 0,
    ValorCobranca: 0,
    SemFaturamento: true,
  }),
];

/** How the fake billing server behaves. */
export interface BillingFake {
  /** The month's dealerships. @default monthDealerships */
  readonly rows?: readonly Empresa[];
  /** The month starts closed. @default false */
  readonly closed?: boolean;
  /** The dealerships' call never answers (a loading story) or answers a problem. */
  readonly dealerships?: 'hangs' | 403 | 503;
  /** Reopening answers 403 (the user is not an administrator). @default false */
  readonly reopenRefused?: boolean;
  /** A letter's PDF is gone from the archive (404). @default false */
  readonly letterMissing?: boolean;
}

/** A one-page PDF: what the archive answers for a sent letter. */
const LETTER_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 14, 0)).toISOString();

/** Every call of the effectivation screen, answering like a healthy server unless `fake` says not. */
export function billingHandlers(fake: BillingFake = {}): HttpHandler[] {
  const rows = (fake.rows ?? monthDealerships).map((r) => ({ ...r }));
  let closedAt: string | null = fake.closed ? at(3) : null;
  let charges: Cobranca[] = [];
  const log: DocumentoRealtime[] = [];
  const stream = fakeEventStream(40);
  const write = (dados: Record<string, unknown>) => {
    const documento: DocumentoRealtime = {
      id: `l${String(log.length + 1)}`,
      colecao: 'logFaturamento',
      usuarioId: null,
      criadoEm: new Date(Date.UTC(2026, 10, 5, 12, log.length)).toISOString(),
      atualizadoEm: null,
      dados,
    };
    log.unshift(documento);
    stream.send('adicionado', documento);
  };
  const charge = () => {
    charges = rows
      .filter((r) => r.SemFaturamento !== true)
      .map((r) => ({
        Id: r.EmpresaId,
        EmpresaId: r.EmpresaId,
        RazaoSocial: r.RazaoSocial,
        Ano: STORY_MONTH.ano,
        Mes: STORY_MONTH.mes,
        Valor: r.ValorCobranca,
        Vencimento: '2026-11-10',
        Status: 'Pendente',
        PagaEm: null,
        CartaEnviadaEm: null,
        QuantidadeEnvios: 0,
      }));
  };
  if (closedAt !== null) charge();
  write({
    tipo: 'Importacao',
    arquivoNome: 'faturamento-outubro.csv',
    linhasImportadas: 7,
    linhasComErro: 0,
  });
  const month = () => ({
    Ano: STORY_MONTH.ano,
    Mes: STORY_MONTH.mes,
    Efetivado: closedAt !== null,
    EfetivadoEm: closedAt,
    QuantidadeEmpresas: charges.length || rows.filter((r) => r.SemFaturamento !== true).length,
    QuantidadeVeiculos: 66,
    ValorTotal: 6600,
  });
  let parametros: Schemas['ParametrosFaturamento'] = {
    ValorPorVeiculo: 12.5,
    DiaVencimento: 10,
    TiposNota: ['DVR', 'DVE'],
    EmailRemetente: 'cobranca@emplacamento.demo',
    AssuntoCarta: 'Carta de cobrança — {empresa}',
    TextoCarta: 'Prezados, consta em aberto a contribuição de {empresa} no valor de {valor}.',
  };
  return [
    http.get('*/api/Emplacamento/EfetivarFaturamentos', () =>
      HttpResponse.json({ Parametros: parametros, Meses: [month()] }),
    ),
    http.post('*/EfetivarFaturamentos/ObterEmpresasComFaturamentos', async () => {
      if (fake.dealerships === 'hangs') await delay('infinite');
      if (fake.dealerships === 403)
        return problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.');
      if (fake.dealerships === 503) return problem(503, 'Indisponível', 'Serviço indisponível.');
      return HttpResponse.json(rows.map((r) => ({ ...r, Efetivado: closedAt !== null })));
    }),
    http.post('*/EfetivarFaturamentos/ListarCobrancas', async ({ request }) => {
      const paged = new URL(request.url).searchParams.get('paginar') !== 'false';
      const query = (await request.json()) as {
        length: number;
        userdata?: { status?: string };
      };
      const status = query.userdata?.status;
      const found = charges.filter((c) => status === undefined || c.Status === status);
      return HttpResponse.json({
        Data: {
          data: paged ? found.slice(0, query.length) : found,
          recordsTotal: charges.length,
          recordsFiltered: found.length,
          draw: 1,
        },
      });
    }),
    http.post('*/EfetivarFaturamentos/EfetivarMes', () => {
      if (closedAt !== null) return problem(409, 'Conflito', 'O mês 10/2026 já foi efetivado.');
      closedAt = at(5);
      charge();
      write({
        tipo: 'Efetivacao',
        ano: STORY_MONTH.ano,
        mes: STORY_MONTH.mes,
        cobrancas: charges.length,
        valorTotal: String(charges.reduce((n, c) => n + c.Valor, 0)),
      });
      return HttpResponse.json(month());
    }),
    http.post('*/EfetivarFaturamentos/ReabrirMes', async ({ request }) => {
      const body = (await request.json()) as { Motivo: string };
      if (fake.reopenRefused)
        return problem(
          403,
          'Acesso negado',
          'Somente um administrador pode reabrir um mês efetivado.',
        );
      closedAt = null;
      charges = [];
      write({
        tipo: 'Reabertura',
        ano: STORY_MONTH.ano,
        mes: STORY_MONTH.mes,
        motivo: body.Motivo,
      });
      return HttpResponse.json(month());
    }),
    http.post('*/EfetivarFaturamentos/GerarPendenciaEnviarCartaCobranca', async ({ request }) => {
      const force = new URL(request.url).searchParams.get('forcarReenvio') === 'true';
      let enviadas = 0;
      let jaEnviadas = 0;
      for (const c of charges.filter((x) => x.Status === 'Pendente')) {
        if (c.CartaEnviadaEm && !force) {
          jaEnviadas += 1;
          continue;
        }
        // One letter after the other, each on the log as it goes, as the server sends them.
        await delay(40);
        c.CartaEnviadaEm = at(6);
        c.QuantidadeEnvios += 1;
        const row = rows.find((r) => r.EmpresaId === c.EmpresaId);
        if (row) row.CartaEnviadaEm = c.CartaEnviadaEm;
        write({
          tipo: 'Carta',
          ano: STORY_MONTH.ano,
          mes: STORY_MONTH.mes,
          cobrancaId: c.Id,
          empresa: c.RazaoSocial,
          para: `financeiro${String(c.EmpresaId)}@concessionaria.com.br`,
          valor: String(c.Valor),
          arquivoId: 100 + c.Id,
        });
        enviadas += 1;
      }
      return HttpResponse.json({
        Ano: STORY_MONTH.ano,
        Mes: STORY_MONTH.mes,
        CobrancasGeradas: 0,
        CartasEnviadas: enviadas,
        CartasJaEnviadas: jaEnviadas,
      });
    }),
    http.post('*/EfetivarFaturamentos/RegistrarPagamento', async ({ request }) => {
      const body = (await request.json()) as { CobrancaId: number; PagaEm: string };
      const c = charges.find((x) => x.Id === body.CobrancaId);
      if (!c) return problem(404, 'Não encontrado', 'Cobrança não encontrada.');
      c.Status = 'Paga';
      c.PagaEm = body.PagaEm;
      write({
        tipo: 'Pagamento',
        cobrancaId: c.Id,
        empresa: c.RazaoSocial,
        valor: String(c.Valor),
        pagaEm: body.PagaEm,
      });
      return HttpResponse.json(c);
    }),
    http.post('*/EfetivarFaturamentos/AtualizarParametrosDeFaturamento', async ({ request }) => {
      parametros = (await request.json()) as Schemas['ParametrosFaturamento'];
      return HttpResponse.json(parametros);
    }),
    http.get('*/Geral/GerenciadorArquivo/Download', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const sent = charges.some((c) => 100 + c.Id === id && c.CartaEnviadaEm);
      if (fake.letterMissing || !sent)
        return problem(404, 'Não encontrado', 'Arquivo não encontrado.');
      return new HttpResponse(LETTER_PDF, { headers: { 'content-type': 'application/pdf' } });
    }),
    http.get('*/api/Realtime/logFaturamento', () => HttpResponse.json(log)),
    stream.handler(),
  ];
}
