import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInstanceByDom } from 'echarts/core';
import { expect, waitFor, within } from 'storybook/test';
import { createI18n } from '@emplacamento/i18n';
import { I18nProvider } from '@emplacamento/i18n/react';
import { brandPalettes, chartPalettes, seriesColors, seriesOf, type Skin } from '@emplacamento/ui';
import { KpiChart, type ChartSpec } from './KpiChart';

/** The translations in the story's language (the locale toolbar). */
function Translations({ locale, children }: { locale: string; children: ReactNode }) {
  const [instance] = useState(() => createI18n(locale));
  return <I18nProvider instance={instance}>{children}</I18nProvider>;
}

/**
 * A chart of the dashboard and of the report pages (ECharts, loaded on first use): the own brand
 * in the tenant's colour, every other series in the skin's colour-blind-safe palette, the other
 * brands' bars in grey; a last period the data cover only in part drawn hatched and dashed; one
 * value, or all alike, shown as its table alone. Tooltips in the reader's language and numbers.
 */
const meta = {
  title: 'Features/Dashboard/KpiChart',
  component: KpiChart,
  decorators: [
    (Story, context) => (
      <Translations locale={(context.globals as { locale?: string }).locale ?? 'pt-BR'}>
        <div style={{ maxWidth: '48rem' }}>
          <Story />
        </div>
      </Translations>
    ),
  ],
  args: {
    title: 'Comparativo de montadoras',
    spec: { categories: [], categoryLabel: '', series: [] },
  },
} satisfies Meta<typeof KpiChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const MONTHS = ['ago. de 2026', 'set. de 2026', 'out. de 2026', 'nov. de 2026'];

/** Four brands' shares over the months: the own brand first. */
const brandsCompared: ChartSpec = {
  categoryLabel: 'Mês',
  categories: MONTHS,
  series: [
    ['FIAT', 'primary', [26.1, 26.8, 27.4, 28.2]],
    ['VOLKSWAGEN', 'series', [19.8, 19.5, 19.1, 18.9]],
    ['CHEVROLET', 'series', [16.2, 16.4, 16.0, 15.7]],
    ['HYUNDAI', 'series', [10.4, 10.9, 11.3, 11.0]],
  ].map(([name, tone, values]) => ({
    name: name as string,
    kind: 'line' as const,
    unit: 'percent' as const,
    tone: tone as 'primary' | 'series',
    values: values as number[],
  })),
};

/** The drawn chart's SVG, once ECharts' chunk has loaded (seconds under load). */
async function drawn(canvasElement: HTMLElement) {
  let svg: SVGSVGElement | null = null;
  await waitFor(
    () => {
      svg = canvasElement.querySelector('[data-testid="kpi-chart"][data-drawn="true"] svg');
      return expect(svg).not.toBeNull();
    },
    { timeout: 30_000 },
  );
  return svg as unknown as SVGSVGElement;
}

/** The colours the chart's lines are stroked with. */
const strokes = (svg: SVGSVGElement) =>
  new Set(
    [...svg.querySelectorAll('path')]
      .filter((p) => p.getAttribute('fill') === 'none')
      .map((p) => p.getAttribute('stroke')?.toLowerCase()),
  );

/** The own brand's line in the tenant's colour, the others in the skin's palette, in order. */
const expectPalette = (skin: Skin) => async (canvasElement: HTMLElement) => {
  const svg = await drawn(canvasElement);
  const primary = brandPalettes.default[skin].primary.toLowerCase();
  const others = seriesColors(seriesOf(chartPalettes[skin]), primary).slice(0, 3);
  const drawnStrokes = strokes(svg);
  for (const color of [primary, ...others]) await expect(drawnStrokes).toContain(color);
  // The legend names each brand once.
  const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
  await expect(texts.filter((t) => t === 'FIAT')).toHaveLength(1);
};

/**
 * On a phone: the legend keeps to one line (paged where its names do not fit), above the plot;
 * wrapped, its second line fell on the value axis's top label.
 */
export const OnAPhone: Story = {
  args: { spec: brandsCompared },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement);
    const names = new Set(brandsCompared.series.map((s) => s.name));
    const texts = [...svg.querySelectorAll('text')];
    const tops = texts
      .filter((t) => names.has(t.textContent))
      .map((t) => Math.round(t.getBoundingClientRect().top));
    await expect(tops.length).toBeGreaterThan(0);
    await expect(new Set(tops).size).toBe(1);
    // The value axis's labels start below the legend's line.
    const legendBottom = Math.max(
      ...texts.filter((t) => names.has(t.textContent)).map((t) => t.getBoundingClientRect().bottom),
    );
    const axisTops = texts
      .filter((t) => /%$/.test(t.textContent))
      .map((t) => t.getBoundingClientRect().top);
    await expect(Math.min(...axisTops)).toBeGreaterThanOrEqual(legendBottom);
  },
};

/** Brands compared in the light skin: the own brand in the tenant's colour, three palette colours. */
export const Default: Story = {
  args: { spec: brandsCompared },
  play: async ({ canvasElement }) => {
    await expectPalette('light')(canvasElement);
  },
};

/** The same chart in the dark skin: the dark palette, each colour at 3:1 on the dark card. */
export const DarkSkin: Story = {
  args: { spec: brandsCompared },
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    await expectPalette('dark')(canvasElement);
  },
};

/** Own registrations per month and the share; December, in progress, is covered to 02/12. */
const inProgress: ChartSpec = {
  categoryLabel: 'Mês',
  categories: [...MONTHS.slice(1), 'dez. de 2026 (parcial)'],
  partial: 'Parcial: dados até 02/12',
  series: [
    {
      name: 'Emplacamentos da marca',
      kind: 'bar',
      unit: 'count',
      tone: 'series',
      values: [48_211, 50_877, 52_007, 3_412],
    },
    {
      name: 'Participação',
      kind: 'line',
      unit: 'percent',
      tone: 'primary',
      secondAxis: true,
      values: [22.9, 23.1, 23.4, 21.8],
    },
  ],
};

/** The tooltip ECharts shows for the category at `index`. */
async function tooltipAt(canvasElement: HTMLElement, index: number) {
  const element = canvasElement.querySelector<HTMLElement>('[data-testid="kpi-chart"]');
  const chart = element ? getInstanceByDom(element) : undefined;
  await expect(chart).toBeDefined();
  chart?.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: index });
  let text = '';
  await waitFor(() => {
    const tip = [...(element?.querySelectorAll('div') ?? [])].find(
      (d) => d.style.position === 'absolute' && d.textContent !== '',
    );
    text = tip?.textContent ?? '';
    return expect(text).not.toBe('');
  });
  return text;
}

/**
 * The month in progress: its bar hatched and outlined dashed, the line's last stretch dashed, the
 * label and the tooltip saying how far its data go.
 */
export const PartialPeriod: Story = {
  args: { title: 'Evolução da marca', spec: inProgress },
  play: async ({ canvasElement }) => {
    const svg = await drawn(canvasElement);
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    await expect(texts).toContain('dez. de 2026 (parcial)');
    // The dashed outline of the partial bar and the dashed stretch of the line.
    const dashed = [...svg.querySelectorAll('path')].filter((p) =>
      p.getAttribute('stroke-dasharray'),
    );
    await expect(dashed.length).toBeGreaterThanOrEqual(2);
    // The dashed stretch is stroked in the line's colour, as the whole months' stretch is.
    const lines = [...svg.querySelectorAll('path')].filter(
      (p) => p.getAttribute('fill') === 'none' && p.getAttribute('stroke-width') === '2',
    );
    const stretch = lines.find((p) => p.getAttribute('stroke-dasharray'));
    const solid = lines.find((p) => !p.getAttribute('stroke-dasharray'));
    await expect(stretch?.getAttribute('stroke')).toBeTruthy();
    await expect(stretch?.getAttribute('stroke')).toBe(solid?.getAttribute('stroke'));
    // Screen readers hear it in the description.
    await expect(
      within(canvasElement).getByRole('img', { name: /Parcial: dados até 02\/12\.$/ }),
    ).toBeInTheDocument();
    const tip = await tooltipAt(canvasElement, 3);
    await expect(tip).toContain('dez. de 2026 (parcial)');
    await expect(tip).toContain('Parcial: dados até 02/12');
    await expect(tip).toContain('3.412');
    await expect(tip).toContain('21,8%');
    // A whole month's tooltip says nothing of it; the share line is named once.
    const whole = await tooltipAt(canvasElement, 2);
    await expect(whole).not.toContain('Parcial');
    await expect(whole.split('Participação')).toHaveLength(2);
  },
};

/** The tooltip in English: thousands with ",", the share with a decimal point. */
export const TooltipInEnglish: Story = {
  args: {
    title: 'Brand trend',
    spec: {
      ...inProgress,
      categories: ['Sep 2026', 'Oct 2026', 'Nov 2026', 'Dec 2026 (partial)'],
      partial: 'Partial: data up to 12/02',
      series: inProgress.series.map((s, i) => ({
        ...s,
        name: i === 0 ? 'Registrations' : 'Share',
      })),
    },
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const tip = await tooltipAt(canvasElement, 2);
    await expect(tip).toContain('52,007');
    await expect(tip).toContain('23.4%');
  },
};

/**
 * One brand only: a single bar would say nothing the figure does not, so the chart is not drawn
 * and its table shows alone (ECharts is not even loaded).
 */
export const SingleValue: Story = {
  args: {
    title: 'Participação por marca',
    spec: {
      categoryLabel: 'Marca',
      categories: ['FIAT'],
      highlight: 0,
      horizontal: true,
      series: [
        { name: 'Participação', kind: 'bar', unit: 'percent', tone: 'muted', values: [23.4] },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Dados do gráfico Participação por marca' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('row', { name: 'FIAT 23,4%' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="kpi-chart"]')).toBeNull();
  },
};

/** Every bar alike (three dealerships with one registration each): the table alone too. */
export const AllValuesAlike: Story = {
  args: {
    title: 'Invasão',
    spec: {
      categoryLabel: 'Concessionária',
      categories: ['Alfa', 'Beta', 'Gama'],
      horizontal: true,
      series: [
        { name: 'Emplacamentos', kind: 'bar', unit: 'count', tone: 'muted', values: [1, 1, 1] },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Dados do gráfico Invasão' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-testid="kpi-chart"]')).toBeNull();
  },
};
