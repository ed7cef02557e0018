// The billing reports, over the billings dealerships report each month (`faturamento`, written by
// the billing import): RelatorioDeFaturamentos lists every billing (a row per dealership, month
// and invoice type), FaturamentoDVR and FaturamentoDVE only that invoice type (a row per
// dealership and month), FaturamentoConsolidado both types side by side with their sum. One
// builder makes the four: they differ only by the invoice types they read and by the columns.
// They count what dealerships billed, so the profile and the group and dealership filters choose
// dealerships (`faturadas`): a dealership user reads its own billings, a group user its group's.
// Amounts are summed in cents, so the totals row is exact whatever the number of rows.
import { reportEntry, type ReportName } from '@emplacamento/access';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import type { TipoNota } from '../db/schema-billing.js';
import type { Coluna, Linha, ReportDefinition, RunContext } from './definition.js';
import { chosenOrLastMonths } from './periods.js';
import { int, mes, sum, text } from './shaping.js';
import type { ColumnKey } from './texts.js';

const concessionaria = text('concessionaria');
const grupoEmpresa = text('grupoEmpresa');
const tipoNota = text('tipoNota');
/** An amount in reais. */
const moeda = (chave: ColumnKey): Coluna => ({ chave, tipo: 'moeda', titulo: chave });

/** One summed billing: a dealership's month (and invoice type), its vehicles and its cents. */
interface Somado {
  empresa_id: number;
  concessionaria: string;
  grupo: string | null;
  mes: string;
  tipo_nota: TipoNota;
  veiculos: number;
  centavos: number;
}

/** A month `yyyy-MM` of a day as the number `yyyyMM`, comparable with `ano * 100 + mes`. */
const monthNumber = (day: string) => Number(day.slice(0, 4)) * 100 + Number(day.slice(5, 7));

/** The billings of the run's months and dealerships, of `tipos`, summed per dealership, month, type. */
function billings(ctx: RunContext, tipos: readonly TipoNota[]): Promise<Somado[]> {
  const tenantId = ctx.scope.tenantId;
  const dealers = ctx.scope.concessionarias ?? sql`select c.id from concessionaria c where false`;
  return queryRows<Somado>(
    ctx.db,
    sql`select f.concessionaria_id as empresa_id, c.nome_fantasia as concessionaria,
          g.nome as grupo, f.ano::text || '-' || lpad(f.mes::text, 2, '0') as mes, f.tipo_nota,
          sum(f.quantidade_veiculos)::int as veiculos, (sum(f.valor) * 100)::float8 as centavos
        from faturamento f
        join concessionaria c on c.tenant_id = f.tenant_id and c.id = f.concessionaria_id
        left join grupo_empresa g on g.tenant_id = c.tenant_id and g.id = c.grupo_empresa_id
        where f.tenant_id = ${tenantId}
          and f.ano * 100 + f.mes between ${monthNumber(ctx.periodo.first)} and ${monthNumber(ctx.periodo.last)}
          and f.tipo_nota = any(string_to_array(${tipos.join(',')}, ','))
          and f.concessionaria_id in (${dealers})
        group by 1, 2, 3, 4, 5`,
  );
}

/** Cents as reais (two decimals, exact for sums of cents). */
const reais = (cents: number) => Math.round(cents) / 100;

/** A row's leading cells: the dealership (name and id), its group and the month. */
const leading = (b: Somado): Linha => ({
  concessionaria: b.concessionaria,
  empresaId: b.empresa_id,
  grupoEmpresa: b.grupo,
  mes: b.mes,
});

/** The totals row: the sums of the counts and amounts (to the cent), the other cells blank. */
function totalsOf(colunas: readonly Coluna[], linhas: readonly Linha[]): Linha {
  return Object.fromEntries(
    colunas.map((c) => {
      if (c.tipo === 'inteiro') return [c.chave, sum(linhas, c.chave)];
      if (c.tipo === 'moeda') return [c.chave, reais(sum(linhas, c.chave) * 100)];
      return [c.chave, null];
    }),
  );
}

/** A row per billing (dealership, month and, when `porTipo`, invoice type) of `tipos`. */
function listed(tipos: readonly TipoNota[], porTipo: boolean) {
  return async (ctx: RunContext) => {
    const colunas = [
      concessionaria,
      grupoEmpresa,
      mes,
      ...(porTipo ? [tipoNota] : []),
      int('veiculos'),
      moeda('valor'),
    ];
    const linhas = (await billings(ctx, tipos)).map((b) => ({
      ...leading(b),
      ...(porTipo ? { tipoNota: b.tipo_nota } : {}),
      veiculos: b.veiculos,
      valor: reais(b.centavos),
    }));
    return { colunas, linhas, totais: totalsOf(colunas, linhas) };
  };
}

/** Both invoice types side by side: a row per dealership and month, with their sum. */
async function sideBySide(ctx: RunContext) {
  const colunas = [
    concessionaria,
    grupoEmpresa,
    mes,
    int('veiculosDVR'),
    moeda('valorDVR'),
    int('veiculosDVE'),
    moeda('valorDVE'),
    int('veiculosTotal'),
    moeda('valorTotal'),
  ];
  const rows = new Map<string, { cells: Linha; cents: Record<TipoNota, number> }>();
  for (const b of await billings(ctx, ['DVR', 'DVE'])) {
    const key = `${String(b.empresa_id)}:${b.mes}`;
    const row = rows.get(key) ?? {
      cells: { ...leading(b), veiculosDVR: 0, veiculosDVE: 0 },
      cents: { DVR: 0, DVE: 0 },
    };
    row.cells[`veiculos${b.tipo_nota}`] = b.veiculos;
    row.cents[b.tipo_nota] = b.centavos;
    rows.set(key, row);
  }
  const linhas = [...rows.values()].map(({ cells, cents }) => ({
    ...cells,
    valorDVR: reais(cents.DVR),
    valorDVE: reais(cents.DVE),
    veiculosTotal: Number(cells.veiculosDVR) + Number(cells.veiculosDVE),
    valorTotal: reais(cents.DVR + cents.DVE),
  }));
  return { colunas, linhas, totais: totalsOf(colunas, linhas) };
}

/** One billing report: the parts the four share and what sets each apart. */
function billingReport(
  nome: ReportName,
  shape: ReportDefinition['shape'],
  medidas: readonly Coluna[],
): ReportDefinition {
  return {
    nome,
    faturadas: true,
    dimensoes: [concessionaria, grupoEmpresa, mes],
    medidas,
    ordem: [
      { column: 'mes', dir: 'desc' },
      { column: 'concessionaria', dir: 'asc' },
    ],
    // Unless dates are chosen, the months its page opens on (a month is billed after it ends).
    periodo: chosenOrLastMonths(reportEntry(nome).defaultMonths ?? 1),
    shape,
  };
}

export const billingDefinitions: readonly ReportDefinition[] = [
  billingReport('RelatorioDeFaturamentos', listed(['DVR', 'DVE'], true), [
    tipoNota,
    int('veiculos'),
    moeda('valor'),
  ]),
  billingReport('FaturamentoDVR', listed(['DVR'], false), [int('veiculos'), moeda('valor')]),
  billingReport('FaturamentoDVE', listed(['DVE'], false), [int('veiculos'), moeda('valor')]),
  billingReport('FaturamentoConsolidado', sideBySide, [
    int('veiculosDVR'),
    moeda('valorDVR'),
    int('veiculosDVE'),
    moeda('valorDVE'),
    int('veiculosTotal'),
    moeda('valorTotal'),
  ]),
];
