import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, Card, Stack, Text } from '@emplacamento/ui';
import { KpiChart, type ChartSpec } from '../../dashboard/KpiDashboard/KpiChart';
import { ShareMap, type MapState } from '../ShareMap';
import { addressOf, DEFAULT_PIVOT, filterAddress } from './pivot-choice';
import { useReportAddress } from './report-address';
import { barRowsOf } from './report-chart';
import { drillCrumbs, drillOf, readTrail, writeTrail, type Level, type Step } from './report-drill';
import type { Definicao, Filtros, Resultado } from './report-queries';
import { ReportTable } from './ReportTable';

type Row = Resultado['Linhas'][number];

/** Props of {@link ReportResult}. */
export interface ReportResultProps {
  definition: Definicao;
  /** Every report the reader may open (a drill-down leads only to those). */
  definitions: readonly Definicao[];
  result: Resultado;
  /** The report's bar or line chart; null when it draws none. */
  spec: ChartSpec | null;
  filtros: Filtros;
  /** The dynamic table's row dimensions (its level of a drill-down). @default none */
  linhas?: readonly string[];
  /** The order in force (the server sorts). */
  order: { column: string; dir: 'asc' | 'desc' } | null;
  onOrderChange: (order: { column: string; dir: 'asc' | 'desc' }) => void;
  /** Whether the reader may sort by a column. */
  sortable: boolean;
  /**
   * Opens the same report with other filters (and the dynamic table with other row dimensions) as
   * a new history entry with its trail: a level down or up.
   */
  onDrill: (filtros: Filtros, trail: readonly Step[], linhas?: readonly string[]) => void;
  /** Opens another report page (its embed name) at a search part (`?de=…`). */
  open: (nome: string, busca: string) => void;
}

/** The search part of a level's page: its trail, its filters, the dynamic table's rows. */
const pageSearch = (level: Level, filtros: Filtros, trail: readonly Step[]): string => {
  const start = writeTrail('', trail);
  return level.linhas
    ? addressOf({ ...DEFAULT_PIVOT, linhas: [...level.linhas] }, filtros, start)
    : filterAddress(filtros, start);
};

/** The states of a report whose rows are states, coloured by its first measure (the share). */
function statesOf(result: Resultado, measure: string | undefined): MapState[] {
  return result.Linhas.flatMap((r) =>
    typeof r.uf === 'string' && r.uf !== ''
      ? [
          {
            uf: r.uf,
            estado: typeof r.estado === 'string' ? r.estado : r.uf,
            value: measure && typeof r[measure] === 'number' ? r[measure] : 0,
          },
        ]
      : [],
  );
}

/**
 * What a run shows: the trail back up a drill-down, the chart (or the map of the states, beside
 * the table) and the table, whose rows open the level below where the report has one.
 */
export function ReportResult({
  definition,
  definitions,
  result,
  spec,
  filtros,
  linhas,
  order,
  onOrderChange,
  sortable,
  onDrill,
  open,
}: ReportResultProps) {
  const { t } = useTranslation();
  const nome = definition.Nome;
  const level: Level = linhas ? { nome, linhas } : { nome };
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const trail = readTrail(useReportAddress().read());
  const allowed = (name: string) => definitions.some((d) => d.Nome === name);
  /** Opens a level: in this page as a new entry, or another report's page (Back returns here). */
  const go = (to: Level, value: Filtros, path: readonly Step[]) => {
    if (to.nome === nome) onDrill(value, path, to.linhas);
    else open(to.nome, pageSearch(to, value, path));
  };
  // A report reading only its end date hands the days it covered to a level that reads both.
  const span = result.Periodo
    ? { dataInicial: result.Periodo.DataInicial, dataFinal: result.Periodo.DataFinal }
    : filtros;
  const rowAction = (row: Row) => {
    const target = drillOf(level, row, filtros, allowed, span);
    return target
      ? {
          column: target.column,
          run: () => {
            go(target.level, target.filtros, [
              ...trail,
              { level, key: target.key, label: target.label },
            ]);
          },
        }
      : undefined;
  };
  const drills = result.Linhas.some((r) => rowAction(r) !== undefined);
  const crumbs = drillCrumbs(level, filtros, trail, definitions, t('reportDrill.allRegions'));
  // A bar of the largest rows opens what its row opens.
  const bars = spec?.horizontal
    ? (barRowsOf(result, definition.Medidas[0]?.Chave)?.rows ?? [])
    : [];
  const pickable = bars.some((r) => rowAction(r) !== undefined);
  const pick = (index: number) => {
    const row = bars[index];
    if (row) rowAction(row)?.run();
  };
  const map = definition.Grafico === 'mapa';
  const states = useMemo(
    () => (map ? statesOf(result, definition.Medidas[0]?.Chave) : []),
    [map, result, definition],
  );

  const table = (
    <ReportTable
      title={definition.Titulo}
      result={result}
      order={order}
      onOrderChange={onOrderChange}
      sortable={sortable}
      rowAction={rowAction}
      {...(map
        ? {
            onRowHighlight: (row: Row | null) => {
              setHighlighted(typeof row?.uf === 'string' ? row.uf : null);
            },
          }
        : {})}
    />
  );
  return (
    <Stack gap="4">
      {crumbs.length > 0 && (
        <Breadcrumbs
          label={t('reportDrill.trail')}
          items={crumbs.map((c) => ({ id: c.id, label: c.label }))}
          onAction={(id) => {
            const crumb = crumbs.find((c) => c.id === id);
            if (crumb) go(crumb.level, crumb.filtros, crumb.trail);
          }}
        />
      )}
      {map ? (
        // The map beside the table on a wide screen, above it on a phone.
        <div
          style={{
            display: 'grid',
            gap: '1rem',
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
            alignItems: 'start',
          }}
        >
          <Card title={t('reportMap.title')} style={{ minWidth: 0 }}>
            <ShareMap title={definition.Titulo} states={states} highlighted={highlighted} />
          </Card>
          <div style={{ minWidth: 0 }}>{table}</div>
        </div>
      ) : (
        <>
          {spec && definition.Grafico && (
            <Card title={t('reports.chart')} style={{ minWidth: 0 }}>
              <Stack gap="2">
                <KpiChart
                  title={definition.Titulo}
                  spec={spec}
                  {...(pickable ? { onPick: pick } : {})}
                />
                {nome === 'MarketShareMediaDiaria' && (
                  <Text tone="muted">{t('reports.businessDaysNote')}</Text>
                )}
              </Stack>
            </Card>
          )}
          {drills && <Text tone="muted">{t('reportDrill.hint')}</Text>}
          {table}
        </>
      )}
    </Stack>
  );
}
