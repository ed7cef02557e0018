// The share charts' answers for the report page's stories, shaped as the engine answers them:
// MarketShare (the share per brand, its first measure, is what the chart draws),
// ComparativoMontadoras (brand × month of shares: a line per brand), MarketShareMediaDiaria (per
// month, the daily averages as bars and the own share as a line) and Invasao (a bar per
// dealership and area, named by both).
import type { RegistrationApi } from '@emplacamento/api-client';

type Schemas = RegistrationApi.components['schemas'];
type Tipo = Schemas['RelatorioCampo']['Tipo'];
type Cell = string | number | boolean | null;

const campo = (Chave: string, Titulo: string, Tipo: Tipo) => ({ Chave, Titulo, Tipo });
const brand = campo('marca', 'Marca', 'texto');
const share = campo('participacao', 'Participação', 'percentual');
const BRANDS = [
  ['FIAT', 52_007, 27.1],
  ['VOLKSWAGEN', 35_781, 19.8],
  ['CHEVROLET', 29_337, 16.2],
  ['HYUNDAI', 18_447, 10.4],
] as const;
const whole = 191_203;
const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04'];
const monthTitles = ['jan. de 2026', 'fev. de 2026', 'mar. de 2026', 'abr. de 2026'];

/** The chart definitions the story user may run. */
export const chartDefinitions: Schemas['RelatorioDefinicao'][] = [
  {
    Nome: 'MarketShare',
    Titulo: 'Market share',
    Recurso: 'emp_graficomarketshare',
    Dimensoes: [brand],
    Medidas: [
      share,
      campo('quantidade', 'Emplacamentos', 'inteiro'),
      campo('participacaoAnterior', 'Participação no ano anterior', 'percentual'),
      campo('variacaoParticipacao', 'Variação (p.p.)', 'decimal'),
    ],
    Filtros: ['periodo', 'fabricanteId'],
    Grafico: 'barra',
    Periodo: 'intervalo',
  },
  {
    Nome: 'ComparativoMontadoras',
    Titulo: 'Comparativo de montadoras',
    Recurso: 'emp_graficocomparativomontadoras',
    Dimensoes: [brand],
    Medidas: [campo('quantidade', 'Emplacamentos', 'inteiro'), share],
    Filtros: ['periodo', 'fabricanteId'],
    Grafico: 'linha',
    Periodo: 'ate',
  },
  {
    Nome: 'MarketShareMediaDiaria',
    Titulo: 'Market share pela média diária',
    Recurso: 'emp_graficomarketsharemediadiaria',
    Dimensoes: [campo('mes', 'Mês', 'mes')],
    Medidas: [
      campo('dias', 'Dias úteis', 'inteiro'),
      campo('total', 'Total', 'inteiro'),
      campo('mediaDiaria', 'Média diária (todas as marcas)', 'decimal'),
      campo('proprio', 'Marca própria', 'inteiro'),
      campo('mediaDiariaPropria', 'Média diária da marca própria', 'decimal'),
      share,
    ],
    Filtros: ['periodo'],
    Grafico: 'barra',
    Periodo: 'ate',
  },
  // The invasion report: a bar per dealership and area it invaded, named by both on a phone.
  {
    Nome: 'Invasao',
    Titulo: 'Invasão',
    Recurso: 'emp_relatorioinvasao',
    Dimensoes: [
      campo('concessionaria', 'Concessionária', 'texto'),
      campo('areaPropria', 'Área da concessionária', 'texto'),
      campo('areaInvadida', 'Área invadida', 'texto'),
    ],
    Medidas: [campo('quantidade', 'Emplacamentos', 'inteiro')],
    Filtros: ['periodo'],
    Grafico: 'barra',
    Periodo: 'intervalo',
  },
];

const INVASIONS = [
  ['Premium Pereira Nordestina', 'Área Bahia', 'Área São Paulo', 31],
  ['Premium Pereira Nordestina', 'Área Bahia', 'Área Minas Gerais', 17],
  ['Master Nogueira Carrapateira', 'Área Paraíba', 'Área Rio Grande do Norte', 12],
  ['Center Ribeiro Itanhangá', 'Área Mato Grosso', 'Área Espírito Santo', 4],
] as const;

function invasions(): ChartFixture {
  return {
    linhas: INVASIONS.map(([concessionaria, areaPropria, areaInvadida, quantidade], id) => ({
      concessionaria,
      concessionariaId: id + 1,
      areaPropria,
      areaInvadida,
      quantidade,
    })),
    totais: { concessionaria: null, quantidade: INVASIONS.reduce((s, r) => s + r[3], 0) },
  };
}

/** A chart's answer: its columns (when they differ from the definition's), rows and totals. */
export interface ChartFixture {
  colunas?: Schemas['RelatorioCampo'][];
  linhas: Record<string, Cell>[];
  totais: Record<string, Cell>;
}

function comparison(): ChartFixture {
  const periods = MONTHS.map((m, i) =>
    campo(`p${m.replace('-', '')}`, monthTitles[i] ?? m, 'percentual'),
  );
  const linhas = BRANDS.map(([marca, q, s], id) => ({
    marca,
    fabricanteId: id + 1,
    propria: id === 0,
    ...Object.fromEntries(
      periods.map((p, i) => [p.Chave, s + (i - 1.5) * (id === 0 ? 0.6 : -0.3)]),
    ),
    quantidade: q,
    participacao: s,
  }));
  return {
    colunas: [brand, ...periods, campo('quantidade', 'Emplacamentos', 'inteiro'), share],
    linhas,
    totais: { marca: null, quantidade: 135_572, participacao: 73.5 },
  };
}

function dailyAverage(): ChartFixture {
  const linhas = MONTHS.map((mes, i) => {
    const dias = 20 + i;
    const total = 160_000 + i * 7_000;
    const proprio = Math.round(total * (0.25 + i * 0.005));
    return {
      mes,
      dias,
      total,
      mediaDiaria: total / dias,
      proprio,
      mediaDiariaPropria: proprio / dias,
      participacao: (100 * proprio) / total,
    };
  });
  const dias = linhas.reduce((s, r) => s + r.dias, 0);
  const total = linhas.reduce((s, r) => s + r.total, 0);
  const proprio = linhas.reduce((s, r) => s + r.proprio, 0);
  return {
    linhas,
    totais: {
      mes: null,
      dias,
      total,
      mediaDiaria: total / dias,
      proprio,
      mediaDiariaPropria: proprio / dias,
      participacao: (100 * proprio) / total,
    },
  };
}

/** The answer of a chart report, or undefined for any other report. */
export function chartFixture(nome: string): ChartFixture | undefined {
  if (nome === 'MarketShare')
    return {
      linhas: BRANDS.map(([marca, q, before], id) => ({
        marca,
        fabricanteId: id + 1,
        propria: id === 0,
        participacao: (100 * q) / whole,
        quantidade: q,
        participacaoAnterior: before,
        variacaoParticipacao: (100 * q) / whole - before,
      })),
      totais: { marca: null, participacao: 70.9, quantidade: 135_572 },
    };
  if (nome === 'ComparativoMontadoras') return comparison();
  if (nome === 'MarketShareMediaDiaria') return dailyAverage();
  if (nome === 'Invasao') return invasions();
  return undefined;
}
