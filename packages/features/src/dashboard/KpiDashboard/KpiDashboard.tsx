import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatDateRange, saoPauloDay } from '@emplacamento/i18n';
import { Box, Grid, Inline, Select, Stack, Text } from '@emplacamento/ui';
import { routeByName, type RouteName } from '@emplacamento/access';
import { useSession, useSessionState } from '../../session/SessionProvider';
import { dayAndMonth, isPartialPeriod } from './chart-facts';
import { KpiCard } from './KpiCard';
import { KpiChart } from './KpiChart';
import { ShareFigure, VariationTable } from './KpiFigures';
import { filterAddress } from '../../reports/ReportPage/pivot-choice';
import { monthEnd } from '../../reports/ReportPage/report-format';
import { kpiQueries, type Periodo } from './kpi-queries';

/** Props of {@link KpiDashboard}. */
export interface KpiDashboardProps {
  /** The period shown first. @default the current month in São Paulo */
  initialPeriod?: Periodo;
  /** The last year the picker offers. @default the current year in São Paulo */
  lastYear?: number;
}

const currentPeriod = (): Periodo => {
  const today = saoPauloDay(Date.now());
  return { ano: Number(today.slice(0, 4)), mes: Number(today.slice(5, 7)) };
};

/** A month of the API (`yyyy-MM`) or a day (`yyyy-MM-dd`) as the reader writes it. */
const periodLabel = (periodo: string, locale: string) => {
  const [y, m, d] = periodo.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, d ?? 1, 12));
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    ...(d === undefined
      ? { month: 'short', year: '2-digit' }
      : { day: '2-digit', month: '2-digit' }),
  }).format(date);
};

const noRows = (rows: readonly unknown[]) => rows.length === 0;
const noTotal = (rows: readonly { Total: number }[]) => rows.every((r) => r.Total === 0);

/**
 * The KPI dashboard (`/dashboard-kpi`): the tenant's own share this month and this year, share,
 * change and direct sales per brand, direct sales per year, and the brand's trend per month and per
 * day, for a month the user picks. Each card loads, fails and retries on its own; the server
 * confines every figure to the user's scope.
 */
export function KpiDashboard({ initialPeriod, lastYear }: KpiDashboardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { clients } = useSession();
  const [periodo, setPeriodo] = useState<Periodo>(() => initialPeriod ?? currentPeriod());
  const current = currentPeriod();
  const last = lastYear ?? current.ano;
  /** The month shown is today's: the server compares its days so far with as many of others. */
  const inProgress = periodo.ano === current.ano && periodo.mes === current.mes;
  const months = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) => ({
        id: i + 1,
        label: new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2000, i, 15)),
        ),
      })),
    [locale],
  );
  const years = Array.from({ length: 5 }, (_, i) => ({ id: last - i, label: String(last - i) }));

  const mes = useQuery(kpiQueries.participacaoMes(clients, periodo));
  const ano = useQuery(kpiQueries.participacaoAno(clients, periodo));
  const marca = useQuery(kpiQueries.participacaoMarca(clients, periodo));
  const variacao = useQuery(kpiQueries.variacao(clients, periodo));
  const vendaMarca = useQuery(kpiQueries.vendaDiretaMarca(clients, periodo));
  const vendaAno = useQuery(kpiQueries.vendaDiretaAno(clients, periodo));
  const evolucao = useQuery(kpiQueries.evolucao(clients, periodo));
  const diario = useQuery(kpiQueries.evolucaoDiaria(clients, periodo));

  const month = `${String(periodo.ano)}-${String(periodo.mes).padStart(2, '0')}`;
  /** The month's last day, or today while it is in progress. */
  const lastDay = inProgress ? saoPauloDay(Date.now()) : monthEnd(month);
  /** The month shown, its first day to its last (or to today while it runs), as one line. */
  const summary = t(inProgress ? 'kpi.periodSummaryInProgress' : 'kpi.periodSummary', {
    month: new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-15T12:00:00Z`)),
    range: formatDateRange(`${month}-01T12:00:00Z`, `${lastDay}T12:00:00Z`, locale),
  });

  const { ability, table } = useSessionState();
  /**
   * The report route behind a card, when the user may open it (the guard's own rule), opened on
   * the dashboard's month: its first day to its last, or to today while it is in progress.
   */
  const reportOf = (name: RouteName) => {
    const route = table.find((r) => r.name === name) ? routeByName(table, name) : null;
    if (!route || !ability.can(route.action, route.resource)) return null;
    const period = { dataInicial: `${month}-01`, dataFinal: lastDay };
    return {
      href: `${route.path}${filterAddress(period)}`,
      label: t('kpi.openReport', { title: t(route.titleKey) }),
    };
  };

  /**
   * The labels of a chart over months or years, the last marked partial when the month shown is
   * in progress and that period holds today (the data reach no further), with what its tooltip
   * adds; a month that is over is whole, and the year it ends is left unmarked (how far the API
   * counts it is not said).
   */
  const periodLabels = (periods: readonly string[], labels: readonly string[]) => {
    const today = saoPauloDay(Date.now());
    const last = periods.at(-1);
    if (!inProgress || last === undefined || !isPartialPeriod(last, today))
      return { categories: [...labels] };
    return {
      categories: labels.map((label, i) =>
        i === labels.length - 1 ? t('kpi.partialLabel', { label }) : label,
      ),
      partial: t('kpi.partialUntil', { date: dayAndMonth(today, locale) }),
    };
  };

  const cards = {
    shareMonth: t('kpi.cards.shareMonth'),
    shareYear: t('kpi.cards.shareYear'),
    shareByBrand: t('kpi.cards.shareByBrand'),
    variation: t('kpi.cards.variation'),
    directByBrand: t('kpi.cards.directByBrand'),
    directByYear: t('kpi.cards.directByYear'),
    evolution: t('kpi.cards.evolution'),
    daily: t('kpi.cards.daily'),
  };

  return (
    <Stack gap="6">
      {/* The shell heads the page with the route's title; the dashboard adds its period. */}
      <Inline gap="3" alignItems="flex-end" role="group" aria-label={t('kpi.period')}>
        <Box style={{ minWidth: '10rem' }}>
          <Select
            label={t('kpi.month')}
            options={months}
            value={periodo.mes}
            onChange={(key) => {
              setPeriodo((p) => ({ ...p, mes: Number(key) }));
            }}
          />
        </Box>
        <Box style={{ minWidth: '7rem' }}>
          <Select
            label={t('kpi.year')}
            options={years}
            value={periodo.ano}
            onChange={(key) => {
              setPeriodo((p) => ({ ...p, ano: Number(key) }));
            }}
          />
        </Box>
        {/* What a printed dashboard says of its period, the pickers gone. */}
        <Box paddingBottom="2">
          <Text tone="muted" data-print-summary="">
            {summary}
          </Text>
        </Box>
      </Inline>
      <Grid columns={{ base: '1', lg: '2' }} gap="4">
        <KpiCard
          title={cards.shareMonth}
          report={reportOf('reports-daily-report')}
          query={mes}
          isEmpty={(d) => d.Total === 0}
        >
          {(d) => <ShareFigure data={d} inProgress={inProgress} />}
        </KpiCard>
        <KpiCard
          title={cards.shareYear}
          report={reportOf('reports-annual-ranking-by-brands')}
          query={ano}
          isEmpty={(d) => d.Total === 0}
        >
          {(d) => <ShareFigure data={d} inProgress={inProgress} />}
        </KpiCard>
        <KpiCard
          title={cards.shareByBrand}
          report={reportOf('reports-by-brands')}
          query={marca}
          isEmpty={noRows}
        >
          {(rows) => {
            const top = rows.slice(0, 10);
            const own = top.findIndex((r) => r.Propria);
            return (
              <KpiChart
                title={cards.shareByBrand}
                spec={{
                  categoryLabel: t('kpi.brand'),
                  categories: top.map((r) => r.Marca),
                  horizontal: true,
                  ...(own >= 0 ? { highlight: own } : {}),
                  series: [
                    {
                      name: t('kpi.series.share'),
                      kind: 'bar',
                      unit: 'percent',
                      tone: 'muted',
                      values: top.map((r) => r.Participacao),
                    },
                  ],
                }}
              />
            );
          }}
        </KpiCard>
        <KpiCard
          title={cards.variation}
          report={reportOf('reports-by-brand-last-12-months')}
          query={variacao}
          isEmpty={noRows}
        >
          {(rows) => <VariationTable rows={rows} inProgress={inProgress} />}
        </KpiCard>
        <KpiCard
          title={cards.directByBrand}
          report={reportOf('charts-sales-type-chart')}
          query={vendaMarca}
          isEmpty={noRows}
        >
          {(rows) => {
            const top = rows.slice(0, 10);
            return (
              <KpiChart
                title={cards.directByBrand}
                spec={{
                  categoryLabel: t('kpi.brand'),
                  categories: top.map((r) => r.Rotulo),
                  horizontal: true,
                  series: [
                    {
                      name: t('kpi.series.direct'),
                      kind: 'bar',
                      unit: 'count',
                      tone: 'series',
                      stack: 'venda',
                      values: top.map((r) => r.VendaDireta),
                    },
                    {
                      name: t('kpi.series.retail'),
                      kind: 'bar',
                      unit: 'count',
                      tone: 'series',
                      stack: 'venda',
                      values: top.map((r) => r.Varejo),
                    },
                  ],
                }}
              />
            );
          }}
        </KpiCard>
        <KpiCard
          title={cards.directByYear}
          report={reportOf('reports-by-brands-year-by-year')}
          query={vendaAno}
          isEmpty={(rows) => rows.every((r) => r.VendaDireta + r.Varejo === 0)}
        >
          {(rows) => (
            <KpiChart
              title={cards.directByYear}
              spec={{
                categoryLabel: t('kpi.year'),
                ...periodLabels(
                  rows.map((r) => r.Rotulo),
                  rows.map((r) => r.Rotulo),
                ),
                series: [
                  {
                    name: t('kpi.series.direct'),
                    kind: 'bar',
                    unit: 'count',
                    tone: 'series',
                    stack: 'venda',
                    values: rows.map((r) => r.VendaDireta),
                  },
                  {
                    name: t('kpi.series.retail'),
                    kind: 'bar',
                    unit: 'count',
                    tone: 'series',
                    stack: 'venda',
                    values: rows.map((r) => r.Varejo),
                  },
                ],
              }}
            />
          )}
        </KpiCard>
        <KpiCard
          title={cards.evolution}
          report={reportOf('charts-last-13-months-market-share-chart')}
          query={evolucao}
          isEmpty={noTotal}
        >
          {(rows) => (
            <KpiChart
              title={cards.evolution}
              spec={{
                categoryLabel: t('kpi.periodColumn'),
                ...periodLabels(
                  rows.map((r) => r.Periodo),
                  rows.map((r) => periodLabel(r.Periodo, locale)),
                ),
                // As the daily evolution draws them: the brand's own bars in its colour, the
                // share's line in the palette's first.
                series: [
                  {
                    name: t('kpi.series.own'),
                    kind: 'bar',
                    unit: 'count',
                    tone: 'primary',
                    values: rows.map((r) => r.Proprio),
                  },
                  {
                    name: t('kpi.series.share'),
                    kind: 'line',
                    unit: 'percent',
                    tone: 'series',
                    secondAxis: true,
                    values: rows.map((r) => r.Participacao),
                  },
                ],
              }}
            />
          )}
        </KpiCard>
        <KpiCard
          title={cards.daily}
          report={reportOf('reports-daily-report')}
          query={diario}
          isEmpty={noTotal}
        >
          {(rows) => (
            <KpiChart
              title={cards.daily}
              spec={{
                categoryLabel: t('kpi.periodColumn'),
                categories: rows.map((r) => periodLabel(r.Periodo, locale)),
                series: [
                  {
                    name: t('kpi.series.own'),
                    kind: 'bar',
                    unit: 'count',
                    tone: 'primary',
                    values: rows.map((r) => r.Proprio),
                  },
                  {
                    name: t('kpi.series.share'),
                    kind: 'line',
                    unit: 'percent',
                    tone: 'series',
                    secondAxis: true,
                    values: rows.map((r) => r.Participacao),
                  },
                ],
              }}
            />
          )}
        </KpiCard>
      </Grid>
    </Stack>
  );
}
