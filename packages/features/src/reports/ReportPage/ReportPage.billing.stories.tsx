import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reportHandlers } from '../../testing/report-handlers';
import { reportStoryMeta } from '../../testing/report-story-frame';
import { reportStateStories } from '../../testing/report-state-stories';
import { ReportPage } from './ReportPage';

/**
 * The report page for a billing report (FaturamentoConsolidado): what each dealership billed per
 * month, both invoice types side by side, the amounts in reais as the reader writes them, a totals
 * row, filters by period, business group and dealership; no chart.
 */
const meta = {
  title: 'Features/Reports/ReportPage/Billing',
  component: ReportPage,
  args: { nome: 'FaturamentoConsolidado', today: '2026-11-22', save: fn() },
  parameters: { msw: reportHandlers(), layout: 'fullscreen' },
  ...reportStoryMeta,
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Faturamento consolidado';

/** A row per dealership and month, amounts in pt-BR reais, the totals row last, no chart. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: TITLE })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: TITLE });
    const first = (await within(table).findAllByRole('row'))[1];
    await expect(first).toHaveTextContent('AUTO SUL VEÍCULOS');
    await expect(first).toHaveTextContent('out. de 2026');
    await expect(first).toHaveTextContent(/R\$\s3\.571\.450,20/);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows.at(-1)).toHaveTextContent(/^Total/);
    await expect(rows.at(-1)).toHaveTextContent(/R\$\s10\.744\.534,39/);
    await expect(canvas.queryByText('Gráfico')).toBeNull();
  },
};

/** The filters a billing report takes: the period, the business group and the dealership. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TITLE });
    const filters = canvas.getByRole('group', { name: 'Filtros do relatório' });
    await expect(within(filters).getByText('Período')).toBeVisible();
    // A month is billed after it ends: the page opens on the last 12 months, not the month to date.
    const period = within(filters).getByRole('group', { name: 'Período' });
    await expect(period).toHaveTextContent(/01.12.2025/);
    await expect(within(filters).getByRole('button', { name: /Intervalo/ })).toHaveTextContent(
      'Últimos 12 meses',
    );
    // No brand filter; the fixtures offer no group nor dealership, so nothing waits behind more.
    await expect(within(filters).queryByRole('button', { name: /Mais filtros/ })).toBeNull();
    await expect(within(filters).queryByRole('button', { name: /Marca/ })).toBeNull();
    await expect(within(filters).queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};

/** Export: the server's file is handed to the browser. */
export const Export: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: TITLE });
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: /XLSX/ }));
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(1));
  },
};

const states = reportStateStories({
  handlers: reportHandlers,
  table: TITLE,
  emptyText: 'Nenhum faturamento no período e nos filtros escolhidos.',
  row: /^AUTO SUL/,
  longRow: /^AUTO SUL VEÍCULOS COMÉRCIO/,
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
