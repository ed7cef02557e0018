// The report and chart events are seeded and stored: these rows are the shipped ones, written out
// so that a change to the catalogue that moves an id, a code or a name fails here.
import { describe, expect, it } from 'vitest';
import {
  createRouteTable,
  defaultPeriodEnd,
  eventCatalogue,
  isReportName,
  reportCatalogue,
  reportEntry,
} from '../src';

const shipped = [
  [201, 'Emp_RelatorioMarca', 'Emplacamentos por marca'],
  [202, 'Emp_RelatorioConcessionaria', 'Da sua concessionária'],
  [203, 'Emp_RelatorioCidadeConcessionaria', 'Por cidade da concessionária'],
  [204, 'Emp_RelatorioMarcaMes', 'Por marca nos últimos 12 meses'],
  [205, 'Emp_RelatorioMarcaAno', 'Por marca ano a ano'],
  [206, 'Emp_RelatorioAreaInfluencia', 'Por área de influência'],
  [207, 'Emp_RelatorioRegiao', 'Por regiões'],
  [208, 'Emp_RelatorioModeloAno', 'Por modelo ano a ano'],
  [209, 'Emp_RelatorioModeloMes', 'Por modelo mês a mês'],
  [210, 'Emp_RelatorioRankingModelo', 'Ranking de modelos'],
  [211, 'Emp_RelatorioRankingCidade', 'Ranking de cidades'],
  [212, 'Emp_RelatorioSegmentoAcumulado', 'Segmento acumulado'],
  [213, 'Emp_RelatorioSegmentoMes', 'Segmento por mês'],
  [214, 'Emp_RelatorioRankingConcessionaria', 'Ranking de concessionárias'],
  [215, 'Emp_RelatorioInformacaoVeiculo', 'Informações do veículo'],
  [216, 'Emp_RelatorioHistoricoAcesso', 'Histórico de acesso'],
  [217, 'Emp_RelatorioAcessoUsuario', 'Acessos por usuário'],
  [218, 'Emp_RelatorioAcessoGrupo', 'Acessos por grupo empresa'],
  [219, 'Emp_RelatorioAcessoRelatorio', 'Acessos por relatório'],
  [220, 'Emp_RelatorioInvasao', 'Invasão'],
  [221, 'Emp_RelatorioCapitalAno', 'Capitais por ano'],
  [222, 'Emp_RelatorioCapitalMes', 'Capitais por mês'],
  [223, 'Emp_RelatorioCapitalMarca', 'Capitais por marca'],
  [224, 'Emp_RelatorioRankingMarca', 'Ranking anual de marcas'],
  [225, 'Emp_RelatorioEmplacamentoPivotGrid', 'Tabela dinâmica'],
  [226, 'Emp_RelatorioRegiaoAreaMunicipio', 'Regiões, áreas e cidades'],
  [227, 'Emp_RelatorioRelatorioDeFaturamentos', 'Relatório de faturamentos'],
  [228, 'Emp_RelatorioFaturamentoDVR', 'Faturamento DVR'],
  [229, 'Emp_RelatorioFaturamentoDVE', 'Faturamento DVE'],
  [230, 'Emp_RelatorioFaturamentoConsolidado', 'Faturamento consolidado'],
  [231, 'Emp_RelatorioDuploEmplacamento', 'Duplo emplacamento'],
  [301, 'Emp_GraficoTipoVenda', 'Gráfico por tipo de venda'],
  [302, 'Emp_GraficoMarketShareMes', 'Market share dos últimos 13 meses'],
  [303, 'Emp_GraficoMarketShare', 'Gráfico de market share'],
  [304, 'Emp_GraficoMarketShareRegional', 'Market share regional'],
  [305, 'Emp_GraficoComparativoMontadoras', 'Comparativo de montadoras'],
  [306, 'Emp_GraficoMarketShareMediaDiaria', 'Market share pela média diária'],
] as const;

describe('report catalogue', () => {
  it('keeps the shipped event of every report and chart', () => {
    expect(
      eventCatalogue
        .filter((event) => event.modulo === 'relatorios' || event.modulo === 'graficos')
        .map((event) => [event.id, event.codigo, event.nome]),
    ).toEqual(shipped);
    for (const entry of reportCatalogue)
      if (entry.event !== null)
        expect(entry.event.modulo).toBe(entry.kind === 'report' ? 'relatorios' : 'graficos');
  });

  it('names each report once, each route once', () => {
    const names = reportCatalogue.map((entry) => entry.name);
    const paths = reportCatalogue.map((entry) => entry.path);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('opens each entry at its route, with its permission, in its menu group', () => {
    const table = createRouteTable({ associacaoGrupoEconomico: null });
    for (const entry of reportCatalogue) {
      const route = table.find((candidate) => candidate.path === entry.path);
      expect(route, entry.path).toMatchObject({
        embed: entry.name,
        resource: entry.event === null ? 'Auth' : entry.event.codigo.toLowerCase(),
        menu: { group: entry.menu },
      });
    }
  });

  it('finds an entry by its embed name and knows which names are reports', () => {
    expect(reportEntry('RankingCidade')).toMatchObject({
      kind: 'report',
      slug: 'city-ranking',
      path: '/reports/city-ranking',
      menu: 'relatorios',
      chart: 'barra',
      titleKey: 'reportTitles.RankingCidade',
      event: { id: 211, codigo: 'Emp_RelatorioRankingCidade' },
    });
    expect(reportEntry('TipoVenda')).toMatchObject({
      kind: 'chart',
      path: '/charts/sales-type-chart',
    });
    expect(isReportName('RankingCidade')).toBe(true);
    expect(isReportName('Nomenclatura')).toBe(false);
    expect(isReportName('toString')).toBe(false);
  });
});

describe('defaultPeriodEnd', () => {
  it('ends today from the 6th of a month on', () => {
    expect(defaultPeriodEnd('Marca', '2026-12-06')).toBe('2026-12-06');
    expect(defaultPeriodEnd('Marca', '2026-12-31')).toBe('2026-12-31');
  });

  it('ends on the last day of the month before in a month’s first five days', () => {
    expect(defaultPeriodEnd('Marca', '2026-12-01')).toBe('2026-11-30');
    expect(defaultPeriodEnd('MarcaMes', '2026-12-05')).toBe('2026-11-30');
    expect(defaultPeriodEnd('Marca', '2026-01-02')).toBe('2025-12-31');
    expect(defaultPeriodEnd('Marca', '2028-03-01')).toBe('2028-02-29');
  });

  it('keeps today for the daily bulletin and the access reports, whatever the day', () => {
    expect(defaultPeriodEnd('BoletimDiario', '2026-12-01')).toBe('2026-12-01');
    expect(defaultPeriodEnd('HistoricoAcesso', '2026-12-01')).toBe('2026-12-01');
    expect(reportCatalogue.filter((entry) => entry.endsToday).map((e) => e.name)).toEqual([
      'BoletimDiario',
      ...reportCatalogue.filter((e) => e.menu === 'relatorios-acesso').map((e) => e.name),
    ]);
  });
});
