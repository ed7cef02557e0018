// The DashboardKPI calls answered at the network edge for the dashboard's stories: figures that
// depend on the period asked (so changing it shows other numbers), typed from the contract.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { RegistrationApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';

type Schemas = RegistrationApi.components['schemas'];

const BRANDS = [
  ['FIAT', 23.4],
  ['VOLKSWAGEN', 16.1],
  ['CHEVROLET', 13.2],
  ['HYUNDAI', 8.3],
  ['TOYOTA', 7.1],
  ['JEEP', 5.2],
  ['RENAULT', 4.9],
  ['HONDA', 4.1],
  ['BYD', 3.6],
  ['NISSAN', 3.1],
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The totals of a month: larger in later months, so each period reads differently. */
const totalOf = (ano: number, mes: number) => 180_000 + ((ano * 12 + mes) % 17) * 3_250;

/** Options of the fixtures. */
export interface KpiFixtureOptions {
  /** Every answer empty (a tenant without registrations). */
  empty?: boolean;
  /** Brand names this long (the long-text story). */
  longNames?: boolean;
}

function answer(op: string, ano: number, mes: number, o: KpiFixtureOptions): unknown {
  const name = (brand: string) =>
    o.longNames ? `${brand} AUTOMÓVEIS E COMERCIAIS LEVES DO BRASIL LTDA` : brand;
  const total = o.empty ? 0 : totalOf(ano, mes);
  const own = Math.round(total * 0.234);
  const share = (period: string, t: number, p: number): Schemas['KpiParticipacao'] => ({
    Periodo: period,
    Proprio: p,
    Total: t,
    Participacao: t === 0 ? 0 : (100 * p) / t,
    ParticipacaoAnterior: o.empty ? null : 22.1,
    Variacao: o.empty ? null : (100 * p) / (t || 1) - 22.1,
    AtualizadoEm: '2026-11-23T09:00:00Z',
  });
  const brands = o.empty ? [] : BRANDS;
  switch (op) {
    case 'ParticipacaoMercadoTotalMes':
      return share(`${String(ano)}-${pad(mes)}`, total, own);
    case 'ParticipacaoMercadoTotalAno':
      return share(String(ano), total * mes, Math.round(total * mes * 0.229));
    case 'ParticipacaoMarca':
      return brands.map(([brand, pct], i): Schemas['KpiMarca'] => ({
        FabricanteId: i + 1,
        Marca: name(brand),
        Quantidade: Math.round((total * pct) / 100),
        Participacao: pct,
        Cor: null,
        Propria: i === 0,
      }));
    case 'Variacao':
      return brands.map(([brand, pct], i): Schemas['KpiVariacao'] => {
        const atual = Math.round((total * pct) / 100);
        const before = i === 9 ? 0 : Math.round(atual * 0.95);
        return {
          FabricanteId: i + 1,
          Marca: name(brand),
          Atual: atual,
          MesAnterior: before,
          AnoAnterior: Math.round(atual * 0.9),
          VariacaoMes: before === 0 ? null : (100 * (atual - before)) / before,
          VariacaoAno: 11.1,
        };
      });
    case 'VendaDiretaXVarejoMarca':
      return brands.map(([brand, pct], i): Schemas['KpiVendaDiretaVarejo'] => {
        const q = Math.round((total * pct) / 100);
        return {
          Rotulo: name(brand),
          FabricanteId: i + 1,
          Ano: null,
          VendaDireta: Math.round(q * 0.22),
          Varejo: q - Math.round(q * 0.22),
          PercentualVendaDireta: 22,
        };
      });
    case 'VendaDiretaXVarejoAno':
      return [4, 3, 2, 1, 0].map((back): Schemas['KpiVendaDiretaVarejo'] => {
        const q = o.empty ? 0 : 2_100_000 + back * 40_000;
        return {
          Rotulo: String(ano - back),
          FabricanteId: null,
          Ano: ano - back,
          VendaDireta: Math.round(q * 0.22),
          Varejo: q - Math.round(q * 0.22),
          PercentualVendaDireta: o.empty ? 0 : 22,
        };
      });
    case 'EvolucaoMarca':
      return Array.from({ length: 13 }, (_, i): Schemas['KpiEvolucao'] => {
        const index = ano * 12 + mes - 1 - 12 + i;
        const t = o.empty ? 0 : totalOf(Math.floor(index / 12), (index % 12) + 1);
        const p = Math.round(t * (0.22 + (i % 4) * 0.005));
        return {
          Periodo: `${String(Math.floor(index / 12))}-${pad((index % 12) + 1)}`,
          Proprio: p,
          Total: t,
          Participacao: t === 0 ? 0 : (100 * p) / t,
        };
      });
    case 'EvolucaoMarcaDiario':
      return Array.from({ length: 20 }, (_, i): Schemas['KpiEvolucao'] => {
        const t = o.empty ? 0 : 8_000 + (i % 6) * 450;
        const p = Math.round(t * (0.21 + (i % 5) * 0.006));
        return {
          Periodo: `${String(ano)}-${pad(mes)}-${pad(i + 1)}`,
          Proprio: p,
          Total: t,
          Participacao: t === 0 ? 0 : (100 * p) / t,
        };
      });
    default:
      return null;
  }
}

/** Every DashboardKPI call answered with the fixtures. */
export function kpiHandlers(options: KpiFixtureOptions = {}): HttpHandler[] {
  return [
    http.get('*/api/Emplacamento/DashboardKPI/:op', ({ params, request }) => {
      const url = new URL(request.url);
      const ano = Number(url.searchParams.get('ano') ?? 2026);
      const mes = Number(url.searchParams.get('mes') ?? 11);
      return HttpResponse.json(answer(String(params.op), ano, mes, options) as never);
    }),
  ];
}

/** Calls that never answer (the loading state). */
export const kpiNeverAnswers: HttpHandler = http.get(
  '*/api/Emplacamento/DashboardKPI/:op',
  async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  },
);

/** Calls refused: 403 (the profile lacks the dashboard) or 500. */
export const kpiRefused = (status: 403 | 500): HttpHandler =>
  http.get('*/api/Emplacamento/DashboardKPI/:op', () =>
    status === 403
      ? problem(403, 'Acesso negado', 'Você não tem permissão para realizar esta ação.')
      : problem(500, 'Erro interno', 'Ocorreu um erro inesperado. Tente novamente mais tarde.'),
  );

/** Calls that fail the first time each and answer afterwards (the retry story). */
export function kpiFailingOnce(): HttpHandler[] {
  const failed = new Set<string>();
  return [
    http.get('*/api/Emplacamento/DashboardKPI/:op', ({ params, request }) => {
      const key = `${String(params.op)}${new URL(request.url).search}`;
      if (!failed.has(key)) {
        failed.add(key);
        return problem(
          500,
          'Erro interno',
          'Ocorreu um erro inesperado. Tente novamente mais tarde.',
        );
      }
      const url = new URL(request.url);
      return HttpResponse.json(
        answer(
          String(params.op),
          Number(url.searchParams.get('ano')),
          Number(url.searchParams.get('mes')),
          {},
        ) as never,
      );
    }),
  ];
}
