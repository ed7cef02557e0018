// The answers of the reports with a map or a drill-down, for the report page's stories, shaped as
// the engine answers them and following the filters asked: MarketShareRegional (the own share per
// state, drawn on the map), RegiaoAreaMunicipio (region → area → city, narrowed by the region and
// area filters), MarcaMes (brand × month, each brand opening its models) and ModeloMes (model ×
// month, narrowed by the brand filter).
import type { RegistrationApi } from '@emplacamento/api-client';

type Schemas = RegistrationApi.components['schemas'];
type Tipo = Schemas['RelatorioCampo']['Tipo'];
type Cell = string | number | boolean | null;
type Line = Record<string, Cell>;

const campo = (Chave: string, Titulo: string, Tipo: Tipo) => ({ Chave, Titulo, Tipo });
const share = campo('participacao', 'Participação', 'percentual');
const proprio = campo('proprio', 'Marca própria', 'inteiro');
const todas = campo('todas', 'Todas as marcas', 'inteiro');
const MONTHS = [
  campo('p202609', 'set. de 2026', 'inteiro'),
  campo('p202610', 'out. de 2026', 'inteiro'),
  campo('p202611', 'nov. de 2026', 'inteiro'),
];
const PLACE_FILTERS: Schemas['RelatorioDefinicao']['Filtros'] = [
  'periodo',
  'regiaoOperacionalId',
  'areaInfluenciaId',
];

/** The definitions of these reports. */
export const drillDefinitions: Schemas['RelatorioDefinicao'][] = [
  {
    Nome: 'MarketShareRegional',
    Titulo: 'Market share regional',
    Recurso: 'emp_graficomarketshareregional',
    Dimensoes: [campo('uf', 'UF', 'texto'), campo('estado', 'Estado', 'texto')],
    Medidas: [share, proprio, todas],
    Filtros: PLACE_FILTERS,
    Grafico: 'mapa',
    Periodo: 'intervalo',
  },
  {
    Nome: 'RegiaoAreaMunicipio',
    Titulo: 'Regiões, áreas e municípios',
    Recurso: 'emp_relatorioregiaoareamunicipio',
    Dimensoes: [
      campo('regiao', 'Região operacional', 'texto'),
      campo('areaInfluencia', 'Área de influência', 'texto'),
      campo('municipio', 'Município', 'texto'),
      campo('uf', 'UF', 'texto'),
      campo('nivel', 'Nível', 'texto'),
    ],
    Medidas: [proprio, todas, share],
    Filtros: PLACE_FILTERS,
    Grafico: null,
    Periodo: 'intervalo',
  },
  {
    Nome: 'MarcaMes',
    Titulo: 'Emplacamentos por marca nos últimos 12 meses',
    Recurso: 'emp_relatoriomarcames',
    Dimensoes: [campo('marca', 'Marca', 'texto')],
    Medidas: [campo('total', 'Total', 'inteiro')],
    Filtros: ['periodo', 'fabricanteId'],
    Grafico: 'linha',
    Periodo: 'ate',
    MesesPadrao: 12,
  },
  {
    Nome: 'ModeloMes',
    Titulo: 'Emplacamentos por modelo mês a mês',
    Recurso: 'emp_relatoriomodelomes',
    Dimensoes: [campo('modelo', 'Modelo', 'texto'), campo('marca', 'Marca', 'texto')],
    Medidas: [campo('total', 'Total', 'inteiro')],
    Filtros: ['periodo', 'fabricanteId'],
    Grafico: 'linha',
    Periodo: 'ate',
    MesesPadrao: 12,
  },
  {
    // The level below a model (its versions) and below a brand of a free period (its models).
    Nome: 'EmplacamentoPivotGrid',
    Titulo: 'Tabela dinâmica',
    Recurso: 'emp_relatorioemplacamentopivotgrid',
    Dimensoes: [campo('marca', 'Marca', 'texto'), campo('modelo', 'Modelo', 'texto')],
    Medidas: [campo('quantidade', 'Emplacamentos', 'inteiro')],
    Filtros: ['periodo', 'fabricanteId', 'modeloId'],
    Grafico: null,
    Periodo: 'intervalo',
  },
];

const STATES = [
  ['SP', 'São Paulo', 31.2, 20_410],
  ['MG', 'Minas Gerais', 27.5, 9_880],
  ['PR', 'Paraná', 24.1, 6_102],
  ['RJ', 'Rio de Janeiro', 19.8, 7_450],
  ['RS', 'Rio Grande do Sul', 18.3, 5_021],
  ['BA', 'Bahia', 15.6, 3_890],
  ['GO', 'Goiás', 14.2, 2_977],
  ['PE', 'Pernambuco', 12.9, 2_405],
  ['AM', 'Amazonas', 9.4, 1_120],
  ['RR', 'Roraima', 4.1, 96],
] as const;

function regional(longNames: boolean) {
  const linhas = STATES.map(([uf, estado, s, all], i) => {
    const own = Math.round((all * s) / 100);
    return {
      uf,
      estado: longNames ? `${estado} — Unidade da Federação com nome muito extenso` : estado,
      estadoId: i + 1,
      participacao: (100 * own) / all,
      proprio: own,
      todas: all,
    };
  });
  const own = linhas.reduce((t, r) => t + r.proprio, 0);
  const all = linhas.reduce((t, r) => t + r.todas, 0);
  return {
    linhas,
    totais: { uf: null, estado: null, participacao: (100 * own) / all, proprio: own, todas: all },
  };
}

type City = readonly [string, number, number];
interface Area {
  id: number;
  nome: string;
  cidades: readonly City[];
}

/** Regions, their areas and the areas' cities (with their own-brand and all-brand counts). */
const TREE: readonly { id: number; nome: string; areas: readonly Area[] }[] = [
  {
    id: 1,
    nome: 'Grande São Paulo',
    areas: [
      {
        id: 11,
        nome: 'ABC Paulista',
        cidades: [
          ['Santo André', 410, 1_500],
          ['São Bernardo do Campo', 520, 1_900],
        ],
      },
      { id: 12, nome: 'Capital', cidades: [['São Paulo', 3_100, 11_200]] },
    ],
  },
  {
    id: 2,
    nome: 'Interior Paulista',
    areas: [
      {
        id: 21,
        nome: 'Campinas',
        cidades: [
          ['Campinas', 880, 3_100],
          ['Jundiaí', 300, 1_050],
        ],
      },
    ],
  },
];

function hierarchy(filtros: Schemas['RelatorioFiltros'], longNames: boolean) {
  const linhas: Line[] = [];
  const measures = (own: number, all: number) => ({
    proprio: own,
    todas: all,
    participacao: (100 * own) / all,
  });
  for (const region of TREE) {
    if (filtros.regiaoOperacionalId?.length && !filtros.regiaoOperacionalId.includes(region.id))
      continue;
    const regiao = longNames
      ? `${region.nome} e municípios vizinhos da região metropolitana`
      : region.nome;
    const areas = region.areas.filter(
      (a) => !filtros.areaInfluenciaId?.length || filtros.areaInfluenciaId.includes(a.id),
    );
    const cities: City[] = areas.flatMap((a) => a.cidades);
    const base = { regiao, regiaoOperacionalId: region.id };
    linhas.push({
      ...base,
      areaInfluencia: '',
      municipio: '',
      uf: '',
      nivel: 'Região',
      ...measures(
        cities.reduce((t, c) => t + c[1], 0),
        cities.reduce((t, c) => t + c[2], 0),
      ),
    });
    for (const area of areas) {
      const at = { ...base, areaInfluencia: area.nome, areaInfluenciaId: area.id };
      linhas.push({
        ...at,
        municipio: '',
        uf: '',
        nivel: 'Área',
        ...measures(
          area.cidades.reduce((t, c) => t + c[1], 0),
          area.cidades.reduce((t, c) => t + c[2], 0),
        ),
      });
      for (const [municipio, own, all] of area.cidades)
        linhas.push({ ...at, municipio, uf: 'SP', nivel: 'Município', ...measures(own, all) });
    }
  }
  const cityRows = linhas.filter((l) => l.municipio !== '');
  const own = cityRows.reduce((t, r) => t + Number(r.proprio), 0);
  const all = cityRows.reduce((t, r) => t + Number(r.todas), 0);
  return {
    linhas,
    totais: {
      regiao: null,
      areaInfluencia: null,
      municipio: null,
      uf: null,
      nivel: null,
      ...measures(own, all || 1),
    },
  };
}

const BRANDS = [
  [
    1,
    'FIAT',
    [
      ['ARGO', 4_210],
      ['MOBI', 2_870],
      ['STRADA', 5_120],
    ],
  ],
  [
    2,
    'VOLKSWAGEN',
    [
      ['POLO', 4_877],
      ['T-CROSS', 2_310],
    ],
  ],
] as const;

/** A row per brand (or per model of the filtered brand) with a count per month and the total. */
function perMonth(nome: string, filtros: Schemas['RelatorioFiltros']) {
  const months = (q: number) =>
    Object.fromEntries(MONTHS.map((m, i) => [m.Chave, Math.round(q * (0.3 + i * 0.05))]));
  const brands = BRANDS.filter(
    ([id]) => !filtros.fabricanteId?.length || filtros.fabricanteId.includes(id),
  );
  const linhas: Line[] =
    nome === 'MarcaMes'
      ? brands.map(([id, marca, models]) => {
          const q = models.reduce((t, m) => t + m[1], 0);
          return { marca, fabricanteId: id, propria: id === 1, ...months(q), total: q };
        })
      : brands.flatMap(([id, marca, models]) =>
          models.map(([modelo, q], i) => ({
            modelo,
            marca,
            modeloId: id * 100 + i + 1,
            fabricanteId: id,
            propria: id === 1,
            ...months(q),
            total: q,
          })),
        );
  const totais: Line = { marca: null, ...(nome === 'ModeloMes' ? { modelo: null } : {}) };
  for (const c of [...MONTHS.map((m) => m.Chave), 'total'])
    totais[c] = linhas.reduce((t, r) => t + Number(r[c]), 0);
  const label =
    nome === 'MarcaMes'
      ? [campo('marca', 'Marca', 'texto')]
      : [campo('modelo', 'Modelo', 'texto'), campo('marca', 'Marca', 'texto')];
  return { colunas: [...label, ...MONTHS, campo('total', 'Total', 'inteiro')], linhas, totais };
}

/** The answer of one of these reports to a request, or undefined for any other report. */
export function drillFixture(
  nome: string,
  consulta: Schemas['RelatorioConsulta'],
  longNames = false,
): { colunas?: Schemas['RelatorioCampo'][]; linhas: Line[]; totais: Line } | undefined {
  const filtros = consulta.filtros ?? {};
  if (nome === 'MarketShareRegional') return regional(longNames);
  if (nome === 'RegiaoAreaMunicipio') return hierarchy(filtros, longNames);
  if (nome === 'MarcaMes' || nome === 'ModeloMes') return perMonth(nome, filtros);
  return undefined;
}
