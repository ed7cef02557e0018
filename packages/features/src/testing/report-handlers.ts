// The report calls answered at the network edge for the report page's stories, typed from the
// contract: a Marca-shaped report whose figures follow the filters asked (a brand filter keeps
// one row, a region halves the counts), the filter options, and the export as a small file.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { RegistrationApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';
import { billingDefinition, billingFixture } from './report-billing-fixtures';
import { chartDefinitions, chartFixture } from './report-chart-fixtures';
import { drillDefinitions, drillFixture } from './report-drill-fixtures';
import { viewHandlers } from './view-handlers';

type Schemas = RegistrationApi.components['schemas'];

const BRANDS = [
  ['FIAT', 52_007],
  ['VOLKSWAGEN', 35_781],
  ['CHEVROLET', 29_337],
  ['HYUNDAI', 18_447],
  ['TOYOTA', 15_780],
  ['JEEP', 11_557],
  ['RENAULT', 10_890],
  ['HONDA', 9_112],
] as const;

const campo = (Chave: string, Titulo: string, Tipo: Schemas['RelatorioCampo']['Tipo']) => ({
  Chave,
  Titulo,
  Tipo,
});

/** The definitions the story user may run. */
export const reportDefinitions: Schemas['RelatorioDefinicao'][] = [
  {
    Nome: 'Marca',
    Titulo: 'Emplacamentos por marca',
    Recurso: 'emp_relatoriomarca',
    Dimensoes: [campo('marca', 'Marca', 'texto')],
    Medidas: [
      campo('quantidade', 'Emplacamentos', 'inteiro'),
      campo('participacao', 'Participação', 'percentual'),
    ],
    Filtros: ['periodo', 'regiaoOperacionalId', 'fabricanteId', 'tipoVenda', 'municipioId'],
    Grafico: 'barra',
    Periodo: 'intervalo',
  },
  {
    Nome: 'MarketShareMes',
    Titulo: 'Market share dos últimos 13 meses',
    Recurso: 'emp_graficomarketsharemes',
    Dimensoes: [campo('mes', 'Mês', 'mes')],
    Medidas: [
      campo('proprio', 'Marca própria', 'inteiro'),
      campo('total', 'Total', 'inteiro'),
      campo('participacao', 'Participação', 'percentual'),
    ],
    Filtros: ['periodo', 'regiaoOperacionalId'],
    Grafico: 'linha',
    Periodo: 'ate',
  },
  {
    Nome: 'RankingModelo',
    Titulo: 'Ranking de modelos',
    Recurso: 'emp_relatoriorankingmodelo',
    Dimensoes: [
      campo('posicao', 'Posição', 'inteiro'),
      campo('modelo', 'Modelo', 'texto'),
      campo('marca', 'Marca', 'texto'),
    ],
    Medidas: [
      campo('quantidade', 'Emplacamentos', 'inteiro'),
      campo('participacao', 'Participação', 'percentual'),
      campo('posicaoAnterior', 'Posição no ano anterior', 'inteiro'),
      campo('variacaoPosicao', 'Mudança de posição', 'inteiro'),
    ],
    Filtros: ['periodo', 'regiaoOperacionalId', 'fabricanteId', 'tipoVenda'],
    Grafico: 'barra',
    Periodo: 'ate',
  },
  ...chartDefinitions,
  ...drillDefinitions,
  billingDefinition,
];

/** A year-to-date model ranking: model, brand, count, last year's position. */
const MODELS = [
  ['ARGO', 'FIAT', 14_210, 2],
  ['POLO', 'VOLKSWAGEN', 13_877, 1],
  ['ONIX', 'CHEVROLET', 12_005, 3],
  ['MOBI', 'FIAT', 9_870, 6],
  ['HB20', 'HYUNDAI', 9_512, 4],
] as const;

function rankingModelo() {
  const whole = MODELS.reduce((sum, [, , q]) => sum + q, 0);
  const rows = MODELS.map(([modelo, marca, quantidade, anterior], i) => ({
    posicao: i + 1,
    modelo,
    marca,
    propria: marca === 'FIAT',
    quantidade,
    participacao: (100 * quantidade) / whole,
    posicaoAnterior: anterior,
    variacaoPosicao: anterior - (i + 1),
  }));
  return {
    rows,
    totais: { modelo: null, marca: null, quantidade: whole, participacao: 100 },
  };
}

/** Options of the fixtures. */
export interface ReportFixtureOptions {
  /** No registrations at all. */
  empty?: boolean;
  /** Brand names this long (the long-text story). */
  longNames?: boolean;
}

function marca(consulta: Schemas['RelatorioConsulta'], o: ReportFixtureOptions) {
  const f = consulta.filtros ?? {};
  const factor = f.regiaoOperacionalId?.length ? 0.5 : 1;
  const all = BRANDS.map(([nome, q], i) => ({
    nome: o.longNames ? `${nome} AUTOMÓVEIS E COMERCIAIS LEVES DO BRASIL LTDA` : nome,
    id: i + 1,
    q: Math.round(q * factor),
  }));
  const whole = all.reduce((s, b) => s + b.q, 0);
  let rows = (o.empty ? [] : all)
    .filter((b) => !f.fabricanteId?.length || f.fabricanteId.includes(b.id))
    .map((b) => ({
      marca: b.nome,
      fabricanteId: b.id,
      propria: b.id === 1,
      quantidade: b.q,
      participacao: (100 * b.q) / whole,
    }));
  const [order] = consulta.order ?? [];
  if (order?.column === 'marca')
    rows = rows.sort((a, b) => a.marca.localeCompare(b.marca) * (order.dir === 'asc' ? 1 : -1));
  else if (order)
    rows = rows.sort((a, b) => (a.quantidade - b.quantidade) * (order.dir === 'asc' ? 1 : -1));
  const q = rows.reduce((s, r) => s + r.quantidade, 0);
  return {
    rows,
    totais: { marca: null, quantidade: q, participacao: whole ? (100 * q) / whole : 0 },
  };
}

function marketShare() {
  return Array.from({ length: 13 }, (_, i) => {
    const index = 2025 * 12 + 10 + i;
    const total = 180_000 + (i % 5) * 4_100;
    const proprio = Math.round(total * (0.22 + (i % 4) * 0.004));
    return {
      mes: `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`,
      proprio,
      total,
      participacao: (100 * proprio) / total,
    };
  });
}

/** Every report call answered with the fixtures. */
export function reportHandlers(options: ReportFixtureOptions = {}): HttpHandler[] {
  return [
    // The page's star and its save: a store of the stories' own.
    ...viewHandlers(),
    http.get('*/api/Emplacamento/Relatorios', () => HttpResponse.json(reportDefinitions)),
    http.get('*/api/Emplacamento/Relatorios/:nome/Filtros', ({ request }) => {
      const typed = new URL(request.url).searchParams.get('municipio') ?? '';
      const answer: Schemas['RelatorioOpcoesFiltros'] = {
        RegioesOperacionais: [
          { Id: 1, Nome: 'Grande São Paulo' },
          { Id: 2, Nome: 'Interior Paulista' },
        ],
        AreasInfluencia: [],
        Municipios: typed
          ? [
              { Id: 3550308, Nome: 'São Paulo' },
              { Id: 3548708, Nome: 'São Bernardo do Campo' },
            ]
          : [],
        GruposEmpresa: [],
        Empresas: [],
        TiposSegmento: [],
        Segmentos: [],
        Fabricantes: BRANDS.map(([Nome], i) => ({ Id: i + 1, Nome })),
      };
      return HttpResponse.json(answer);
    }),
    http.post('*/api/Emplacamento/Relatorios/:nome/Executar', async ({ params, request }) => {
      const consulta = (await request.json()) as Schemas['RelatorioConsulta'];
      const definition = reportDefinitions.find((d) => d.Nome === params.nome);
      if (!definition) return problem(403, 'Acesso negado', 'Você não tem permissão.');
      const colunas = [...definition.Dimensoes, ...definition.Medidas];
      const base = {
        Nome: definition.Nome,
        Colunas: colunas,
        GeradoEm: '2026-11-23T12:00:00Z',
        DadosAte: '2026-11-22',
      };
      const chart = options.empty
        ? undefined
        : (chartFixture(definition.Nome) ??
          drillFixture(definition.Nome, consulta, options.longNames) ??
          billingFixture(definition.Nome, options.longNames));
      if (chart)
        return HttpResponse.json({
          ...base,
          Colunas: chart.colunas ?? colunas,
          Linhas: chart.linhas,
          Totais: chart.totais,
          TotalLinhas: chart.linhas.length,
        });
      if (definition.Nome === 'MarketShareMes') {
        const rows = options.empty ? [] : marketShare();
        const proprio = rows.reduce((s, r) => s + r.proprio, 0);
        const total = rows.reduce((s, r) => s + r.total, 0);
        // A "total" column and a totals row, as the engine answers: their keys must not collide.
        const totais = {
          mes: null,
          proprio,
          total,
          participacao: total ? (100 * proprio) / total : 0,
        };
        return HttpResponse.json({
          ...base,
          Linhas: rows,
          Totais: totais,
          TotalLinhas: rows.length,
        });
      }
      const { rows, totais } =
        definition.Nome === 'RankingModelo' ? rankingModelo() : marca(consulta, options);
      return HttpResponse.json({ ...base, Linhas: rows, Totais: totais, TotalLinhas: rows.length });
    }),
    http.post('*/api/Emplacamento/Relatorios/:nome/Exportar', ({ request }) => {
      const formato = new URL(request.url).searchParams.get('formato');
      // A PDF's first bytes, enough for the page to hand on; the API's tests read real ones.
      const body =
        formato === 'pdf'
          ? '%PDF-1.3\n%%EOF\n'
          : '\uFEFFMarca;Emplacamentos;Participação\r\nFIAT;52007;28,3\r\n';
      const type =
        formato === 'pdf'
          ? 'application/pdf'
          : formato === 'xlsx'
            ? 'application/octet-stream'
            : 'text/csv; charset=utf-8';
      return new HttpResponse(body, {
        headers: {
          'content-type': type,
          'content-disposition': `attachment; filename="Marca-2026-11-23.${formato ?? 'csv'}"`,
        },
      });
    }),
  ];
}

/** The run never answers (the loading state). */
export const reportRunNeverAnswers: HttpHandler = http.post(
  '*/api/Emplacamento/Relatorios/:nome/Executar',
  async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  },
);

/** A run that fails until its story lets it answer: see {@link reportRunFailing}. */
export interface FailingRun {
  readonly handler: HttpHandler;
  /** From now on the run answers (the story's retry). */
  readonly recover: () => void;
  /** The run fails again (the story's `beforeEach`, so every showing starts failed). */
  readonly reset: () => void;
}

/**
 * The run fails until the story's play lets it answer (the error state and its retry). Failing
 * only the first call made the error story depend on that call being the page's one and only:
 * on CI's machine the error once never showed (15 s), which a second call answering would do.
 */
export function reportRunFailing(): FailingRun {
  let failing = true;
  return {
    handler: http.post('*/api/Emplacamento/Relatorios/:nome/Executar', () =>
      failing ? problem(500, 'Erro interno', 'Ocorreu um erro inesperado.') : undefined,
    ),
    recover: () => {
      failing = false;
    },
    reset: () => {
      failing = true;
    },
  };
}

/** The user may run no report (the forbidden state). */
export const noReports: HttpHandler = http.get('*/api/Emplacamento/Relatorios', () =>
  HttpResponse.json([]),
);
