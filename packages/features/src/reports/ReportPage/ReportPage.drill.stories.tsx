import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reportHandlers } from '../../testing/report-handlers';
import { reportStoryMeta } from '../../testing/report-story-frame';
import { reportStateStories } from '../../testing/report-state-stories';
import { ReportPage } from './ReportPage';

/**
 * The report page with a map and with drill-down. MarketShareRegional colours a map of Brazil's
 * states by the own share beside its table; the row under the pointer or the focus emphasises its
 * state. RegiaoAreaMunicipio opens a region's areas and an area's cities in place, with a trail
 * back up kept in the address; a brand report's row opens the model report filtered to the brand.
 */
const meta = {
  title: 'Features/Reports/ReportPage/MapAndDrillDown',
  component: ReportPage,
  args: { nome: 'MarketShareRegional', today: '2026-11-22', save: fn(), open: fn() },
  parameters: { msw: reportHandlers(), layout: 'fullscreen' },
  ...reportStoryMeta,
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const MAP_TITLE = 'Market share regional';
const HIERARCHY = 'Regiões, áreas e municípios';

/** The map once ECharts has drawn it. */
async function drawnMap(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(
        canvasElement.querySelector('[data-testid="share-map"][data-drawn="true"] svg'),
      ).not.toBeNull(),
    { timeout: 30_000 },
  );
  const map = canvasElement.querySelector<HTMLElement>('[data-testid="share-map"]');
  if (!map) throw new globalThis.Error('no map');
  return map;
}

/** The map beside the table: every state's share described for screen readers, the credit shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: MAP_TITLE });
    await expect(within(table).getAllByRole('row')).toHaveLength(12);
    await drawnMap(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: /^Mapa do Brasil, Market share regional: .*São Paulo 31,2%; Minas Gerais 27,5%/,
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/MapSVG \(CC BY 4\.0\)/)).toBeVisible();
  },
};

/** A row under the pointer, then a row reached with the keyboard, emphasises its state. */
export const HighlightFromTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: MAP_TITLE });
    const map = await drawnMap(canvasElement);
    const [, , minas] = within(table).getAllByRole('row');
    if (!minas) throw new globalThis.Error('no row');
    await userEvent.hover(minas);
    // ECharts draws the emphasised state's label (its UF) into the SVG.
    await waitFor(() => expect(map.querySelector('svg')?.textContent).toContain('MG'));
    await expect(map.dataset.highlighted).toBe('MG');
    await userEvent.unhover(minas);
    await waitFor(() => expect(map.dataset.highlighted).toBe(''));
    await waitFor(() => expect(map.querySelector('svg')?.textContent).not.toContain('MG'));
    // The keyboard: focus into the table, then down a row.
    minas.focus();
    await waitFor(() => expect(map.dataset.highlighted).toBe('MG'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(map.dataset.highlighted).toBe('PR'));
    await waitFor(() => expect(map.querySelector('svg')?.textContent).toContain('PR'));
  },
};

const rowWith = (table: HTMLElement, ...texts: string[]) => {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => texts.every((text) => r.textContent.includes(text)));
  if (!row) throw new globalThis.Error(`no row with ${texts.join(', ')}`);
  return row;
};

/** Region → area → city and back up the trail; each level is kept in the address. */
export const HierarchyDrillDown: Story = {
  args: { nome: 'RegiaoAreaMunicipio' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let table = await canvas.findByRole('grid', { name: HIERARCHY });
    await expect(
      canvas.getByText('Selecione uma linha sublinhada para abrir o nível abaixo.'),
    ).toBeVisible();
    await expect(rowWith(table, 'Interior Paulista', 'Região')).toBeVisible();
    await userEvent.click(rowWith(table, 'Grande São Paulo', 'Região'));
    const trail = await canvas.findByRole('navigation', { name: 'Nível do relatório' });
    await expect(within(trail).getByRole('link', { name: 'Todas as regiões' })).toBeVisible();
    await waitFor(() => expect(window.location.search).toContain('regiaoOperacionalId=1'));
    table = await canvas.findByRole('grid', { name: HIERARCHY });
    await waitFor(() => expect(table).not.toHaveTextContent('Interior Paulista'));
    // The keyboard: the area's row, then Enter.
    const area = rowWith(table, 'ABC Paulista', 'Área');
    area.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toContain('areaInfluenciaId=11'));
    await waitFor(() => expect(table).not.toHaveTextContent('Capital'));
    await expect(rowWith(table, 'Santo André', 'Município')).toBeVisible();
    await expect(within(trail).getByText('ABC Paulista')).toHaveAttribute('aria-current', 'page');
    // Up one level, then to the top.
    await userEvent.click(within(trail).getByRole('link', { name: 'Grande São Paulo' }));
    await waitFor(() => expect(window.location.search).not.toContain('areaInfluenciaId'));
    await waitFor(() => expect(table).toHaveTextContent('Capital'));
    await userEvent.click(within(trail).getByRole('link', { name: 'Todas as regiões' }));
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Nível do relatório' })).toBeNull(),
    );
    await waitFor(() => expect(table).toHaveTextContent('Interior Paulista'));
  },
};

/** A brand's row opens the model report of the same span filtered to that brand. */
export const BrandToModels: Story = {
  args: { nome: 'MarcaMes' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', {
      name: 'Emplacamentos por marca nos últimos 12 meses',
    });
    const [fiat] = within(table).getAllByRole('row', { name: /^FIAT/ });
    if (!fiat) throw new globalThis.Error('no row');
    fiat.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.open).toHaveBeenCalledWith(
        'ModeloMes',
        '?acima=MarcaMes*fabricanteId*FIAT&de=2025-12-01&ate=2026-11-22&fabricanteId=1',
      ),
    );
  },
};

/**
 * The model report opened from a brand: that brand's models, the trail back to the brands, and a
 * model's row opening its versions (the dynamic table by model and version, the trail carried).
 */
export const ModelsOfABrand: Story = {
  args: { nome: 'ModeloMes' },
  beforeEach: () => {
    const q = new URLSearchParams(window.location.search);
    q.set('acima', 'MarcaMes*fabricanteId*FIAT');
    q.set('fabricanteId', '1');
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}?${q.toString()}`,
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Emplacamentos por modelo mês a mês' });
    await expect(within(table).getAllByRole('row', { name: /^STRADA/ })).toHaveLength(1);
    await expect(table).not.toHaveTextContent('POLO');
    const trail = canvas.getByRole('navigation', { name: 'Nível do relatório' });
    await expect(within(trail).getByText('FIAT')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(table).getByRole('row', { name: /^STRADA/ }));
    await expect(args.open).toHaveBeenCalledWith(
      'EmplacamentoPivotGrid',
      '?acima=MarcaMes*fabricanteId*FIAT&acima=ModeloMes*modeloId*STRADA&linhas=modelo%2Cversao' +
        '&medida=quantidade&de=2025-12-01&ate=2026-11-22&fabricanteId=1&modeloId=103',
    );
    await userEvent.click(
      within(trail).getByRole('link', { name: 'Emplacamentos por marca nos últimos 12 meses' }),
    );
    await expect(args.open).toHaveBeenCalledWith('MarcaMes', '?de=2025-12-01&ate=2026-11-22');
  },
};

/**
 * By brands (a free period): a bar of the chart, like its row, opens the brand's models in the
 * dynamic table by brand and model, on the same days.
 */
export const BrandBarOpensModels: Story = {
  args: { nome: 'Marca' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('[data-testid="kpi-chart"][data-drawn="true"]'),
        ).not.toBeNull(),
      { timeout: 30_000 },
    );
    // The widest bar is the largest brand's (FIAT, first in the table).
    const chart = canvasElement.querySelector<HTMLElement>('[data-testid="kpi-chart"]');
    const bars = [...(chart?.querySelectorAll<SVGPathElement>('path') ?? [])].filter((p) => {
      const box = p.getBoundingClientRect();
      return box.height > 4 && box.height < 60 && box.width > 20;
    });
    const widest = bars.sort(
      (a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width,
    )[0];
    if (!widest) throw new globalThis.Error('no bar');
    // ECharts finds what is clicked by the pointer's position: a press and release there, then the click.
    const box = widest.getBoundingClientRect();
    const at = {
      bubbles: true,
      clientX: box.left + box.width / 2,
      clientY: box.top + box.height / 2,
    };
    for (const type of ['pointermove', 'pointerdown', 'pointerup'])
      widest.dispatchEvent(
        new PointerEvent(type, { ...at, pointerType: 'mouse', isPrimary: true }),
      );
    for (const type of ['mousemove', 'mousedown', 'mouseup', 'click'])
      widest.dispatchEvent(new MouseEvent(type, at));
    await waitFor(() =>
      expect(args.open).toHaveBeenCalledWith(
        'EmplacamentoPivotGrid',
        expect.stringMatching(
          /^\?acima=Marca\*fabricanteId\*FIAT&linhas=marca%2Cmodelo&.*fabricanteId=1$/,
        ),
      ),
    );
  },
};

const states = reportStateStories({
  handlers: reportHandlers,
  table: MAP_TITLE,
  emptyText: 'Nenhum emplacamento no período e nos filtros escolhidos.',
  row: /^SP/,
  longRow: /^SP/,
});

/** Waiting for the run: a skeleton announced once. */
export const Loading: Story = states.Loading;
/** Nothing in the period and filters: no map, the empty message. */
export const Empty: Story = states.Empty;
/** A failed run says so and retries on demand. */
export const Error: Story = states.Error;
/** A reader without the report's permission. */
export const Forbidden: Story = states.Forbidden;
/** State names far longer than usual stay in their cells; the table scrolls, not the page. */
export const LongText: Story = states.LongText;
