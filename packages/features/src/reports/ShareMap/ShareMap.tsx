import { useCallback, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, useUi, visuallyHidden } from '@emplacamento/ui';
import { useEChart, type ChartColors } from '../../dashboard/KpiDashboard/use-echart';
import { formatValue } from '../../dashboard/KpiDashboard/kpi-format';
import type { MapOption } from './brazil-map';

/** One state on the map: its UF (`SP`), its name and the share it is coloured by (0–100). */
export interface MapState {
  uf: string;
  estado: string;
  value: number;
}

/** Props of {@link ShareMap}. */
export interface ShareMapProps {
  /** What the map is about; names its description. */
  title: string;
  /** The states with figures; a state not listed is drawn blank. */
  states: readonly MapState[];
  /** The UF of the state to emphasise (the table's row under the pointer or the focus). @default none */
  highlighted?: string | null;
}

function optionOf(states: readonly MapState[], colors: ChartColors, locale: string): MapOption {
  const max = Math.max(...states.map((s) => s.value), 0);
  const percent = (v: number) => formatValue(v, 'percent', locale);
  return {
    animation: false,
    tooltip: {
      trigger: 'item',
      backgroundColor: colors.surface,
      borderColor: colors.grid,
      textStyle: { color: colors.text, fontFamily: colors.font },
      formatter: (p) => {
        const item = Array.isArray(p) ? p[0] : p;
        const state = states.find((s) => s.uf === item?.name);
        return state ? `${state.estado}: ${percent(state.value)}` : (item?.name ?? '');
      },
    },
    // The scale runs from the tenant colour's subtle tint (light in the light skin, dark in the
    // dark skin) to the tenant's colour, so the largest share reads as the tenant's own.
    visualMap: {
      type: 'continuous',
      min: 0,
      max: max > 0 ? max : 1,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 160,
      calculable: false,
      text: [percent(max), percent(0)],
      textStyle: { color: colors.text, fontFamily: colors.font },
      inRange: { color: [colors.subtle, colors.primary] },
    },
    series: [
      {
        type: 'map',
        map: 'brasil',
        roam: false,
        layoutCenter: ['50%', '45%'],
        layoutSize: '88%',
        // States without registrations keep the page's surface, outlined like the others.
        itemStyle: { areaColor: colors.surface, borderColor: colors.muted, borderWidth: 0.5 },
        emphasis: {
          label: { show: true, color: colors.text, fontFamily: colors.font, fontWeight: 'bold' },
          itemStyle: { areaColor: colors.info, borderColor: colors.text, borderWidth: 2 },
        },
        select: { disabled: true },
        data: states.map((s) => ({ name: s.uf, value: s.value })),
      },
    ],
  };
}

/** The map's ECharts build and outlines, a chunk of its own. */
const loadMap = () => import('./brazil-map').then((module) => module.createMap);

/**
 * A map of Brazil's 27 states coloured by a share, drawn by ECharts from outlines bundled with the
 * product (loaded on first use, a chunk of its own), in the skin's and the tenant's colours. Screen
 * readers get a description of every state's figure; the report's table beside it holds the same
 * rows, and its row under the pointer or the focus is the state the map emphasises.
 */
export function ShareMap({ title, states, highlighted = null }: ShareMapProps) {
  const { t, i18n } = useTranslation();
  const { skin, tenant } = useUi();
  const locale = i18n.language;
  const descriptionId = useId();
  const option = useCallback(
    (colors: ChartColors) => optionOf(states, colors, locale),
    [states, locale],
  );
  // The width too: a resize redraws the map, which forgets the emphasis.
  const { element, chart, width } = useEChart(loadMap, option);

  useEffect(() => {
    if (!chart || !element.current) return;
    chart.dispatchAction({ type: 'downplay', seriesIndex: 0 });
    if (highlighted) chart.dispatchAction({ type: 'highlight', seriesIndex: 0, name: highlighted });
    element.current.dataset.highlighted = highlighted ?? '';
  }, [chart, element, highlighted, states, locale, skin, tenant, width]);

  const description = useMemo(
    () =>
      t('reportMap.description', {
        title,
        items: [...states]
          .sort((a, b) => b.value - a.value)
          .map((s) => `${s.estado} ${formatValue(s.value, 'percent', locale)}`)
          .join('; '),
      }),
    [states, locale, t, title],
  );

  return (
    <figure style={{ margin: 0 }}>
      <div
        ref={element}
        style={{ width: '100%', aspectRatio: '1 / 1', maxHeight: '32rem' }}
        role="img"
        aria-labelledby={descriptionId}
        data-testid="share-map"
      />
      <figcaption id={descriptionId} className={visuallyHidden}>
        {description}
      </figcaption>
      <Text tone="muted" variant="small">
        {t('reportMap.credit')}
      </Text>
    </figure>
  );
}
