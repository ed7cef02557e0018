import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, Card, Stack, Text } from '@emplacamento/ui';
import { KpiChart, type ChartSpec } from '../../dashboard/KpiDashboard/KpiChart';
import { ShareMap, type MapState } from '../ShareMap';
import { filterAddress } from './pivot-choice';
import { drillCrumbs, drillOf, FROM_KEY, type DrillTarget } from './report-drill';
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
  /** The order in force (the server sorts). */
  order: { column: string; dir: 'asc' | 'desc' } | null;
  onOrderChange: (order: { column: string; dir: 'asc' | 'desc' }) => void;
  /** Whether the reader may sort by a column. */
  sortable: boolean;
  /** Opens the same report with other filters, as a new history entry (a level down or up). */
  onDrill: (filtros: Filtros) => void;
  /** Opens another report page (its embed name) at a search part (`?de=…`). */
  open: (nome: string, busca: string) => void;
}

/** The search part of another report page, with its filters and where it came from. */
const pageSearch = (filtros: Filtros, from?: string): string =>
  filterAddress(filtros, from ? `?${FROM_KEY}=${from}` : '');

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
  order,
  onOrderChange,
  sortable,
  onDrill,
  open,
}: ReportResultProps) {
  const { t } = useTranslation();
  const nome = definition.Nome;
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const allowed = (name: string) => definitions.some((d) => d.Nome === name);
  const go = (target: DrillTarget) => {
    if (target.kind === 'same') onDrill(target.filtros);
    // Another report is another page: the reader's Back returns here.
    else open(target.nome, pageSearch(target.filtros, nome));
  };
  const rowAction = (row: Row) => {
    const target = drillOf(nome, row, filtros, allowed);
    return target
      ? {
          column: target.column,
          run: () => {
            go(target);
          },
        }
      : undefined;
  };
  const drills = result.Linhas.some((r) => rowAction(r) !== undefined);
  const from = new URLSearchParams(window.location.search).get(FROM_KEY);
  const crumbs = drillCrumbs(
    nome,
    filtros,
    result.Linhas,
    definitions,
    from,
    t('reportDrill.allRegions'),
  );
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
            if (!crumb) return;
            if (crumb.nome) open(crumb.nome, pageSearch(crumb.filtros));
            else onDrill(crumb.filtros);
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
                <KpiChart title={definition.Titulo} spec={spec} />
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
