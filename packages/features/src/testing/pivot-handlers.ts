// The dynamic table's calls answered at the network edge for its stories, typed from the contract:
// a few registrations per brand, sale type and year arranged as the request asks (rows, column,
// count or share of column, subtotals after each group, totals), the server's refusal of a table
// too large to show (any place dimension here), and the export as a small file.
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { RegistrationApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';
import { reportHandlers } from './report-handlers';
import { viewHandlers } from './view-handlers';

type Schemas = RegistrationApi.components['schemas'];
type Linha = Schemas['RelatorioResultado']['Linhas'][number];

const campo = (Chave: string, Titulo: string): Schemas['RelatorioCampo'] => ({
  Chave,
  Titulo,
  Tipo: 'texto',
});

/** The dynamic table's definition as the server lists it. */
export const pivotDefinition: Schemas['RelatorioDefinicao'] = {
  Nome: 'EmplacamentoPivotGrid',
  Titulo: 'Tabela dinâmica',
  Recurso: 'emp_relatorioemplacamentopivotgrid',
  Dimensoes: [
    campo('marca', 'Marca'),
    campo('municipio', 'Cidade'),
    campo('tipoVenda', 'Tipo de venda'),
    campo('ano', 'Ano'),
  ],
  Medidas: [
    { Chave: 'quantidade', Titulo: 'Emplacamentos', Tipo: 'inteiro' },
    { Chave: 'participacao', Titulo: 'Participação', Tipo: 'percentual' },
  ],
  Filtros: ['periodo', 'fabricanteId', 'tipoVenda'],
  Grafico: null,
  Periodo: 'intervalo',
};

/** Registrations per brand, sale type and year. */
const DATA: readonly { marca: string; tipoVenda: string; ano: string; q: number }[] = [
  { marca: 'FIAT', tipoVenda: 'Varejo', ano: '2025', q: 41_250 },
  { marca: 'FIAT', tipoVenda: 'Venda direta', ano: '2025', q: 12_480 },
  { marca: 'FIAT', tipoVenda: 'Varejo', ano: '2026', q: 38_990 },
  { marca: 'FIAT', tipoVenda: 'Venda direta', ano: '2026', q: 13_017 },
  { marca: 'VOLKSWAGEN', tipoVenda: 'Varejo', ano: '2025', q: 27_300 },
  { marca: 'VOLKSWAGEN', tipoVenda: 'Venda direta', ano: '2025', q: 9_120 },
  { marca: 'VOLKSWAGEN', tipoVenda: 'Varejo', ano: '2026', q: 26_004 },
  { marca: 'VOLKSWAGEN', tipoVenda: 'Venda direta', ano: '2026', q: 9_777 },
  { marca: 'JEEP', tipoVenda: 'Varejo', ano: '2025', q: 8_410 },
  { marca: 'JEEP', tipoVenda: 'Venda direta', ano: '2026', q: 3_147 },
];
type Key = 'marca' | 'tipoVenda' | 'ano';
const KEYS: readonly string[] = ['marca', 'tipoVenda', 'ano'];
const LONG = ' AUTOMÓVEIS E COMERCIAIS LEVES DO BRASIL LTDA';

/** Options of the fixture. */
export interface PivotFixtureOptions {
  empty?: boolean;
  longNames?: boolean;
}

function answer(consulta: Schemas['RelatorioConsulta'], o: PivotFixtureOptions) {
  const linhas = (consulta.dimensoes?.length ? consulta.dimensoes : ['marca']) as Key[];
  const coluna = consulta.colunas?.[0] as Key | undefined;
  const share = consulta.medida === 'participacao';
  const data = (o.empty ? [] : DATA).map((d) => ({
    ...d,
    marca: o.longNames ? `${d.marca}${LONG}` : d.marca,
  }));
  const cols = coluna ? [...new Set(data.map((d) => d[coluna]))].sort() : [];
  const sum = (keep: (d: (typeof data)[number]) => boolean) =>
    data.filter(keep).reduce((s, d) => s + d.q, 0);
  const grand = sum(() => true);
  const cells = (keep: (d: (typeof data)[number]) => boolean): Linha => {
    const out: Linha = {};
    cols.forEach((c, i) => {
      const whole = sum((d) => coluna !== undefined && d[coluna] === c);
      const q = sum((d) => keep(d) && coluna !== undefined && d[coluna] === c);
      out[`c${String(i)}`] = share ? (100 * q) / whole : q;
    });
    out.total = share ? (100 * sum(keep)) / grand : sum(keep);
    return out;
  };
  const [k0, k1] = linhas;
  const rows: Linha[] = [];
  for (const v0 of [...new Set(data.map((d) => (k0 ? d[k0] : '')))]) {
    if (!k0) continue;
    if (!k1) {
      rows.push({ [k0]: v0, ...cells((d) => d[k0] === v0) });
      continue;
    }
    for (const v1 of [...new Set(data.filter((d) => d[k0] === v0).map((d) => d[k1]))].sort())
      rows.push({ [k0]: v0, [k1]: v1, ...cells((d) => d[k0] === v0 && d[k1] === v1) });
    rows.push({ [k0]: v0, [k1]: 'Subtotal', nivel: 'subtotal', ...cells((d) => d[k0] === v0) });
  }
  const tipo: Schemas['RelatorioCampo']['Tipo'] = share ? 'percentual' : 'inteiro';
  const title = (key: string) => pivotDefinition.Dimensoes.find((d) => d.Chave === key)?.Titulo;
  return {
    Nome: pivotDefinition.Nome,
    Colunas: [
      ...linhas.map((k) => campo(k, title(k) ?? k)),
      ...cols.map((c, i) => ({ Chave: `c${String(i)}`, Titulo: c, Tipo: tipo })),
      { Chave: 'total', Titulo: 'Total', Tipo: tipo },
    ],
    Linhas: rows,
    Totais: { ...Object.fromEntries(linhas.map((k) => [k, null])), ...cells(() => true) },
    TotalLinhas: rows.length,
    GeradoEm: '2026-11-23T12:00:00Z',
    DadosAte: '2026-11-22',
  } satisfies Schemas['RelatorioResultado'];
}

/** Every call of the dynamic table answered with the fixture (other reports as usual). */
export function pivotHandlers(options: PivotFixtureOptions = {}): HttpHandler[] {
  return [
    ...viewHandlers(),
    http.get('*/api/Emplacamento/Relatorios', () => HttpResponse.json([pivotDefinition])),
    http.post(
      '*/api/Emplacamento/Relatorios/EmplacamentoPivotGrid/Executar',
      async ({ request }) => {
        const consulta = (await request.json()) as Schemas['RelatorioConsulta'];
        const chosen = [...(consulta.dimensoes ?? []), ...(consulta.colunas ?? [])];
        if (chosen.some((d) => !KEYS.includes(d)))
          return problem(
            400,
            'Dados inválidos',
            'A tabela teria 48.312 células; o máximo é 20000. Escolha dimensões com menos valores, filtros ou um período menor',
          );
        return HttpResponse.json(answer(consulta, options));
      },
    ),
    http.post('*/api/Emplacamento/Relatorios/EmplacamentoPivotGrid/Exportar', ({ request }) => {
      const formato = new URL(request.url).searchParams.get('formato') ?? 'csv';
      return new HttpResponse(
        '\uFEFFMarca;Tipo de venda;2025;2026;Total\r\nFIAT;Subtotal;53730;52007;105737\r\n',
        {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="EmplacamentoPivotGrid-2026-11-23.${formato}"`,
          },
        },
      );
    }),
    ...reportHandlers(options),
  ];
}
