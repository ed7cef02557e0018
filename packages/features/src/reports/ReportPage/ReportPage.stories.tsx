import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reportDefinitions, reportHandlers } from '../../testing/report-handlers';
import { reportStoryMeta } from '../../testing/report-story-frame';
import { reportStateStories } from '../../testing/report-state-stories';
import { ReportPage } from './ReportPage';
import { COMPARE_KEY } from './use-comparison';

/**
 * A report page (`/Emplacamento/<Name>`): the filters the report allows, its chart (ECharts,
 * loaded on first use) and its table with a totals row, CSV and XLSX export. The server's
 * definition says which filters, columns and chart; the server applies the user's scope.
 */
const meta = {
  title: 'Features/Reports/ReportPage',
  component: ReportPage,
  args: { nome: 'Marca', today: '2026-11-22', save: fn() },
  parameters: { msw: reportHandlers(), layout: 'fullscreen' },
  ...reportStoryMeta,
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows per brand in pt-BR numbers, the totals row last, the own brand's bar drawn. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Emplacamentos por marca' }),
    ).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    const fiat = await within(table).findByRole('row', { name: /^FIAT/ });
    await expect(fiat).toHaveTextContent('52.007');
    await expect(fiat).toHaveTextContent('28,4%');
    const rows = within(table).getAllByRole('row');
    await expect(rows.at(-1)).toHaveTextContent(/^Total182\.911100,0%$/);
    await expect(canvas.getByText('Dados até 22/11/2026')).toBeVisible();
    // ECharts' chunk loads on first use; under load that can take seconds.
    await waitFor(
      () =>
        expect(
          canvasElement.querySelector('[data-testid="kpi-chart"][data-drawn="true"] svg'),
        ).not.toBeNull(),
      { timeout: 30_000 },
    );
  },
};

/**
 * Sorting asks the server; a brand filter (behind "more filters") narrows the rows and shows as a
 * tag; the totals row stays last; removing the tag gives every brand back.
 */
export const SortAndFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    await within(table).findByRole('row', { name: /^FIAT/ });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Marca/ }));
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^CHEVROLET/),
    );
    // The lists wait behind "more filters"; no tag while none is set.
    await expect(canvas.queryByRole('group', { name: 'Mais filtros do relatório' })).toBeNull();
    await expect(canvas.queryByRole('grid', { name: 'Filtros em uso' })).toBeNull();
    const more = canvas.getByRole('button', { name: 'Mais filtros' });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // "All" agrees with the noun: Todas (as marcas).
    const panel = await canvas.findByRole('group', { name: 'Mais filtros do relatório' });
    const brand = within(panel).getByRole('button', { name: /Marca/ });
    await expect(brand).toHaveTextContent('Todas');
    await userEvent.click(brand);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'JEEP' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('11.557');
    await expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/^Total11\.557/);
    await expect(canvas.getByRole('button', { name: 'Mais filtros (1 em uso)' })).toBeVisible();
    // The filter in force is a tag; its × removes it.
    const tags = canvas.getByRole('grid', { name: 'Filtros em uso' });
    await expect(within(tags).getByRole('row', { name: 'Marca: JEEP' })).toBeVisible();
    await userEvent.click(within(tags).getByRole('button', { name: /Remover/ }));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
    await expect(canvas.queryByRole('grid', { name: 'Filtros em uso' })).toBeNull();
    // "Clear" (beside the tags) removes every filter but the period.
    await userEvent.click(within(panel).getByRole('button', { name: /Tipo de venda/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Varejo' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull(),
    );
  },
};

/** The periods (`first/last`) each run asked for, in order (the stories below read them). */
const asked: string[] = [];
/** The first day of each period asked for. */
const askedFrom = () => asked.map((period) => period.split('/')[0]);

/** The report handlers, with each run's period written down first. */
const recordingRuns = () => [
  http.post('*/api/Emplacamento/Relatorios/:nome/Executar', async ({ request }) => {
    const consulta = (await request.clone().json()) as {
      filtros: { dataInicial?: string; dataFinal?: string };
    };
    asked.push(`${consulta.filtros.dataInicial ?? ''}/${consulta.filtros.dataFinal ?? ''}`);
    // Nothing returned: the report handlers below answer.
  }),
  ...reportHandlers(),
];

/**
 * Typing a year into the period: the year reads 0002, 0020 and 0202 on the way to 2025; only the
 * complete date runs the report and reaches the address.
 */
export const TypingAYear: Story = {
  parameters: { msw: recordingRuns() },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    await expect(askedFrom()).toEqual(['2026-11-01']);
    const period = canvas.getByRole('group', { name: 'Período' });
    // Day, month and year of the start, then of the end.
    const startYear = within(period).getAllByRole('spinbutton')[2];
    if (!startYear) throw new globalThis.Error('no year segment');
    await userEvent.click(startYear);
    await userEvent.keyboard('2025');
    await waitFor(() => expect(askedFrom().at(-1)).toBe('2025-11-01'));
    await expect(askedFrom()).toEqual(['2026-11-01', '2025-11-01']);
    await expect(window.location.search).toContain('de=2025-11-01');
    await expect(startYear).toHaveTextContent('2025');
  },
};

/**
 * In a month's first five days the report opens on the last complete month (the new month holds
 * a day or two of registrations): on 2 December, 1–30 November.
 */
export const FirstDaysOfAMonth: Story = {
  args: { today: '2026-12-02' },
  parameters: { msw: recordingRuns() },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    await expect(asked).toEqual(['2026-11-01/2026-11-30']);
    const period = canvas.getByRole('group', { name: 'Período' });
    await expect(period).toHaveTextContent(/01\/11\/2026.*30\/11\/2026/);
  },
};

/**
 * A phone: only the period's preset stays in sight, the rest folds behind a button so the figures
 * come first; the button says how many filters are set, and the tags say which.
 */
export const PhoneFilters: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    await expect(canvas.getByRole('button', { name: /Intervalo/ })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Período' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = await canvas.findByRole('group', { name: 'Mais filtros do relatório' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panel).getByRole('group', { name: 'Período' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: /Tipo de venda/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Varejo' }));
    await expect(await canvas.findByRole('button', { name: 'Filtros (1 em uso)' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Tipo de venda: Varejo' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros (1 em uso)' }));
    await waitFor(() =>
      expect(canvas.queryByRole('group', { name: 'Mais filtros do relatório' })).toBeNull(),
    );
  },
};

/**
 * The period's presets: the last complete month sets 1–31 October on 22 November, and the preset
 * reads back from the dates (typed dates that match no preset read "Personalizado").
 */
export const PeriodPresets: Story = {
  parameters: { msw: recordingRuns() },
  play: async ({ canvasElement }) => {
    asked.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    const preset = canvas.getByRole('button', { name: /Intervalo/ });
    await expect(preset).toHaveTextContent('Mês até hoje');
    await userEvent.click(preset);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Último mês completo' }),
    );
    await waitFor(() => expect(asked.at(-1)).toBe('2026-10-01/2026-10-31'));
    await expect(canvas.getByRole('group', { name: 'Período' })).toHaveTextContent(
      /01\/10\/2026.*31\/10\/2026/,
    );
    await expect(window.location.search).toContain('de=2026-10-01');
    await userEvent.click(preset);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Últimos 12 meses' }),
    );
    await waitFor(() => expect(asked.at(-1)).toBe('2025-12-01/2026-11-22'));
    await userEvent.click(preset);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Ano até hoje' }),
    );
    await waitFor(() => expect(asked.at(-1)).toBe('2026-01-01/2026-11-22'));
    await expect(preset).toHaveTextContent('Ano até hoje');
    // A start typed by hand is no preset's.
    const period = canvas.getByRole('group', { name: 'Período' });
    const startDay = within(period).getAllByRole('spinbutton')[0];
    if (!startDay) throw new globalThis.Error('no day segment');
    await userEvent.click(startDay);
    await userEvent.keyboard('15');
    await waitFor(() => expect(asked.at(-1)).toBe('2026-01-15/2026-11-22'));
    await expect(preset).toHaveTextContent('Personalizado');
  },
};

/** Export: the server's file is handed to the browser with its name. */
export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'CSV (Excel em português)' }),
    );
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1));
    const [file, name] = (args.save as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
    await expect(name).toBe('Marca-2026-11-23.csv');
    await expect(await file.text()).toContain('FIAT;52007;28,3');
  },
};

/** A monthly chart: own registrations as bars, the share as a line, months in pt-BR, the month
 * whose data stop before its end marked partial. */
export const MonthlyChart: Story = {
  args: { nome: 'MarketShareMes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Market share dos últimos 13 meses' });
    await expect(await within(table).findByRole('row', { name: /^nov\. de 2025/ })).toBeVisible();
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/^Total/);
    // The data stop on 22 November: the chart marks that month as partial.
    await expect(
      await canvas.findByRole('img', { name: /nov\. de 2026 \(parcial\)/ }),
    ).toBeInTheDocument();
    // Its tooltip and the description say how far: the data's last day, 22 November.
    await expect(
      canvas.getByRole('img', { name: /Parcial: dados até 22\/11\.$/ }),
    ).toBeInTheDocument();
    // The chart reads only the end date: one date picker, no period range.
    await expect(canvas.getAllByText('Até')[0]).toBeVisible();
    await expect(canvas.queryByText('Período')).toBeNull();
  },
};

/**
 * A ranking of models: the position change against last year in the table, the chart's bars named
 * by model (not by brand), the own brand's models highlighted.
 */
export const ModelRanking: Story = {
  args: { nome: 'RankingModelo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Ranking de modelos' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const argo = within(table).getAllByRole('row')[1];
    await expect(argo).toHaveTextContent(/^1ARGOFIAT14\.210/);
    await expect(argo).toHaveTextContent(/21$/);
    const chartData = await canvas.findByRole('table', {
      name: 'Dados do gráfico Ranking de modelos',
    });
    await expect(within(chartData).getByRole('rowheader', { name: 'ARGO' })).toBeInTheDocument();
    await expect(within(chartData).getByRole('rowheader', { name: 'MOBI' })).toBeInTheDocument();
  },
};

/**
 * Invasao on a phone: a bar per dealership and area it invaded, each named by both on two lines
 * cut to fit beside the bars (whole in the chart's data table).
 */
export const BarNamesOnAPhone: Story = {
  args: { nome: 'Invasao' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chartData = await canvas.findByRole('table', { name: 'Dados do gráfico Invasão' });
    await expect(
      within(chartData).getByRole('rowheader', {
        name: 'Premium Pereira Nordestina · Área Minas Gerais',
      }),
    ).toBeInTheDocument();
    const names = () => {
      const drawn = canvasElement.querySelector('[data-testid="kpi-chart"][data-drawn="true"]');
      return [...(drawn?.querySelectorAll('svg text') ?? [])].map((t) => t.textContent);
    };
    // The two bars of one dealership tell their areas apart on a line of their own.
    const line = (start: string) => names().some((t) => t.startsWith(start));
    await waitFor(() => expect(line('Área Minas')).toBe(true), { timeout: 30_000 });
    await expect(line('Área São')).toBe(true);
    await expect(names().some((t) => t.startsWith('Premium Pere') && t.endsWith('…'))).toBe(true);
  },
};

/** The chart of a report whose first measure is a share: the bars draw the share per brand. */
export const ShareChart: Story = {
  args: { nome: 'MarketShare' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Market share' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^FIAT27,2%52\.007/);
    const chartData = await canvas.findByRole('table', { name: 'Dados do gráfico Market share' });
    await expect(
      within(chartData).getByRole('columnheader', { name: 'Participação' }),
    ).toBeInTheDocument();
    await expect(within(chartData).getAllByRole('row')[1]).toHaveTextContent('FIAT27,2%');
  },
};

/**
 * Brands compared over the months: a line per brand, the own brand first in the tenant's colour,
 * then the three largest in the chart palette's colours; every chosen brand in the table.
 */
export const BrandsCompared: Story = {
  args: { nome: 'ComparativoMontadoras' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Comparativo de montadoras' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^FIAT26,2%/);
    const chartData = await canvas.findByRole('table', {
      name: 'Dados do gráfico Comparativo de montadoras',
    });
    for (const name of ['FIAT', 'VOLKSWAGEN', 'CHEVROLET', 'HYUNDAI'])
      await expect(within(chartData).getByRole('columnheader', { name })).toBeInTheDocument();
  },
};

/**
 * Daily averages per month as bars, the own share as a line, and under them what the averages
 * divide by; the table keeps every column.
 */
export const DailyAverage: Story = {
  args: { nome: 'MarketShareMediaDiaria' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Market share pela média diária' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /^jan\. de 202620160\.0008\.000,00/,
    );
    const chartData = await canvas.findByRole('table', {
      name: 'Dados do gráfico Market share pela média diária',
    });
    const headers = within(chartData)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual([
      'Mês',
      'Média diária (todas as marcas)',
      'Média diária da marca própria',
      'Participação',
    ]);
    // What the averages divide by, under the chart.
    await expect(
      canvas.getByText(
        'As médias diárias dividem os emplacamentos pelos dias úteis de cada mês: dias de semana que não são feriados nacionais.',
      ),
    ).toBeVisible();
  },
};

const states = reportStateStories({
  handlers: reportHandlers,
  table: 'Emplacamentos por marca',
  emptyText: 'Nenhum emplacamento no período e nos filtros escolhidos.',
  row: /^FIAT/,
  longRow: /^FIAT AUTOMÓVEIS/,
});

/** Waiting for the run: a skeleton announced once. */
export const Loading: Story = states.Loading;
/** Nothing in the period and filters, said in the report's own words. */
export const Empty: Story = states.Empty;
/** A failed run says so and retries on demand. */
export const Error: Story = states.Error;
/** A reader without the report's permission. */
export const Forbidden: Story = states.Forbidden;
/** Names far longer than usual stay in their cells; the table scrolls, not the page. */
export const LongText: Story = states.LongText;

/** Marca offered for comparison, and its run with a comparison as the API answers one. */
const comparedRuns = () => [
  http.get('*/api/Emplacamento/Relatorios', () =>
    HttpResponse.json(
      reportDefinitions.map((d) => (d.Nome === 'Marca' ? { ...d, Comparavel: true } : d)),
    ),
  ),
  http.post('*/api/Emplacamento/Relatorios/:nome/Executar', async ({ request }) => {
    const consulta = (await request.clone().json()) as { comparar?: string };
    if (!consulta.comparar) return undefined;
    const col = (
      Chave: string,
      Titulo: string,
      Tipo: 'texto' | 'inteiro' | 'percentual' | 'decimal',
      Comparacao?: 'anterior' | 'variacao' | 'pontos',
      Medida?: string,
    ) => ({ Chave, Titulo, Tipo, ...(Comparacao ? { Comparacao, Medida } : {}) });
    const row = (marca: string, q: number, qa: number, p: number, pa: number) => ({
      marca,
      quantidade: q,
      quantidadeAnterior: qa,
      quantidadeVariacao: ((q - qa) / qa) * 100,
      participacao: p,
      participacaoAnterior: pa,
      participacaoPontos: p - pa,
    });
    return HttpResponse.json({
      Nome: 'Marca',
      Colunas: [
        col('marca', 'Marca', 'texto'),
        col('quantidade', 'Emplacamentos', 'inteiro'),
        col('quantidadeAnterior', 'Emplacamentos (anterior)', 'inteiro', 'anterior', 'quantidade'),
        col('quantidadeVariacao', 'Variação', 'percentual', 'variacao', 'quantidade'),
        col('participacao', 'Participação', 'percentual'),
        col(
          'participacaoAnterior',
          'Participação (anterior)',
          'percentual',
          'anterior',
          'participacao',
        ),
        col('participacaoPontos', 'Variação (p.p.)', 'decimal', 'pontos', 'participacao'),
      ],
      Linhas: [row('FIAT', 600, 500, 60, 50), row('JEEP', 400, 500, 40, 50)],
      Totais: { ...row('', 1000, 1000, 100, 100), marca: null },
      TotalLinhas: 2,
      GeradoEm: '2026-11-22T12:00:00Z',
      DadosAte: '2026-11-22',
      Periodo: { DataInicial: '2026-11-01', DataFinal: '2026-11-22' },
      Comparacao: { DataInicial: '2025-11-01', DataFinal: '2025-11-22' },
    });
  }),
  ...reportHandlers(),
];

/**
 * The comparison: the same days a year before, chosen in the bar, kept in the address; each
 * count gains its figure then and its change (an arrow and a sign, not the colour alone), each
 * share its change in points; the line under the bar says both periods.
 */
export const Compared: Story = {
  parameters: { msw: comparedRuns() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    const compare = canvas.getByRole('button', { name: /Comparar com/ });
    await expect(compare).toHaveTextContent('Sem comparação');
    await userEvent.click(compare);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Mesmo período do ano anterior' }),
    );
    await expect(
      await within(table).findByRole('columnheader', { name: /Emplacamentos \(anterior\)/ }),
    ).toBeVisible();
    await expect(window.location.search).toContain('comparar=anoAnterior');
    const fiat = within(table).getByRole('row', { name: /^FIAT/ });
    await expect(fiat).toHaveTextContent('+20,0%');
    await expect(fiat).toHaveTextContent('+10,00 p.p.');
    await expect(within(table).getByRole('row', { name: /^JEEP/ })).toHaveTextContent('−20,0%');
    await expect(
      canvas.getByText('01/11/2026 até 22/11/2026, comparado com 01/11/2025 até 22/11/2025'),
    ).toBeVisible();
    await userEvent.click(compare);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Sem comparação' }),
    );
    await waitFor(() =>
      expect(within(table).queryByRole('columnheader', { name: /anterior/ })).toBeNull(),
    );
    await expect(window.location.search).not.toContain('comparar');
  },
};

/**
 * A link that asks for the comparison (a shared address, a card of the dashboard) opens the
 * report compared: the page reads the address once the definition says the report compares.
 */
export const ComparedFromALink: Story = {
  parameters: { msw: comparedRuns() },
  beforeEach: () => {
    const q = new URLSearchParams(window.location.search);
    q.set(COMPARE_KEY, 'anoAnterior');
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${q}`);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    await expect(
      await within(table).findByRole('columnheader', { name: /Emplacamentos \(anterior\)/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Comparar com/ })).toHaveTextContent(
      'Mesmo período do ano anterior',
    );
    await expect(within(table).getByRole('row', { name: /^FIAT/ })).toHaveTextContent('+20,0%');
  },
};

/**
 * A run of one brand (a brand filter, say): one bar would tell nothing the table does not, so the
 * page shows the table alone, no chart.
 */
export const OneRowNoChart: Story = {
  parameters: {
    msw: [
      http.post('*/api/Emplacamento/Relatorios/:nome/Executar', () =>
        HttpResponse.json({
          Nome: 'Marca',
          Colunas: [
            { Chave: 'marca', Titulo: 'Marca', Tipo: 'texto' },
            { Chave: 'quantidade', Titulo: 'Emplacamentos', Tipo: 'inteiro' },
            { Chave: 'participacao', Titulo: 'Participação', Tipo: 'percentual' },
          ],
          Linhas: [
            {
              marca: 'FIAT',
              fabricanteId: 1,
              propria: true,
              quantidade: 52_007,
              participacao: 100,
            },
          ],
          Totais: { marca: null, quantidade: 52_007, participacao: 100 },
          TotalLinhas: 1,
          GeradoEm: '2026-11-22T12:00:00Z',
          DadosAte: '2026-11-22',
          Periodo: { DataInicial: '2026-11-01', DataFinal: '2026-11-22' },
        }),
      ),
      ...reportHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Emplacamentos por marca' });
    await expect(await within(table).findByRole('row', { name: /^FIAT/ })).toHaveTextContent(
      '52.007',
    );
    await expect(canvasElement.querySelector('[data-testid="kpi-chart"]')).toBeNull();
    await expect(canvas.queryByRole('table', { name: /^Dados do gráfico/ })).toBeNull();
  },
};
