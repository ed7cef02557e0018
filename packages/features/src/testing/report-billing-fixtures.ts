// The billing reports' answers for the report page's stories, shaped as the engine answers them:
// FaturamentoConsolidado, both invoice types side by side per dealership and month, the amounts
// in reais (`moeda` columns) and a totals row; long dealership names for the long-text story.
import type { RegistrationApi } from '@emplacamento/api-client';
import type { ChartFixture } from './report-chart-fixtures';

type Schemas = RegistrationApi.components['schemas'];
type Tipo = Schemas['RelatorioCampo']['Tipo'];

const campo = (Chave: string, Titulo: string, Tipo: Tipo) => ({ Chave, Titulo, Tipo });

/** The consolidated billing report's definition. */
export const billingDefinition: Schemas['RelatorioDefinicao'] = {
  Nome: 'FaturamentoConsolidado',
  Titulo: 'Faturamento consolidado',
  Recurso: 'emp_relatoriofaturamentoconsolidado',
  Dimensoes: [
    campo('concessionaria', 'Concessionária', 'texto'),
    campo('grupoEmpresa', 'Grupo empresa', 'texto'),
    campo('mes', 'Mês', 'mes'),
  ],
  Medidas: [
    campo('veiculosDVR', 'Veículos DVR', 'inteiro'),
    campo('valorDVR', 'Valor DVR', 'moeda'),
    campo('veiculosDVE', 'Veículos DVE', 'inteiro'),
    campo('valorDVE', 'Valor DVE', 'moeda'),
    campo('veiculosTotal', 'Total de veículos', 'inteiro'),
    campo('valorTotal', 'Valor total', 'moeda'),
  ],
  Filtros: ['periodo', 'grupoEmpresaId', 'empresaId'],
  Grafico: null,
  Periodo: 'intervalo',
  MesesPadrao: 12,
};

/** Dealership, group, month, DVR vehicles and cents, DVE vehicles and cents. */
const BILLINGS = [
  ['AUTO SUL VEÍCULOS', 'GRUPO SUL', '2026-10', 42, 3_571_450_20, 3, 259_800_00],
  ['CAPITAL MOTORS', 'GRUPO SUL', '2026-10', 18, 1_530_612_75, 0, 0],
  ['AUTO SUL VEÍCULOS', 'GRUPO SUL', '2026-09', 37, 3_146_110_05, 5, 433_000_00],
  ['NORTE DISTRIBUIDORA', null, '2026-09', 9, 765_320_40, 12, 1_038_240_99],
] as const;

const LONG = ' COMÉRCIO DE VEÍCULOS, PEÇAS E SERVIÇOS AUTOMOTIVOS DO ESTADO DE SÃO PAULO LTDA';

/** The consolidated billing report's rows and totals (`longNames`: dealership names that long). */
export function billingFixture(nome: string, longNames = false): ChartFixture | undefined {
  if (nome !== billingDefinition.Nome) return undefined;
  const linhas = BILLINGS.map(([nomeFantasia, grupo, mes, dvr, dvrCents, dve, dveCents], id) => ({
    concessionaria: longNames ? `${nomeFantasia}${LONG}` : nomeFantasia,
    empresaId: id + 1,
    grupoEmpresa: grupo,
    mes,
    veiculosDVR: dvr,
    valorDVR: dvrCents / 100,
    veiculosDVE: dve,
    valorDVE: dveCents / 100,
    veiculosTotal: dvr + dve,
    valorTotal: (dvrCents + dveCents) / 100,
  }));
  const cents = (i: 4 | 6) => BILLINGS.reduce((s, b) => s + b[i], 0);
  const count = (i: 3 | 5) => BILLINGS.reduce((s, b) => s + b[i], 0);
  return {
    linhas,
    totais: {
      concessionaria: null,
      grupoEmpresa: null,
      mes: null,
      veiculosDVR: count(3),
      valorDVR: cents(4) / 100,
      veiculosDVE: count(5),
      valorDVE: cents(6) / 100,
      veiculosTotal: count(3) + count(5),
      valorTotal: (cents(4) + cents(6)) / 100,
    },
  };
}
